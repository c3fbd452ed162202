// The case split of the family graph's exploration, as strategies/PaperStrategy plays on a
// position (select, switch, hand-over, play): Alice's move from the generic rule, Z3 splitting
// the family's parameters by the guards of Bob's cases, his reply read and applied symbolically,
// and the successor matched against the case's next family. Hand-overs to the keep-alive rules go
// to the end game (ExplorerEndGame).
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "proofs/ExplorerEndGame.hpp"
#include "proofs/ExplorerUnit.hpp"

namespace babylon::symbolic {

class ExplorerCases {
 public:
  explicit ExplorerCases(ExplorerUnit& unit) : unit_(unit), endGame_(unit) {}

  // One unit of family f: Bob's first move (positions 1-3), or Alice's move `move` of the generic
  // rule (an index into movesExplored(f)). The first unit of a family also records that those
  // moves are every move of the generic rule (SymbolicRules' movesComplete).
  void explore(Family f, std::size_t move);
  // Alice's moves explored from f's shape: allMoves, less a move a planted slip skips.
  static std::vector<SymbolicMove> movesExplored(Family f, const PlantedSlips& slips);

 private:
  using Params = std::vector<std::pair<std::string, Expr>>;
  void successor(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& after);
  void planAfterReplies(const Edge& edge, Family plan, const Expr& region, const SymbolicPosition& after);
  void planEdge(Edge edge, Family plan, const Expr& region, const SymbolicPosition& after);
  void play(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& now);
  template <typename Step>
  void endGameStep(Step step);
  template <typename Apply>
  void select(Family f, const std::string& cls, const Expr& region, const Params& params, const Edge& edge,
              Apply apply);
  void bobFirst(Family f, Edge edge, const Expr& region, const SymbolicPosition& now, const std::string& via);
  // Records that `moves` are every move of the generic rule at `p` (kind moves-complete); where
  // Z3 does not prove it, an edge of `edge`'s is open.
  void movesComplete(const std::string& id, const Edge& edge, const Expr& region, const SymbolicPosition& p,
                     const std::vector<SymbolicMove>& moves);
  void answer(Family f, const SymbolicMove& alice, const Expr& region, const SymbolicPosition& before,
              const Params& params, bool switched, const std::string& via);

  ExplorerUnit& unit_;
  ExplorerEndGame endGame_;
  std::vector<std::string> illegalReplies_;  // the plan being explored: Alice's moves not legal after Bob's
};

}  // namespace babylon::symbolic
