// Independent oracles for the claim-check tests: safety by the plain reference solver, and
// y-stack arrangements built from compositions (a different route than the checker's partitions).
#pragma once

#include <algorithm>
#include <cstdint>
#include <set>
#include <vector>

#include "ReferenceSolver.hpp"
#include "core/Position.hpp"
#include "core/RunGuard.hpp"

namespace babylon::test {

// A guard that never stops a test.
inline RunGuard& unlimitedGuard() {
  static RunGuard guard(~std::uint64_t{0});
  return guard;
}

// Section 3's "safe" by the reference solver: even state (Alice to move) safe iff she loses,
// odd state iff Bob to move wins.
inline bool referenceSafe(const Position& p) {
  static reference::ReferenceSolver solver;
  reference::Stacks stacks;
  for (const Stack& s : p.stacks()) stacks.push_back({s.height, s.color});
  bool moverWins = solver.wins(stacks);
  return p.stackCount() % 2 == 0 ? !moverWins : moverWins;
}

// Every multiset of positive heights summing to n: each composition (a bit mask of cuts) sorted.
inline std::set<std::vector<int>> multisetsSumming(int n) {
  std::set<std::vector<int>> out;
  for (std::uint32_t cuts = 0; cuts < (1u << (n - 1)); ++cuts) {
    std::vector<int> parts = {1};
    for (int i = 0; i < n - 1; ++i) {
      if (cuts & (1u << i))
        parts.push_back(1);
      else
        ++parts.back();
    }
    std::sort(parts.begin(), parts.end());
    out.insert(parts);
  }
  return out;
}

}  // namespace babylon::test
