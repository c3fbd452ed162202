// Drawing the stacks of a position as rows of blocks, plain or in ANSI color.
#include "PlaySessionPicture.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "core/Notation.hpp"

namespace babylon::cli {

namespace {

// ANSI foreground colors for the 16 colors of kColorLetters (rbgopwkcmtsnlhdy): the eight basic
// ones where they fit, else the 256-color palette; black is drawn dark grey, to show on a black
// terminal.
constexpr const char* kAnsiColor[] = {"31", "34",      "32",       "38;5;208", "38;5;93",  "37",       "90",      "36",
                                      "95", "38;5;30", "38;5;250", "38;5;19",  "38;5;118", "38;5;137", "38;5;67", "33"};
static_assert(std::size(kAnsiColor) == kMaxColors);

// A row draws at most this many columns of blocks; the count in front says how many stacks.
constexpr int kMaxRowWidth = 64;

struct Row {
  Stack stack;
  int count = 0;
};

std::vector<Row> rows(const Position& p) {
  std::vector<Row> out;
  for (const Stack& s : p.stacks()) {
    if (!out.empty() && out.back().stack == s)
      ++out.back().count;
    else
      out.push_back({s, 1});
  }
  // The position keeps each color's stacks tallest first; the picture shows lower stacks first.
  std::stable_sort(out.begin(), out.end(), [](const Row& a, const Row& b) {
    return a.stack.color != b.stack.color ? a.stack.color < b.stack.color : a.stack.height < b.stack.height;
  });
  return out;
}

std::string blocks(int height) {
  std::string out;
  for (int i = 0; i < height; ++i) out += "█";
  return out;
}

}  // namespace

std::string stacksPicture(const Position& p, bool ansi) {
  std::vector<Row> all = rows(p);
  std::size_t labelWidth = 0, countWidth = 0;
  for (const Row& r : all) {
    labelWidth = std::max(labelWidth, formatStack(r.stack).size());
    countWidth = std::max(countWidth, std::to_string(r.count).size());
  }
  std::string out;
  for (const Row& r : all) {
    int shown = std::max(1, std::min(r.count, kMaxRowWidth / (r.stack.height + 1)));
    std::string drawn;
    for (int i = 0; i < shown; ++i) {
      if (i > 0) drawn += ' ';
      drawn += blocks(r.stack.height);
    }
    if (shown < r.count) drawn += " …";
    if (ansi) drawn = fmt::format("\x1b[{}m{}\x1b[0m", kAnsiColor[r.stack.color], drawn);
    out += fmt::format("        {:<{}} ×{:<{}}  {}\n", formatStack(r.stack), labelWidth, r.count, countWidth, drawn);
  }
  return out;
}

bool wantsColor(bool outputIsTerminal, const char* noColor, const char* term) {
  if (!outputIsTerminal) return false;
  if (noColor != nullptr && noColor[0] != '\0') return false;
  return term == nullptr || std::strcmp(term, "dumb") != 0;
}

}  // namespace babylon::cli
