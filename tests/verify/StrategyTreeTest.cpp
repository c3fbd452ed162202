// The parallel fast pass settles every node exactly as the single-threaded one does, including
// nodes whose children another thread was still exploring (they are settled at the end).
#include <catch2/catch.hpp>

#include <set>

#include "WrongStrategies.hpp"
#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyTree.hpp"

using namespace babylon;

namespace {
// Every node (Alice to move, and the strategy's memory) reachable from the start.
void reachable(const Strategy& s, const Position& p, const StrategyMemory& m,
               std::set<std::pair<std::string, int>>& seen, std::vector<NodeKey<2>>& out) {
  if (!seen.insert({formatPosition(p), m.bytes[0]}).second) return;
  out.push_back(NodeKey<2>::of(p, m));
  for (const Successor& a : successors(p)) {
    StrategyTurn t = playStrategy(s, a.position, &p, a.move, m);
    if (t.kind == StrategyTurn::Kind::Played && hasLegalMove(t.after))
      reachable(s, t.after, t.reply->memory, seen, out);
  }
}
}  // namespace

TEST_CASE("every node's state is the same with 1 and 8 threads", "[tree]") {
  SolverStrategy good(test::unlimitedGuard());
  Solver solver(test::unlimitedGuard());
  test::Mutant rare = test::rareBlunder(good, solver);
  for (const char* start : {"<8,12;;>", "<11,11;;>", "<10,14;;>"}) {
    Start s = test::startAt(start);
    DecisionMemo<2> sequential, parallel;
    TreeResult one = StrategyTree<2>(rare, sequential, test::unlimitedGuard(), 1).explore(s);
    // One frontier node per thread: the threads soon meet in shared subtrees.
    TreeResult eight = StrategyTree<2>(rare, parallel, test::unlimitedGuard(), 8, 1).explore(s);
    CHECK(one.wins == eight.wins);
    CHECK(one.tally.positions() == eight.tally.positions());
    std::set<std::pair<std::string, int>> seen;
    std::vector<NodeKey<2>> nodes;
    reachable(rare, s.position, {}, seen, nodes);
    int failing = 0, differ = 0;
    for (const NodeKey<2>& k : nodes) {
      std::optional<NodeState> a = sequential.find(k), b = parallel.find(k);
      REQUIRE(a);
      failing += *a == NodeState::Fails;
      differ += a != b;
    }
    INFO(start << ": " << nodes.size() << " nodes, " << failing << " failing");
    CHECK(differ == 0);
    CHECK(failing > 0);
    CHECK(failing < static_cast<int>(nodes.size()));
  }
}
