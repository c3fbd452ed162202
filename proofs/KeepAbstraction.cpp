// The counter abstraction of Lemma A's positions and its generic moves (KeepAbstraction.hpp).
#include "KeepAbstraction.hpp"

#include <algorithm>

#include "proofs/GenericMoves.hpp"
#include "proofs/PairWitnesses.hpp"

namespace babylon::keep {

namespace {

using abstract::one;
bool always(const Expr& e) { return e.id() == Expr::always().id(); }
const std::array<const char*, 4> kClassNames{"AtH", "Double", "One", "Other"};

int takeFromClass(AbstractKeep& p, YClass c, const std::string& name) {
  Expr& count = p.rest[static_cast<std::size_t>(c)];
  Expr present = count >= 1;
  Expr height = c == AtH ? p.h : c == Double ? 2 * p.h : c == One ? lit(1) : var(name);
  if (c == Other) p.facts = p.facts && implies(present, height >= 2 && height != p.h && height != 2 * p.h);
  count = count - one(present);
  p.named.push_back({name, false, height, present});
  return static_cast<int>(p.named.size()) - 1;
}

}  // namespace

AbstractKeep bobTurn() {
  AbstractKeep p;
  p.named.push_back({"X", true, p.h, Expr::always()});
  return p;
}

Expr yCount() {
  AbstractKeep p;
  return p.rest[0] + p.rest[1] + p.rest[2] + p.rest[3];
}

Expr keepFacts(const AbstractKeep& p) {
  AbstractKeep start;
  // Each y-stack has a chip at least: n >= h + t.
  Expr counts = Expr::always();
  for (const Expr& count : start.rest) counts = counts && count >= 0;
  return p.h >= 1 && counts && implies(start.rest[One] >= 1, start.h != 1) && alice::n >= start.h + yCount() && p.facts;
}

Expr xStacks(const AbstractKeep& p) {
  Expr count = lit(0);
  for (const NamedStack& s : p.named)
    if (s.isX) count = count + one(s.present);
  return count;
}

Expr yStacks(const AbstractKeep& p) {
  Expr count = p.rest[0] + p.rest[1] + p.rest[2] + p.rest[3];
  for (const NamedStack& s : p.named)
    if (!s.isX) count = count + one(s.present);
  return count;
}

std::vector<KeepMove> keepMoves(const AbstractKeep& p, const std::string& tag) {
  std::vector<abstract::PairSource> sources;
  for (const NamedStack& s : p.named) sources.push_back({false, s.isX ? 0 : 1});
  const std::size_t firstClass = sources.size();
  for (std::size_t c = 0; c < kClassNames.size(); ++c) sources.push_back({true, 1});
  auto word = [&](std::size_t i) { return i >= firstClass ? kClassNames[i - firstClass] : p.named[i].name; };
  std::vector<KeepMove> out;
  for (const abstract::SourcePair& pair : abstract::sourcePairs(sources)) {
    KeepMove m{word(pair.top) + ">" + word(pair.below), Expr::always(), p, {}};
    auto named = [&](std::size_t i, const std::string& name) {
      if (i >= firstClass) return takeFromClass(m.after, static_cast<YClass>(i - firstClass), name);
      return static_cast<int>(i);
    };
    int a = named(pair.top, tag + "1"), b = named(pair.below, tag + "2");
    const NamedStack top = m.after.named[static_cast<std::size_t>(a)];
    const NamedStack below = m.after.named[static_cast<std::size_t>(b)];
    m.legal = abstract::legalMove(pair.sameColor, top.present, below.present, top.height, below.height);
    m.taken = {top.isX ? 0 : 1, below.isX ? 0 : 1, top.height, below.height, m.legal && m.after.facts};
    for (int i : {std::max(a, b), std::min(a, b)}) m.after.named.erase(m.after.named.begin() + i);
    // The new stack has the top's color and both heights.
    m.after.named.push_back({tag, top.isX, top.height + below.height, Expr::always()});
    out.push_back(std::move(m));
  }
  return out;
}

std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractKeep& p, const std::vector<KeepMove>& moves,
                                                        const std::string& tag) {
  abstract::StacksOfHeight stacks;
  stacks.fixed = [&](int color, const Expr& g) {
    Expr n = lit(0);
    if (color == 1)
      n = ite(g == p.h, p.rest[AtH], lit(0)) + ite(g == 2 * p.h, p.rest[Double], lit(0)) +
          ite(g == 1, p.rest[One], lit(0));
    for (const NamedStack& s : p.named)
      if (s.isX == (color == 0)) n = n + one(s.present && s.height == g);
    return n;
  };
  stacks.varying = [&](int color, const Expr& g) {
    return color == 0 ? lit(0) : ite(g >= 2 && g != p.h && g != 2 * p.h, p.rest[Other], lit(0));
  };
  std::vector<abstract::TakenMove> taken;
  for (const KeepMove& m : moves) taken.push_back(m.taken);
  return abstract::movesComplete(taken, stacks, tag, {"x", "y"});
}

