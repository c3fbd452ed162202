// A stack of chips as the game sees it: its height and the color of its top chip.
#pragma once

#include <cstdint>
#include <iterator>
#include <optional>
#include <string_view>

#include "Limits.hpp"

namespace babylon {

// Colors are small integers. Color 0 is red (`r`, the paper's minority color), 1 is blue (`b`);
// further colors take further letters of kColorLetters, and have the names of kColorNames
// (input accepts either, in any case: `y3`, `Yellow3`).
using Color = std::uint8_t;
inline constexpr Color kRed = 0;
inline constexpr Color kBlue = 1;
inline constexpr std::string_view kColorLetters = "rbgopwkcmtsnlhdy";
static_assert(kColorLetters.size() == kMaxColors);
inline constexpr std::string_view kColorNames[] = {"red",   "blue",  "green",   "orange", "purple", "white",
                                                   "black", "cyan",  "magenta", "teal",   "silver", "navy",
                                                   "lime",  "hazel", "denim",   "yellow"};
static_assert(std::size(kColorNames) == kMaxColors);

inline char colorLetter(Color c) { return kColorLetters[c]; }

inline std::optional<Color> colorFromLetter(char letter) {
  auto at = kColorLetters.find(letter);
  if (at == std::string_view::npos) return std::nullopt;
  return static_cast<Color>(at);
}

// Only the top chip's color matters: chips below it can never again affect the game (paper, §2).
struct Stack {
  Color color = 0;
  std::uint8_t height = 1;

  friend bool operator==(const Stack&, const Stack&) = default;
};

// Canonical order of stacks within a position: by color, then by height, tallest first.
inline bool stackBefore(const Stack& a, const Stack& b) {
  if (a.color != b.color) return a.color < b.color;
  return a.height > b.height;
}

}  // namespace babylon
