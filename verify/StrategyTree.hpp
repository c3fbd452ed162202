// The fast pass of the verifier: plays a strategy for one player (Bob, or Alice) against every
// move of the other from one start, to the end of every line, and says whether the strategy's
// player wins them all.
//
// Nodes are the positions where the opponent is to move, with the strategy's memory; they are
// memoised (DecisionMemo), so a subtree shared by several lines or starts is explored once. The
// strategy's reply depends on the opponent's last move too, so it is not memoised by itself: it
// is part of the opponent node it answers. Every reachable node is expanded (there is no early exit on a failure), so
// the explored set, the counts and the coverage do not depend on thread timing.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include <absl/container/flat_hash_map.h>

#include "core/RunGuard.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/DecisionMemo.hpp"
#include "verify/Starts.hpp"

namespace babylon {

// What one start's exploration added: decision nodes are the opponent's nodes expanded and the
// strategy player's turns at which the strategy was asked, each counted once, by the thread that
// claimed its node.
struct Tally {
  std::uint64_t opponentNodes = 0;
  std::uint64_t strategyDecisions = 0;
  std::uint64_t fallbacks = 0;  // the strategy's decisions with origin SolverFallback
  std::uint64_t searches = 0;   // the strategy's decisions that looked ahead (Justification::search)
  // Distinct positions where a line was ended early because StopAt holds there (not counted in
  // positions(): they are not expanded).
  std::uint64_t stoppedAt = 0;
  absl::flat_hash_map<std::string, std::uint64_t> coverage;  // caseId -> the strategy's decisions

  void record(const StrategyTurn& turn);
  void add(const Tally& other);
  std::uint64_t positions() const { return opponentNodes + strategyDecisions; }
};

// Where a line may end before the game does: a position after the strategy's move (the opponent
// to move) where a lemma proved for all n says the strategy wins from there on (verify --side
// alice --stop-at-lemma-a: Lemma A). Empty: every line is played to its end.
using StopAt = std::function<bool(const Position&)>;

struct TreeResult {
  bool wins = false;
  Tally tally;
};

// W: the key width of the memo (DecisionMemo.hpp); instantiated for kMinKeyWords..kMaxKeyWords.
template <int W>
class StrategyTree {
 public:
  // The first levels are explored on one thread until a level has frontierPerThread nodes per
  // thread; then the threads share that level's subtrees.
  StrategyTree(const Strategy& strategy, DecisionMemo<W>& memo, RunGuard& guard, int threads,
               std::size_t frontierPerThread = 32, StopAt stopAt = {})
      : strategy_(strategy),
        memo_(memo),
        guard_(guard),
        threads_(threads),
        frontierPerThread_(frontierPerThread),
        stopAt_(std::move(stopAt)) {}

  // Explores the start with all threads; throws RunStopped when the guard stops the run. The
  // memo then holds Wins or Fails for every node reachable from the start.
  TreeResult explore(const Start& start);

 private:
  const Strategy& strategy_;
  DecisionMemo<W>& memo_;
  RunGuard& guard_;
  int threads_;
  std::size_t frontierPerThread_;
  StopAt stopAt_;
  std::vector<std::uint32_t> pollCounters_;  // one per thread
};

}  // namespace babylon
