// The end game of the exploration: K0-K4 on a region, and the look-ahead's K5 (proofs/ExplorerEndGame.hpp).
#include "ExplorerEndGame.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "proofs/SymbolicLemmas.hpp"
#include "proofs/Tuning.hpp"

namespace babylon::symbolic {

namespace {

// The cell of `env` for the look-ahead (lookaheadAt): how the heights of `p`'s hills compare with
// each other and with m, as at env. Each difference is pinned to its value at env when that is
// within tuning::kCellPinnedWithin, else to its side. Singleton counts and parameters the position
// does not use are left free, so that a cell is a band across the family, not a point.
Expr cellAt(const SymbolicPosition& p, const Env& env) {
  constexpr int w = tuning::kCellPinnedWithin;
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
    cell = cell && (v > w ? t >= w + 1 : v < -w ? t <= -(w + 1) : t == v);
  }
  return cell;
}

}  // namespace

Expr ExplorerEndGame::rulesApply(Family from, const SymbolicPosition& odd, bool withK4) {
  std::vector<const void*> key{odd.j.id(), odd.k.id()};
  for (const auto* hills : {&odd.redHills, &odd.blueHills}) {
    key.push_back(nullptr);  // between the colors: [2u][] and [][2u] differ
    for (const Expr& h : *hills) key.push_back(h.id());
  }
  auto it = rulesBuilt_.find({from, key, withK4});
  if (it == rulesBuilt_.end()) {
    auto b = unit_.run.bounds.find(from);
    Possible possible;
    if (b != unit_.run.bounds.end()) possible = [box = &b->second](const Expr& c) { return mayHold(c, *box); };
    it = rulesBuilt_
             .emplace(std::make_tuple(from, key, withK4),
                      std::make_pair(odd, keepAliveRules(odd, withK4, possible).any()))
             .first;
  }
  return it->second.second;
}

// Bob hands over to the keep-alive rules at `odd` (Bob to move): one of K0-K4 applies there for
// every instance of `region` (an obligation), or, with `levels` >= 1, K5 does, looking that many
// moves of Bob ahead (lookaheadAt); else why not.
std::optional<NotProved> ExplorerEndGame::keepAliveAt(Family from, const std::string& id, const Expr& region,
                                                      const SymbolicPosition& odd, const std::string& after,
                                                      int levels) {
  // K0-K3 first; K4's much larger condition only where they are not enough.
  if (!unit_.discharge(id + ".keep-alive", from, "one of the keep-alive rules K0-K3 applies" + after, region,
                       rulesApply(from, odd, false)))
    return std::nullopt;
  auto failed = unit_.discharge(id + ".keep-alive-k4", from, "one of the keep-alive rules K0-K4 applies" + after,
                                region, rulesApply(from, odd, true));
  if (!failed || levels <= 0) return failed;
  return lookaheadAt(from, id, region, odd, after, levels);
}

