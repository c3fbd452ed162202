// The independent oracle: plain recursive minimax over sorted vectors of (height, color) pairs.
// It shares no code with the library (not even the Position type) and has no shortcuts, so that
// the fast solver can be checked against it. The memo is an ordinary std::map.
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace babylon::reference {

using Stacks = std::vector<std::pair<int, int>>;  // (height, color), kept sorted

// Calls visit(result) for every legal move from s, one per ordered pair of stacks (a on b when
// they share a height or a top color; a's color on top; the result unsorted), until visit returns
// true. Returns whether some visit did.
template <typename Visit>
bool forEachMoveResult(const Stacks& s, Visit&& visit) {
  for (std::size_t a = 0; a < s.size(); ++a)
    for (std::size_t b = 0; b < s.size(); ++b) {
      if (a == b) continue;
      if (s[a].first != s[b].first && s[a].second != s[b].second) continue;
      Stacks next;
      for (std::size_t i = 0; i < s.size(); ++i)
        if (i != a && i != b) next.push_back(s[i]);
      next.push_back({s[a].first + s[b].first, s[a].second});  // a on b: a's color on top
      if (visit(std::move(next))) return true;
    }
  return false;
}

class ReferenceSolver {
 public:
  // True iff the player to move wins: some move leads to a position where the mover loses.
  // A player with no legal move loses.
  bool wins(Stacks s) {
    std::sort(s.begin(), s.end());
    auto known = memo_.find(s);
    if (known != memo_.end()) return known->second;
    ++positions_;
    bool result = forEachMoveResult(s, [this](Stacks next) { return !wins(std::move(next)); });
    memo_.emplace(std::move(s), result);
    return result;
  }
  std::uint64_t positions() const { return positions_; }

 private:
  std::map<Stacks, bool> memo_;
  std::uint64_t positions_ = 0;
};

// The plain Grundy value: the least value no successor has (mex), by recursion over every move,
// memoised in a std::map. A sum is a list of parts whose stacks never meet: a move is a move in
// one part. Sums are searched as they are, move by move, without the Sprague-Grundy theorem, so
// that the fast solver's nim-sum is checked, not copied.
class ReferenceGrundy {
 public:
  int value(const Stacks& s) { return sumValue({s}); }

  int sumValue(std::vector<Stacks> parts) {
    for (Stacks& p : parts) std::sort(p.begin(), p.end());
    auto known = memo_.find(parts);
    if (known != memo_.end()) return known->second;
    std::set<int> seen;
    for (std::size_t i = 0; i < parts.size(); ++i)
      forEachMoveResult(parts[i], [&](Stacks next) {
        std::vector<Stacks> after = parts;
        after[i] = std::move(next);
        seen.insert(sumValue(std::move(after)));
        return false;
      });
    int m = 0;
    while (seen.count(m)) ++m;
    memo_.emplace(std::move(parts), m);
    return m;
  }

 private:
  std::map<std::vector<Stacks>, int> memo_;
};

inline Stacks initialStacks(const std::vector<int>& chipsPerColor) {
  Stacks s;
  for (std::size_t c = 0; c < chipsPerColor.size(); ++c)
    for (int i = 0; i < chipsPerColor[c]; ++i) s.push_back({1, static_cast<int>(c)});
  return s;
}

// Perft: the number of distinct positions after exactly d moves, for d = 0, 1, ... until no move
// is left (every move removes one stack, so the layers are disjoint).
inline std::vector<std::uint64_t> distinctPositionsByDepth(const Stacks& start) {
  std::vector<std::uint64_t> counts;
  std::set<Stacks> layer;
  Stacks sorted = start;
  std::sort(sorted.begin(), sorted.end());
  layer.insert(sorted);
  while (!layer.empty()) {
    counts.push_back(layer.size());
    std::set<Stacks> next;
    for (const Stacks& s : layer)
      forEachMoveResult(s, [&](Stacks n) {
        std::sort(n.begin(), n.end());
        next.insert(std::move(n));
        return false;
      });
    layer.swap(next);
  }
  return counts;
}

}  // namespace babylon::reference
