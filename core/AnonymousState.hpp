// A position up to renaming colors, in the flat layout the exact solver searches.
//
// Renaming colors never changes who wins, so the solver identifies positions that differ only
// by a permutation of colors: a state is a list of anonymous color groups, each the ascending
// heights of one color's stacks. Groups are stored in any order; key() orders them canonically
// (by size, then heights) before packing them with the PackedKey layout.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "Limits.hpp"
#include "PackedKey.hpp"
#include "Position.hpp"

namespace babylon {

struct AnonymousState {
  int groupCount = 0;
  int chips = 0;
  std::array<std::uint8_t, kMaxColors + 1> begin{};  // group g is h[begin[g] .. begin[g+1])
  std::array<std::uint8_t, kMaxChips> h{};

  static AnonymousState from(const Position& p);

  int stacks() const { return begin[groupCount]; }
  int size(int g) const { return begin[g + 1] - begin[g]; }
  std::span<const std::uint8_t> group(int g) const { return {h.data() + begin[g], h.data() + begin[g + 1]}; }

  void removeGroup(int g);

  template <int W>
  PackedKey<W> key() const {
    std::array<int, kMaxColors> order{};
    for (int g = 0; g < groupCount; ++g) order[g] = g;
    std::sort(order.begin(), order.begin() + groupCount, [this](int a, int b) {
      if (size(a) != size(b)) return size(a) < size(b);
      auto ga = group(a), gb = group(b);
      return std::lexicographical_compare(ga.begin(), ga.end(), gb.begin(), gb.end());
    });
    KeyWriter<W> writer;
    for (int i = 0; i < groupCount; ++i) writer.group(group(order[i]));
    return writer.key();
  }
};

// A change to one group: remove up to two stacks (by index within the group), add up to one.
struct GroupEdit {
  int group = -1;
  int remove1 = -1, remove2 = -1;
  int add = 0;  // height to insert, 0 for none
};

// `next` becomes `s` with the edits applied (empty groups dropped).
void applyEdits(const AnonymousState& s, std::span<const GroupEdit> edits, AnonymousState& next);

}  // namespace babylon
