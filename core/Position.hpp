// A Babylon position in canonical form: a multiset of stacks, independent of stack order.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "PackedKey.hpp"
#include "Stack.hpp"

namespace babylon {

// Invariants: every height >= 1, every color < kMaxColors, total chips <= kMaxChips, and the
// stacks are kept sorted by stackBefore, so equal positions have equal stack vectors.
//
// Storage: up to kInlineStacks stacks (2 bytes each) live inside the object, more spill to the
// heap (Boost.Container's small_vector), so making a successor or copying a position of at most
// that many stacks never touches the heap (a heap vector's allocation and free were a fifth of
// the verifier's time), and a copy moves only the stacks in use. Room for every
// possible stack (kMaxChips, a 520-byte position) made runs that hold many positions, such as the
// starts of verify --from all and their verdicts, take 2.6 times main's peak memory; with 64 a
// position is 160 bytes, and only the first moves from a start of more than 64 singletons
// allocate (CHANGELOG.md).
class Position {
 public:
  Position() = default;
  // Throws std::invalid_argument when a stack or the total breaks the limits above.
  explicit Position(std::span<const Stack> stacks);
  explicit Position(const std::vector<Stack>& stacks) : Position(std::span<const Stack>(stacks)) {}

  // The starting position with chips[c] singletons of color c.
  static Position initial(std::span<const int> chipsPerColor);

  std::span<const Stack> stacks() const { return {stacks_.data(), stacks_.size()}; }
  std::size_t stackCount() const { return stacks_.size(); }
  int chips() const { return chips_; }
  // One more than the largest color present (0 for the empty position).
  int colorSpan() const;
  int stacksOfColor(Color c) const;
  bool has(const Stack& s) const;

  // The position with stack `a` placed on stack `b` (both must be present; legality unchecked).
  Position combined(const Stack& a, const Stack& b) const;

  // The packed key (PackedKey.hpp) with one group per color 0..colorSpan()-1, in color order.
  template <int W>
  PackedKey<W> key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  static constexpr std::size_t kInlineStacks = 64;
  using Stacks = boost::container::small_vector<Stack, kInlineStacks>;
  Stacks stacks_;
  int chips_ = 0;
};

template <int W>
PackedKey<W> Position::key() const {
  // Stacks are sorted by color, tallest first within a color: each color is one run, and the
  // run read backwards gives its heights in ascending order (no copy of them is needed).
  KeyWriter<W> writer;
  std::size_t begin = 0;
  for (int c = 0; c < colorSpan(); ++c) {
    std::size_t end = begin;
    while (end < stacks_.size() && stacks_[end].color == c) ++end;
    writer.beginGroup(end - begin);
    for (std::size_t i = end; i-- > begin;) writer.height(stacks_[i].height);
    begin = end;
  }
  return writer.key();
}

struct PositionHash {
  std::size_t operator()(const Position& p) const { return absl::HashOf(p.key<8>()); }
};

}  // namespace babylon
