// The verifier's results do not depend on the number of threads: per-start verdicts, positions
// and counterexamples, the totals and the coverage are identical with 1 and 3 threads.
#include <catch2/catch.hpp>

#include "WrongStrategies.hpp"
#include "VerifierTestSupport.hpp"
#include "core/Solver.hpp"
#include "core/MoveNotation.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {
std::vector<std::string> moves(const Counterexample& c) {
  std::vector<std::string> out;
  for (const LineStep& s : c.steps) out.push_back(formatMoveExplicit(s.move));
  return out;
}

Verification checkSameWithThreads(const Strategy& strategy, int maxN, int threads = 3) {
  std::vector<Start> starts = startsFor(StartSet::All, maxN);
  Verification one = verifyStrategy(strategy, starts, {1, true}, test::unlimitedGuard());
  Verification three = verifyStrategy(strategy, starts, {threads, true}, test::unlimitedGuard());
  REQUIRE(one.starts.size() == three.starts.size());
  for (std::size_t i = 0; i < one.starts.size(); ++i) {
    const StartVerdict &a = one.starts[i], &b = three.starts[i];
    CHECK(a.verified == b.verified);
    CHECK(a.positions == b.positions);
    REQUIRE(a.counterexample.has_value() == b.counterexample.has_value());
    if (a.counterexample) CHECK(moves(*a.counterexample) == moves(*b.counterexample));
  }
  CHECK(one.positions == three.positions);
  CHECK(one.fallbacks == three.fallbacks);
  CHECK(one.coverage == three.coverage);
  CHECK(one.positions > 1000);  // large enough for the threads to share work
  return one;
}
}  // namespace

TEST_CASE("random strategy: the same results with 1 and 3 threads", "[determinism]") {
  checkSameWithThreads(RandomStrategy(), 20);
}

TEST_CASE("solver strategy: the same results with 1 and 3 threads", "[determinism]") {
  SolverStrategy solver(test::unlimitedGuard());
  checkSameWithThreads(solver, 20);
}

TEST_CASE("a rarely failing strategy: the same verdicts with 1 and 8 threads", "[determinism]") {
  // Failures are rare, so a start fails only if the one failing subtree is found and its state
  // passed up correctly, also when another thread was still exploring it.
  SolverStrategy good(test::unlimitedGuard());
  Solver solver(test::unlimitedGuard());
  test::Mutant rare = test::rareBlunder(good, solver);
  Verification v = checkSameWithThreads(rare, 20, 8);
  CHECK(v.counterexamples() > 0);
  CHECK(v.verified() > 0);
}

TEST_CASE("a memory limit stops the run cleanly and keeps the finished starts", "[determinism]") {
  RunGuard tiny(1);  // any resident size is over the limit at the first check
  RandomStrategy random;
  std::vector<Start> starts = startsFor(StartSet::All, 22);
  Verification v = verifyStrategy(random, starts, {}, tiny);
  CHECK(!v.complete);
  CHECK(v.stopReason.find("memory") != std::string::npos);
  CHECK(v.starts.size() < starts.size());
}
