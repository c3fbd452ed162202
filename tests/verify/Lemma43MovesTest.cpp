// Lemma 4.3's move list (strategies/KeepAlive), which works over distinct heights, against the
// rule read literally over every pair of stacks, on random positions with a fixed seed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <vector>

#include "strategies/KeepAlive.hpp"

using namespace babylon;

namespace {
// The rule as Lemma 4.3's proof states it, over every pair of y-stacks (as the code first had it).
std::vector<Move> lemma43MovesReference(const Position& p, Color x, int u) {
  Color yc = x == kRed ? kBlue : kRed;
  auto y = [&](int h) { return Stack{yc, static_cast<std::uint8_t>(h)}; };
  std::vector<int> ys;
  for (const Stack& s : p.stacks())
    if (s.color == yc) ys.push_back(s.height);
  auto atU = std::count(ys.begin(), ys.end(), u);
  std::vector<Move> out;
  if (atU == 2) return {{y(u), y(u)}};
  if (atU == 1) {
    for (std::size_t i = 0; i < ys.size(); ++i)
      if (ys[i] != u && (i == 0 || ys[i] != ys[i - 1])) out.push_back({y(u), y(ys[i])});
    return out;
  }
  int best = -1;
  for (std::size_t a = 0; a < ys.size(); ++a)
    for (std::size_t b = a + 1; b < ys.size(); ++b)
      if (ys[a] + ys[b] != u) best = std::max(best, ys[a] + ys[b]);
  for (std::size_t a = 0; a < ys.size(); ++a)
    for (std::size_t b = a + 1; b < ys.size(); ++b)
      if (ys[a] + ys[b] == best) {
        Move m{y(ys[a]), y(ys[b])};
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(m);
      }
  return out;
}
}  // namespace

TEST_CASE("lemma43Moves gives the moves of the rule read over every pair of stacks, in order", "[keepalive]") {
  std::mt19937 rng(12345);
  int withSeveral = 0;
  for (int trial = 0; trial < 20000; ++trial) {
    Color x = rng() % 2 ? kRed : kBlue, yc = x == kRed ? kBlue : kRed;
    int u = 1 + static_cast<int>(rng() % 12);
    std::vector<Stack> stacks{{x, static_cast<std::uint8_t>(u)}};
    int ys = 1 + static_cast<int>(rng() % 12), maxHeight = 1 + static_cast<int>(rng() % 8);
    for (int i = 0; i < ys; ++i)
      stacks.push_back({yc, static_cast<std::uint8_t>(1 + rng() % static_cast<unsigned>(maxHeight))});
    Position p(stacks);
    std::vector<Move> expected = lemma43MovesReference(p, x, u);
    withSeveral += expected.size() > 1;
    INFO("trial " << trial);
    REQUIRE(lemma43Moves(p, x, u) == expected);
  }
  CHECK(withSeveral > 0);  // the comparison covers lists of several moves, not only single ones
}
