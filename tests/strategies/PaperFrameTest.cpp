// The paper's frame: a red-blue reflection of positions and moves that is its own inverse, and
// Alice's moves named as the case tables name them.
#include <catch2/catch.hpp>

#include "core/Notation.hpp"
#include "strategies/PaperFrame.hpp"

using namespace babylon;

TEST_CASE("a reflected frame exchanges red and blue and undoes itself", "[frame]") {
  PaperFrame reflected{true}, plain{false};
  Position p = parsePosition("<3,5;2;4,2>");
  CHECK(formatPosition(reflected.toPaper(p)) == "<5,3;4,2;2>");
  CHECK(reflected.toConcrete(reflected.toPaper(p)) == p);
  CHECK(plain.toPaper(p) == p);
  Move m{{kRed, 1}, {kBlue, 4}};
  CHECK(reflected.toPaper(m) == Move{{kBlue, 1}, {kRed, 4}});
  CHECK(reflected.toConcrete(reflected.toPaper(m)) == m);
}

TEST_CASE("a hill placed on a singleton of its color is named xX, as the paper's cases name it", "[frame]") {
  CHECK(moveClass({{kRed, 4}, {kRed, 1}}) == "rR");
  CHECK(moveClass({{kRed, 1}, {kRed, 4}}) == "rR");
  CHECK(moveClass({{kBlue, 2}, {kBlue, 1}}) == "bB");
  CHECK(moveClass({{kRed, 1}, {kBlue, 1}}) == "rb");
  CHECK(moveClass({{kBlue, 2}, {kRed, 2}}) == "BR");
}
