// Exploring the family graph: Alice's generic moves, Bob's case split by Z3, his reply applied
// symbolically, and the successor matched against the family the strategy moves to. The steps
// mirror strategies/PaperStrategy (select, switch, hand-over, play) on symbolic positions.
#include "SymbolicVerifier.hpp"

#include <algorithm>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <unordered_map>

#include <z3++.h>

#include "core/Notation.hpp"
#include "core/util/ParallelUnits.hpp"
#include "proofs/Bounds.hpp"
#include "proofs/ExprZ3.hpp"
#include "proofs/SymbolicLemmas.hpp"
#include "proofs/SymbolicRules.hpp"
#include "strategies/KeepAlive.hpp"

namespace babylon::symbolic {

namespace {

Expr never() { return lit(0) == lit(1); }

const std::string kRestsOnLemmas =
    "end game: one of K0-K4 applies after every reply of Alice (proved), so the edge rests on Lemmas 4.2 and 4.3 "
    "(closed when their written-out proofs are)";

// An instance of family f's shape as a position in the paper's notation, if the values give one.
std::string positionOf(Family f, const Env& env) {
  try {
    if (auto p = instantiate(familyShape(f), env)) return formatPaper(*p);
  } catch (const std::out_of_range&) {}
  return "";
}

// The cell of `env` for the lookahead (lookaheadAt): how the heights of `p`'s hills compare with
// each other and with m, as at env. Each difference is pinned to its value at env when that is
// within 4, else to its side (at least 5 above, or below). Singleton counts and parameters the
// position does not use are left free, so that a cell is a band across the family, not a point.
Expr cellAt(const SymbolicPosition& p, const Env& env) {
  std::vector<Expr> hills = p.redHills;
  hills.insert(hills.end(), p.blueHills.begin(), p.blueHills.end());
  std::vector<Expr> terms;
  for (std::size_t a = 0; a < hills.size(); ++a) {
    terms.push_back(hills[a] - var("m"));
    for (std::size_t b = a + 1; b < hills.size(); ++b) terms.push_back(hills[a] - hills[b]);
  }
  Expr cell = Expr::always();
  for (const Expr& t : terms) {
    std::int64_t v = 0;
    try {
      v = t.evalInt(env);
    } catch (const std::out_of_range&) {
      continue;
    }
    cell = cell && (v > 4 ? t >= 5 : v < -4 ? t <= -5 : t == v);
  }
  return cell;
}

// How many instances the lookahead asks Z3 for, one cell each, in one region (lookaheadAt). With
// 6, Lemma 4.4 (v)'s `bb` after `RB` (H outside m-3 and m-2) stayed open; with 12 the graph of
// `prove --lookahead --finite-up-to 40` closes (CHANGELOG.md).
constexpr int kCellRounds = 12;

// Family f's assumption (lemmas/Families) and, with `finiteUpTo`, more chips than that (the
// finite verifier plays every start up to that size).
Expr assumptionAbove(Family f, int finiteUpTo) {
  Expr own = familyAssumption(f);
  return finiteUpTo > 0 ? own && 2 * var("m") > lit(finiteUpTo) : own;
}

bool endGame(Family f) {
  return f == Family::KeepAlive || f == Family::Plan44ii || f == Family::Plan45ii || f == Family::Plan45i;
}
bool bobMovesFirst(Family f) { return f == Family::Position1 || f == Family::Position2 || f == Family::Position3; }

// One Z3 context for one unit of the exploration (a move of Alice from a family, or Bob's first
// move); each query in its own push/pop scope. A fresh context per unit makes every model Z3
// returns, and so every instance the lookahead tries, independent of the other units and of the
// order threads run them in.
class Smt {
 public:
  Smt() : params_(context_), solver_(context_), translated_(params_) {
    z3::params p(context_);
    p.set("timeout", 10000u);
    p.set("ctrl_c", false);
    solver_.set(p);
  }
  // A small model of f (m bounded step by step, as proofs/Prover does), or nullopt when f is
  // unsatisfiable. A timeout is treated as satisfiable with no model: the edge stays open.
  std::optional<Env> model(const Expr& f, bool& unknown) {
    // The same formula asked again (interned: the same node) gets the same answer; a timeout is
    // asked again.
    if (auto it = answered_.find(f.id()); it != answered_.end()) {
      unknown = false;
      return it->second.second;
    }
    auto out = solve(f, unknown);
    if (!unknown) answered_.emplace(f.id(), std::make_pair(f, out));
    return out;
  }

