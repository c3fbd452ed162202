// Move legality and successor generation over distinct stacks of a canonical position.
#include "Move.hpp"

#include <algorithm>

#include <absl/container/inlined_vector.h>

namespace babylon {

namespace {
// Distinct stacks of a canonical position, with multiplicities (stacks are sorted, so equal
// stacks are adjacent).
struct Kind {
  Stack stack;
  int count;
};

// Inline room for the distinct stacks of any position the verifier meets (two colors and 255
// chips have at most about 2 x 22 distinct heights); more spill to the heap.
using Kinds = absl::InlinedVector<Kind, 64>;

Kinds kinds(const Position& p) {
  Kinds out;
  for (const Stack& s : p.stacks()) {
    if (!out.empty() && out.back().stack == s)
      ++out.back().count;
    else
      out.push_back({s, 1});
  }
  return out;
}

// Every legal move, in the order legalMoves lists them: moved stack, then the stack below, each
// in the position's order of distinct stacks.
template <typename F>
void forEachLegalMove(const Kinds& ks, F&& f) {
  for (const Kind& a : ks)
    for (const Kind& b : ks)
      if (compatible(a.stack, b.stack) && (a.stack != b.stack || a.count >= 2)) f(Move{a.stack, b.stack});
}
}  // namespace

bool isLegal(const Position& p, const Move& m) {
  if (!compatible(m.a, m.b)) return false;
  int needA = 1 + (m.a == m.b ? 1 : 0);
  int haveA = static_cast<int>(std::count(p.stacks().begin(), p.stacks().end(), m.a));
  return haveA >= needA && p.has(m.b);
}

bool hasLegalMove(const Position& p) {
  auto stacks = p.stacks();
  // Stacks are sorted by color: two adjacent stacks of one color can always be combined.
  for (std::size_t i = 1; i < stacks.size(); ++i)
    if (stacks[i].color == stacks[i - 1].color) return true;
  // Otherwise every color has one stack: a move needs two of equal height.
  for (std::size_t i = 0; i < stacks.size(); ++i)
    for (std::size_t j = i + 1; j < stacks.size(); ++j)
      if (stacks[i].height == stacks[j].height) return true;
  return false;
}

std::vector<Move> legalMoves(const Position& p) {
  std::vector<Move> out;
  forEachLegalMove(kinds(p), [&](const Move& m) { out.push_back(m); });
  return out;
}

std::vector<Successor> successors(const Position& p) {
  std::vector<Successor> out;
  Kinds ks = kinds(p);
  // Same color: a on b and b on a give the same stack; keep one of the two orders.
  auto kept = [](const Move& m) { return !(m.a.color == m.b.color && stackBefore(m.b, m.a)); };
  std::size_t count = 0;  // counted first: a position is large, and growing would move them all
  forEachLegalMove(ks, [&](const Move& m) { count += kept(m); });
  out.reserve(count);
  forEachLegalMove(ks, [&](const Move& m) {
    if (kept(m)) out.push_back({m, p.combined(m.a, m.b)});
  });
  return out;
}

}  // namespace babylon
