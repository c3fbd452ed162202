// The picture of a position as SVG: columns of chips, top colors marked, heights labelled.
#include "PositionSvg.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "core/Notation.hpp"
#include "verify/Starts.hpp"

namespace babylon::report {

namespace {

// A CSS color for each of kColorNames, and a paler one for the chips under the top.
constexpr std::array<const char*, kMaxColors> kFill = {"#d62728", "#1f5fbf", "#2ca02c", "#ff7f0e", "#8e44ad", "#ffffff",
                                                       "#222222", "#17becf", "#e377c2", "#008080", "#b8b8b8", "#1b2a6b",
                                                       "#9acd32", "#8e7618", "#5b7fa3", "#f2d200"};
constexpr std::array<const char*, kMaxColors> kPale = {"#f2b8b8", "#b6c9ec", "#bfe3bf", "#ffd8b3", "#d9c2e6", "#f4f4f4",
                                                       "#9a9a9a", "#b9ecf2", "#f5d0ec", "#a6d8d8", "#e3e3e3", "#a9b1d4",
                                                       "#dcefb4", "#ddd3a8", "#c4d2e1", "#fbf0a6"};

constexpr int kColumn = 24;     // pixels per stack
constexpr int kChipWidth = 18;  // a chip, narrower than its column
constexpr int kMargin = 20;
constexpr int kTitle = 44;         // room for the title lines
constexpr int kMaxColumnPx = 320;  // the tallest column's height at most
constexpr int kLabels = 18;        // the top letter above a column, the height below it
constexpr double kMinTopChip = 6;  // the top chip, however flat the others

}  // namespace

std::string positionSvg(const Position& p) {
  int tallest = 1;
  for (const Stack& s : p.stacks()) tallest = std::max<int>(tallest, s.height);
  // A chip is 14 pixels high while the tallest column fits, and never less than 1.
  double chip = std::clamp(static_cast<double>(kMaxColumnPx) / tallest, 1.0, 14.0);
  int stacks = static_cast<int>(p.stackCount());
  int width = std::max(2 * kMargin + stacks * kColumn, 320);
  int columnTop = kTitle + kLabels + static_cast<int>(kMinTopChip);
  int floor = columnTop + static_cast<int>(chip * tallest + 0.5);
  int height = floor + kLabels + kMargin / 2;
  std::string out = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"#ffffff\"/>\n",
      width, height);
  std::string mover = aliceToMove(p) ? "Alice" : "Bob";
  out += fmt::format("<text x=\"{}\" y=\"18\" font-size=\"14\">{}</text>\n", kMargin, escapeHtml(formatPosition(p)));
  out += fmt::format("<text x=\"{}\" y=\"36\">{} to move · {} stacks · {} chips</text>\n", kMargin, mover, stacks,
                     p.chips());
  int x = kMargin;
  for (const Stack& s : p.stacks()) {
    int cx = x + kColumn / 2, left = x + (kColumn - kChipWidth) / 2;
    double top = floor - chip * s.height;
    // The top chip at least kMinTopChip high, so that its color shows.
    double topChip = std::min(top, top + chip - kMinTopChip);
    // The chips under the top as one pale column, divided into chips while they are tall enough
    // to tell apart; then the top chip in its color.
    if (s.height > 1)
      out += fmt::format(
          "<rect x=\"{}\" y=\"{:.1f}\" width=\"{}\" height=\"{:.1f}\" fill=\"{}\" stroke=\"#555555\" "
          "stroke-width=\"0.6\"/>\n",
          left, top + chip, kChipWidth, chip * (s.height - 1), kPale[s.color]);
    if (chip >= 5)
      for (int i = 2; i < s.height; ++i)
        out += fmt::format(
            "<line x1=\"{}\" y1=\"{:.1f}\" x2=\"{}\" y2=\"{:.1f}\" stroke=\"#555555\" stroke-width=\"0.6\"/>\n", left,
            top + chip * i, left + kChipWidth, top + chip * i);
    out += fmt::format(
        "<rect x=\"{}\" y=\"{:.1f}\" width=\"{}\" height=\"{:.1f}\" fill=\"{}\" stroke=\"#222222\" "
        "stroke-width=\"1.2\"><title>{}{}: {} on top</title></rect>\n",
        left, topChip, kChipWidth, top + chip - topChip, kFill[s.color], colorLetter(s.color), int(s.height),
        kColorNames[s.color]);
    out += fmt::format("<text x=\"{}\" y=\"{:.1f}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>\n", cx,
                       topChip - 4, colorLetter(s.color));
    out += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n", cx, floor + 14, int(s.height));
    x += kColumn;
  }
  return out + "</svg>\n";
}

}  // namespace babylon::report
