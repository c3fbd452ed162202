// The naive strategies are rejected, each time with a counterexample that is a real losing line
// when replayed with nothing but the rules and the strategy.
#include <catch2/catch.hpp>

#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {
void checkRejected(const Strategy& strategy, const std::string& caseId) {
  std::vector<Start> starts = startsFor(StartSet::All, 14);
  Verification v = verifyStrategy(strategy, starts, {}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.counterexamples() > 0);
  CHECK(v.counterexamples() == static_cast<int>(v.starts.size()) - v.verified());
  for (const StartVerdict& s : v.starts) {
    if (!s.counterexample) continue;
    const Counterexample& c = *s.counterexample;
    INFO(formatPosition(s.start.position) << " " << startKindName(s.start.kind));
    CHECK(c.strategy == strategy.name());
    CHECK(test::checkLosingLine(c, strategy) == "");
    for (const LineStep& step : c.steps)
      if (step.bob) CHECK(step.why->caseId == caseId);
  }
}
}  // namespace

TEST_CASE("the random strategy is rejected with real losing lines", "[reject]") {
  checkRejected(RandomStrategy(), "random");
}

TEST_CASE("the first-move strategy is rejected with real losing lines", "[reject]") {
  checkRejected(FirstMoveStrategy(), "first");
}

TEST_CASE("a counterexample from a safe start names a Bob move that lost the win", "[reject][solver]") {
  FirstMoveStrategy first;
  Verification v = verifyStrategy(first, initialStarts(12), {}, test::unlimitedGuard());
  int named = 0;
  for (const StartVerdict& s : v.starts) {
    REQUIRE(s.counterexample);  // Theorem 4.1: all these starts are safe, the first move loses some
    const Diagnosis& d = s.counterexample->diagnosis;
    CHECK(d.startSafe);
    REQUIRE(d.firstUnsafeBobMove);
    CHECK(s.counterexample->steps[*d.firstUnsafeBobMove].bob);
    ++named;
  }
  CHECK(named == static_cast<int>(initialStarts(12).size()));
}
