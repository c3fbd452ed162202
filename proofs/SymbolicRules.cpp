// The generic rule of Babylon on symbolic positions (see SymbolicRules.hpp).
#include "SymbolicRules.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <stdexcept>

#include "lemmas/ShapeReading.hpp"

namespace babylon::symbolic {

namespace {

Expr never() { return lit(0) == lit(1); }

Expr all(const std::vector<Expr>& parts) {
  if (parts.empty()) return Expr::always();
  Expr out = parts[0];
  for (std::size_t i = 1; i < parts.size(); ++i) out = out && parts[i];
  return out;
}

std::vector<Expr>& hillsOf(SymbolicPosition& p, bool red) { return red ? p.redHills : p.blueHills; }
const std::vector<Expr>& hillsOf(const SymbolicPosition& p, bool red) { return red ? p.redHills : p.blueHills; }

AbstractStack singletons(const SymbolicPosition& p, bool red) { return {red, -1, lit(1), red ? p.j : p.k}; }
AbstractStack hill(const SymbolicPosition& p, bool red, int i) {
  return {red, i, hillsOf(p, red)[static_cast<std::size_t>(i)], lit(1)};
}

bool sameStack(const AbstractStack& a, const AbstractStack& b) { return a.red == b.red && a.hill == b.hill; }

// The move of `top` onto `below` under the generic rule; `exists` adds the reading's own
// conditions (a word naming a hill of a given height). nullopt for one hill onto itself.
std::optional<SymbolicMove> makeMove(const SymbolicPosition& p, const AbstractStack& top, const AbstractStack& below,
                                     const Expr& exists) {
  bool oneClass = sameStack(top, below);
  if (oneClass && top.hill >= 0) return std::nullopt;
  Expr present = oneClass ? top.count >= 2 : top.count >= 1 && below.count >= 1;
  Expr compatible = top.red == below.red ? Expr::always() : top.height == below.height;
  SymbolicPosition after = p;
  // Remove the two stacks (the higher hill index first), remembering the slot of a hill of the
  // result's color, where the new stack goes (the paper's R stays redHills[0]).
  std::optional<std::size_t> slot;
  std::vector<AbstractStack> removed = {top, below};
  std::sort(removed.begin(), removed.end(),
            [](const AbstractStack& a, const AbstractStack& b) { return a.hill > b.hill; });
  for (const AbstractStack& s : removed) {
    if (s.hill < 0) {
      Expr& count = s.red ? after.j : after.k;
      count = count - 1;
    } else {
      auto& hills = hillsOf(after, s.red);
      hills.erase(hills.begin() + s.hill);
      if (s.red == top.red) slot = static_cast<std::size_t>(s.hill);
    }
  }
  auto& resultHills = hillsOf(after, top.red);
  Expr height = top.height + below.height;
  if (slot)
    resultHills.insert(resultHills.begin() + static_cast<std::ptrdiff_t>(std::min(*slot, resultHills.size())), height);
  else
    resultHills.push_back(height);
  auto letter = [](const AbstractStack& s) {
    char c = s.red ? 'r' : 'b';
    return std::string(1, s.hill < 0 ? c : static_cast<char>(std::toupper(c)));
  };
  std::string cls = letter(top) + letter(below);
  // A hill placed on a singleton of its color leaves what the singleton on the hill would: xX.
  if (top.hill >= 0 && below.hill < 0 && top.red == below.red) cls = letter(below) + letter(top);
  return SymbolicMove{top, below, exists && present && compatible, std::move(after), cls};
}

// The stacks a word of a move string names, with the condition for each to fit the word
// (mirrors core/MoveNotation's `describes`).
std::vector<std::pair<AbstractStack, Expr>> named(const SymbolicPosition& p, const std::string& word) {
  std::vector<std::pair<AbstractStack, Expr>> out;
  if (word.empty()) return out;
  char first = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
  if (first != 'r' && first != 'b') return out;
  bool red = first == 'r';
  if (word.size() == 1 && std::islower(static_cast<unsigned char>(word[0]))) {
    out.emplace_back(singletons(p, red), Expr::always());
    return out;
  }
  bool upper = word.size() == 1;
  if (!upper)
    for (char c : word)
      if (c != 'r' && c != 'b') return out;
  for (std::size_t i = 0; i < hillsOf(p, red).size(); ++i) {
    AbstractStack h = hill(p, red, static_cast<int>(i));
    out.emplace_back(h, upper ? Expr::always() : h.height == static_cast<std::int64_t>(word.size()));
  }
  if (!upper && word.size() == 1) out.emplace_back(singletons(p, red), Expr::always());
  return out;
}

// Every ordering of a list (at most a few hills per color).
std::vector<std::vector<Expr>> orderings(std::vector<Expr> xs) {
  std::vector<std::size_t> idx(xs.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::vector<std::vector<Expr>> out;
  do {
    std::vector<Expr> o;
    for (std::size_t i : idx) o.push_back(xs[i]);
    out.push_back(std::move(o));
  } while (std::next_permutation(idx.begin(), idx.end()));
  return out;
}

// A shape slot e read off the value `value`: when all of e's parameters are known, the condition
// that the slot equals the value; otherwise e is coefficient * x + offset (lemmas/ShapeReading's
// linearSlot, as concrete positions are read) and x is assigned, with the condition that the
// division is exact.
void readSlot(const Expr& e, const Expr& value, std::map<std::string, Expr>& params, std::vector<Expr>& conds) {
  auto letters = e.variables();
  if (std::all_of(letters.begin(), letters.end(), [&](const std::string& n) { return params.count(n) > 0; })) {
    std::vector<std::pair<std::string, Expr>> known(params.begin(), params.end());
    conds.push_back(e.substitute(known) == value);
    return;
  }
  LinearSlot slot = linearSlot(e, 0);
  const std::string& x = familySlots()[static_cast<std::size_t>(slot.letter)];
  std::int64_t c = slot.coefficient;
  Expr shifted = slot.offset == 0 ? value : value - lit(slot.offset);
  if (c == 1) {
    params.emplace(x, shifted);
  } else {
    params.emplace(x, shifted / c);
    conds.push_back(shifted == c * (shifted / c));
  }
}

// The conjuncts of an expression (a and b and ...).
void conjuncts(const Expr& e, std::vector<Expr>& out) {
  if (e.kind() == Expr::Kind::And) {
    for (const Expr& c : e.children()) conjuncts(c, out);
    return;
  }
  out.push_back(e);
}

}  // namespace

Expr anyOf(const std::vector<Expr>& parts) {
  if (parts.empty()) return never();
  Expr out = parts[0];
  for (std::size_t i = 1; i < parts.size(); ++i) out = out || parts[i];
  return out;
}

std::string AbstractStack::word() const {
  char c = red ? 'r' : 'b';
  if (hill < 0) return std::string(1, c);
  std::string w(1, static_cast<char>(std::toupper(c)));
  if (hill > 0) w += std::to_string(hill + 1);
  return w;
}

std::vector<AbstractStack> abstractStacks(const SymbolicPosition& p) {
  std::vector<AbstractStack> out = {singletons(p, true), singletons(p, false)};
  for (bool red : {true, false})
    for (std::size_t i = 0; i < hillsOf(p, red).size(); ++i) out.push_back(hill(p, red, static_cast<int>(i)));
  return out;
}

std::vector<SymbolicMove> allMoves(const SymbolicPosition& p) {
  std::vector<SymbolicMove> out;
  auto stacks = abstractStacks(p);
  for (const AbstractStack& a : stacks)
    for (const AbstractStack& b : stacks)
      if (auto m = makeMove(p, a, b, Expr::always())) out.push_back(std::move(*m));
  return out;
}

std::vector<std::pair<std::string, Expr>> movesComplete(const SymbolicPosition& p,
                                                        const std::vector<SymbolicMove>& moves) {
  const Expr g[2] = {var(kMoveHeights[0]), var(kMoveHeights[1])};
  // How many stacks of a color have height h on an instance of p.
  auto stacksOf = [&](bool red, const Expr& h) {
    Expr n = ite(h == 1, red ? p.j : p.k, lit(0));
    for (const Expr& hill : hillsOf(p, red)) n = n + ite(h == hill, lit(1), lit(0));
    return n;
  };
  std::vector<std::pair<std::string, Expr>> out;
  for (bool topRed : {true, false})
    for (bool belowRed : {true, false}) {
      Expr onBoard = g[0] >= 1 && g[1] >= 1 && stacksOf(topRed, g[0]) >= 1 && stacksOf(belowRed, g[1]) >= 1;
      Expr twoIfAlike = topRed == belowRed ? implies(g[0] == g[1], stacksOf(topRed, g[0]) >= 2) : Expr::always();
      Expr mergeable = topRed == belowRed ? Expr::always() : g[0] == g[1];
      Expr found = never();
      for (const SymbolicMove& m : moves)
        if (m.top.red == topRed && m.below.red == belowRed)
          found = found || (m.legal && m.top.height == g[0] && m.below.height == g[1]);
      std::string colors = std::string(topRed ? "r" : "b") + (belowRed ? "r" : "b");
      out.emplace_back(colors, implies(onBoard && twoIfAlike && mergeable, found));
    }
  return out;
}

Shape shapeOf(const SymbolicPosition& p) { return {p.redHills.size(), p.blueHills.size()}; }

SymbolicPosition genericPosition(Shape s) {
  SymbolicPosition p{var("j"), var("k"), {}, {}};
  for (std::size_t i = 1; i <= s.first; ++i) p.redHills.push_back(var("h_r" + std::to_string(i)));
  for (std::size_t i = 1; i <= s.second; ++i) p.blueHills.push_back(var("h_b" + std::to_string(i)));
  return p;
}

Expr positionFacts(const SymbolicPosition& p) {
  Expr facts = p.j >= 0 && p.k >= 0;
  for (bool red : {true, false})
    for (const Expr& h : hillsOf(p, red)) facts = facts && h >= 2;
  return facts;
}

std::vector<SymbolicMove> readings(const SymbolicPosition& p, const std::string& reply) {
  std::vector<SymbolicMove> out;
  for (std::size_t cut = 1; cut < reply.size(); ++cut)
    for (const auto& [a, fitsA] : named(p, reply.substr(0, cut)))
      for (const auto& [b, fitsB] : named(p, reply.substr(cut)))
        if (auto m = makeMove(p, a, b, fitsA && fitsB)) out.push_back(std::move(*m));
  return out;
}

Expr samePosition(const SymbolicPosition& a, const SymbolicPosition& b) {
  if (a.redHills.size() != b.redHills.size() || a.blueHills.size() != b.blueHills.size()) return never();
  std::vector<Expr> parts = {a.j == b.j, a.k == b.k};
  for (bool red : {true, false}) {
    std::vector<Expr> options;
    for (const auto& order : orderings(hillsOf(b, red))) {
      std::vector<Expr> eq;
      for (std::size_t i = 0; i < order.size(); ++i) eq.push_back(hillsOf(a, red)[i] == order[i]);
      options.push_back(all(eq));
    }
    parts.push_back(anyOf(options));
  }
  return all(parts);
}

std::optional<Membership> membership(Family f, const SymbolicPosition& p) {
  SymbolicPosition shape = familyShape(f);
  if (shape.redHills.size() != p.redHills.size() || shape.blueHills.size() != p.blueHills.size()) return std::nullopt;
  // Hills are read in the order the shape lists them (the new stack last, the paper's R first);
  // a position whose hills would fit only in another order is not an instance (the edge stays
  // open: conservative, never wrongly closed).
  std::map<std::string, Expr> params = {{"m", var("m")}};
  std::vector<Expr> conds;
  readSlot(shape.j, p.j, params, conds);
  readSlot(shape.k, p.k, params, conds);
  for (std::size_t i = 0; i < p.redHills.size(); ++i) readSlot(shape.redHills[i], p.redHills[i], params, conds);
  for (std::size_t i = 0; i < p.blueHills.size(); ++i) readSlot(shape.blueHills[i], p.blueHills[i], params, conds);
  // The shape equations (j = 3, k = 2s, H = 2u+2v): solved for a parameter not read yet, else
  // conditions.
  auto known = [&] { return std::vector<std::pair<std::string, Expr>>(params.begin(), params.end()); };
  auto unknown = [&](const Expr& side) {
    for (const auto& n : side.variables())
      if (!params.count(n)) return true;
    return false;
  };
  std::vector<Expr> equations;
  conjuncts(shapeEquations(f), equations);
  for (const Expr& eq : equations) {
    if (eq.kind() == Expr::Kind::Eq) {
      const Expr& lhs = eq.children()[0];
      const Expr& rhs = eq.children()[1];
      if (unknown(lhs) && !unknown(rhs)) {
        readSlot(lhs, rhs.substitute(known()), params, conds);
        continue;
      }
      if (unknown(rhs) && !unknown(lhs)) {
        readSlot(rhs, lhs.substitute(known()), params, conds);
        continue;
      }
    }
    conds.push_back(eq.substitute(known()));
  }
  Expr hypothesis = familyInfo(f).hypothesis;
  for (const std::string& n : hypothesis.variables())
    if (!params.count(n))
      throw std::logic_error(std::string("family ") + familyName(f) + ": parameter " + n + " not read");
  Expr shapeHolds = all(conds);
  conds.push_back(hypothesis.substitute(known()));
  return Membership{all(conds), shapeHolds, known()};
}

Expr chips(const SymbolicPosition& p) {
  Expr total = p.j + p.k;
  for (bool red : {true, false})
    for (const Expr& h : hillsOf(p, red)) total = total + h;
  return total;
}

}  // namespace babylon::symbolic
