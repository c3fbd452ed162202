// The picture of the stacks `babylon play` shows after every move: one row per kind of stack
// (top color and height), its count, and a block per chip for each such stack, in the stack's
// color on a terminal that allows it.
#pragma once

#include <string>

#include "core/Position.hpp"

namespace babylon::cli {

// "        r1 ×6  █ █ █ █ █ █\n        b2 ×1  ██\n": the rows, each ending in a newline; red
// first, then blue and the other colors, lower stacks first. With `ansi`, the blocks are drawn
// in each stack's color with ANSI escape sequences; without, the text has none.
std::string stacksPicture(const Position& p, bool ansi);

// Color only on a terminal, when NO_COLOR is unset or empty (https://no-color.org) and the
// terminal is not a dumb one; `noColor` and `term` are the environment's values (null: unset).
bool wantsColor(bool outputIsTerminal, const char* noColor, const char* term);

}  // namespace babylon::cli
