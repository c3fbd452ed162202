// The fast solver (shortcuts on and off, sequential and threaded analyse()) against the plain
// reference minimax on random positions of up to 14 chips in 2-4 colors, and on sparse
// positions of tall stacks whose keys need the wide engine.
#include <rapidcheck/catch.h>

#include <algorithm>

#include "Generators.hpp"
#include "ReferenceSolver.hpp"
#include "core/Solver.hpp"

using namespace babylon;

namespace {

// One oracle for the whole run: its memo holds only exact, independently computed answers.
reference::ReferenceSolver& oracle() {
  static reference::ReferenceSolver solver;
  return solver;
}

Outcome referenceOutcome(const Position& p) { return oracle().wins(testgen::toReference(p)) ? Outcome::N : Outcome::P; }

Outcome fastOutcome(const Position& p, SolverOptions options) {
  RunGuard guard(1ull << 40);
  Solver solver(guard, options);
  return solver.outcome(p);
}

const testgen::StackShape kSmall{14, 5, 2, 4};

}  // namespace

TEST_CASE("Solver with shortcuts agrees with the reference minimax", "[solver]") {
  rc::prop("outcome(p) == reference(p), shortcuts on", [] {
    Position p = *testgen::positions(kSmall);
    RC_CLASSIFY(referenceOutcome(p) == Outcome::P, "P-position");
    RC_CLASSIFY(p.chips() >= 12, "12-14 chips");
    RC_ASSERT(fastOutcome(p, {1, true}) == referenceOutcome(p));
  });
}

TEST_CASE("Solver without shortcuts agrees with the reference minimax", "[solver]") {
  rc::prop("outcome(p) == reference(p), shortcuts off", [] {
    Position p = *testgen::positions(kSmall);
    RC_ASSERT(fastOutcome(p, {1, false}) == referenceOutcome(p));
  });
}

TEST_CASE("A long-lived solver agrees with the reference on every position it is asked", "[solver]") {
  // One transposition table across all cases: answers for earlier positions must not leak.
  RunGuard guard(1ull << 40);
  Solver solver(guard, {1, true});
  rc::prop("shared table", [&] {
    Position p = *testgen::positions(kSmall);
    RC_ASSERT(solver.outcome(p) == referenceOutcome(p));
  });
}

TEST_CASE("Solver agrees with the reference on tall sparse positions (wide keys)", "[solver]") {
  rc::prop("outcome(p) == reference(p), tall stacks", [] {
    Position p = *testgen::tallPositions();
    int groups = 0;
    for (int c = 0; c < p.colorSpan(); ++c) groups += p.stacksOfColor(static_cast<Color>(c)) > 0;
    RC_CLASSIFY(packedBitsBound(p.chips(), groups) > 128, "wide key");
    RC_ASSERT(fastOutcome(p, {1, true}) == referenceOutcome(p));
    RC_ASSERT(fastOutcome(p, {1, false}) == referenceOutcome(p));
  });
}

TEST_CASE("analyse() with two threads finds exactly the moves to P-successors", "[solver][analyse]") {
  rc::prop("winning moves == moves to reference P-successors", [] {
    Position p = *testgen::positions(kSmall);
    bool shortcuts = *rc::gen::arbitrary<bool>();
    RunGuard guard(1ull << 40);
    Solver solver(guard, {2, shortcuts});
    Analysis a = solver.analyse(p);
    RC_ASSERT(a.outcome == referenceOutcome(p));
    auto next = successors(p);
    std::size_t toP = 0;
    for (const Successor& s : next) {
      bool moverLoses = !oracle().wins(testgen::toReference(s.position));
      bool listed = std::count(a.winningMoves.begin(), a.winningMoves.end(), s.move) == 1;
      RC_ASSERT(listed == moverLoses);
      if (moverLoses) ++toP;
    }
    RC_ASSERT(a.winningMoves.size() == toP);  // nothing listed twice or from elsewhere
    RC_ASSERT((a.outcome == Outcome::N) == (toP > 0));
  });
}

TEST_CASE("Solver agrees with the reference with each search shortcut on or off", "[solver]") {
  // Transposition cut-offs and move ordering are each switched on and off independently of the
  // older shortcuts, so that a wrong cut-off cannot hide behind another shortcut.
  rc::prop("outcome(p) == reference(p), any combination of shortcuts", [] {
    Position p = *testgen::positions(kSmall);
    SolverOptions options;
    options.threads = 1;
    options.shortcuts = *rc::gen::arbitrary<bool>();
    options.transpositionCutoffs = *rc::gen::arbitrary<bool>();
    options.moveOrdering = *rc::gen::arbitrary<bool>();
    // From every position (0) to only the largest ones: the look-ahead meets the plain search
    // at every depth.
    options.lookAheadMinStacks = *rc::gen::inRange(0, 12);
    RC_ASSERT(fastOutcome(p, options) == referenceOutcome(p));
  });
}

TEST_CASE("A long-lived solver whose table is full agrees with the reference and replaces entries", "[solver][table]") {
  // The smallest table (one probe window per shard): nearly every insertion meets a full window,
  // so the answers below rest on entries that survived replacement.
  RunGuard guard(1ull << 40);
  SolverOptions options;
  options.threads = 1;
  options.tableBytes = 1;
  Solver solver(guard, options);
  rc::prop("tiny shared table", [&] {
    Position p = *testgen::positions(kSmall);
    RC_ASSERT(solver.outcome(p) == referenceOutcome(p));
  });
  CHECK(solver.tableReplacements() > 0);
  CHECK(solver.tableSize() <= 64 * 8);
}

TEST_CASE("analyse() with two threads sharing a full table finds exactly the moves to P-successors",
          "[solver][analyse][table]") {
  rc::prop("winning moves == moves to reference P-successors, tiny table", [] {
    Position p = *testgen::positions(kSmall);
    RunGuard guard(1ull << 40);
    SolverOptions options;
    options.threads = 2;
    options.tableBytes = 1;
    Solver solver(guard, options);
    Analysis a = solver.analyse(p);
    RC_ASSERT(a.outcome == referenceOutcome(p));
    std::size_t toP = 0;
    for (const Successor& s : successors(p)) {
      bool moverLoses = !oracle().wins(testgen::toReference(s.position));
      RC_ASSERT((std::count(a.winningMoves.begin(), a.winningMoves.end(), s.move) == 1) == moverLoses);
      if (moverLoses) ++toP;
    }
    RC_ASSERT(a.winningMoves.size() == toP);
  });
}
