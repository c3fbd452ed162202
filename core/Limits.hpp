// Size limits of the game model: how many chips and colors a position may hold.
#pragma once

#include <cstddef>

namespace babylon {

inline constexpr int kMaxChips = 255;  // heights and chip totals fit in one byte
inline constexpr int kMaxColors = 16;  // colors are numbered 0..kMaxColors-1

}  // namespace babylon
