// Position notations: stack lists, the paper's <j,k; red hills; blue hills>, chips per color;
// hand-checked contents, round trips, and a ParseError for every kind of bad input.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/Notation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {
constexpr Color kGreen = 2;
Stack st(Color c, int h) { return Stack{c, static_cast<std::uint8_t>(h)}; }
std::vector<Stack> stacksOf(const Position& p) { return {p.stacks().begin(), p.stacks().end()}; }
std::vector<Stack> repeat(Stack s, int n) { return std::vector<Stack>(n, s); }
std::vector<Stack> operator+(std::vector<Stack> a, const std::vector<Stack>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}
}  // namespace

TEST_CASE("Stack list notation reads colors and heights", "[notation]") {
  Position p = parseStackList("r1 r1 b3 g2");
  CHECK(p == Position({st(kRed, 1), st(kRed, 1), st(kBlue, 3), st(kGreen, 2)}));
  CHECK(p.chips() == 7);
  CHECK(formatStackList(p) == "r1 r1 b3 g2");
  // Any order and any whitespace give the canonical form.
  CHECK(formatStackList(parseStackList("  g2\tb3 r1\n r1 ")) == "r1 r1 b3 g2");
  CHECK(formatStackList(parseStackList("r1 r3 r2")) == "r3 r2 r1");
  CHECK(formatStack(st(kBlue, 12)) == "b12");
  // The sixteenth color letter is the last one accepted.
  CHECK(parseStackList("y4").stacks()[0] == st(15, 4));
}

TEST_CASE("Paper notation reads red and blue singletons and hills", "[notation]") {
  // <3,5;4;2>: three red and five blue singletons, a red hill of 4 and a blue hill of 2.
  Position a = parsePaper("<3,5;4;2>");
  CHECK(stacksOf(a) == std::vector<Stack>{st(kRed, 4), st(kRed, 1), st(kRed, 1), st(kRed, 1), st(kBlue, 2),
                                          st(kBlue, 1), st(kBlue, 1), st(kBlue, 1), st(kBlue, 1), st(kBlue, 1)});
  CHECK(a.chips() == 14);
  // <6,8;;>: the initial configuration with p = 6, q = 8.
  Position b = parsePaper("<6,8;;>");
  CHECK(stacksOf(b) == repeat(st(kRed, 1), 6) + repeat(st(kBlue, 1), 8));
  std::vector<int> sixEight{6, 8};
  CHECK(b == Position::initial(sixEight));
  // <2,4;6,2;>: two red hills (6 and 2), no blue hill.
  Position c = parsePaper("<2,4;6,2;>");
  CHECK(stacksOf(c) == std::vector<Stack>{st(kRed, 6), st(kRed, 2), st(kRed, 1), st(kRed, 1), st(kBlue, 1),
                                          st(kBlue, 1), st(kBlue, 1), st(kBlue, 1)});
  // Spaces as the paper writes them, and hills in any order.
  CHECK(parsePaper(" < 3, 5; 4; 2 > ") == a);
  CHECK(parsePaper("<2,4;2,6;>") == c);
  CHECK(parsePaper("<0,0;;3>") == Position({st(kBlue, 3)}));
}

TEST_CASE("Paper notation prints hills tallest first", "[notation]") {
  CHECK(formatPaper(parsePaper("<3,5;4;2>")) == "<3,5;4;2>");
  CHECK(formatPaper(parsePaper("<6,8;;>")) == "<6,8;;>");
  CHECK(formatPaper(parsePaper("<2,4;2,6;>")) == "<2,4;6,2;>");
  CHECK(formatPaper(parseStackList("b2 r1 b7 b2")) == "<1,0;;7,2,2>");
  CHECK(hasPaperForm(parseStackList("r1 b1")));
  CHECK_FALSE(hasPaperForm(parseStackList("r1 g1")));
  CHECK_THROWS_AS(formatPaper(parseStackList("r1 g1")), std::invalid_argument);
}