  // Whether f is unsatisfiable (false on a timeout), with no model asked for: one check.
  bool empty(const Expr& f) {
    if (auto it = answered_.find(f.id()); it != answered_.end()) return !it->second.second;
    if (auto it = emptiness_.find(f.id()); it != emptiness_.end()) return it->second.second;
    solver_.push();
    solver_.add(translated_(f));
    z3::check_result r = solver_.check();
    solver_.pop();
    if (r != z3::unknown) emptiness_.emplace(f.id(), std::make_pair(f, r == z3::unsat));
    return r == z3::unsat;
  }

 private:
  std::optional<Env> solve(const Expr& f, bool& unknown) {
    unknown = false;
    int scopes = 1;
    solver_.push();
    solver_.add(translated_(f));
    z3::check_result r = solver_.check();
    if (r == z3::unsat) {
      solver_.pop();
      return std::nullopt;
    }
    if (r == z3::unknown) {
      solver_.pop();
      unknown = true;
      return Env{};
    }
    for (int bound : {8, 12, 16, 24, 32}) {
      solver_.push();
      solver_.add(params_["m"] <= bound);
      if (solver_.check() == z3::sat) {
        ++scopes;
        break;
      }
      solver_.pop();
    }
    solver_.check();
    z3::model mdl = solver_.get_model();
    Env env;
    for (const std::string& n : f.variables()) env.set(n, mdl.eval(params_[n], true).get_numeral_int64());
    solver_.pop(static_cast<unsigned>(scopes));
    return env;
  }

  z3::context context_;
  Z3Params params_;
  z3::solver solver_;
  Z3Translations translated_;
  // By the formula's node (kept alive with it, so that the key is not reused).
  std::unordered_map<const void*, std::pair<Expr, std::optional<Env>>> answered_;
  std::unordered_map<const void*, std::pair<Expr, bool>> emptiness_;
};

// What one unit of the exploration found: its edges and obligations (numbered when the units are
// merged), the families it entered inline (positions 1-3 after a hand-over) and those it reached.
struct Fragment {
  FamilyGraph graph;
  std::vector<Family> reached;
};

struct Explorer {
  const std::vector<CaseEntry>& table;
  FamilyGraph graph;
  Smt smt;
  std::vector<Family> reached;  // the families this unit's successors are instances of, in order
  RunGuard* guard = nullptr;    // polled before each Z3 query, so that Ctrl-C and --max-memory stop the walk
  int lookahead = 0;            // levels of K5 tried where K0-K4 are not shown (lookaheadAt); 0: none
  // The concrete keep-alive rules, asked which move they play at an instance of a region where
  // K0-K4 are not shown: with K5's named moves (the strategy's), then by K5's search alone.
  // Guidance only: those moves are tried first, and everything claimed of them is an obligation
  // like any other.
  const KeepAlive& concrete;
  const KeepAlive& searching;
  int finiteUpTo = 0;  // instances of at most this many chips are left to the finite verifier
  // Each family's parameter bounds (proofs/Bounds), where its assumption holds: parts of a
  // keep-alive condition that cannot hold within them are left out (keepAliveRules' `possible`;
  // what is left implies the full condition, so no claim rests on the bounds).
  const std::map<Family, Bounds>& bounds;

  // The family's own assumption: its hypothesis and shape equations, and, with `finiteUpTo`,
  // more chips than that (the finite verifier plays every start up to that size).
  Expr assumption(Family f) const { return assumptionAbove(f, finiteUpTo); }

  // Records `assumption => claim` as an obligation of that kind (proofs/Obligations) when Z3
  // proves it; otherwise returns a counter-model of it.
  std::optional<Env> discharge(const std::string& id, Family f, const std::string& words, const Expr& assumption,
                               const Expr& claim, const char* kind = "symbolic") {
    if (guard) guard->check();
    bool unknown = false;
    auto counter = smt.model(assumption && !claim, unknown);
    if (!counter) {
      graph.obligations.push_back({id, kind, familyName(f), words, assumption, claim, f, true});
      return std::nullopt;
    }
    return counter;
  }

  void reach(Family f) {
    if (!endGame(f)) reached.push_back(f);
  }

