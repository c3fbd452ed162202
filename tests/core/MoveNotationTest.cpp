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
  CHECK_THROWS_AS(parseMove(p, "rb"), ParseError);  // different height and color
  CHECK_THROWS_AS(parseMove(p, "rB"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1>b2"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1 b2"), ParseError);
  CHECK_THROWS_AS(parseMove(p, "r1>r1"), ParseError);  // only one red singleton
  CHECK_THROWS_AS(parseMove(p, "r1>b1"), ParseError);  // no blue singleton
  CHECK_THROWS_AS(parseMove(p, "RB"), ParseError);     // no red hill
  Position q = pos("<2,2;;>");
  CHECK_THROWS_AS(parseMove(q, "RB"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "rR"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r"), ParseError);  // one stack only
  CHECK_THROWS_AS(parseMove(q, ""), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1 "), ParseError);
  CHECK_THROWS_AS(parseMove(q, ">"), ParseError);
  CHECK_THROWS_AS(parseMove(q, "r1 b1 b1"), ParseError);  // three stacks
  CHECK_THROWS_AS(parseMove(q, "xb"), ParseError);        // unknown color letter
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

TEST_CASE("parseMove says why a move is not legal: which stack is missing or what keeps two apart",
          "[move-notation][errors]") {
  Position p = pos("r1 b2 b1 b1");
  CHECK_THROWS_WITH(parseMove(p, "r5>b1"), "move 'r5>b1' is not legal in <1,2;;2>: no stack r5");
  CHECK_THROWS_WITH(parseMove(p, "r5>g2"), "move 'r5>g2' is not legal in <1,2;;2>: no stack r5 and no stack g2");
  CHECK_THROWS_WITH(parseMove(p, "r1 b2"),
                    "move 'r1 b2' is not legal in <1,2;;2>: r1 and b2 differ in both height and top color");
  CHECK_THROWS_WITH(parseMove(p, "rB"),
                    "move 'rB' is not legal in <1,2;;2>: r1 and b2 differ in both height and top color");
  CHECK_THROWS_WITH(parseMove(p, "r1>r1"), Catch::Contains("there is only one r1, and a stack cannot go on itself"));
  CHECK_THROWS_WITH(parseMove(p, "rr"), Catch::Contains("there is only one r1, and a stack cannot go on itself"));
  CHECK_THROWS_WITH(parseMove(p, "RB"), Catch::EndsWith(": no red hill"));
  CHECK_THROWS_WITH(parseMove(p, "gb"), Catch::EndsWith(": no green singleton"));
  CHECK_THROWS_WITH(parseMove(p, "GR"), Catch::EndsWith(": no green hill and no red hill"));
  CHECK_THROWS_WITH(parseMove(p, "r"),
                    Catch::EndsWith(": it names one stack; a move names two, the moved stack first"));
  // Several stacks of each kind: every pair differs.
  CHECK_THROWS_WITH(
      parseMove(pos("r1 r1 b2 b3"), "rB"),
      Catch::EndsWith(": every red singleton (r1) differs from every blue hill (b3 and b2) in both height "
                      "and top color"));
  // A string cut two ways: the reason for each.
  CHECK_THROWS_WITH(parseMove(pos("r1 b3"), "rbb"),
                    Catch::EndsWith(": as r onto bb, no stack b2; as rb onto b, no stack r2 and no blue singleton"));
}

TEST_CASE("parseMove's ambiguity message offers each legal move the string can mean", "[move-notation][errors]") {
  CHECK_THROWS_WITH(parseMove(pos("<0,0;2,3;2,3>"), "RB"),
                    "move 'RB' is ambiguous in <0,0;3,2;3,2>: it can be r3>b3 or r2>b2; type one of these");
  CHECK_THROWS_WITH(parseMove(pos("<1,0;4,3,2;>"), "rR"),
                    "move 'rR' is ambiguous in <1,0;4,3,2;>: it can be r1>r4, r1>r3 or r1>r2; type one of these");
}

TEST_CASE("parseMove echoes what it refuses whole and printable", "[move-notation][errors]") {
  Position p = pos("r1 b1");
  CHECK_THROWS_WITH(parseMove(p, "r\xC3\xA4"), "move 'r\xC3\xA4': unknown color letter '\xC3\xA4' at position 2");
  CHECK_THROWS_WITH(parseMove(p, "r\x1b[A"), "move 'r\\x1b[A': unknown color letter '\\x1b' at position 2");
  CHECK_THROWS_WITH(parseMove(p, "r1,b1>b1"), "move 'r1,b1>b1' must name exactly two stacks");
  CHECK_THROWS_WITH(parseMove(p, "r1>q1"), Catch::StartsWith("move 'r1>q1': stack 2 'q1': unknown color letter 'q'"));
}
