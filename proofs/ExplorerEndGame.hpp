// The end game of the family graph's exploration: where Bob's move is left to the keep-alive
// rules, Z3 shows that one of K0-K4 applies on the whole region, or K5 does: a named move
// (lemmas/NamedMoves) after which every reply of Alice allows one of K0-K4, or such a move. The
// edge then rests on Lemmas 4.2 and 4.3; else it is open at an instance.
#pragma once

#include <map>
#include <set>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "proofs/ExplorerUnit.hpp"
#include "proofs/SymbolicLemmas.hpp"

namespace babylon::symbolic {

class ExplorerEndGame {
 public:
  explicit ExplorerEndGame(ExplorerUnit& unit) : unit_(unit) {}

  // Bob's move left to the keep-alive rules at `odd` (Bob to move) on `region`: the edge rests on
  // the lemmas where they are shown to apply, else it is open at the counter-model, `label` naming
  // Alice's move there.
  void keepAliveHere(Edge edge, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                     const std::string& after, const std::string& label);

  // The successor `after` (Alice to move) of a reply that hands over to the keep-alive rules:
  // every move of Alice from the generic rule, and K0-K4 at each result.
  void keepAliveAfterReplies(Edge edge, const Expr& region, const SymbolicPosition& after);

 private:
  Expr rulesApply(Family from, const SymbolicPosition& odd, bool withReplies);
  Possible possibleIn(Family from) const;
  void nameMoves(Family from, const Expr& where, const SymbolicPosition& odd, bool withReplies);
  std::optional<NotProved> keepAliveAt(Family from, const std::string& id, const Expr& region,
                                       const SymbolicPosition& odd, const std::string& after, int levels);
  const NamedChoice* namedAt(Family from, const SymbolicPosition& odd, const Env& env, int levels);
  const std::vector<NamedChoice>& namedChoicesOf(const SymbolicPosition& odd);
  Expr namedShown(Family from, const std::string& id, const Expr& region, const SymbolicPosition& odd,
                  const std::string& after, int levels, int& floor);
  void keepAliveEdge(Edge edge, const std::vector<std::string>& failed, const std::optional<NotProved>& first);
  // Where a rule's condition does not guarantee Bob a win or a lemma's hypothesis (whyNotSafe in
  // lemmas/KeepAliveRules), the edge is open with that reason and true is returned.
  bool openIfUnsafe(Edge& edge);

  ExplorerUnit& unit_;
  // Whether one of the keep-alive rules applies at a position (K0-K3, or K0-K4), built once per
  // position and unit: the look-ahead asks for the same position several times, and K4's
  // condition alone is tens of thousands of nodes. Keyed by the family (the condition is built
  // within its bounds) and the position's expressions (interned: equal structure, one node),
  // kept alive with it.
  std::map<std::tuple<Family, std::vector<const void*>, bool>, std::pair<SymbolicPosition, Expr>> rulesBuilt_;
  // The named moves namedShown tried for the coverage obligation being built (the rules it reads).
  std::set<std::string> namedTried_;
  // K5's named choices at a position, by the position's expressions, kept alive with it.
  std::map<std::vector<const void*>, std::pair<SymbolicPosition, std::vector<NamedChoice>>> choicesBuilt_;
};

}  // namespace babylon::symbolic