  // Whether one of the keep-alive rules applies at `odd` (K0-K3, or with `withK4` K0-K4), built
  // once per position and unit: the look-ahead asks for the same position several times, and K4's
  // condition alone is tens of thousands of nodes. Keyed by the position's expressions (interned:
  // equal structure, one node), kept alive with it.
  // The family matters too: the condition is built within its bounds.
  std::map<std::tuple<Family, std::vector<const void*>, bool>, std::pair<SymbolicPosition, Expr>> rulesBuilt;
  Expr rulesApply(Family from, const SymbolicPosition& odd, bool withK4) {
    std::vector<const void*> key{odd.j.id(), odd.k.id()};
    for (const auto* hills : {&odd.redHills, &odd.blueHills}) {
      key.push_back(nullptr);  // between the colors: [2u][] and [][2u] differ
      for (const Expr& h : *hills) key.push_back(h.id());
    }
    auto it = rulesBuilt.find({from, key, withK4});
    if (it == rulesBuilt.end()) {
      auto b = bounds.find(from);
      Possible possible;
      if (b != bounds.end()) possible = [box = &b->second](const Expr& c) { return mayHold(c, *box); };
      it = rulesBuilt
               .emplace(std::make_tuple(from, key, withK4),
                        std::make_pair(odd, keepAliveRules(odd, withK4, possible).any()))
               .first;
    }
    return it->second.second;
  }

  Edge base(Family from, const SymbolicMove* alice, const Expr& region, const Env& instance) {
    Edge e;
    e.from = from;
    if (alice) {
      e.alice = alice->text();
      e.aliceClass = alice->paperClass;
    }
    e.region = region;
    e.instance = instance;
    e.position = positionOf(from, instance);
    return e;
  }

  static void setInstance(Edge& e, const Env& env) {
    e.instance = env;
    e.position = positionOf(e.from, env);
  }

  void openEdge(Edge e, std::string why) {
    e.open = std::move(why);
    graph.edges.push_back(std::move(e));
  }

  // Region `region` is either empty (recorded as an obligation) or has an instance.
  std::optional<Env> nonEmpty(const std::string& id, Family f, const Expr& region) {
    return discharge(id + ".empty", f, "this case's region is empty", region, never());
  }

  // The successor `after` (in the frame where the case was read) against the case's next family.
  void successor(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& after) {
    edge.caseId = edge.caseId.empty() ? e.id : edge.caseId;
    edge.reply = e.reply;
    edge.region = region;
    edge.successor = after;
    if (e.next == Family::KeepAlive) {
      keepAliveAfterReplies(std::move(edge), region, after);
      return;
    }
    if (e.next == Family::Plan44ii || e.next == Family::Plan45ii) {
      planEdge(std::move(edge), e.next, region, after);
      return;
    }
    if (endGame(e.next)) {
      openEdge(std::move(edge), std::string("end game: ") + familyName(e.next) +
                                    " (the keep-alive rules decide; not yet proved for all n)");
      return;
    }
    auto direct = membership(e.next, after);
    auto mirror = membership(e.next, reflected(after));
    Expr inDirect = direct ? direct->holds : never();
    Expr inMirror = mirror ? mirror->holds : never();
    std::string words = std::string("the successor is an instance of ") + familyName(e.next);
    if (auto counter = discharge(e.id + ".successor", edge.from, words, region, inDirect || inMirror)) {
      Edge bad = edge;
      setInstance(bad, *counter);
      openEdge(std::move(bad), std::string("successor outside ") + familyName(e.next));
    }
    Expr inside = region && (inDirect || inMirror);
    if (!nonEmpty(e.id + ".inside", edge.from, inside)) return;
    edge.region = inside;
    edge.to = familyName(e.next);
    edge.reflectedNext = unsat(region && inDirect);
    graph.edges.push_back(std::move(edge));
    reach(e.next);
  }

  // Bob hands over to the keep-alive rules at `odd` (Bob to move): one of K0-K4 applies there
  // for every instance of `region` (an obligation), or, with `levels` >= 1, K5 does, looking that
  // many moves of Bob ahead (lookaheadAt); else a counter-model of it.
  std::optional<Env> keepAliveAt(Family from, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                                 const std::string& after, int levels) {
    // K0-K3 first; K4's much larger condition only where they are not enough.
    if (!discharge(id + ".keep-alive", from, "one of the keep-alive rules K0-K3 applies" + after, region,
                   rulesApply(from, odd, false)))
      return std::nullopt;
    auto counter = discharge(id + ".keep-alive-k4", from, "one of the keep-alive rules K0-K4 applies" + after, region,
                             rulesApply(from, odd, true));
    if (!counter || levels <= 0) return counter;
    return lookaheadAt(from, id, region, odd, after, levels);
  }

