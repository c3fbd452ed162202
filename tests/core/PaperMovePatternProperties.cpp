// PaperMovePattern, a paper stack string read once, against parseMove on random positions: the
// same move where parseMove reads one, nothing where it throws.
#include <rapidcheck/catch.h>

#include <optional>
#include <string>

#include "Generators.hpp"
#include "core/MoveNotation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {
// Paper stack strings of two to four letters over red, blue and green, either case: the shapes
// the case tables write (rb, rR, RB, bbB, rrb, brrb) and many that match nothing or several moves.
rc::Gen<std::string> paperString() {
  return rc::gen::container<std::string>(*rc::gen::inRange(2, 5), rc::gen::elementOf(std::string("rbgRBG")));
}

std::optional<Move> parsed(const Position& p, const std::string& text) {
  try {
    return parseMove(p, text);
  } catch (const ParseError&) {
    return std::nullopt;
  }
}
}  // namespace

TEST_CASE("PaperMovePattern matches what parseMove reads", "[parsers]") {
  rc::prop("pattern against parseMove", [] {
    Position p = *testgen::positions({.maxChips = 24, .maxHeight = 6, .minColors = 1, .maxColors = 3});
    std::string text = *paperString();
    auto pattern = PaperMovePattern::compile(text);
    RC_ASSERT(pattern.has_value());
    std::optional<Move> expected = parsed(p, text);
    RC_CLASSIFY(expected.has_value(), "a move");
    RC_ASSERT(pattern->match(p) == expected);
  });
}

TEST_CASE("PaperMovePattern leaves what is not a plain paper string to parseMove", "[parsers]") {
  for (const char* text : {"", "r1>b1", "r1 b1", "rx", "r1", "rrrrrrrrrrrrrrrrr"})
    CHECK_FALSE(PaperMovePattern::compile(text).has_value());
  CHECK(PaperMovePattern::compile("rrrrrrrrrrrrrrrr").has_value());
}

TEST_CASE("PaperMovePattern refuses an ambiguous string as parseMove does", "[parsers]") {
  // Two hills of each color, heights 2 and 3: R onto B is r2 on b2 or r3 on b3, and the results differ.
  Position p(std::vector<Stack>{{kRed, 2}, {kRed, 3}, {kBlue, 2}, {kBlue, 3}});
  CHECK_THROWS_AS(parseMove(p, "RB"), ParseError);
  CHECK_FALSE(PaperMovePattern::compile("RB")->match(p).has_value());
  // One red hill: R onto B is the one move.
  Position q(std::vector<Stack>{{kRed, 2}, {kBlue, 2}, {kBlue, 1}});
  CHECK(PaperMovePattern::compile("RB")->match(q) == parseMove(q, "RB"));
}
