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
    if (!out.empty() && out.back().stack == s) ++out.back().count;
    else out.push_back({s, 1});
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