  // The moves among `moves` (Bob's, at `odd`) that instantiate at `env` to the move the concrete
  // keep-alive rules play there, then to the move K5's search alone would play (a move with the
  // same property: where the named move's region is not shown, the search's may be); none when
  // the instance is not a position or they have no move.
  std::vector<const SymbolicMove*> concreteChoice(const std::vector<SymbolicMove>& moves, const SymbolicPosition& odd,
                                                  const Env& env) {
    std::vector<const SymbolicMove*> out;
    try {
      auto pos = instantiate(odd, env);
      if (!pos) return out;
      auto stackAt = [&](const AbstractStack& s) {
        return Stack{s.red ? kRed : kBlue, static_cast<std::uint8_t>(s.height.evalInt(env))};
      };
      for (const KeepAlive* rules : {&concrete, &searching}) {
        auto chosen = rules->choose(*pos, false);
        if (!chosen) continue;
        for (const SymbolicMove& m : moves)
          if (m.legal.evalBool(env) && stackAt(m.top) == chosen->move.a && stackAt(m.below) == chosen->move.b &&
              std::find(out.begin(), out.end(), &m) == out.end())
            out.push_back(&m);
      }
    } catch (const std::out_of_range&) {}
    return out;
  }

  // Does every reply of Alice after Bob's `bob` (on `r`, where it is legal) allow one of K0-K4, or
  // with `levels` > 1 K5 of one level less? Proved steps stay as obligations; a failing try's are
  // dropped.
  bool everyReplyAnswered(Family from, const std::string& id, const Expr& r, const SymbolicMove& bob,
                          const std::string& after, int levels) {
    std::size_t mark = graph.obligations.size();
    for (const SymbolicMove& alice : allMoves(bob.after)) {
      Expr legal = r && alice.legal;
      if (unsat(legal)) continue;
      std::string step = id + ".k5." + bob.text() + ".then." + alice.text();
      if (keepAliveAt(from, step, legal, alice.after, after + ", Bob's " + bob.text() + ", Alice's " + alice.text(),
                      levels - 1)) {
        graph.obligations.erase(graph.obligations.begin() + static_cast<std::ptrdiff_t>(mark), graph.obligations.end());
        return false;
      }
    }
    return true;
  }

  // K5 (strategies/KeepAlive's Lookahead), where K0-K4 are not shown: a move of Bob after which
  // every move of Alice allows one of K0-K4 (or, `levels` >= 2, K5 of one level less). A
  // candidate move M of Bob is tried on the part of the region where it is legal and no earlier
  // candidate was kept, and kept when after every reply of Alice there the rules are shown to
  // apply (obligations); else its obligations are dropped. Candidates come first from the
  // concrete rules (the move they play at an uncovered instance, found by Z3), then, at the last
  // level, from the generic rule in order. Last, `region` must be covered by K0-K4 or the kept
  // candidates (one obligation). Then at every instance some legal move has the property, and
  // any move with it is safe by the same lemmas as K0-K4, whichever one the concrete rule finds.
  std::optional<Env> lookaheadAt(Family from, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                                 const std::string& after, int levels) {
    Expr rest = region && !rulesApply(from, odd, false);
    Expr notK4 = !rulesApply(from, odd, true);
    Expr covered = never();
    const std::vector<SymbolicMove> moves = allMoves(odd);
    std::set<std::string> tried;
    // Each try keeps the candidate where it is shown, so `covered` only grows; `kept` counts them.
    int kept = 0;
    auto keep = [&](const Expr& where) {
      covered = covered || where;
      ++kept;
    };
    // `bob` tried on the part `where` of the rest; true when it is kept there or nothing is left.
    auto tryOn = [&](const SymbolicMove& bob, int depth, const Expr& where, const std::string& suffix) {
      Expr r = rest && where && bob.legal && !covered;
      if (unsat(r)) return true;
      if (!everyReplyAnswered(from, id + suffix, r, bob, after, depth)) return false;
      keep(bob.legal && where);
      return true;
    };
    // Tried first where K0-K3 are not shown (the smaller formula); where it fails there, again
    // only where K4 is not shown either: K4's own move may be the one the concrete rule plays on
    // the rest, and the candidate only needs to cover what K0-K4 leave.
    auto tryMove = [&](const SymbolicMove& bob, int depth) {
      tried.insert(bob.text());
      return tryOn(bob, depth, Expr::always(), "") || tryOn(bob, depth, notK4, ".beyond-k4");
    };
    // The concrete rule's move often depends on how the heights compare (u = v+1, H = m-2 or
    // m-3), so that no one move covers the region. A candidate chosen at an instance that fails on
    // the whole region is tried again on the instance's cell (cellAt): the part of the region
    // where the heights compare as they do there. At every level: at the second, the concrete
    // rule's move after a reply of Alice may depend on the cell too (whether the tall red stack
    // reaches m exactly, in Lemma 4.4 (v)). Each round asks Z3 for an instance no kept candidate
    // covers yet, until none is left or a round keeps nothing; kCellRounds bounds them.
    for (int round = 0; round < kCellRounds; ++round) {
      bool unknown = false;
      auto open = smt.model(rest && notK4 && !covered, unknown);
      if (!open || unknown) break;
      int before = kept;
      for (const SymbolicMove* bob : concreteChoice(moves, odd, *open)) {
        bool whole = tried.count(bob->text()) ? false : tryMove(*bob, levels);
        if (!whole) tryOn(*bob, levels, notK4 && cellAt(odd, *open), ".cell");
      }
      if (kept == before) break;
    }
    if (levels == lookahead)
      for (const SymbolicMove& bob : moves) {
        if (unsat(rest && !covered)) break;  // every instance has a kept move already
        if (!tried.count(bob.text())) tryMove(bob, 1);
      }
    return discharge(id + ".k5", from,
                     "one of K0-K4 applies" + after + ", or a move of Bob after which every reply of Alice allows one" +
                         (levels > 1 ? " (or such a move)" : ""),
                     region, rulesApply(from, odd, true) || covered, "coverage");
  }

