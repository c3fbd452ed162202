// Examples of Grundy values and sums: one-color lines, parts that never meet, and the sum notation.
#include <catch2/catch.hpp>

#include "core/Grundy.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {

int valueOf(const std::string& text) {
  RunGuard guard(1ull << 40);
  return GrundySolver(guard).value(parsePosition(text));
}

SumAnalysis sumOf(const std::string& text) {
  RunGuard guard(1ull << 40);
  GrundySolver solver(guard);
  return analyseSum(parseSum(text), solver);
}

}  // namespace

TEST_CASE("One color: a line of stacks-1 moves, value 1 exactly when that number is odd", "[grundy]") {
  CHECK(valueOf("r1") == 0);
  CHECK(valueOf("r1 r1") == 1);
  CHECK(valueOf("r1 r1 r1") == 0);
  CHECK(valueOf("r1 r2 r3 r1") == 1);
}

TEST_CASE("The parts of a sum never meet: r1 + r1 has no move, r1 r1 has one", "[grundy][sum]") {
  SumAnalysis apart = sumOf("r1 + r1");
  CHECK(apart.grundy == 0);
  CHECK(apart.winningMoves.empty());
  CHECK(sumOf("r1 r1").grundy == 1);
}

TEST_CASE("A sum of a position with itself is lost for the player to move", "[grundy][sum]") {
  for (const char* p : {"<3,5;;>", "<2,3;4;>", "r1 b1 g1 g2"}) {
    INFO(p);
    SumAnalysis a = sumOf(std::string(p) + " + " + p);
    CHECK(a.grundy == 0);
    CHECK(a.partValues[0] == a.partValues[1]);
    CHECK(a.winningMoves.empty());
  }
}

TEST_CASE("A sum of parts of values 1 and 0 is won by moving in the part of value 1", "[grundy][sum]") {
  SumAnalysis a = sumOf("r1 r1 + b1");
  REQUIRE(a.partValues == std::vector<int>{1, 0});
  CHECK(a.grundy == 1);
  REQUIRE(a.winningMoves.size() == 1);
  CHECK(a.winningMoves[0].part == 0);
}

TEST_CASE("The sum notation names the part that does not parse", "[grundy][sum][notation]") {
  CHECK(formatSum(parseSum("<3,5;;>+ r1 g2")) == "<3,5;;> + r1 g2");
  CHECK(parseSum("r1 b1").size() == 1);
  CHECK_THROWS_WITH(parseSum("r1 + "), "sum 'r1 + ': part 2 is empty");
  CHECK_THROWS_WITH(parseSum("+ r1"), "sum '+ r1': part 1 is empty");
  CHECK_THROWS_AS(parseSum("r1 + x9"), ParseError);
  CHECK_THROWS_WITH(parseSum("r1 + x9"), Catch::StartsWith("part 2 of the sum: "));
}
