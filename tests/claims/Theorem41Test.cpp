// Theorem 4.1 on the small starts <p,q;;>, 1 <= p <= q, p+q <= 16: the solver (shortcuts on and
// off), the plain reference minimax and classify() all agree with the theorem; a stopped
// classify() keeps only finished starts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <utility>

#include "ReferenceSolver.hpp"
#include "core/Solver.hpp"
#include "lemmas/Theorem41.hpp"
#include "claims/Classification.hpp"

using namespace babylon;

namespace {
Outcome theorem41(int p, int q) { return theorem41SecondPlayerWins(p, q) ? Outcome::P : Outcome::N; }
Position start(int p, int q) {
  int chips[2] = {p, q};
  return Position::initial(chips);
}
}  // namespace

TEST_CASE("Theorem 4.1 as stated: second player wins iff p+q even and p >= 3", "[theorem41]") {
  CHECK_FALSE(theorem41SecondPlayerWins(1, 1));  // one red chip: Alice covers it (§2)
  CHECK_FALSE(theorem41SecondPlayerWins(2, 4));  // two red chips
  CHECK_FALSE(theorem41SecondPlayerWins(3, 4));  // n odd
  CHECK(theorem41SecondPlayerWins(3, 3));
  CHECK(theorem41SecondPlayerWins(3, 5));
  CHECK(theorem41SecondPlayerWins(6, 8));
  CHECK_FALSE(theorem41SecondPlayerWins(7, 8));
}

TEST_CASE("Solver confirms Theorem 4.1 for p+q <= 16", "[theorem41][solver]") {
  bool shortcuts = GENERATE(true, false);
  RunGuard guard(1ull << 40);
  Solver solver(guard, {1, shortcuts});
  int checked = 0;
  for (int n = 2; n <= 16; ++n)
    for (int p = 1; 2 * p <= n; ++p) {
      int q = n - p;
      INFO("<" << p << "," << q << ";;>, shortcuts " << shortcuts);
      CHECK(solver.outcome(start(p, q)) == theorem41(p, q));
      // Which color is the minority does not matter.
      CHECK(solver.outcome(start(q, p)) == theorem41(p, q));
      ++checked;
    }
  CHECK(checked == 64);
}

TEST_CASE("The reference minimax confirms Theorem 4.1 for p+q <= 16", "[theorem41][reference]") {
  reference::ReferenceSolver oracle;
  for (int n = 2; n <= 16; ++n)
    for (int p = 1; 2 * p <= n; ++p) {
      int q = n - p;
      INFO("<" << p << "," << q << ";;>");
      bool firstPlayerWins = oracle.wins(reference::initialStacks({p, q}));
      CHECK(firstPlayerWins == !theorem41SecondPlayerWins(p, q));
    }
}

TEST_CASE("classify() agrees with Theorem 4.1 and with the solver", "[theorem41][classify]") {
  bool shortcuts = GENERATE(true, false);
  int threads = GENERATE(1, 2);
  INFO("shortcuts " << shortcuts << ", threads " << threads);
  RunGuard guard(1ull << 40);
  int reported = 0;
  Classification c = classify({16, threads, shortcuts}, guard, [&](const StartResult&) { ++reported; });
  CHECK(c.complete);
  CHECK(c.stopReason.empty());
  CHECK(c.maxN == 16);
  CHECK(c.disagreements() == 0);
  REQUIRE(c.starts.size() == 64);
  CHECK(reported == 64);

  Solver solver(guard, {1, true});
  std::map<std::pair<int, int>, int> seen;
  for (std::size_t i = 0; i < c.starts.size(); ++i) {
    const StartResult& r = c.starts[i];
    INFO("<" << r.p << "," << r.q << ";;>");
    CHECK(1 <= r.p);
    CHECK(r.p <= r.q);
    CHECK(r.p + r.q <= 16);
    CHECK(r.theorem == theorem41(r.p, r.q));
    CHECK(r.outcome == solver.outcome(start(r.p, r.q)));
    CHECK(r.agrees());
    ++seen[{r.p, r.q}];
    // Sorted by total, then by p.
    if (i > 0) {
      const StartResult& prev = c.starts[i - 1];
      CHECK(std::pair(prev.p + prev.q, prev.p) < std::pair(r.p + r.q, r.p));
    }
  }
  CHECK(seen.size() == 64);
}

TEST_CASE("classify() stops cleanly and keeps only finished starts when told to stop", "[theorem41][classify]") {
  // The guard acts after 16384 positions examined by one start's search. Find out, with a run
  // that is not stopped, that some start up to n = 40 examines that many (shortcuts off).
  RunGuard free(1ull << 40);
  Classification full = classify({40, 1, false}, free);
  REQUIRE(full.complete);
  CHECK(full.disagreements() == 0);
  REQUIRE(
      std::any_of(full.starts.begin(), full.starts.end(), [](const StartResult& r) { return r.positions >= 16384; }));

  RunGuard stopped(1ull << 40);
  stopped.requestStop();
  Classification c = classify({40, 1, false}, stopped);
  CHECK_FALSE(c.complete);
  CHECK(c.stopReason == "interrupted");
  CHECK(c.starts.size() < full.starts.size());
  // What was kept is finished and right.
  for (const StartResult& r : c.starts) CHECK(r.agrees());
}
