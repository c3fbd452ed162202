// The end game of the exploration: K0-K4 on a region, and K5's named moves (proofs/ExplorerEndGame.hpp).
#include "ExplorerEndGame.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "proofs/SymbolicLemmas.hpp"
#include "proofs/TheoremRun.hpp"

namespace babylon::symbolic {

namespace {

// Instances of more than `n` chips (every family's positions have 2m chips).
Expr moreChipsThan(int n) { return 2 * var("m") > n; }

// The words for a claim made above `floor` chips, where that is more than the run assumes.
std::string aboveWords(int floor, int assumed) {
  return floor > assumed ? " (above " + std::to_string(floor) + " chips; the finite verifier plays the rest)" : "";
}

// A position's expressions (interned: equal structure, one node), as a key for what is built on it.
std::vector<const void*> positionKey(const SymbolicPosition& odd) {
  std::vector<const void*> key{odd.j.id(), odd.k.id()};
  for (const auto* hills : {&odd.redHills, &odd.blueHills}) {
    key.push_back(nullptr);  // between the colors: [2u][] and [][2u] differ
    for (const Expr& h : *hills) key.push_back(h.id());
  }
  return key;
}

// Whether `e` holds at `env`; false where it reads a parameter `env` does not set.
bool holdsAt(const Expr& e, const Env& env) {
  try {
    return e.evalBool(env);
  } catch (const std::out_of_range&) {
    return false;
  }
}

}  // namespace

// What can hold within the family's bounds (keepAliveApplies' `possible`).
Possible ExplorerEndGame::possibleIn(Family from) const {
  auto b = unit_.run.bounds.find(from);
  if (b == unit_.run.bounds.end()) return {};
  return [box = &b->second](const Expr& c) { return mayHold(c, *box); };
}

Expr ExplorerEndGame::rulesApply(Family from, const SymbolicPosition& odd, bool withReplies) {
  const std::vector<const void*> key = positionKey(odd);
  auto it = rulesBuilt_.find({from, key, withReplies});
  if (it == rulesBuilt_.end())
    it = rulesBuilt_
             .emplace(std::make_tuple(from, key, withReplies),
                      std::make_pair(odd, keepAliveApplies(odd, withReplies, possibleIn(from),
                                                           unit_.run.keepAlive.rules, &unit_.graph.replyShapes)))
             .first;
  return it->second.second;
}

// For the proof certificate (RunSettings::nameMoves), at the node being explored, where K0-K4 were
// shown to apply on `where`: the moves of Bob's through which they do, found as Z3 gives an
// instance of `where` that neither K1 and K2 nor the moves found so far cover, and the first move
// whose condition holds there is added. That ends when Z3 finds none (recorded), or gives no
// answer or an instance no new move covers (recorded as `every`: the checker then tries every move).
// Only the certificate reads the moves, and its checker proves them: no obligation rests on them.
void ExplorerEndGame::nameMoves(Family from, const Expr& where, const SymbolicPosition& odd, bool withReplies) {
  if (!unit_.run.nameMoves) return;
  KeepAliveByMove by = keepAliveByMove(odd, withReplies, possibleIn(from), unit_.run.keepAlive.rules);
  Expr covered = by.lone;
  SafeMoves found{unit_.nodePath, {}, false};
  auto giveUp = [&] { unit_.safeMoves.push_back({unit_.nodePath, {}, true}); };
  if (!unit_.namer) unit_.namer.emplace(unit_.run.timeoutMs);
  for (;;) {
    Z3Session::Solved open = unit_.namer->solve(where && !covered);
    if (open.answer == Z3Answer::Unsat) break;
    if (open.answer != Z3Answer::Sat) return giveUp();
    auto next = std::find_if(by.byMove.begin(), by.byMove.end(), [&](const auto& m) {
      return holdsAt(m.second, open.model) &&
             std::find(found.moves.begin(), found.moves.end(), m.first.text()) == found.moves.end();
    });
    if (next == by.byMove.end()) return giveUp();
    found.moves.push_back(next->first.text());
    covered = covered || next->second;
  }
  unit_.safeMoves.push_back(std::move(found));
}

// Bob hands over to the keep-alive rules at `odd` (Bob to move): one of K0-K4 applies there for
// every instance of `region` (an obligation), or, with `levels` >= 1, one of K0-K4 or K5 does,
// K5's named moves looking that many moves of Bob ahead (namedShown; one coverage obligation);
// else why not.
std::optional<NotProved> ExplorerEndGame::keepAliveAt(Family from, const std::string& id, const Expr& region,
                                                      const SymbolicPosition& odd, const std::string& after,
                                                      int levels) {
  // The rules that do not look past Alice's reply first (K0-K3); with them (K4), whose condition
  // is much larger, only where they are not enough.
  const std::vector<KeepAliveRule>& rules = unit_.run.keepAlive.rules;
  if (!unit_.discharge(id + ".keep-alive", from,
                       "one of the keep-alive rules " + keepAliveRange(false, rules) + " applies" + after, region,
                       rulesApply(from, odd, false), "symbolic", keepAliveIds(false, rules))) {
    nameMoves(from, region, odd, false);
    return std::nullopt;
  }
  auto failed = unit_.discharge(id + ".keep-alive-k4", from,
                                "one of the keep-alive rules " + keepAliveRange(true, rules) + " applies" + after,
                                region, rulesApply(from, odd, true), "symbolic", keepAliveIds(true, rules));
  if (!failed) nameMoves(from, region, odd, true);
  if (!failed || levels <= 0) return failed;
  int floor = unit_.run.finiteUpTo;
  namedTried_.clear();
  Expr shown = namedShown(from, id, region, odd, after, levels, floor);
  std::vector<std::string> read = keepAliveIds(true, rules);
  read.insert(read.end(), namedTried_.begin(), namedTried_.end());
  unit_.sizeNeed = std::max(unit_.sizeNeed, floor);
  auto notCovered =
      unit_.discharge(id + ".k5", from,
                      "one of K0-K4 applies" + after +
                          ", or a named move of K5 after which every reply of Alice "
                          "allows one" +
                          (levels > 1 ? " (or such a move)" : "") + aboveWords(floor, unit_.run.finiteUpTo),
                      region && moreChipsThan(floor), rulesApply(from, odd, true) || shown, "coverage", read);
  // A witness covers only where K0-K4 are not shown (namedShown): the moves must cover the rest.
  if (!notCovered) nameMoves(from, region && moreChipsThan(floor) && rulesApply(from, odd, true), odd, true);
  return notCovered;
}

// The first named move (namedChoices at `odd`) that is named and legal at the instance `env` and
// has K5's property there, `levels` deep: after each reply of Alice legal at env, one of K0-K4
// holds (or, levels >= 2, such a named move one level down). The rules evaluated at one point:
// it only chooses which move the proof tries next; nullptr when none has the property there.
const NamedChoice* ExplorerEndGame::namedAt(Family from, const SymbolicPosition& odd, const Env& env, int levels) {
  const std::vector<NamedChoice>& choices = namedChoicesOf(odd);
  for (const NamedChoice& c : choices) {
    if (!holdsAt(c.names && c.move.legal, env)) continue;
    bool all = true;
    for (const SymbolicMove& alice : allMoves(c.move.after)) {
      if (!holdsAt(alice.legal, env) || holdsAt(rulesApply(from, alice.after, true), env)) continue;
      if (!(all = levels > 1 && namedAt(from, alice.after, env, levels - 1))) break;
    }
    if (all) return &c;
  }
  return nullptr;
}

// K5 by its named moves (lemmas/NamedMoves, applied by namedChoices) at `odd` on `region`: where
// K0-K4 are not shown, a named move after which every reply of Alice allows one of K0-K4, or
// (`levels` >= 2) one of K0-K4 or such a named move one level down. Returns the condition under
// which that is shown, built in rounds: Z3 gives an instance of the region not yet covered; the
// named move that has the property there (namedAt) is tried on the part of the region not yet
// covered where it is named and legal. A reply of Alice after which K0-K4 (or, deeper, the
// named moves) are shown on all of that part is an obligation; for the others their own
// condition stays in the move's part of the result, for the caller's coverage obligation.
// Where no named move has the property at the instance (or only one tried already, which did not
// cover it), the instances of at most its size are left out: `floor` rises to its chips, the
// result covers only instances above it, and the rounds go on above it. At the first level
// the caller leaves those sizes to the finite verifier (chips never change in a game, so its play
// of every start up to `floor` covers them); one level down the floor is the level's own, and
// the move above covers only what is left. Past kMaxFiniteUpTo, which the finite verifier does
// not play, the rounds stop and the coverage fails. They end when Z3 finds nothing left above
// `floor`. Each round covers its instance with a move not tried before or raises `floor`, so they
// end. Where the caller's
// coverage obligation is proved, at every instance above `floor` some named move has K5's
// property; any move with it is safe by the same lemmas as K0-K4, whichever the concrete rule plays.
Expr ExplorerEndGame::namedShown(Family from, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                                 const std::string& after, int levels, int& floor) {
  Expr rest = region && !rulesApply(from, odd, true);
  Expr covered = never();
  std::set<const NamedChoice*> tried;
  auto above = [&] { return moreChipsThan(floor); };
  for (;;) {
    Z3Session::Solved open = unit_.z3.solve(rest && !covered && above());
    if (open.answer != Z3Answer::Sat) break;
    const NamedChoice* c = namedAt(from, odd, open.model, levels);
    if (!c || tried.count(c)) {
      std::int64_t chips = 2 * open.model.get("m");
      if (chips <= floor || chips > kMaxFiniteUpTo) break;  // no progress, or beyond the finite verifier
      floor = static_cast<int>(chips);
      continue;
    }
    tried.insert(c);
    namedTried_.insert(c->rule->id);
    Expr named = c->names && c->move.legal;
    Expr r = rest && named && !covered && above();
    std::string step = id + "." + c->rule->id + "." + c->move.text();
    std::string bob = after + ", Bob's " + c->move.text() + " (" + c->rule->id + ")";
    Expr left = Expr::always();
    Expr illegal = never();
    std::string which;
    std::vector<std::string> illegalMoves;
    unit_.graph.replyShapes.insert(shapeOf(c->move.after));
    for (const SymbolicMove& alice : allMoves(c->move.after)) {
      Expr legal = r && alice.legal;
      if (unit_.emptyNotRecorded(legal)) {
        illegal = illegal || alice.legal;
        which += (which.empty() ? "" : ", ") + alice.text();
        illegalMoves.push_back(alice.text());
        continue;
      }
      std::string words = bob + ", Alice's " + alice.text();
      std::string then = step + ".then." + alice.text();
      unit_.nodePath.insert(unit_.nodePath.end(), {c->move.text(), alice.text()});
      struct Back {  // the node's path back as it was, whichever way the loop's body ends
        std::vector<std::string>& path;
        ~Back() { path.resize(path.size() - 2); }
      } back{unit_.nodePath};
      if (!keepAliveAt(from, then, legal, alice.after, words, 0)) continue;
      Expr there = rulesApply(from, alice.after, true);
      // The witnesses one level down cover only where K0-K4 do not: the moves named cover the rest.
      nameMoves(from, legal && there, alice.after, true);
      if (levels > 1) {
        int inner = floor;  // one level down, its own: the instances it leaves out, this move does not cover
        there = there || namedShown(from, then, legal, alice.after, words, levels - 1, inner);
        if (!unit_.discharge(then + ".k5", from,
                             "one of K0-K4 applies" + words +
                                 ", or a named move of K5 after which every reply of "
                                 "Alice allows one",
                             legal, there, "coverage"))
          continue;
      }
      left = left && implies(alice.legal, there);
    }
    if (!which.empty())
      unit_.graph.obligations.push_back({step + ".replies-illegal", "symbolic", familyName(from),
                                         "Alice's " + which + " not legal" + bob, r, !illegal, from, false});
    unit_.witness(c->move.text(), r && left, std::move(illegalMoves));
    covered = covered || (named && left && above());
  }
  return covered;
}

const std::vector<NamedChoice>& ExplorerEndGame::namedChoicesOf(const SymbolicPosition& odd) {
  const std::vector<const void*> key = positionKey(odd);
  auto it = choicesBuilt_.find(key);
  if (it == choicesBuilt_.end())
    it = choicesBuilt_.emplace(key, std::make_pair(odd, namedChoices(odd, unit_.run.keepAlive.named))).first;
  return it->second.second;
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

bool ExplorerEndGame::openIfUnsafe(Edge& edge) {
  // Bob plays the first rule that applies, so every rule must keep him safe, not only those the
  // obligations show to apply.
  const std::string why = firstUnsafe(unit_.run.keepAlive.rules);
  if (why.empty()) return false;
  unit_.add(std::move(edge), EdgeStatus::Open, "end game: " + why + ", so the end game does not rest on the lemmas");
  return true;
}

void ExplorerEndGame::keepAliveHere(Edge edge, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                                    const std::string& after, const std::string& label) {
  if (openIfUnsafe(edge)) return;
  edge.handOver = odd;
  auto failed = keepAliveAt(edge.from, id, region, odd, after, unit_.run.k5Levels);
  keepAliveEdge(std::move(edge), failed ? std::vector<std::string>{label} : std::vector<std::string>{}, failed);
}

void ExplorerEndGame::keepAliveAfterReplies(Edge edge, const Expr& region, const SymbolicPosition& after) {
  if (openIfUnsafe(edge)) return;
  std::vector<std::string> failed;
  std::optional<NotProved> first;
  unit_.graph.replyShapes.insert(shapeOf(after));
  for (const SymbolicMove& alice : allMoves(after)) {
    Expr legal = region && alice.legal;
    std::string id = edge.caseId + ".then." + alice.text();
    if (!unit_.nonEmpty(id, edge.from, legal)) {
      if (unit_.nodePath.empty())
        edge.illegalReplies.push_back(alice.text());
      else
        unit_.illegalAfterWitness(alice.text());  // after a plan's reply
      continue;
    }
    unit_.nodePath.push_back(alice.text());
    if (auto notShown =
            keepAliveAt(edge.from, id, legal, alice.after, " after Alice's " + alice.text(), unit_.run.k5Levels)) {
      failed.push_back(alice.text());
      if (!first) first = notShown;
    }
    unit_.nodePath.pop_back();
  }
  keepAliveEdge(std::move(edge), failed, first);
}

}  // namespace babylon::symbolic
