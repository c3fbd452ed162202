// RunGuard: long runs stop cleanly on a stop request or the memory limit, and memory sizes parse.
#include <catch2/catch.hpp>

#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/RunGuard.hpp"
#include "core/Solver.hpp"

using namespace babylon;

TEST_CASE("A generous RunGuard lets the solver finish", "[runguard]") {
  RunGuard guard(1ull << 40);
  CHECK(guard.maxMemory() == (1ull << 40));
  CHECK_FALSE(guard.stopRequested());
  CHECK_NOTHROW(guard.check());
  Solver solver(guard, {1, true});
  CHECK(solver.outcome(parsePaper("<4,4;;>")) == Outcome::P);
}

TEST_CASE("RunGuard::check throws RunStopped with the reason", "[runguard]") {
  RunGuard stopped(1ull << 40);
  stopped.requestStop();
  CHECK(stopped.stopRequested());
  try {
    stopped.check();
    FAIL("check() did not throw after requestStop()");
  } catch (const RunStopped& e) {
    CHECK(e.reason == RunStopped::Reason::Interrupted);
  }

  RunGuard tiny(1);  // one byte: any process is over it
  CHECK(RunGuard::residentBytes() > 1);
  try {
    tiny.check();
    FAIL("check() did not throw over the memory limit");
  } catch (const RunStopped& e) {
    CHECK(e.reason == RunStopped::Reason::MemoryLimit);
  }
}

TEST_CASE("A stop request reaches the solver's search", "[runguard]") {
  // The guard is polled once per examined position and acts every 16384 polls, so a search that
  // examines more positions than that must stop. Shortcuts, cut-offs and move ordering off keep
  // the search large.
  Position big = parseInitial("5,5,5,5");
  const SolverOptions plain{1, false, false, false};
  RunGuard free(1ull << 40);
  Solver counting(free, plain);
  counting.outcome(big);
  REQUIRE(counting.positionsExamined() > 16384 + 1);

  RunGuard stopped(1ull << 40);
  stopped.requestStop();
  Solver solver(stopped, plain);
  CHECK_THROWS_AS(solver.outcome(big), RunStopped);
  // analyse() solves every successor of this P-position with one worker: as many positions.
  Solver analysing(stopped, plain);
  CHECK_THROWS_AS(analysing.analyse(big), RunStopped);
}

TEST_CASE("Memory sizes parse with K, M and G units", "[runguard]") {
  CHECK(parseMemorySize("512M") == 512ull << 20);
  CHECK(parseMemorySize("16G") == 16ull << 30);
  CHECK(parseMemorySize("1.5G") == 3ull << 29);
  CHECK(parseMemorySize("4096") == 4096);
  CHECK(parseMemorySize("2KiB") == 2048);
  CHECK_THROWS_AS(parseMemorySize("lots"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("12Q"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("0"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("-5G"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("inf"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("5 G"), ParseError);
  CHECK(formatBytes(3ull << 29) == "1.50 GiB");
  CHECK(formatBytes(512ull << 20) == "512.0 MiB");
}

TEST_CASE("A memory size that rounds to zero bytes is refused like zero", "[runguard]") {
  // A zero limit would stop every run at its first check; "0" is refused, so "0.5" must be too.
  CHECK_THROWS_AS(parseMemorySize("0"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("0.5"), ParseError);
}
