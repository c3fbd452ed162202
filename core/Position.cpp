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
  // Every height is at least 1, so at most kMaxChips stacks: they fit the inline buffer.
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
  return static_cast<int>(std::count_if(stacks_.begin(), stacks_.end(), [c](const Stack& s) { return s.color == c; }));
}

bool Position::has(const Stack& s) const { return std::find(stacks_.begin(), stacks_.end(), s) != stacks_.end(); }

Position Position::combined(const Stack& a, const Stack& b) const {
  // One pass over the sorted stacks: drop a and b (the second copy when a == b) and insert their
  // union where the order puts it; equal stacks are interchangeable, so this is the sorted result.
  auto ia = std::find(stacks_.begin(), stacks_.end(), a);
  if (ia == stacks_.end()) throw std::logic_error("combined: stack a is not in the position");
  auto ib = std::find(stacks_.begin(), stacks_.end(), b);
  if (ib == ia) ib = std::find(ia + 1, stacks_.end(), b);
  if (ib == stacks_.end()) throw std::logic_error("combined: stack b is not in the position");
  Stack merged{a.color, static_cast<std::uint8_t>(a.height + b.height)};
  Position p;
  p.chips_ = chips_;
  bool placed = false;
  for (auto it = stacks_.begin(); it != stacks_.end(); ++it) {
    if (it == ia || it == ib) continue;
    if (!placed && stackBefore(merged, *it)) {
      p.stacks_.push_back(merged);
      placed = true;
    }
    p.stacks_.push_back(*it);
  }
  if (!placed) p.stacks_.push_back(merged);
  return p;
}

}  // namespace babylon
