// Text notations for positions: stack lists (`r1 r1 b3 g2`), the paper's two-color notation
// (`<j,k; u1,u2,...; v1,v2,...>`) and chips per color (`3,3,3,3`).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "Position.hpp"

namespace babylon {

// Stack list: stacks separated by spaces or commas, each a color and a height (`r1 b3 g2`,
// `R1, Yellow3`); a color is its letter or its name (kColorNames), in any case.
// The paper's angle brackets ⟨ ⟩ are accepted wherever < > are.
Position parseStackList(std::string_view text);
std::string formatStackList(const Position& p);
std::string formatStack(const Stack& s);  // `r3`
// "r red, b blue, g green, ...": every color letter and its name, for help and error messages.
std::string colorLegend();

// The paper's notation: j red singletons, k blue singletons, red hills, blue hills (each >= 2).
Position parsePaper(std::string_view text);
// Only for positions with no color beyond red and blue; hills listed tallest first.
bool hasPaperForm(const Position& p);
std::string formatPaper(const Position& p);

// Chips per color, comma-separated: `3,3,3,3` is three singletons of each of four colors.
std::vector<int> parseChips(std::string_view text);
Position parseInitial(std::string_view chipsText);

// A position in either stack-list or paper notation (paper notation starts with `<`).
Position parsePosition(std::string_view text);
// Paper notation when the position has one, else the stack list.
std::string formatPosition(const Position& p);

// A sum of positions whose stacks never interact (a move is a move in one part): parts in either
// notation separated by `+` (`<3,5;;> + r1 b2`). Text without `+` is one part. A part that does
// not parse is named by its number in the message.
std::vector<Position> parseSum(std::string_view text);
// The parts in formatPosition's notation, joined by " + ".
std::string formatSum(const std::vector<Position>& parts);

}  // namespace babylon
