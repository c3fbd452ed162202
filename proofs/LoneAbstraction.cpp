// The counter abstraction of lone-stack positions and its generic moves (LoneAbstraction.hpp).
#include "LoneAbstraction.hpp"

#include <algorithm>

#include "proofs/GenericMoves.hpp"

namespace babylon::lone {

namespace {

using abstract::one;

std::size_t slot(YClass c) { return static_cast<std::size_t>(c); }

// The rest's count variables, as AbstractLone names them.
const std::array<const char*, 3> kCountNames{"c_u", "c_half", "c_other"};

}  // namespace

const char* className(YClass c) {
  switch (c) {
    case YClass::AtU: return "AtU";
    case YClass::Half: return "Half";
    case YClass::Other: return "Other";
  }
  return "?";
}

AbstractLone abstractPosition() { return AbstractLone{}; }

int takeFromRest(AbstractLone& p, YClass c, const std::string& name) {
  Expr& count = p.rest[slot(c)];
  Expr present = count >= 1;
  Expr height = c == YClass::AtU ? p.u : c == YClass::Half ? p.u / 2 : var(name);
  if (c == YClass::Half) p.facts = p.facts && implies(present, p.u == 2 * (p.u / 2));
  if (c == YClass::Other) p.facts = p.facts && implies(present, height >= 1 && height != p.u && 2 * height != p.u);
  count = count - one(present);
  p.origins.push_back({name, c, height, present});
  p.named.push_back({name, height, present, static_cast<int>(p.origins.size()) - 1});
  return static_cast<int>(p.named.size()) - 1;
}

Expr abstractionFacts(const AbstractLone& p) {
  Expr facts = p.u >= 1 && 2 * p.m == p.u + p.S && p.facts;
  for (const char* c : kCountNames) facts = facts && var(c) >= 0;
  Expr rest = p.S, count = lit(0);
  for (const Origin& o : p.origins) rest = rest - ite(o.present, o.height, lit(0));
  for (const Expr& c : p.rest) count = count + c;
  facts = facts && rest >= count && implies(count == 0, rest == 0);
  facts = facts && implies(p.rest[slot(YClass::AtU)] >= 1, rest >= p.u + count - 1);
  facts = facts && implies(p.rest[slot(YClass::Half)] >= 1, rest >= p.u / 2 + count - 1 && p.u == 2 * (p.u / 2));
  return facts;
}

std::vector<std::pair<std::string, Expr>> loneParameters(const AbstractLone& p) {
  Expr t = p.rest[0] + p.rest[1] + p.rest[2];
  Expr tU = p.rest[slot(YClass::AtU)], tHalf = p.rest[slot(YClass::Half)];
  for (const NamedStack& s : p.named) {
    t = t + one(s.present);
    tU = tU + one(s.present && s.height == p.u);
    tHalf = tHalf + one(s.present && 2 * s.height == p.u);
  }
  return {{"m", p.m}, {"u", p.u}, {"t", t}, {"t_u", tU}, {"t_half", tHalf}};
}

std::vector<AbstractMove> abstractMoves(const AbstractLone& p, const std::string& tag) {
  // The abstract stacks: X, the named stacks, the classes of the rest.
  enum class Kind { X, Named, Rest };
  struct Source {
    Kind kind;
    int index;
  };
  std::vector<Source> sources;
  if (p.xIntact) sources.push_back({Kind::X, 0});
  for (std::size_t i = 0; i < p.named.size(); ++i) sources.push_back({Kind::Named, static_cast<int>(i)});
  for (YClass c : kClasses) sources.push_back({Kind::Rest, static_cast<int>(slot(c))});
  auto word = [&](const Source& s) -> std::string {
    if (s.kind == Kind::X) return "X";
    if (s.kind == Kind::Named) return p.named[static_cast<std::size_t>(s.index)].name;
    return className(kClasses[static_cast<std::size_t>(s.index)]);
  };
  std::vector<abstract::PairSource> colored;
  for (const Source& s : sources) colored.push_back({s.kind == Kind::Rest, s.kind == Kind::X ? 0 : 1});
  std::vector<AbstractMove> out;
  for (const abstract::SourcePair& pair : abstract::sourcePairs(colored)) {
    const Source& top = sources[pair.top];
    const Source& below = sources[pair.below];
    bool yPair = pair.sameColor;  // two y-stacks: X is the only x-stack
    AbstractMove m;
    m.text = word(top) + ">" + word(below);
    m.yPair = yPair;
    m.topIsX = top.kind == Kind::X;
    m.belowIsX = below.kind == Kind::X;
    m.after = p;
    // Name the stacks taken from the rest; then both are named stacks (or X).
    auto named = [&](const Source& s, const std::string& name) {
      if (s.kind == Kind::Named) return s.index;
      if (s.kind == Kind::Rest) return takeFromRest(m.after, kClasses[static_cast<std::size_t>(s.index)], name);
      return -1;
    };
    int a = named(top, tag + "1"), b = named(below, tag + "2");
    auto heightOf = [&](int k) { return k < 0 ? m.after.u : m.after.named[static_cast<std::size_t>(k)].height; };
    auto presentOf = [&](int k) { return k < 0 ? Expr::always() : m.after.named[static_cast<std::size_t>(k)].present; };
    auto originOf = [&](int k) { return k < 0 ? -1 : m.after.named[static_cast<std::size_t>(k)].origin; };
    m.topHeight = heightOf(a);
    m.belowHeight = heightOf(b);
    m.topOrigin = originOf(a);
    m.belowOrigin = originOf(b);
    // The generic rule: both stacks there, and the same color (two y-stacks) or the same height.
    m.legal = abstract::legalMove(yPair, presentOf(a), presentOf(b), m.topHeight, m.belowHeight);
    Expr result = m.topHeight + m.belowHeight;
    std::vector<int> gone;
    for (int k : {a, b})
      if (k >= 0) gone.push_back(k);
    std::sort(gone.rbegin(), gone.rend());
    for (int k : gone) m.after.named.erase(m.after.named.begin() + k);
    if (yPair)
      m.after.named.push_back({tag, result, Expr::always(), -1});
    else
      m.after.xIntact = false;  // X moved or covered: the lone stack is no longer X
    out.push_back(std::move(m));
  }
  return out;
}

std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractLone& p, const std::vector<AbstractMove>& moves,
                                                        const std::string& tag) {
  // Color 0 is x, 1 is y. X is x's one stack while it is intact; y's stacks of a height are the
  // named ones and the rest's class of that height, and the class Other's may have any other.
  abstract::StacksOfHeight stacks;
  stacks.fixed = [&](int color, const Expr& h) {
    if (color == 0) return p.xIntact ? one(h == p.u) : lit(0);
    Expr n = ite(h == p.u, p.rest[slot(YClass::AtU)], lit(0)) + ite(2 * h == p.u, p.rest[slot(YClass::Half)], lit(0));
    for (const NamedStack& s : p.named) n = n + one(s.present && s.height == h);
    return n;
  };
  stacks.varying = [&](int color, const Expr& h) {
    return color == 0 ? lit(0) : ite(h != p.u && 2 * h != p.u, p.rest[slot(YClass::Other)], lit(0));
  };
  std::vector<abstract::TakenMove> taken;
  for (const AbstractMove& m : moves)
    taken.push_back({m.topIsX ? 0 : 1, m.belowIsX ? 0 : 1, m.topHeight, m.belowHeight, m.legal && m.after.facts});
  return abstract::movesComplete(taken, stacks, tag, {"x", "y"});
}

}  // namespace babylon::lone