  // The edge rests on Lemmas 4.2 and 4.3 when `failed` is empty, else it is open with the replies
  // of Alice after which none of K0-K4 is shown to apply (and an instance of the first).
  void keepAliveEdge(Edge edge, const std::vector<std::string>& failed, const std::optional<Env>& first) {
    if (failed.empty()) {
      edge.restsOnLemmas = true;
      openEdge(std::move(edge), kRestsOnLemmas);
      return;
    }
    if (first) setInstance(edge, *first);
    std::string which;
    for (const std::string& f : failed) which += (which.empty() ? "" : ", ") + f;
    if (!which.empty()) edge.detail = "K0-K4 not shown after Alice's " + which;
    openEdge(std::move(edge),
             "end game: none of K0-K4 is shown to apply at some instance (the keep-alive rules "
             "decide further; not yet proved for all n)");
  }

  // Bob's move left to the keep-alive rules at `odd`: the edge rests on the lemmas where they are
  // shown to apply, else it is open at the counter-model, `label` naming Alice's move there.
  void keepAliveHere(Edge edge, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                     const std::string& after, const std::string& label) {
    auto counter = keepAliveAt(edge.from, id, region, odd, after, lookahead);
    keepAliveEdge(std::move(edge), counter ? std::vector<std::string>{label} : std::vector<std::string>{}, counter);
  }

  // The successor `after` (Alice to move) of a reply that hands over to the keep-alive rules:
  // every move of Alice from the generic rule, and K0-K4 at each result.
  void keepAliveAfterReplies(Edge edge, const Expr& region, const SymbolicPosition& after) {
    std::vector<std::string> failed;
    std::optional<Env> first;
    for (const SymbolicMove& alice : allMoves(after)) {
      Expr legal = region && alice.legal;
      std::string id = edge.caseId + ".then." + alice.text();
      if (!nonEmpty(id, edge.from, legal)) continue;
      if (auto counter = keepAliveAt(edge.from, id, legal, alice.after, " after Alice's " + alice.text(), lookahead)) {
        failed.push_back(alice.text());
        if (!first) first = counter;
      }
    }
    keepAliveEdge(std::move(edge), failed, first);
  }

  // The multi-move plans of Lemmas 4.4 (ii) and 4.5 (ii) (lemmas/EndgameCases): Bob has just
  // moved to `after` (Alice to move) remembering the plan; every move of Alice from the generic
  // rule is answered by the plan's own table entries (their guards read m, the same in every
  // frame), as strategies/PaperStrategy does: a reply is played where it is legal; where it is
  // not, Lemma 4.4 (ii)'s threat has been parried and the keep-alive rules take over; a hand-over
  // leaves the move to them.
  void planAfterReplies(const Edge& edge, Family plan, const Expr& region, const SymbolicPosition& after) {
    for (const SymbolicMove& alice : allMoves(after)) {
      Expr legal = region && alice.legal;
      std::string id = edge.caseId + ".plan." + alice.text();
      if (!nonEmpty(id, edge.from, legal)) continue;
      Edge here = edge;
      here.caseId = edge.caseId + "/" + alice.text();
      select(plan, alice.paperClass, legal, {}, here, [&](const CaseEntry& e, const Expr& r) {
        Edge next = here;
        next.caseId = here.caseId + "/" + e.id;
        next.region = r;
        if (e.replyKind != ReplyKind::Move) {
          next.reply = "(keep-alive rules)";
          keepAliveHere(next, next.caseId, r, alice.after, " after Alice's " + alice.text(), alice.text());
          return;
        }
        Expr legalReply = never();
        for (const SymbolicMove& m : readings(alice.after, e.reply)) legalReply = legalReply || m.legal;
        if (plan == Family::Plan44ii && !unsat(r && !legalReply)) {
          Edge parried = next;
          parried.reply = "(keep-alive rules)";
          keepAliveHere(parried, next.caseId + ".parried", r && !legalReply, alice.after,
                        " after Alice's " + alice.text() + " (" + e.reply + " not a move)", alice.text());
          if (unsat(r && legalReply)) return;
          play(next, e, r && legalReply, alice.after);
          return;
        }
        play(next, e, r, alice.after);
      });
    }
  }