// The moves among `moves` (Bob's, at `odd`) that instantiate at `env` to the move the concrete
// keep-alive rules play there, then to the move K5's search alone would play (a move with the
// same property: where the named move's region is not shown, the search's may be); none when the
// instance is not a position or they have no move.
std::vector<const SymbolicMove*> ExplorerEndGame::concreteChoice(const std::vector<SymbolicMove>& moves,
                                                                 const SymbolicPosition& odd, const Env& env) const {
  std::vector<const SymbolicMove*> out;
  try {
    auto pos = instantiate(odd, env);
    if (!pos) return out;
    auto stackAt = [&](const AbstractStack& s) {
      return Stack{s.red ? kRed : kBlue, static_cast<std::uint8_t>(s.height.evalInt(env))};
    };
    for (const KeepAlive* rules : {&unit_.run.concrete, &unit_.run.searching}) {
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
// dropped. The replies Z3 finds illegal on all of `r` are left out, and one obligation says so
// (`.replies-illegal`): proved with Z3 afresh and re-checked by cvc5 when the run proves the graph.
bool ExplorerEndGame::everyReplyAnswered(Family from, const std::string& id, const Expr& r, const SymbolicMove& bob,
                                         const std::string& after, int levels) {
  std::size_t mark = unit_.graph.obligations.size();
  Expr illegal = never();
  std::string which;
  for (const SymbolicMove& alice : allMoves(bob.after)) {
    Expr legal = r && alice.legal;
    if (unit_.emptyNotRecorded(legal)) {
      illegal = illegal || alice.legal;
      which += (which.empty() ? "" : ", ") + alice.text();
      continue;
    }
    std::string step = id + ".k5." + bob.text() + ".then." + alice.text();
    if (keepAliveAt(from, step, legal, alice.after, after + ", Bob's " + bob.text() + ", Alice's " + alice.text(),
                    levels - 1)) {
      unit_.graph.obligations.erase(unit_.graph.obligations.begin() + static_cast<std::ptrdiff_t>(mark),
                                    unit_.graph.obligations.end());
      return false;
    }
  }
  if (!which.empty())
    unit_.graph.obligations.push_back({id + ".k5." + bob.text() + ".replies-illegal", "symbolic", familyName(from),
                                       "Alice's " + which + " not legal after Bob's " + bob.text() + after, r, !illegal,
                                       from, false});
  return true;
}

// K5 (strategies/KeepAlive's Lookahead), where K0-K4 are not shown: a move of Bob after which
// every move of Alice allows one of K0-K4 (or, `levels` >= 2, K5 of one level less). A candidate
// move M of Bob is tried on the part of the region where it is legal and no earlier candidate was
// kept, and kept when after every reply of Alice there the rules are shown to apply (obligations);
// else its obligations are dropped. Candidates come first from the concrete rules (the move they
// play at an uncovered instance, found by Z3), then, at the last level, from the generic rule in
// order. Last, `region` must be covered by K0-K4 or the kept candidates (one obligation). Then at
// every instance some legal move has the property, and any move with it is safe by the same
// lemmas as K0-K4, whichever one the concrete rule finds. Z3's answers that only choose what to
// try next (an empty part, an instance) are not recorded: that last obligation covers the region.
std::optional<NotProved> ExplorerEndGame::lookaheadAt(Family from, const std::string& id, const Expr& region,
                                                      const SymbolicPosition& odd, const std::string& after,
                                                      int levels) {
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
    if (unit_.emptyNotRecorded(r)) return true;
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
  // covers yet, until none is left or a round keeps nothing; tuning::kCellRounds bounds them.
  for (int round = 0; round < tuning::kCellRounds; ++round) {
    Z3Session::Solved open = unit_.z3.solve(rest && notK4 && !covered);
    if (open.answer != Z3Answer::Sat) break;
    int before = kept;
    for (const SymbolicMove* bob : concreteChoice(moves, odd, open.model)) {
      bool whole = tried.count(bob->text()) ? false : tryMove(*bob, levels);
      if (!whole) tryOn(*bob, levels, notK4 && cellAt(odd, open.model), ".cell");
    }
    if (kept == before) break;
  }
  if (levels == unit_.run.lookahead)
    for (const SymbolicMove& bob : moves) {
      if (unit_.emptyNotRecorded(rest && !covered)) break;  // every instance has a kept move already
      if (!tried.count(bob.text())) tryMove(bob, 1);
    }
  return unit_.discharge(id + ".k5", from,
                         "one of K0-K4 applies" + after +
                             ", or a move of Bob after which every reply of Alice allows one" +
                             (levels > 1 ? " (or such a move)" : ""),
                         region, rulesApply(from, odd, true) || covered, "coverage");
}

// The edge rests on Lemmas 4.2 and 4.3 when `failed` is empty, else it is open with the replies
// of Alice after which none of K0-K4 is shown to apply (and an instance of the first).
void ExplorerEndGame::keepAliveEdge(Edge edge, const std::vector<std::string>& failed,
                                    const std::optional<NotProved>& first) {
  if (failed.empty()) {
    unit_.restOnLemmas(std::move(edge));
    return;
  }
  if (first) ExplorerUnit::setInstance(edge, first->instance);
  std::string which;
  for (const std::string& f : failed) which += (which.empty() ? "" : ", ") + f;
  if (!which.empty()) edge.detail = "K0-K4 not shown after Alice's " + which;
  unit_.add(std::move(edge), EdgeStatus::Open,
            "end game: none of K0-K4 is shown to apply at some instance (the keep-alive rules "
            "decide further; not yet proved for all n)");
}

void ExplorerEndGame::keepAliveHere(Edge edge, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                                    const std::string& after, const std::string& label) {
  auto failed = keepAliveAt(edge.from, id, region, odd, after, unit_.run.lookahead);
  keepAliveEdge(std::move(edge), failed ? std::vector<std::string>{label} : std::vector<std::string>{}, failed);
}

void ExplorerEndGame::keepAliveAfterReplies(Edge edge, const Expr& region, const SymbolicPosition& after) {
  std::vector<std::string> failed;
  std::optional<NotProved> first;
  for (const SymbolicMove& alice : allMoves(after)) {
    Expr legal = region && alice.legal;
    std::string id = edge.caseId + ".then." + alice.text();
    if (!unit_.nonEmpty(id, edge.from, legal)) continue;
    if (auto notShown =
            keepAliveAt(edge.from, id, legal, alice.after, " after Alice's " + alice.text(), unit_.run.lookahead)) {
      failed.push_back(alice.text());
      if (!first) first = notShown;
    }
  }
  keepAliveEdge(std::move(edge), failed, first);
}

}  // namespace babylon::symbolic
