// The counter abstraction of the gather phase and its generic moves (GatherAbstraction.hpp).
#include "GatherAbstraction.hpp"

#include <algorithm>

#include "proofs/GenericMoves.hpp"
#include "proofs/PairWitnesses.hpp"

namespace babylon::gather {

namespace {

using abstract::one;
bool always(const Expr& e) { return e.id() == Expr::always().id(); }

// Names a stack of a class (x-singletons or the rest of the y-stacks); returns its index.
int takeFromClass(AbstractGather& p, ColorRole c, const std::string& name) {
  if (c == X) {
    Expr present = p.xSingles >= 1;
    p.xSingles = p.xSingles - one(present);
    p.named.push_back({name, X, lit(1), present});
  } else {
    Expr present = p.yRest >= 1, g = var(name);
    p.facts = p.facts && implies(present, g >= 1);
    p.yRest = p.yRest - one(present);
    p.yExcess = p.yExcess - ite(present, g - 1, lit(0));
    p.named.push_back({name, Y, g, present});
  }
  return static_cast<int>(p.named.size()) - 1;
}

}  // namespace

AbstractGather bobTurn() {
  AbstractGather p;
  p.named.push_back({"T", X, p.H, Expr::always()});
  return p;
}

Expr gatherFacts(const AbstractGather& p) {
  using namespace alice;
  return n == H + k + s + e && H >= 1 && k >= 0 && s >= 0 && e >= 0 && p.facts && p.yExcess >= 0 &&
         (p.yRest >= 1 || p.yExcess == 0);
}

Expr xStacks(const AbstractGather& p) {
  Expr count = p.xSingles;
  for (const NamedStack& s : p.named)
    if (s.color == X) count = count + one(s.present);
  return count;
}

Expr yStacks(const AbstractGather& p) {
  Expr count = p.yRest;
  for (const NamedStack& s : p.named)
    if (s.color == Y) count = count + one(s.present);
  return count;
}

std::vector<GatherMove> gatherMoves(const AbstractGather& p, const std::string& tag) {
  // The abstract stacks: the named ones, then the two classes.
  std::vector<abstract::PairSource> sources;
  for (const NamedStack& s : p.named) sources.push_back({false, s.color});
  const std::size_t xClass = sources.size(), yClass = xClass + 1;
  sources.push_back({true, X});
  sources.push_back({true, Y});
  auto word = [&](std::size_t i) { return i == xClass ? std::string("XS") : i == yClass ? "Y" : p.named[i].name; };
  std::vector<GatherMove> out;
  for (const abstract::SourcePair& pair : abstract::sourcePairs(sources)) {
    GatherMove m{word(pair.top) + ">" + word(pair.below), Expr::always(), p, {}};
    auto named = [&](std::size_t i, const std::string& name) {
      if (i == xClass) return takeFromClass(m.after, X, name);
      if (i == yClass) return takeFromClass(m.after, Y, name);
      return static_cast<int>(i);
    };
    int a = named(pair.top, tag + "1"), b = named(pair.below, tag + "2");
    const NamedStack top = m.after.named[static_cast<std::size_t>(a)];
    const NamedStack below = m.after.named[static_cast<std::size_t>(b)];
    m.legal = abstract::legalMove(pair.sameColor, top.present, below.present, top.height, below.height);
    m.taken = {top.color, below.color, top.height, below.height, m.legal && m.after.facts};
    for (int i : {std::max(a, b), std::min(a, b)}) m.after.named.erase(m.after.named.begin() + i);
    // The new stack has the top's color and both heights.
    m.after.named.push_back({tag, top.color, top.height + below.height, Expr::always()});
    out.push_back(std::move(m));
  }
  return out;
}

std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractGather& p, const std::vector<GatherMove>& moves,
                                                        const std::string& tag) {
  abstract::StacksOfHeight stacks;
  stacks.fixed = [&](int color, const Expr& g) {
    Expr n = color == X ? ite(g == 1, p.xSingles, lit(0)) : lit(0);
    for (const NamedStack& s : p.named)
      if (s.color == color) n = n + one(s.present && s.height == g);
    return n;
  };
  stacks.varying = [&](int color, const Expr& g) { return color == X ? lit(0) : ite(g >= 1, p.yRest, lit(0)); };
  std::vector<abstract::TakenMove> taken;
  for (const GatherMove& m : moves) taken.push_back(m.taken);
  return abstract::movesComplete(taken, stacks, tag, {"x", "y"});
}

