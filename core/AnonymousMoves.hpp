// The moves of an anonymous state (AnonymousState.hpp) as group edits, and the two shortcuts every
// search over states uses: stacks that can never move are removed, and one color left is decided
// by counting. Shared by the win/loss solver (Solver.cpp) and the Grundy values (Grundy.cpp).
#pragma once

#include <span>

#include "AnonymousState.hpp"

namespace babylon {

// Calls visit(edits) for each move of s to a distinct successor, until visit returns true.
template <typename Visit>
bool anyMove(const AnonymousState& s, Visit&& visit) {
  for (int g = 0; g < s.groupCount; ++g) {
    int lo = s.begin[g], hi = s.begin[g + 1];
    // Two stacks of one color: the result is the same whichever goes on top.
    for (int i = lo; i < hi; ++i) {
      if (i > lo && s.h[i] == s.h[i - 1]) continue;
      for (int j = i + 1; j < hi; ++j) {
        if (j > i + 1 && s.h[j] == s.h[j - 1]) continue;
        GroupEdit e{g, i - lo, j - lo, s.h[i] + s.h[j]};
        if (visit(std::span<const GroupEdit>(&e, 1))) return true;
      }
    }
  }
  // Two colors, equal heights v: the moved stack's color tops the new stack of height 2v.
  for (int g1 = 0; g1 < s.groupCount; ++g1)
    for (int g2 = 0; g2 < s.groupCount; ++g2) {
      if (g1 == g2) continue;
      int i = s.begin[g1], j = s.begin[g2];
      while (i < s.begin[g1 + 1] && j < s.begin[g2 + 1]) {
        if (s.h[i] < s.h[j]) {
          ++i;
          continue;
        }
        if (s.h[j] < s.h[i]) {
          ++j;
          continue;
        }
        GroupEdit e[2] = {{g1, i - s.begin[g1], -1, 2 * s.h[i]}, {g2, j - s.begin[g2], -1, 0}};
        if (visit(std::span<const GroupEdit>(e, 2))) return true;
        std::uint8_t v = s.h[i];
        while (i < s.begin[g1 + 1] && s.h[i] == v) ++i;
      }
    }
  return false;
}

// A stack that is the only one of its color and taller than all other chips together can never
// be moved or covered: no other stack can reach its height or take its color. It can be removed
// without changing the moves left or who is to move. Removes every such stack from s (copying
// into scratch on the first one); returns the state to search.
inline const AnonymousState* removeUntouchable(const AnonymousState& in, AnonymousState& scratch) {
  const AnonymousState* s = &in;
  for (int g = 0; g < s->groupCount;) {
    if (s->size(g) != 1 || 2 * s->h[s->begin[g]] <= s->chips) {
      ++g;
      continue;
    }
    if (s != &scratch) scratch = *s, s = &scratch;
    scratch.removeGroup(g);
    g = 0;  // fewer chips: a stack passed over may now be taller than the rest
  }
  return s;
}

// One color left: every pair of stacks can be combined until one stack remains, so exactly
// stacks-1 moves are left and the player to move wins iff that number is odd.
inline bool oneColorWins(const AnonymousState& s) { return s.stacks() > 0 && s.stacks() % 2 == 0; }

}  // namespace babylon
