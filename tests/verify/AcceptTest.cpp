// The solver-optimal strategy is accepted on every start of every family, and the verifier
// agrees with the exact solver: a start is verified for it exactly when the start is safe.
#include <catch2/catch.hpp>

#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

TEST_CASE("the solver's strategy is verified on every start up to 16 chips", "[accept]") {
  SolverStrategy solver(test::unlimitedGuard());
  std::vector<Start> starts = startsFor(StartSet::All, 16);
  Verification v = verifyStrategy(solver, starts, {}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.starts.size() == starts.size());
  CHECK(v.verified() == static_cast<int>(starts.size()));
  CHECK(v.counterexamples() == 0);
  CHECK(v.positions > 0);
  CHECK(v.coverage.at("solver") > 0);  // every decision is the solver's own,
  CHECK(v.fallbacks == 0);             // and none of them a fallback
  REQUIRE(v.neverFired.size() == 1);
  CHECK(v.neverFired[0].id == "solver.lost");
}

TEST_CASE("verified with the solver's strategy iff the exact solver says safe, every position up to 10 chips",
          "[accept][solver]") {
  RunGuard& guard = test::unlimitedGuard();
  SolverStrategy strategy(guard);
  Solver solver(guard);
  std::vector<Start> starts;
  for (int chips = 2; chips <= 10; chips += 2)
    for (const Position& p : test::twoColorPositions(chips)) starts.push_back({p, StartKind::Initial, {}});
  Verification v = verifyStrategy(strategy, starts, {}, guard);
  REQUIRE(v.starts.size() == starts.size());
  int safe = 0;
  for (const StartVerdict& s : v.starts) {
    Outcome o = solver.outcome(s.start.position);
    bool safeForBob = bobToMove(s.start.position) ? o == Outcome::N : o == Outcome::P;
    safe += safeForBob;
    INFO(formatPosition(s.start.position));
    CHECK(s.verified == safeForBob);
    CHECK(s.counterexample.has_value() == !safeForBob);
    if (s.counterexample) CHECK(!s.counterexample->diagnosis.startSafe);
  }
  CHECK(safe > 0);
  CHECK(safe < static_cast<int>(starts.size()));  // both answers occur, so both directions are tested
}

TEST_CASE("whatever the random strategy is verified on, the solver says is safe", "[accept][solver]") {
  RunGuard& guard = test::unlimitedGuard();
  RandomStrategy random(7);
  Solver solver(guard);
  std::vector<Start> starts = startsFor(StartSet::All, 16);
  for (const Position& p : test::twoColorPositions(8)) starts.push_back({p, StartKind::Initial, {}});
  Verification v = verifyStrategy(random, starts, {}, guard);
  int verified = 0;
  for (const StartVerdict& s : v.starts) {
    if (!s.verified) continue;
    ++verified;
    Outcome o = solver.outcome(s.start.position);
    INFO(formatPosition(s.start.position));
    CHECK((bobToMove(s.start.position) ? o == Outcome::N : o == Outcome::P));
  }
  CHECK(verified > 0);
}