std::optional<GatherBoard> gatherBoard(const AbstractGather& p) {
  std::vector<Expr> xs, ys;
  for (const NamedStack& s : p.named) {
    if (!always(s.present)) return std::nullopt;  // after a move only stacks that are there stay named
    (s.color == X ? xs : ys).push_back(s.height);
  }
  if (xs.empty() || xs.size() > 2 || ys.size() > 1) return std::nullopt;
  GatherBoard b{xs[0], p.xSingles, yStacks(p), p.yExcess, std::nullopt, std::nullopt};
  if (xs.size() == 2) b.extra = xs[1];
  if (!ys.empty()) {
    b.named = ys[0];
    b.e = b.e + (ys[0] - 1);
  }
  return b;
}

std::optional<LoneReading> loneReading(const AbstractGather& p, ColorRole lone,
                                       const std::vector<alice::StackCount>& counts) {
  std::vector<const NamedStack*> own, others;
  for (const NamedStack& s : p.named) {
    if (!always(s.present)) return std::nullopt;
    (s.color == lone ? own : others).push_back(&s);
  }
  if (own.size() > 1) return std::nullopt;                                      // two stacks of the color: not lone
  Expr h = !own.empty() ? own[0]->height : lone == X ? lit(1) : p.yExcess + 1;  // a class's only stack
  Expr cOf = alice::countIn(counts, "c"), dOf = alice::countIn(counts, "d");
  auto counted = [&](const Expr& condition, const Expr& g) {
    return condition.substitute({{"g", g}, {"h", h}, {"H", lit(0)}});
  };
  Expr c = lit(0), d = lit(0);
  for (const NamedStack* s : others) {
    c = c + one(counted(cOf, s->height));
    d = d + one(counted(dOf, s->height));
  }
  Expr uncounted = Expr::always();
  if (lone == Y) {  // the other color's class: x-singletons, of height 1
    c = c + ite(counted(cOf, lit(1)), p.xSingles, lit(0));
    d = d + ite(counted(dOf, lit(1)), p.xSingles, lit(0));
  } else {
    // The rest of the y-stacks: any height g'' from 1 to the rest's excess + 1, left free so
    // the claim holds for each.
    Expr g = var("g''");
    uncounted = implies(p.yRest >= 1 && g >= 1 && g <= p.yExcess + 1, !counted(cOf, g) && !counted(dOf, g));
  }
  Expr t = lone == X ? yStacks(p) : xStacks(p);
  // For a pair template: the other color's named stacks and its class (x's singletons, height 1;
  // y's rest, each of 1 to the rest's excess + 1 chips), and its chips.
  std::vector<Expr> named;
  Expr chips = lit(0);
  for (const NamedStack* s : others) {
    named.push_back(s->height);
    chips = chips + s->height;
  }
  std::vector<abstract::WitnessClass> classes;
  if (lone == Y) {
    classes.push_back({"xSingles", p.xSingles, lit(1), Expr::always()});
    chips = chips + p.xSingles;
  } else {
    const Expr& any = alice::g;
    classes.push_back({"yRest", p.yRest, std::nullopt, any >= 1 && any <= p.yExcess + 1});
    chips = chips + p.yRest + p.yExcess;
  }
  abstract::Witnesses w = abstract::pairWitnesses(named, classes, chips);
  return LoneReading{{h, t, c, d, w.stacks, w.facts}, uncounted};
}

}  // namespace babylon::gather
