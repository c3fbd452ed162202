// The literal paper (no repairs) is rejected by the verifier, at <5,5;;> and <4,6;;> among
// others, with lines that replay as real losses; the repaired strategy wins from the same starts.
#include <catch2/catch.hpp>

#include "tests/verify/VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

TEST_CASE("the literal paper loses at the starts 5+5 and 4+6", "[literal]") {
  auto literal = makePaperStrategy({.repairs = false});
  std::vector<Start> starts = {test::startAt("<5,5;;>"), test::startAt("<4,6;;>")};
  Verification v = verifyStrategy(*literal, starts, {}, test::unlimitedGuard());
  REQUIRE(v.starts.size() == 2);
  for (const StartVerdict& s : v.starts) {
    INFO(formatPosition(s.start.position));
    CHECK_FALSE(s.verified);
    REQUIRE(s.counterexample);
    CHECK(test::checkLosingLine(*s.counterexample, *literal) == "");
    // The start is safe: Bob could have won, the paper's move threw it away.
    CHECK(s.counterexample->diagnosis.startSafe);
    CHECK(s.counterexample->diagnosis.firstUnsafeBobMove);
  }
  Verification repaired = verifyStrategy(*makePaperStrategy(), starts, {}, test::unlimitedGuard());
  CHECK(repaired.verified() == 2);
}

TEST_CASE("the literal paper fails many starts up to 14 chips", "[literal]") {
  auto literal = makePaperStrategy({.repairs = false});
  Verification v = verifyStrategy(*literal, startsFor(StartSet::All, 14), {}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.counterexamples() > 0);
  for (const StartVerdict& s : v.starts)
    if (s.counterexample) CHECK(test::checkLosingLine(*s.counterexample, *literal) == "");
}
