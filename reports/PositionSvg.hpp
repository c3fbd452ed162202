// The picture of one position as a standalone SVG: `babylon solve --svg`, the Python module's
// `Position._repr_svg_` and the report draw positions with this one function.
#pragma once

#include <string>

#include "core/Position.hpp"

namespace babylon::report {

// Each stack a column of chips, in the canonical order (by color, tallest first). The model
// knows only a stack's top color (paper, §2: the chips below never matter again), so the top
// chip is drawn in that color and marked with its letter above the column, and the chips below
// in a paler shade of it; the height is written under the column. The title gives the position
// and the player to move (Alice moves first, so Alice is to move when chips - stacks is even).
// Chips are flattened so that the tallest column stays within 320 pixels; 40 stacks make a
// picture 1000 pixels wide.
std::string positionSvg(const Position& p);

}  // namespace babylon::report
