// Move legality and successor generation over distinct stacks of a canonical position.
#include "Move.hpp"

#include <algorithm>

namespace babylon {

namespace {
// Distinct stacks of a canonical position, with multiplicities (stacks are sorted, so equal
// stacks are adjacent).
struct Kind {
  Stack stack;
  int count;
};

std::vector<Kind> kinds(const Position& p) {
  std::vector<Kind> out;
  for (const Stack& s : p.stacks()) {
    if (!out.empty() && out.back().stack == s)
      ++out.back().count;
    else
      out.push_back({s, 1});
  }
  return out;
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
  auto ks = kinds(p);
  for (const Kind& a : ks)
    for (const Kind& b : ks) {
      Move m{a.stack, b.stack};
      if (compatible(a.stack, b.stack) && (a.stack != b.stack || a.count >= 2)) out.push_back(m);
    }
  return out;
}

std::vector<Successor> successors(const Position& p) {
  std::vector<Successor> out;
  for (const Move& m : legalMoves(p)) {
    // Same color: a on b and b on a give the same stack; keep one of the two orders.
    if (m.a.color == m.b.color && stackBefore(m.b, m.a)) continue;
    out.push_back({m, p.combined(m.a, m.b)});
  }
  return out;
}

}  // namespace babylon
