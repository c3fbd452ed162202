// Position: canonical form, chip count, the size limits, and the starting position <p,q;;>.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <vector>

#include "core/Position.hpp"

using namespace babylon;

namespace {
constexpr Color kGreen = 2;
Stack st(Color c, int h) { return Stack{c, static_cast<std::uint8_t>(h)}; }
}  // namespace

TEST_CASE("Position canonical form does not depend on stack order", "[position]") {
  Position a({st(kRed, 1), st(kBlue, 2), st(kRed, 3), st(kGreen, 1)});
  Position b({st(kGreen, 1), st(kRed, 3), st(kBlue, 2), st(kRed, 1)});
  Position c({st(kBlue, 2), st(kRed, 1), st(kGreen, 1), st(kRed, 3)});
  CHECK(a == b);
  CHECK(b == c);
  // Canonical order: by color, each color's tallest stack first.
  std::vector<Stack> expected{st(kRed, 3), st(kRed, 1), st(kBlue, 2), st(kGreen, 1)};
  CHECK(std::vector<Stack>(a.stacks().begin(), a.stacks().end()) == expected);
}

TEST_CASE("Position equality sees multiplicity, height and top color", "[position]") {
  Position twoRedSingletons({st(kRed, 1), st(kRed, 1)});
  CHECK_FALSE(twoRedSingletons == Position({st(kRed, 1)}));
  CHECK_FALSE(twoRedSingletons == Position({st(kRed, 2)}));
  CHECK_FALSE(twoRedSingletons == Position({st(kRed, 1), st(kBlue, 1)}));
  CHECK_FALSE(Position({st(kRed, 2), st(kBlue, 1)}) == Position({st(kRed, 1), st(kBlue, 2)}));
}

TEST_CASE("Position counts chips, stacks and colors", "[position]") {
  Position p({st(kRed, 1), st(kBlue, 2), st(kRed, 3), st(kGreen, 4)});
  CHECK(p.chips() == 10);
  CHECK(p.stackCount() == 4);
  CHECK(p.colorSpan() == 3);
  CHECK(p.stacksOfColor(kRed) == 2);
  CHECK(p.stacksOfColor(kBlue) == 1);
  CHECK(p.stacksOfColor(3) == 0);
  CHECK(p.has(st(kRed, 3)));
  CHECK_FALSE(p.has(st(kBlue, 3)));
  CHECK(Position().chips() == 0);
  CHECK(Position().colorSpan() == 0);
  // Only blue: the color span still counts red as color 0.
  CHECK(Position({st(kBlue, 1)}).colorSpan() == 2);
}

TEST_CASE("Position rejects stacks and totals beyond the limits", "[position]") {
  CHECK_THROWS_AS(Position({st(kRed, 0)}), std::invalid_argument);
  CHECK_THROWS_AS(Position({st(kRed, 1), st(kBlue, 0)}), std::invalid_argument);
  CHECK_THROWS_AS(Position({Stack{static_cast<Color>(kMaxColors), 1}}), std::invalid_argument);
  CHECK_THROWS_AS(Position({Stack{200, 1}}), std::invalid_argument);
  CHECK_NOTHROW(Position({Stack{static_cast<Color>(kMaxColors - 1), 1}}));
  // 255 chips is the most a position may hold.
  CHECK_NOTHROW(Position({st(kRed, 200), st(kBlue, 55)}));
  CHECK_THROWS_AS(Position({st(kRed, 200), st(kBlue, 56)}), std::invalid_argument);
  CHECK_THROWS_AS(Position({st(kRed, 255), st(kRed, 255)}), std::invalid_argument);
  CHECK_THROWS_AS(Position(std::vector<Stack>(256, st(kRed, 1))), std::invalid_argument);
  CHECK_NOTHROW(Position(std::vector<Stack>(255, st(kRed, 1))));
}

TEST_CASE("Position::initial is p red and q blue singletons", "[position]") {
  std::vector<int> chips{3, 5};
  Position p = Position::initial(chips);
  CHECK(p.chips() == 8);
  CHECK(p.stackCount() == 8);
  CHECK(p.stacksOfColor(kRed) == 3);
  CHECK(p.stacksOfColor(kBlue) == 5);
  CHECK(p == Position({st(kBlue, 1), st(kRed, 1), st(kBlue, 1), st(kRed, 1), st(kBlue, 1), st(kRed, 1), st(kBlue, 1),
                       st(kBlue, 1)}));
  for (const Stack& s : p.stacks()) CHECK(s.height == 1);

  std::vector<int> noRed{0, 2};
  CHECK(Position::initial(noRed) == Position({st(kBlue, 1), st(kBlue, 1)}));
  std::vector<int> fourColors{3, 3, 3, 3};
  CHECK(Position::initial(fourColors).colorSpan() == 4);
  CHECK(Position::initial(fourColors).chips() == 12);
}

TEST_CASE("Position::initial rejects bad chip counts", "[position]") {
  std::vector<int> negative{3, -1};
  CHECK_THROWS_AS(Position::initial(negative), std::invalid_argument);
  std::vector<int> tooMany{200, 56};
  CHECK_THROWS_AS(Position::initial(tooMany), std::invalid_argument);
  std::vector<int> seventeenColors(17, 1);
  CHECK_THROWS_AS(Position::initial(seventeenColors), std::invalid_argument);
  std::vector<int> sixteenColors(16, 1);
  CHECK(Position::initial(sixteenColors).colorSpan() == 16);
}

TEST_CASE("Position::combined puts stack a on stack b", "[position]") {
  Position p({st(kRed, 1), st(kRed, 1), st(kBlue, 1), st(kBlue, 2)});
  // A red singleton on a blue singleton: red on top, height 2.
  CHECK(p.combined(st(kRed, 1), st(kBlue, 1)) == Position({st(kRed, 1), st(kRed, 2), st(kBlue, 2)}));
  CHECK(p.combined(st(kBlue, 1), st(kRed, 1)) == Position({st(kRed, 1), st(kBlue, 2), st(kBlue, 2)}));
  CHECK(p.combined(st(kRed, 1), st(kRed, 1)) == Position({st(kRed, 2), st(kBlue, 1), st(kBlue, 2)}));
  CHECK(p.combined(st(kRed, 1), st(kBlue, 1)).chips() == p.chips());
  CHECK_THROWS_AS(p.combined(st(kRed, 5), st(kBlue, 1)), std::logic_error);
}