  // One edge for Bob's move into a plan, as keepAliveAfterReplies makes one for a move into the
  // end game: it rests on the lemmas when every step of the plan does (planAfterReplies explores
  // them as edges of their own, folded in here), else it is open with the steps that are not.
  void planEdge(Edge edge, Family plan, const Expr& region, const SymbolicPosition& after) {
    std::size_t mark = graph.edges.size();
    planAfterReplies(edge, plan, region, after);
    std::vector<Edge> steps(graph.edges.begin() + static_cast<std::ptrdiff_t>(mark), graph.edges.end());
    graph.edges.erase(graph.edges.begin() + static_cast<std::ptrdiff_t>(mark), graph.edges.end());
    edge.plan = plan;
    std::string notShown;
    for (const Edge& step : steps) {
      if (step.restsOnLemmas || step.open.empty()) continue;  // a closed step needs nothing more
      if (notShown.empty()) {
        edge.open = step.open;
        edge.instance = step.instance;
        edge.position = step.position;
      }
      notShown += (notShown.empty() ? "" : "; ") + step.caseId + (step.detail.empty() ? "" : " (" + step.detail + ")");
    }
    if (notShown.empty()) {
      edge.restsOnLemmas = true;
      openEdge(std::move(edge), std::string(kRestsOnLemmas) + ", after every step of " + familyName(plan));
      return;
    }
    edge.detail = "not shown at: " + notShown;
    graph.edges.push_back(std::move(edge));
  }

  bool unsat(const Expr& f) { return smt.empty(f); }

  // Bob's reply string read on `now` (Bob to move) and applied.
  void play(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& now) {
    auto rs = readings(now, e.reply);
    Expr covered = never();
    for (std::size_t i = 0; i < rs.size(); ++i) {
      Expr r = region && rs[i].legal && !covered;
      covered = covered || rs[i].legal;
      if (!nonEmpty(e.id + ".reading" + std::to_string(i + 1), edge.from, r)) continue;
      // The concrete parser refuses a string whose readings lead to different positions. A reply
      // with one reading names one move: there is nothing to compare.
      Expr same = Expr::always();
      for (std::size_t j = 0; j < rs.size(); ++j)
        if (j != i) same = same && implies(rs[j].legal, samePosition(rs[i].after, rs[j].after));
      if (auto counter = rs.size() == 1
                             ? std::nullopt
                             : discharge(e.id + ".unambiguous", edge.from, "the reply " + e.reply + " names one move",
                                         r, same, "unambiguous")) {
        Edge bad = edge;
        bad.caseId = edge.caseId.empty() ? e.id : edge.caseId;
        setInstance(bad, *counter);
        openEdge(std::move(bad), "the reply " + e.reply + " is ambiguous");
      }
      successor(edge, e, r && same, rs[i].after);
    }
    if (auto counter = discharge(e.id + ".legal", edge.from, "the reply " + e.reply + " is a legal move", region,
                                 covered, "legal")) {
      Edge bad = edge;
      bad.caseId = edge.caseId.empty() ? e.id : edge.caseId;
      bad.reply = e.reply;
      setInstance(bad, *counter);
      openEdge(std::move(bad), "the reply " + e.reply + " is not a legal move (the strategy falls back on the solver)");
    }
  }

