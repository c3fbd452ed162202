// Move notation: the paper's stack strings (`rb`, `rR`, `RB`) and the explicit form (`r1>b1`),
// printed and read back; illegal and ambiguous moves are ParseErrors.
#include <catch2/catch.hpp>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {
Stack st(Color c, int h) { return Stack{c, static_cast<std::uint8_t>(h)}; }
Position pos(const char* text) { return parsePosition(text); }
}  // namespace

TEST_CASE("Moves print in the paper's stack strings and the explicit form", "[move-notation]") {
  CHECK(formatMovePaper({st(kRed, 1), st(kBlue, 1)}) == "rb");
  CHECK(formatMovePaper({st(kRed, 1), st(kRed, 3)}) == "rR");
  CHECK(formatMovePaper({st(kRed, 2), st(kBlue, 2)}) == "RB");
  CHECK(formatMovePaper({st(kBlue, 4), st(kBlue, 1)}) == "Bb");
  CHECK(formatMovePaper({st(2, 1), st(2, 1)}) == "gg");
  CHECK(formatMoveExplicit({st(kRed, 1), st(kBlue, 1)}) == "r1>b1");
  CHECK(formatMoveExplicit({st(kRed, 12), st(kBlue, 12)}) == "r12>b12");
}

TEST_CASE("parseMove reads paper stack strings", "[move-notation]") {
  CHECK(parseMove(pos("<2,2;;>"), "rb") == Move{st(kRed, 1), st(kBlue, 1)});
  CHECK(parseMove(pos("<2,2;;>"), "br") == Move{st(kBlue, 1), st(kRed, 1)});
  CHECK(parseMove(pos("<2,2;;>"), "rr") == Move{st(kRed, 1), st(kRed, 1)});
  CHECK(parseMove(pos("<1,1;3;>"), "rR") == Move{st(kRed, 1), st(kRed, 3)});
  CHECK(parseMove(pos("<1,1;2;2>"), "RB") == Move{st(kRed, 2), st(kBlue, 2)});
  CHECK(parseMove(pos("<1,1;2;2>"), "BR") == Move{st(kBlue, 2), st(kRed, 2)});
  // A lower-case word of length L is a stack of height L topped by its first letter.
  CHECK(parseMove(pos("r1 r2 b1"), "rrb") == Move{st(kRed, 1), st(kRed, 2)});
  CHECK(parseMove(pos("r2 b2 b1"), "rbbb") == Move{st(kRed, 2), st(kBlue, 2)});
  // §3: `xzX` is the 2-stack xz put on the hill X.
  CHECK(parseMove(pos("r2 b2 b1"), "rbB") == Move{st(kRed, 2), st(kBlue, 2)});
  // ...but not on itself: r2 is the only red hill here.
  CHECK_THROWS_AS(parseMove(pos("r2 b3 r1"), "rbR"), ParseError);
  CHECK(parseMove(pos("r2 r2 b1"), "rbR") == Move{st(kRed, 2), st(kRed, 2)});
}

TEST_CASE("parseMove reads the explicit form", "[move-notation]") {
  Position p = pos("<2,2;2;>");
  CHECK(parseMove(p, "r1>b1") == Move{st(kRed, 1), st(kBlue, 1)});
  CHECK(parseMove(p, "r1 b1") == Move{st(kRed, 1), st(kBlue, 1)});
  CHECK(parseMove(p, "r1 > b1") == Move{st(kRed, 1), st(kBlue, 1)});
  CHECK(parseMove(p, "r2>r1") == Move{st(kRed, 2), st(kRed, 1)});
  CHECK(parseMove(p, "r1>r1") == Move{st(kRed, 1), st(kRed, 1)});
  // Printing and reading agree on every legal move.
  for (const Move& m : legalMoves(pos("<3,5;4,2;2>"))) {
    INFO(formatMoveExplicit(m));
    CHECK(parseMove(pos("<3,5;4,2;2>"), formatMoveExplicit(m)) == m);
  }
}

TEST_CASE("parseMove rejects illegal moves", "[move-notation][errors]") {
  Position p = pos("r1 b2");
  CHECK_THROWS_AS(parseMove(p, "rb"), ParseError);       // different height and color
  CHECK_THROWS_AS(parseMove(p, "rB"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1>b2"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1 b2"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1>r1"), ParseError);    // only one red singleton
  CHECK_THROWS_AS(parseMove(p, "r1>b1"), ParseError);    // no blue singleton
  CHECK_THROWS_AS(parseMove(p, "RB"), ParseError);       // no red hill
  Position q = pos("<2,2;;>");
  CHECK_THROWS_AS(parseMove(q, "RB"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "rR"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r"), ParseError);        // one stack only
  CHECK_THROWS_AS(parseMove(q, ""), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1 "), ParseError);
  CHECK_THROWS_AS(parseMove(q, ">"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1 b1 b1"), ParseError);  // three stacks
  CHECK_THROWS_AS(parseMove(q, "xb"), ParseError);       // unknown color letter
  CHECK_THROWS_AS(parseMove(q, "r?"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r0>b1"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "q1>b1"), ParseError);
}

TEST_CASE("parseMove rejects a stack string that names different moves", "[move-notation][errors]") {
  // RB: r2 on b2 or r3 on b3, two different positions.
  CHECK_THROWS_AS(parseMove(pos("<0,0;2,3;2,3>"), "RB"), ParseError);
  CHECK_THROWS_WITH(parseMove(pos("<0,0;2,3;2,3>"), "RB"), Catch::Contains("ambiguous"));
  // rR: a red singleton on the red 2-hill or the red 3-hill.
  CHECK_THROWS_AS(parseMove(pos("<1,0;3,2;>"), "rR"), ParseError);
  // Equal hills are not ambiguous: both moves give the same position.
  CHECK(parseMove(pos("<1,0;2,2;>"), "rR") == Move{st(kRed, 1), st(kRed, 2)});
  // The explicit form settles what the stack string cannot.
  CHECK(parseMove(pos("<0,0;2,3;2,3>"), "r3>b3") == Move{st(kRed, 3), st(kBlue, 3)});
}

TEST_CASE("The explicit form names exactly two stacks, whatever the whitespace", "[move-notation][errors]") {
  // A tab inside a token must not hide a third stack: `r1<TAB>b3>b1` names r1, b3 and b1.
  Position p = pos("r1 b1 b3");
  CHECK_THROWS_AS(parseMove(p, "r1\tb3>b1"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "b3\tr1 b1"), ParseError);
}