TEST_CASE("Chips notation gives singletons per color", "[notation]") {
  CHECK(parseChips("3,3,3,3") == std::vector<int>{3, 3, 3, 3});
  CHECK(parseChips(" 2, 0 ,5") == std::vector<int>{2, 0, 5});
  Position p = parseInitial("3,3,3,3");
  CHECK(formatStackList(p) == "r1 r1 r1 b1 b1 b1 g1 g1 g1 o1 o1 o1");
  CHECK(p.chips() == 12);
  CHECK(parseInitial("4,6") == parsePaper("<4,6;;>"));
  CHECK(parseInitial("0,2") == parseStackList("b1 b1"));
}

TEST_CASE("parsePosition and formatPosition choose the notation", "[notation]") {
  CHECK(parsePosition("<1,2;;>") == parseStackList("r1 b1 b1"));
  CHECK(parsePosition("  r1 b1 b1") == parseStackList("r1 b1 b1"));
  CHECK(formatPosition(parseStackList("r1 b1 b1")) == "<1,2;;>");
  CHECK(formatPosition(parseStackList("g3 r1 b1 b1")) == "r1 b1 b1 g3");
}

TEST_CASE("Notations round-trip to the canonical form", "[notation]") {
  struct Case {
    const char* text;
    const char* canonical;
  };
  for (Case c : {Case{"r1 r1 b3 g2", "r1 r1 b3 g2"}, Case{"g2 b3 r1 r1", "r1 r1 b3 g2"}, Case{"<3,5;4;2>", "<3,5;4;2>"},
                 Case{"<6,8;;>", "<6,8;;>"}, Case{"<2,4;2,6;>", "<2,4;6,2;>"}, Case{"b1 r1", "<1,1;;>"},
                 Case{"<0,0;;5,9>", "<0,0;;9,5>"}, Case{"y255", "y255"}, Case{"<0,1; 3,3,3 ;>", "<0,1;3,3,3;>"}}) {
    INFO(c.text);
    Position p = parsePosition(c.text);
    CHECK(formatPosition(p) == c.canonical);
    CHECK(parsePosition(formatPosition(p)) == p);
    CHECK(parseStackList(formatStackList(p)) == p);
    if (hasPaperForm(p)) CHECK(parsePaper(formatPaper(p)) == p);
  }
}

TEST_CASE("Stack list errors are ParseErrors", "[notation][errors]") {
  CHECK_THROWS_AS(parseStackList("r1 x1"), ParseError);  // unknown color letter
  CHECK_THROWS_AS(parseStackList("redd1"), ParseError);  // a color name, then not a height
  CHECK_THROWS_AS(parseStackList("r0"), ParseError);     // height 0
  CHECK_THROWS_AS(parseStackList("r-1"), ParseError);    // negative
  CHECK_THROWS_AS(parseStackList("rx"), ParseError);     // not a number
  CHECK_THROWS_AS(parseStackList("r1.5"), ParseError);   // not a whole number
  CHECK_THROWS_AS(parseStackList("r+1"), ParseError);
  CHECK_THROWS_AS(parseStackList("r"), ParseError);     // missing height
  CHECK_THROWS_AS(parseStackList("r256"), ParseError);  // too large
  CHECK_THROWS_AS(parseStackList("r99999999999999999999999"), ParseError);
  CHECK_THROWS_AS(parseStackList(""), ParseError);  // no stacks
  CHECK_THROWS_AS(parseStackList(" \t "), ParseError);
  CHECK_THROWS_AS(parseStackList("r200 b56"), ParseError);  // more than 255 chips
  CHECK_THROWS_AS(parseStackList("r255 r1"), ParseError);
  CHECK_NOTHROW(parseStackList("r200 b55"));
  CHECK_THROWS_WITH(parseStackList("r1 x1"), Catch::Contains("unknown color letter"));
  CHECK_THROWS_WITH(parseStackList("r1 b0"), Catch::Contains("stack 2"));
}

