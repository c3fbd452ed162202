// Sprague-Grundy values (nim-values): Babylon is impartial (both players have the same moves), so
// every position has one, 0 exactly when the player to move loses; and the value of a sum of
// positions whose stacks never interact is the nim-sum (exclusive or) of the parts' values.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "Move.hpp"
#include "RunGuard.hpp"

namespace babylon {

// Memoised mex search over positions up to renaming colors (a renaming is an isomorphism of the
// game, so it keeps the value), sequential, with the solver's two shortcuts (AnonymousMoves.hpp).
// The table is unbounded: the guard's memory limit stops the run instead.
class GrundySolver {
 public:
  explicit GrundySolver(RunGuard& guard);
  ~GrundySolver();
  // Throws RunStopped when the guard stops the run.
  int value(const Position& p);
  std::uint64_t positionsExamined() const { return positions_; }

 private:
  struct Tables;
  std::unique_ptr<Tables> tables_;
  RunGuard& guard_;
  std::uint64_t positions_ = 0;
};

// A move of a sum: a move in one of its parts.
struct SumMove {
  std::size_t part;
  Move move;
};

struct SumAnalysis {
  int grundy = 0;                     // the nim-sum of the parts' values
  std::vector<int> partValues;        // each part's value
  std::vector<SumMove> winningMoves;  // moves to a sum of value 0, one per distinct successor of a part
  std::uint64_t positions = 0;        // positions examined by this call
  double seconds = 0;
};

// The value of the sum of `parts` and its winning moves: a move in part i wins exactly when it
// leads to a position of value partValues[i] xor grundy (Sprague-Grundy theorem). One part is an
// ordinary position: its winning moves are those to a value-0 successor.
SumAnalysis analyseSum(const std::vector<Position>& parts, GrundySolver& solver);

}  // namespace babylon
