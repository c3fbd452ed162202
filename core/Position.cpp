// Canonicalisation and limits of positions.
#include "Position.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace babylon {

Position::Position(std::span<const Stack> stacks) {
  for (const Stack& s : stacks) {
    if (s.height < 1) throw std::invalid_argument("stack height must be at least 1");
    if (s.color >= kMaxColors)
      throw std::invalid_argument("at most " + std::to_string(kMaxColors) + " colors are supported");
    chips_ += s.height;
  }
  if (chips_ > kMaxChips)
    throw std::invalid_argument("at most " + std::to_string(kMaxChips) + " chips are supported, got " +
                                std::to_string(chips_));
  // One allocation at most (none for up to kInlineStacks stacks).
  stacks_.assign(stacks.begin(), stacks.end());
  // Input already in canonical order (reflections, successors rebuilt by the strategies) needs
  // only the linear check.
  if (!std::is_sorted(stacks_.begin(), stacks_.end(), stackBefore))
    std::sort(stacks_.begin(), stacks_.end(), stackBefore);
}

Position Position::initial(std::span<const int> chipsPerColor) {
  if (chipsPerColor.size() > static_cast<std::size_t>(kMaxColors))
    throw std::invalid_argument("at most " + std::to_string(kMaxColors) + " colors are supported");
  long total = 0;
  for (int c : chipsPerColor) {
    if (c < 0) throw std::invalid_argument("a chip count cannot be negative");
    total += c;
  }
  if (total > kMaxChips)
    throw std::invalid_argument("at most " + std::to_string(kMaxChips) + " chips are supported, got " +
                                std::to_string(total));
  std::vector<Stack> stacks;
  for (std::size_t c = 0; c < chipsPerColor.size(); ++c)
    stacks.insert(stacks.end(), chipsPerColor[c], Stack{static_cast<Color>(c), 1});
  return Position(stacks);
}

int Position::colorSpan() const { return stacks_.empty() ? 0 : stacks_.back().color + 1; }

int Position::stacksOfColor(Color c) const {
  // Sorted by color first: the color's stacks are one run, found by binary search.
  auto first = std::partition_point(stacks_.begin(), stacks_.end(), [c](const Stack& s) { return s.color < c; });
  auto last = std::partition_point(first, stacks_.end(), [c](const Stack& s) { return s.color == c; });
  return static_cast<int>(last - first);
}

bool Position::has(const Stack& s) const { return std::find(stacks_.begin(), stacks_.end(), s) != stacks_.end(); }

Position Position::combined(const Stack& a, const Stack& b) const {
  // The stacks are sorted, so a and b are found by binary search (the copy after a when a == b);
  // the copy drops them and inserts their union where the order puts it, each step one block
  // move. Equal stacks are interchangeable, so this is the sorted result.
  auto ia = std::lower_bound(stacks_.begin(), stacks_.end(), a, stackBefore);
  if (ia == stacks_.end() || !(*ia == a)) throw std::logic_error("combined: stack a is not in the position");
  auto ib = a == b ? ia + 1 : std::lower_bound(stacks_.begin(), stacks_.end(), b, stackBefore);
  if (ib == stacks_.end() || !(*ib == b)) throw std::logic_error("combined: stack b is not in the position");
  auto first = std::min(ia, ib), second = std::max(ia, ib);
  Position p;
  p.chips_ = chips_;
  p.stacks_.reserve(stacks_.size() - 1);  // one allocation at most, and none for a small position
  p.stacks_.assign(stacks_.begin(), first);
  p.stacks_.insert(p.stacks_.end(), first + 1, second);
  p.stacks_.insert(p.stacks_.end(), second + 1, stacks_.end());
  Stack merged{a.color, static_cast<std::uint8_t>(a.height + b.height)};
  p.stacks_.insert(std::upper_bound(p.stacks_.begin(), p.stacks_.end(), merged, stackBefore), merged);
  return p;
}

}  // namespace babylon
