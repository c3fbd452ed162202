// Perft, as chess engines pin their move generators: the number of distinct positions after
// exactly d moves from a few starts, for every d, pinned here. The counts were established by the
// plain reference rules (tests/reference) and are checked against them and against the library's
// successors(), so a change to either move generator that adds, drops or merges a position fails.
#include <set>
#include <vector>

#include <catch2/catch.hpp>

#include "ReferenceSolver.hpp"
#include "core/Move.hpp"
#include "core/Position.hpp"

using namespace babylon;

namespace {

struct Pinned {
  std::vector<int> chipsPerColor;
  std::vector<std::uint64_t> byDepth;  // distinct positions after 0, 1, 2, ... moves
};

const std::vector<Pinned>& pinned() {
  static const std::vector<Pinned> table = {
      {{2, 2}, {1, 4, 5, 2}},
      {{3, 3}, {1, 4, 11, 16, 9, 2}},
      {{4, 6}, {1, 4, 13, 32, 58, 80, 81, 52, 18, 2}},
      {{5, 7}, {1, 4, 13, 35, 74, 125, 175, 191, 155, 82, 23, 2}},
      {{8, 8}, {1, 4, 13, 36, 86, 178, 331, 526, 729, 864, 869, 692, 410, 154, 31, 2}},
      {{3, 3, 3}, {1, 9, 42, 121, 189, 192, 109, 30, 3}},
      {{2, 2, 2, 2}, {1, 16, 84, 200, 245, 144, 34, 4}},
  };
  return table;
}

// The library's count: successors() of every position of the layer, distinct by their stacks.
std::vector<std::uint64_t> libraryByDepth(const std::vector<int>& chips) {
  using Key = std::vector<std::pair<int, int>>;
  auto keyOf = [](const Position& p) {
    Key k;
    for (const Stack& s : p.stacks()) k.push_back({s.height, s.color});
    return k;
  };
  std::vector<std::uint64_t> counts;
  std::vector<Position> layer{Position::initial(chips)};
  while (!layer.empty()) {
    counts.push_back(layer.size());
    std::set<Key> seen;
    std::vector<Position> next;
    for (const Position& p : layer)
      for (const Successor& s : successors(p))
        if (seen.insert(keyOf(s.position)).second) next.push_back(s.position);
    layer = std::move(next);
  }
  return counts;
}

}  // namespace

TEST_CASE("perft: distinct positions after d moves match the pinned counts, reference and library", "[perft]") {
  for (const Pinned& p : pinned()) {
    INFO("start with chips per color " << Catch::Detail::stringify(p.chipsPerColor));
    CHECK(reference::distinctPositionsByDepth(reference::initialStacks(p.chipsPerColor)) == p.byDepth);
    CHECK(libraryByDepth(p.chipsPerColor) == p.byDepth);
  }
}