TEST_CASE("Paper notation errors are ParseErrors", "[notation][errors]") {
  CHECK_THROWS_AS(parsePaper("<3,5;4"), ParseError);   // truncated
  CHECK_THROWS_AS(parsePaper("<3,5;4>"), ParseError);  // too few fields
  CHECK_THROWS_AS(parsePaper("<3,5>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<<3,5;;>"), ParseError);  // unbalanced
  CHECK_THROWS_AS(parsePaper("<3,5;;>>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<3,<5;;>"), ParseError);
  CHECK_THROWS_AS(parsePaper("3,5;;>"), ParseError);    // no opening '<'
  CHECK_THROWS_AS(parsePaper("<1,1;1;>"), ParseError);  // a hill of height 1
  CHECK_THROWS_AS(parsePaper("<1,1;;1>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<1,1;0;>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<1,1;;;>"), ParseError);   // too many fields
  CHECK_THROWS_AS(parsePaper("<1,1,1;;>"), ParseError);  // j,k has two numbers
  CHECK_THROWS_AS(parsePaper("<1;;>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<-1,3;;>"), ParseError);    // negative
  CHECK_THROWS_AS(parsePaper("<a,3;;>"), ParseError);     // not a number
  CHECK_THROWS_AS(parsePaper("<1,3;2,;>"), ParseError);   // empty hill
  CHECK_THROWS_AS(parsePaper("<1,3;256;>"), ParseError);  // too large
  CHECK_THROWS_AS(parsePaper("<0,0;;>"), ParseError);     // no stacks
  CHECK_THROWS_AS(parsePaper("<>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<200,56;;>"), ParseError);  // more than 255 chips
  CHECK_THROWS_AS(parsePaper("<255,255;;>"), ParseError);
  CHECK_THROWS_AS(parsePaper("<0,1;200;55>"), ParseError);
  CHECK_THROWS_AS(parsePaper(""), ParseError);
  CHECK_THROWS_AS(parsePosition("<1,1;1;>"), ParseError);
  CHECK_THROWS_AS(parsePosition("r1 b1>"), ParseError);
  CHECK_THROWS_AS(parsePosition("   "), ParseError);
  CHECK_THROWS_WITH(parsePaper("<1,1;1;>"), Catch::Contains("hill"));
}

TEST_CASE("Chips notation errors are ParseErrors", "[notation][errors]") {
  CHECK_THROWS_AS(parseChips("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"), ParseError);  // 17 colors
  CHECK(parseChips("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1").size() == 16);
  CHECK_THROWS_AS(parseChips("3,-3"), ParseError);
  CHECK_THROWS_AS(parseChips("3,x"), ParseError);
  CHECK_THROWS_AS(parseChips("3,,3"), ParseError);
  CHECK_THROWS_AS(parseChips(""), ParseError);
  CHECK_THROWS_AS(parseChips("0,0"), ParseError);  // no chips at all
  CHECK_THROWS_AS(parseChips("256"), ParseError);
  CHECK_THROWS_AS(parseInitial("200,56"), ParseError);  // more than 255 chips in all
  CHECK_THROWS_AS(parseInitial("128,128"), ParseError);
  CHECK_NOTHROW(parseInitial("128,127"));
}

TEST_CASE("Input takes color names, upper case, commas and the paper's brackets", "[notation]") {
  constexpr Color kYellow = 15;
  CHECK(parseStackList("y3") == Position({st(kYellow, 3)}));
  CHECK(parseStackList("yellow3 red1") == parseStackList("r1 y3"));
  CHECK(parseStackList("R1, B3,G2") == parseStackList("r1 b3 g2"));
  CHECK(parseStackList("Blue2 BLACK1") == parseStackList("b2 k1"));
  CHECK(parsePosition("\u27E83,5;4;2\u27E9") == parsePaper("<3,5;4;2>"));
  CHECK(parsePosition(" \u27E86,8;;\u27E9 ") == parsePaper("<6,8;;>"));
  // An unknown color is named whole, even when it is not ASCII.
  CHECK_THROWS_WITH(parseStackList("r1 \u00e91"), Catch::Contains("'\u00e9'"));
  CHECK_THROWS_WITH(parseStackList("purpel2"), Catch::Contains("height"));
  CHECK_THROWS_WITH(parseStackList("x1"), Catch::Contains("y yellow"));
}

TEST_CASE("The colour legend names every letter once", "[notation]") {
  std::string legend = colorLegend();
  for (char letter : kColorLetters) CHECK(legend.find(std::string(1, letter) + " ") != std::string::npos);
  CHECK(legend.find("y yellow") != std::string::npos);
}
