// The strategy graph: the paper's strategy wins every line from the starts of n = 8, and the
// first-move strategy's losing lines show up as ends where Bob cannot move.
#include <catch2/catch.hpp>

#include "reports/StrategyGraph.hpp"
#include "strategies/PaperStrategy.hpp"
#include "strategies/ReferenceStrategies.hpp"

using namespace babylon;
using namespace babylon::report;

TEST_CASE("Every line of the paper's strategy from the starts 3+5 and 4+4 ends with Bob winning", "[strategy-graph]") {
  RunGuard guard(1ull << 40);
  auto paper = makePaperStrategy();
  StrategyGraph g = buildStrategyGraph(*paper, 8, guard);
  CHECK(g.starts == std::vector<std::string>{"<3,5;;>", "<4,4;;>"});
  CHECK_FALSE(g.truncated);
  CHECK(g.bobWins > 0);
  CHECK(g.bobLosses == 0);
  CHECK(g.failures == 0);
  // Every Bob edge names its case; Alice's edges name none.
  for (auto [e, end] = boost::edges(g.graph); e != end; ++e) CHECK(g.graph[*e].bob == !g.graph[*e].caseId.empty());
  std::string dot = strategyGraphDot(g);
  CHECK(dot.find("<3,5;;>") != std::string::npos);
  CHECK(dot.find("Bob wins") != std::string::npos);
}

TEST_CASE("A strategy that loses shows ends where Bob cannot move", "[strategy-graph]") {
  RunGuard guard(1ull << 40);
  FirstMoveStrategy first;
  StrategyGraph g = buildStrategyGraph(first, 8, guard);
  CHECK(g.bobLosses > 0);
  CHECK(strategyGraphDot(g).find("Bob loses") != std::string::npos);
}
