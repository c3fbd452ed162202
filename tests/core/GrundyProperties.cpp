// Grundy values against the plain recursive mex of the reference (tests/reference), the win/loss
// solver's verdicts, and sums searched move by move against the nim-sum and its winning moves.
#include <rapidcheck/catch.h>

#include <algorithm>
#include <set>

#include "Generators.hpp"
#include "ReferenceSolver.hpp"
#include "core/Grundy.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"

using namespace babylon;

namespace {

reference::ReferenceGrundy& oracle() {
  static reference::ReferenceGrundy grundy;
  return grundy;
}

const testgen::StackShape kSmall{14, 5, 2, 4};
const testgen::StackShape kPart{7, 3, 1, 3};  // sums are searched whole: small parts

std::vector<reference::Stacks> toReference(const std::vector<Position>& parts) {
  std::vector<reference::Stacks> out;
  for (const Position& p : parts) out.push_back(testgen::toReference(p));
  return out;
}

}  // namespace

TEST_CASE("GrundySolver agrees with the plain recursive mex", "[grundy]") {
  rc::prop("value(p) == mex reference(p)", [] {
    Position p = *testgen::positions(kSmall);
    RunGuard guard(1ull << 40);
    int value = GrundySolver(guard).value(p);
    RC_CLASSIFY(value >= 2, "value 2 or more");
    RC_ASSERT(value == oracle().value(testgen::toReference(p)));
  });
}

TEST_CASE("GrundySolver agrees with the reference on tall sparse positions (wide keys)", "[grundy]") {
  rc::prop("value(p) == mex reference(p), tall stacks", [] {
    Position p = *testgen::tallPositions();
    RunGuard guard(1ull << 40);
    RC_ASSERT(GrundySolver(guard).value(p) == oracle().value(testgen::toReference(p)));
  });
}

TEST_CASE("A long-lived GrundySolver agrees with the reference on every position it is asked", "[grundy]") {
  RunGuard guard(1ull << 40);
  GrundySolver solver(guard);
  rc::prop("shared table", [&] {
    Position p = *testgen::positions(kSmall);
    RC_ASSERT(solver.value(p) == oracle().value(testgen::toReference(p)));
  });
}

TEST_CASE("The Grundy value is 0 exactly when the win/loss solver says the player to move loses", "[grundy]") {
  rc::prop("value(p) == 0 iff outcome(p) == P, up to 22 chips", [] {
    Position p = *testgen::positions({22, 6, 2, 4});
    RunGuard guard(1ull << 40);
    bool lost = Solver(guard, {1, true}).outcome(p) == Outcome::P;
    RC_CLASSIFY(lost, "P-position");
    RC_ASSERT((GrundySolver(guard).value(p) == 0) == lost);
  });
}

TEST_CASE("A sum's value and winning moves agree with the sum searched move by move", "[grundy][sum]") {
  rc::prop("analyseSum == plain search of the sum", [] {
    std::vector<Position> parts =
        *rc::gen::container<std::vector<Position>>(*rc::gen::inRange<std::size_t>(1, 4), testgen::positions(kPart));
    RunGuard guard(1ull << 40);
    GrundySolver solver(guard);
    SumAnalysis a = analyseSum(parts, solver);
    RC_CLASSIFY(a.grundy == 0, "value 0");
    RC_ASSERT(a.grundy == oracle().sumValue(toReference(parts)));
    // Every move of the sum (one per distinct successor of a part) is winning exactly when the
    // reference gives the sum after it the value 0.
    std::set<std::pair<std::size_t, std::string>> expected, found;
    for (std::size_t i = 0; i < parts.size(); ++i)
      for (const Successor& s : successors(parts[i])) {
        std::vector<Position> after = parts;
        after[i] = s.position;
        if (oracle().sumValue(toReference(after)) == 0) expected.insert({i, formatPosition(s.position)});
      }
    for (const SumMove& m : a.winningMoves)
      found.insert({m.part, formatPosition(parts[m.part].combined(m.move.a, m.move.b))});
    RC_ASSERT(found == expected);
    RC_ASSERT(found.size() == a.winningMoves.size());  // one move per distinct result
  });
}
