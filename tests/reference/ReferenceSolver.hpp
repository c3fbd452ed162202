// The independent oracle: plain recursive minimax over sorted vectors of (height, color) pairs.
// It shares no code with the library (not even the Position type) and has no shortcuts, so that
// the fast solver can be checked against it. The memo is an ordinary std::map.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace babylon::reference {

using Stacks = std::vector<std::pair<int, int>>;  // (height, color), kept sorted

class ReferenceSolver {
 public:
  // True iff the player to move wins: some move leads to a position where the mover loses.
  // A player with no legal move loses.
  bool wins(Stacks s) {
    std::sort(s.begin(), s.end());
    auto known = memo_.find(s);
    if (known != memo_.end()) return known->second;
    ++positions_;
    bool result = false;
    for (std::size_t a = 0; a < s.size() && !result; ++a)
      for (std::size_t b = 0; b < s.size() && !result; ++b) {
        if (a == b) continue;
        if (s[a].first != s[b].first && s[a].second != s[b].second) continue;
        Stacks next;
        for (std::size_t i = 0; i < s.size(); ++i)
          if (i != a && i != b) next.push_back(s[i]);
        next.push_back({s[a].first + s[b].first, s[a].second});  // a on b: a's color on top
        result = !wins(next);
      }
    memo_.emplace(std::move(s), result);
    return result;
  }
  std::uint64_t positions() const { return positions_; }

 private:
  std::map<Stacks, bool> memo_;
  std::uint64_t positions_ = 0;
};

inline Stacks initialStacks(const std::vector<int>& chipsPerColor) {
  Stacks s;
  for (std::size_t c = 0; c < chipsPerColor.size(); ++c)
    for (int i = 0; i < chipsPerColor[c]; ++i) s.push_back({1, static_cast<int>(c)});
  return s;
}

}  // namespace babylon::reference