  // PaperStrategy::select: the first entry for `cls` (then "*") whose guard holds, with the
  // guards read through `params` (a change of frame), each case's region split by Z3.
  template <typename Apply>
  void select(Family f, const std::string& cls, const Expr& region,
              const std::vector<std::pair<std::string, Expr>>& params, const Edge& edge, Apply apply) {
    Expr covered = never();
    for (bool any : {false, true})  // the entries of the class first, then those for any move
      for (const CaseEntry& e : table) {
        if (e.family != f || !(any ? e.anyAliceMove : e.answers(cls))) continue;
        Expr guard = params.empty() ? e.guard : e.guard.substitute(params);
        Expr r = region && guard && !covered;
        covered = covered || guard;
        if (nonEmpty(e.id, edge.from, r)) apply(e, r);
      }
    if (auto counter = discharge(std::string(familyName(f)) + "." + (cls.empty() ? "bob" : cls) + ".covered", edge.from,
                                 "some case applies", region, covered, "coverage")) {
      Edge bad = edge;
      setInstance(bad, *counter);
      openEdge(std::move(bad),
               std::string("no case of ") + familyName(f) + " for " + (cls.empty() ? "Bob's move" : cls));
    }
  }

  // Positions 1-3: Bob's own table, on `now` read in f's frame (either, unreflected first).
  void bobFirst(Family f, Edge edge, const Expr& region, const SymbolicPosition& now, const std::string& via) {
    // Entered by a hand-over: explored inline, within the edge that hands over, and listed.
    if (std::find(graph.families.begin(), graph.families.end(), f) == graph.families.end()) graph.families.push_back(f);
    auto direct = membership(f, now);
    auto mirror = membership(f, reflected(now));
    Expr inDirect = direct ? direct->holds : never();
    Expr inMirror = mirror ? mirror->holds : never();
    if (auto counter =
            discharge(std::string(familyName(f)) + ".entered", edge.from,
                      std::string("the position is an instance of ") + familyName(f), region, inDirect || inMirror)) {
      Edge bad = edge;
      setInstance(bad, *counter);
      openEdge(std::move(bad), std::string(familyName(f)) + " expected");
    }
    for (int frame = 0; frame < 2; ++frame) {
      const auto& m = frame == 0 ? direct : mirror;
      if (!m) continue;
      Expr r = region && m->holds && (frame == 0 ? Expr::always() : !inDirect);
      if (!nonEmpty(std::string(familyName(f)) + (frame ? ".mirror" : ".direct"), edge.from, r)) continue;
      SymbolicPosition p = frame == 0 ? now : reflected(now);
      select(f, "", r, m->params, edge, [&](const CaseEntry& e, const Expr& re) {
        Edge next = edge;
        next.region = re;
        next.caseId = via.empty() ? e.id : via + "/" + e.id;
        play(next, e, re, p);
      });
    }
  }

  // Alice's move answered by the case table of f, in the frame where `before` is f's shape.
  void answer(Family f, const SymbolicMove& alice, const Expr& region, const SymbolicPosition& before,
              const std::vector<std::pair<std::string, Expr>>& params, bool switched, const std::string& via) {
    Edge edge = base(f, &alice, region, {});
    select(f, alice.paperClass, region, params, edge, [&](const CaseEntry& e, const Expr& r) {
      Edge here = edge;
      here.region = r;
      here.caseId = via.empty() ? e.id : via + "/" + e.id;
      bool unknown = false;
      if (auto inst = smt.model(r, unknown)) {
        here.instance = *inst;
        here.position = positionOf(f, *inst);
      }
      if (e.replyKind == ReplyKind::SwitchColors) {
        if (switched) {
          openEdge(here, "a second colour switch (no move)");
          return;
        }
        // Switch colors: the state read in the other frame, where Alice's move has the other class.
        auto m = membership(f, reflected(before));
        Expr in = m ? m->holds : never();
        if (auto counter = discharge(e.id + ".switch", f,
                                     std::string("the reflected state is an instance of ") + familyName(f), r, in)) {
          Edge bad = here;
          setInstance(bad, *counter);
          openEdge(std::move(bad), "the reflected state is not an instance of its family");
        }
        if (!m) return;
        SymbolicMove mirrored = alice;
        mirrored.after = reflected(alice.after);
        mirrored.paperClass = swapColorLetters(mirrored.paperClass);
        answer(f, mirrored, r && in, reflected(before), m->params, true, here.caseId);
        return;
      }
      bool handOver = e.replyKind == ReplyKind::HandOver;
      if (handOver && !endGame(e.next)) {
        bobFirst(e.next, here, r, alice.after, here.caseId);
        return;
      }
      if (handOver) {
        here.reply = "(keep-alive rules)";
        if (e.next == Family::KeepAlive) {
          keepAliveHere(here, here.caseId, r, alice.after, "", "");
        } else
          openEdge(here, std::string("end game: the keep-alive rules choose (not yet proved for all n)"));
        return;
      }
      play(here, e, r, alice.after);
    });
  }