std::optional<KeepReading> keepReading(const AbstractKeep& p, const std::vector<alice::StackCount>& counts,
                                       bool xLone) {
  const NamedStack* lone = nullptr;
  std::vector<const NamedStack*> ys;  // the other color's named stacks
  for (const NamedStack& s : p.named) {
    if (!always(s.present)) return std::nullopt;  // after a move only stacks that are there stay named
    if (s.isX != xLone) {
      ys.push_back(&s);
    } else if (lone) {
      return std::nullopt;
    } else {
      lone = &s;
    }
  }
  if (!lone) return std::nullopt;
  const Expr h = lone->height;
  Expr cOf = alice::countIn(counts, "c"), dOf = alice::countIn(counts, "d");
  auto counted = [&](const Expr& condition, const Expr& g) {
    return condition.substitute({{"g", g}, {"h", h}, {"H", lit(0)}});
  };
  Expr c = lit(0), d = lit(0);
  for (const NamedStack* s : ys) {
    c = c + one(counted(cOf, s->height));
    d = d + one(counted(dOf, s->height));
  }
  // The unnamed stacks of a class of one height count as that height does; an Other, of any
  // height g'' >= 2 but h and 2h (the classes' heights are p.h's, X's when it has not moved).
  std::vector<Expr> others;  // the other color's named stacks' heights, for a pair template
  for (const NamedStack* s : ys) others.push_back(s->height);
  if (!xLone) {  // x has no unnamed stacks; its chips are its named stacks'
    Expr chips = lit(0);
    for (const Expr& g : others) chips = chips + g;
    abstract::Witnesses w = abstract::pairWitnesses(others, {}, chips);
    return KeepReading{{h, xStacks(p), c, d, w.stacks, w.facts}, Expr::always()};
  }
  for (YClass cls : {AtH, Double, One}) {
    Expr g = cls == AtH ? p.h : cls == Double ? 2 * p.h : lit(1), count = p.rest[static_cast<std::size_t>(cls)];
    c = c + ite(counted(cOf, g), count, lit(0));
    d = d + ite(counted(dOf, g), count, lit(0));
  }
  Expr g = var("g''");
  Expr uncounted =
      implies(p.rest[Other] >= 1 && g >= 2 && g != p.h && g != 2 * p.h, !counted(cOf, g) && !counted(dOf, g));
  // For a pair template: the named y-stacks and each class's (an Other's heights as naming gives
  // them); X is the only x-stack, so the y-stacks hold the other n - h chips.
  std::vector<abstract::WitnessClass> classes;
  for (YClass cls : {AtH, Double, One})
    classes.push_back({kClassNames[cls], p.rest[static_cast<std::size_t>(cls)],
                       cls == AtH      ? p.h
                       : cls == Double ? 2 * p.h
                                       : lit(1),
                       Expr::always()});
  const Expr& any = alice::g;
  classes.push_back({kClassNames[Other], p.rest[Other], std::nullopt, any >= 2 && any != p.h && any != 2 * p.h});
  abstract::Witnesses w = abstract::pairWitnesses(others, classes, alice::n - h);
  return KeepReading{{h, yStacks(p), c, d, w.stacks, w.facts}, uncounted};
}

}  // namespace babylon::keep
