// Moves as text: the paper's stack strings (`rb`, `rR`, `RB`, `rrb`) and explicit stack pairs
// (`r1 b1`, `r2>b2`).
#pragma once

#include <string>
#include <string_view>

#include "Move.hpp"

namespace babylon {

// The paper's stack string for a move: each stack is its color letter, lower case for a
// singleton and upper case for a hill (only top colors are known, so `rr` on a hill reads `RR`).
std::string formatMovePaper(const Move& m);
// The explicit form `r1>b1`, exact for every move.
std::string formatMoveExplicit(const Move& m);

// Reads a move in `p`: the explicit form (`r1 b1`, `r1>b1`) or a paper stack string. A paper
// string is split into the moved stack and the stack below in every way; a lower-case string of
// length L means a stack of height L topped by its first letter, an upper-case letter a hill of
// that color. Throws ParseError when no legal move matches or the matches lead to different
// positions.
Move parseMove(const Position& p, std::string_view text);

}  // namespace babylon
