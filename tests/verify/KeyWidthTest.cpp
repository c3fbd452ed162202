// The memo key's width is chosen per run from the largest start: the boundaries of keyWordsFor
// match the packed encoding itself, a run with wider keys than needed gives identical results,
// and starts above 110 chips (more than two words hold) are verified.
#include <catch2/catch.hpp>

#include "VerifierTestSupport.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/DecisionMemo.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {
// <p,1;;>: p red singletons and one blue one, the two-color position of p+1 chips whose key is
// longest (packedBitsBound(p+1, 2) bits, every one used).
Position widest(int p) { return parsePosition("<" + std::to_string(p) + ",1;;>"); }

std::vector<std::string> moves(const Counterexample& c) {
  std::vector<std::string> out;
  for (const LineStep& s : c.steps) out.push_back(formatMoveExplicit(s.move));
  return out;
}

void checkSameResults(const Verification& a, const Verification& b) {
  REQUIRE(a.starts.size() == b.starts.size());
  for (std::size_t i = 0; i < a.starts.size(); ++i) {
    INFO(formatPosition(a.starts[i].start.position));
    CHECK(a.starts[i].verified == b.starts[i].verified);
    CHECK(a.starts[i].positions == b.starts[i].positions);
    REQUIRE(a.starts[i].counterexample.has_value() == b.starts[i].counterexample.has_value());
    if (a.starts[i].counterexample) CHECK(moves(*a.starts[i].counterexample) == moves(*b.starts[i].counterexample));
  }
  CHECK(a.positions == b.positions);
  CHECK(a.fallbacks == b.fallbacks);
  CHECK(a.coverage == b.coverage);
}
}  // namespace

TEST_CASE("key widths: the fewest words that hold every two-color position of the total", "[keywidth]") {
  CHECK(keyWordsFor(2) == 2);
  CHECK(keyWordsFor(110) == 2);
  CHECK(keyWordsFor(111) == 3);
  CHECK(keyWordsFor(174) == 3);
  CHECK(keyWordsFor(175) == 4);
  CHECK(keyWordsFor(238) == 4);
  CHECK(keyWordsFor(239) == 5);
  CHECK(keyWordsFor(kMaxChips) == kMaxKeyWords);
  CHECK_THROWS_AS(keyWordsFor(kMaxChips + 1), std::invalid_argument);
}

TEST_CASE("key widths: each boundary is where the packed key of the widest position stops fitting", "[keywidth]") {
  CHECK_NOTHROW(widest(109).key<2>());  // 110 chips
  CHECK_THROWS_AS(widest(110).key<2>(), std::length_error);
  CHECK_NOTHROW(widest(110).key<3>());
  CHECK_NOTHROW(widest(173).key<3>());  // 174 chips
  CHECK_THROWS_AS(widest(174).key<3>(), std::length_error);
  CHECK_NOTHROW(widest(174).key<4>());
  CHECK_NOTHROW(widest(237).key<4>());  // 238 chips
  CHECK_THROWS_AS(widest(238).key<4>(), std::length_error);
  CHECK_NOTHROW(widest(kMaxChips - 1).key<kMaxKeyWords>());
}

TEST_CASE("key widths: wider keys than needed give the same verdicts, counts and coverage", "[keywidth]") {
  std::unique_ptr<Strategy> paper = makePaperStrategy();
  std::vector<Start> starts = startsFor(StartSet::All, 24);
  VerifyOptions narrow{2, true, 0}, wide{2, true, kMaxKeyWords};
  Verification a = verifyStrategy(*paper, starts, narrow, test::unlimitedGuard());
  Verification b = verifyStrategy(*paper, starts, wide, test::unlimitedGuard());
  checkSameResults(a, b);
  CHECK(a.verified() == static_cast<int>(starts.size()));

  // The literal paper loses from some starts: the counterexamples agree too.
  std::unique_ptr<Strategy> literal = makePaperStrategy({caseTable(), false});
  std::vector<Start> small = startsFor(StartSet::Initial, 16);
  Verification c = verifyStrategy(*literal, small, narrow, test::unlimitedGuard());
  Verification d = verifyStrategy(*literal, small, {2, true, 3}, test::unlimitedGuard());
  checkSameResults(c, d);
  CHECK(c.counterexamples() > 0);
}

TEST_CASE("key widths: a run's keys must hold its largest start", "[keywidth]") {
  std::unique_ptr<Strategy> paper = makePaperStrategy();
  std::vector<Start> starts{test::startAt("<3,109;;>")};
  CHECK_THROWS_AS(verifyStrategy(*paper, starts, {2, true, 2}, test::unlimitedGuard()), std::invalid_argument);
}

TEST_CASE("the paper's strategy is verified from initial positions above 110 chips", "[keywidth][large]") {
  std::unique_ptr<Strategy> paper = makePaperStrategy();
  std::vector<Start> starts{test::startAt("<3,109;;>"), test::startAt("<5,111;;>"), test::startAt("<60,60;;>")};
  Verification v = verifyStrategy(*paper, starts, {2, true, 0}, test::unlimitedGuard());
  REQUIRE(v.complete);
  REQUIRE(v.starts.size() == starts.size());
  for (const StartVerdict& s : v.starts) {
    INFO(formatPosition(s.start.position));
    CHECK(s.verified);
    CHECK(s.positions > 0);
  }
  CHECK(v.fallbacks == 0);
}
