// The counterexample is the shortest failing line: as short as an exhaustive search over all
// lines finds, and never longer than the first failing line a plain depth-first search meets.
// (Every two-color game lasts n-1 or n-2 moves, so lines where Bob merely loses all have the same
// length; the mutants below also fail early, at different depths, so that length matters.)
#include <catch2/catch.hpp>

#include "WrongStrategies.hpp"
#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {
void checkShortest(const Strategy& strategy, const std::vector<Start>& starts) {
  Verification v = verifyStrategy(strategy, starts, {}, test::unlimitedGuard());
  REQUIRE(v.starts.size() == starts.size());
  int failing = 0;
  for (const StartVerdict& s : v.starts) {
    INFO(formatPosition(s.start.position) << " " << startKindName(s.start.kind));
    std::optional<int> shortest = test::bruteForceShortestFailure(s.start, strategy);
    std::optional<int> dfs = test::firstFailureByDfs(s.start, strategy);
    CHECK(shortest.has_value() == !s.verified);
    CHECK(dfs.has_value() == !s.verified);
    if (!s.counterexample) continue;
    ++failing;
    int length = static_cast<int>(s.counterexample->steps.size());
    CHECK(length == *shortest);
    CHECK(length <= *dfs);
  }
  CHECK(failing > 0);
}

std::vector<Start> smallStarts() {
  std::vector<Start> starts = startsFor(StartSet::All, 12);
  for (const Position& p : test::twoColorPositions(8))
    if (p.stackCount() >= 2) starts.push_back({p, StartKind::Initial, {}});
  return starts;
}
}  // namespace

TEST_CASE("shortest counterexamples of the first-move strategy", "[shortest]") {
  checkShortest(FirstMoveStrategy(), smallStarts());
}

TEST_CASE("shortest counterexamples of the random strategy, two seeds", "[shortest]") {
  checkShortest(RandomStrategy(1), smallStarts());
  checkShortest(RandomStrategy(2), smallStarts());
}

TEST_CASE("shortest counterexamples of strategies that also fail early", "[shortest]") {
  SolverStrategy solver(test::unlimitedGuard());
  // No answer once Alice has made a stack of height 3.
  test::Mutant quitter(solver, [](const Turn& t) -> test::Answer {
    if (t.opponent && t.opponent->result().height == 3) return test::noAnswer();
    return std::nullopt;
  });
  checkShortest(quitter, smallStarts());
  // An illegal answer when Alice covers a red stack while six or more stacks are left.
  RandomStrategy random(3);
  test::Mutant cheater(random, [](const Turn& t) -> test::Answer {
    if (t.opponent && t.opponent->b.color == kRed && t.now.stackCount() >= 6)
      return test::answer(Move{{kBlue, 200}, {kRed, 1}}, t, "mutant.illegal");
    return std::nullopt;
  });
  checkShortest(cheater, smallStarts());
}
