// Building anonymous states from positions and applying a move's edits to them.
#include "AnonymousState.hpp"

namespace babylon {

AnonymousState AnonymousState::from(const Position& p) {
  AnonymousState s;
  s.chips = p.chips();
  int at = 0;
  for (int c = 0; c < p.colorSpan(); ++c) {
    int first = at;
    // Position keeps each color tallest first; the state wants ascending heights.
    for (auto it = p.stacks().rbegin(); it != p.stacks().rend(); ++it)
      if (it->color == c) s.h[at++] = it->height;
    if (at > first) {
      s.begin[s.groupCount] = static_cast<std::uint8_t>(first);
      s.begin[++s.groupCount] = static_cast<std::uint8_t>(at);
    }
  }
  return s;
}

void AnonymousState::removeGroup(int g) {
  int lo = begin[g], hi = begin[g + 1], width = hi - lo;
  std::copy(h.begin() + hi, h.begin() + begin[groupCount], h.begin() + lo);
  for (int i = g; i < groupCount; ++i) begin[i] = static_cast<std::uint8_t>(begin[i + 1] - width);
  --groupCount;
  chips = 0;
  for (int i = 0; i < begin[groupCount]; ++i) chips += h[i];
}

void applyEdits(const AnonymousState& s, std::span<const GroupEdit> edits, AnonymousState& next) {
  next.chips = s.chips;
  next.groupCount = 0;
  int at = 0;
  for (int g = 0; g < s.groupCount; ++g) {
    const GroupEdit* edit = nullptr;
    for (const GroupEdit& e : edits)
      if (e.group == g) edit = &e;
    int first = at;
    int add = edit ? edit->add : 0;
    for (int i = 0; i < s.size(g); ++i) {
      if (edit && (i == edit->remove1 || i == edit->remove2)) continue;
      std::uint8_t v = s.h[s.begin[g] + i];
      if (add && add <= v) {
        next.h[at++] = static_cast<std::uint8_t>(add);
        add = 0;
      }
      next.h[at++] = v;
    }
    if (add) next.h[at++] = static_cast<std::uint8_t>(add);
    if (at > first) {
      next.begin[next.groupCount] = static_cast<std::uint8_t>(first);
      next.begin[++next.groupCount] = static_cast<std::uint8_t>(at);
    }
  }
}

}  // namespace babylon