  // One unit of family f: Bob's first move (positions 1-3), or Alice's move `move` of the
  // generic rule (an index into allMoves of f's shape).
  void explore(Family f, std::size_t move) {
    SymbolicPosition shape = familyShape(f);
    Expr own = assumption(f);
    if (bobMovesFirst(f)) {
      Edge edge = base(f, nullptr, own, {});
      bobFirst(f, edge, own, shape, "");
      return;
    }
    const SymbolicMove alice = allMoves(shape).at(move);
    Expr legal = own && alice.legal;
    if (!nonEmpty(std::string(familyName(f)) + "." + alice.text() + ".illegal", f, legal)) return;
    answer(f, alice, legal, shape, {}, false, "");
  }
};

}  // namespace

int FamilyGraph::openEdges() const {
  return static_cast<int>(std::count_if(edges.begin(), edges.end(), [](const Edge& e) { return !e.open.empty(); }));
}

int FamilyGraph::edgesRestingOnLemmas() const {
  return static_cast<int>(std::count_if(edges.begin(), edges.end(), [](const Edge& e) { return e.restsOnLemmas; }));
}

FamilyGraph exploreFamilies(const std::vector<CaseEntry>& table, Family start, RunGuard* guard, bool lookahead,
                            int finiteUpTo, int threads,
                            const std::function<void(std::size_t, std::size_t)>& progress) {
  // Shared: their look-ahead caches are thread-safe.
  const KeepAlive concrete{std::set<std::string>{}}, searching{namedK5Moves()};
  RunGuard unlimited(std::numeric_limits<std::uint64_t>::max());
  RunGuard& poll = guard ? *guard : unlimited;
  std::map<Family, Bounds> bounds;  // the end game's families have no shape: no bounds, nothing left out
  for (int i = 0; i <= static_cast<int>(Family::KeepAlive); ++i)
    if (Family f = static_cast<Family>(i); hasShape(f)) bounds[f] = boundsOf(assumptionAbove(f, finiteUpTo));
  // The units of a family: one per move of Alice (or one for Bob's first move).
  auto unitsOf = [](Family f) { return bobMovesFirst(f) ? std::size_t{1} : allMoves(familyShape(f)).size(); };
  // Explored wave by wave (the families first reached by the last wave), each wave's units spread
  // over the threads; every unit's result depends only on the unit.
  std::map<Family, std::vector<Fragment>> done;
  std::vector<Family> wave{start};
  std::size_t finished = 0, known = 0;  // units, for `progress` (the total grows wave by wave)
  std::mutex progressMutex;
  while (!wave.empty()) {
    std::vector<std::pair<Family, std::size_t>> units;
    for (Family f : wave) {
      done[f].resize(unitsOf(f));
      for (std::size_t i = 0; i < done[f].size(); ++i) units.emplace_back(f, i);
    }
    known += units.size();
    runUnits(units.size(), std::max(1, threads), poll, [&](std::size_t u) {
      auto [f, i] = units[u];
      Explorer x{table,    {},        {},         {},     guard, lookahead ? kKeepAliveDepth : 0,
                 concrete, searching, finiteUpTo, bounds, {}};
      x.explore(f, i);
      done.at(f)[i] = Fragment{std::move(x.graph), std::move(x.reached)};
      std::lock_guard lock(progressMutex);
      ++finished;
      if (progress) progress(finished, known);
    });
    std::vector<Family> next;
    for (Family f : wave)
      for (const Fragment& part : done[f])
        for (Family r : part.reached)
          if (!done.count(r) && std::find(next.begin(), next.end(), r) == next.end()) next.push_back(r);
    wave = std::move(next);
  }
  // Merged in the order one thread exploring breadth-first would have found them; obligations are
  // numbered here.
  FamilyGraph graph;
  std::deque<Family> work{start};
  std::set<Family> seen{start};
  while (!work.empty()) {
    Family f = work.front();
    work.pop_front();
    graph.families.push_back(f);
    for (Fragment& part : done.at(f)) {
      for (Family inline_ : part.graph.families)
        if (std::find(graph.families.begin(), graph.families.end(), inline_) == graph.families.end())
          graph.families.push_back(inline_);
      for (Edge& e : part.graph.edges) graph.edges.push_back(std::move(e));
      for (Obligation& o : part.graph.obligations) {
        o.id = "symbolic." + std::to_string(graph.obligations.size() + 1) + "." + o.id;
        graph.obligations.push_back(std::move(o));
      }
      for (Family r : part.reached)
        if (seen.insert(r).second) work.push_back(r);
    }
  }
  return graph;
}

}  // namespace babylon::symbolic
