// The strategy graph for a small n: every position reached from the starts <p,q;;> with p+q = n
// when Alice tries every move and Bob answers with the strategy; positions are nodes, moves are
// edges, and Bob's edges carry the case of the strategy that chose them.
#pragma once

#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>

#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::report {

struct PositionNode {
  std::string position;  // the paper's notation
  bool bobToMove = false;
  bool start = false;
  // At the end of a line: "Bob wins" (Alice cannot move), "Bob loses" (Bob cannot move), or
  // "strategy fails" (no reply or an illegal one); empty inside the graph.
  std::string end;
};

struct MoveEdge {
  bool bob = false;
  std::string move;    // the paper's stack string
  std::string caseId;  // Bob's moves: the case that chose it
};

using PlayGraph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, PositionNode, MoveEdge>;

struct StrategyGraph {
  int n = 0;
  std::string strategy;
  std::vector<std::string> starts;
  PlayGraph graph;
  bool truncated = false;                        // more than kMaxStrategyGraphNodes positions: the drawing stops there
  int bobWins = 0, bobLosses = 0, failures = 0;  // line ends, by node
};

inline constexpr std::size_t kMaxStrategyGraphNodes = 400;

// Every start <p,q;;>, 3 <= p <= q, p+q = n (n even).
StrategyGraph buildStrategyGraph(const Strategy& strategy, int n, RunGuard& guard);

// Graphviz text, written with boost::write_graphviz.
std::string strategyGraphDot(const StrategyGraph& g);

}  // namespace babylon::report
