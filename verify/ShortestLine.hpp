// The second pass of the verifier, run only for a start that failed: the shortest line of play
// from it in which the strategy's player loses or the strategy fails, found by the least number of moves to a
// failure over the failing subtree (memoised, so each failing node is measured once).
#pragma once

#include <absl/container/flat_hash_map.h>

#include "core/RunGuard.hpp"
#include "verify/Counterexample.hpp"
#include "verify/DecisionMemo.hpp"

namespace babylon {

// W: the key width of the memo (DecisionMemo.hpp); instantiated for kMinKeyWords..kMaxKeyWords.
template <int W>
class ShortestLine {
 public:
  // `memo` must hold the fast pass's states (Wins / Fails) for every node reachable from the
  // starts this search is asked about.
  ShortestLine(const Strategy& strategy, DecisionMemo<W>& memo, RunGuard& guard)
      : strategy_(strategy), memo_(memo), guard_(guard) {}

  // The shortest failing line from a start the fast pass found failing; among lines of equal
  // length, the first in successors() order. Throws std::logic_error if the start does not fail.
  Counterexample find(const Start& start);
  // Forget the measured distances (when the memo is cleared).
  void clear() { distance_.clear(); }

 private:
  struct Choice;
  // Least number of moves from the opponent's node to a failure (the opponent moves first).
  int distance(const Position& p, const StrategyMemory& m);
  // The opponent's moves at the node that reach a failure in `want` moves, first one found.
  Choice choose(const Position& p, const StrategyMemory& m, int want);

  const Strategy& strategy_;
  DecisionMemo<W>& memo_;
  RunGuard& guard_;
  absl::flat_hash_map<NodeKey<W>, int> distance_;
  std::uint32_t pollCounter_ = 0;
};

}  // namespace babylon
