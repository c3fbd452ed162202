// Lemma hypotheses read off symbolic positions, generically over the abstract stacks of
// proofs/SymbolicRules: nothing here is written per family or per case.
#include "SymbolicLemmas.hpp"

#include "lemmas/LoneStackRules.hpp"
#include "proofs/SymbolicRules.hpp"

namespace babylon::symbolic {

namespace {

Expr never() { return lit(0) == lit(1); }

// How many stacks of the color (red when `red`) `p` has: its singletons and its hills.
Expr stackCount(const SymbolicPosition& p, bool red) {
  return (red ? p.j : p.k) + lit(static_cast<std::int64_t>((red ? p.redHills : p.blueHills).size()));
}

// Left out: the condition is false (interned, so the same node as never()).
bool isNever(const Expr& e) { return e.id() == never().id(); }

// Some case of the rule applies: the disjunction of its guards (over the lone-stack parameters).
Expr someCase(const LoneRule& rule) {
  Expr any = never();
  for (const LoneRuleCase& c : rule.cases) any = any || c.guard;
  return any;
}

// X is the color's only stack: its singletons when it has no hill, else its one hill. False
// (left out) when `possible` says that `context` and X's being alone cannot hold together.
// `rule`, when given, must also have a case that applies there.
Expr loneMeetsAs(const Claim& lemma, const SymbolicPosition& p, bool xRed, const Expr& context,
                 const Possible& possible, const LoneRule* rule = nullptr) {
  const Expr& xSingles = xRed ? p.j : p.k;
  const Expr& ySingles = xRed ? p.k : p.j;
  const std::vector<Expr>& xHills = xRed ? p.redHills : p.blueHills;
  const std::vector<Expr>& yHills = xRed ? p.blueHills : p.redHills;
  if (xHills.size() > 1) return never();
  Expr lone = xHills.empty() ? xSingles == 1 : xSingles == 0;
  Expr t = stackCount(p, !xRed);
  if (possible && !possible(context && lone && t >= 1)) return never();
  Expr u = xHills.empty() ? lit(1) : xHills[0];
  Expr tU = ite(u == 1, ySingles, lit(0));
  Expr tHalf = ite(u == 2, ySingles, lit(0));
  for (const Expr& h : yHills) {
    tU = tU + ite(h == u, lit(1), lit(0));
    tHalf = tHalf + ite(2 * h == u, lit(1), lit(0));
  }
  Expr condition = rule ? lemma.hypothesis() && someCase(*rule) : lemma.hypothesis();
  Expr hypothesis = condition.substitute({{"m", chips(p) / 2}, {"u", u}, {"t", t}, {"t_u", tU}, {"t_half", tHalf}});
  return lone && t >= 1 && hypothesis;
}

// loneMeets where `context` holds, its impossible colors left out.
Expr loneMeetsWhere(const Claim& lemma, const SymbolicPosition& p, const Expr& context, const Possible& possible,
                    const LoneRule* rule = nullptr) {
  std::vector<Expr> kept;
  for (bool xRed : {true, false})
    if (Expr one = loneMeetsAs(lemma, p, xRed, context, possible, rule); !isNever(one)) kept.push_back(one);
  return anyOf(kept);
}

// How many chips the color (red when `red`) of `p` has.
Expr chipsOf(const SymbolicPosition& p, bool red) {
  Expr sum = red ? p.j : p.k;
  for (const Expr& h : red ? p.redHills : p.blueHills) sum = sum + h;
  return sum;
}

// The condition that `a` is there and its height has rank `r` among the distinct heights of the
// stacks of its color in `stacks` (strategies/KeepAlive's namedMove reads the same ranks).
Expr hasRank(const AbstractStack& a, NamedRank r, const std::vector<AbstractStack>& stacks) {
  auto present = [](const AbstractStack& s) { return s.count >= 1; };
  // `b` is there and strictly beyond `a` towards the rank's end.
  auto beyond = [&](const AbstractStack& b) {
    return present(b) && (rankFromTop(r) ? b.height > a.height : b.height < a.height);
  };
  std::vector<const AbstractStack*> others;
  for (const AbstractStack& s : stacks)
    if (s.red == a.red && s.hill != a.hill) others.push_back(&s);
  Expr none = Expr::always();
  for (const AbstractStack* b : others) none = none && !beyond(*b);
  if (rankDepth(r) == 0) return present(a) && none;
  // Second: some stack beyond it, and every stack beyond it of that one height.
  std::vector<Expr> one;
  for (const AbstractStack* b : others) {
    Expr same = Expr::always();
    for (const AbstractStack* d : others) same = same && implies(beyond(*d), d->height == b->height);
    one.push_back(beyond(*b) && same);
  }
  return present(a) && anyOf(one);
}

}  // namespace

std::vector<NamedChoice> namedChoices(const SymbolicPosition& odd, const std::vector<NamedMove>& named) {
  Expr fewerRed = fewerIsRed().substitute({{"reds", stackCount(odd, true)},
                                           {"blues", stackCount(odd, false)},
                                           {"red_chips", chipsOf(odd, true)},
                                           {"blue_chips", chipsOf(odd, false)}});
  const std::vector<AbstractStack> stacks = abstractStacks(odd);
  const std::vector<SymbolicMove> moves = allMoves(odd);
  std::vector<NamedChoice> out;
  for (const NamedMove& n : named)
    for (bool redFewer : {true, false}) {
      bool topRed = (n.top.side == NamedSide::Fewer) == redFewer;
      bool belowRed = (n.below.side == NamedSide::Fewer) == redFewer;
      for (const SymbolicMove& m : moves) {
        if (m.top.red != topRed || m.below.red != belowRed) continue;
        out.push_back({&n, m,
                       (redFewer ? fewerRed : !fewerRed) && hasRank(m.top, n.top.rank, stacks) &&
                           hasRank(m.below, n.below.rank, stacks)});
      }
    }
  return out;
}

Expr loneMeets(const Claim& lemma, const SymbolicPosition& p) {
  return loneMeetsAs(lemma, p, true, Expr::always(), {}) || loneMeetsAs(lemma, p, false, Expr::always(), {});
}

Expr noMoves(const SymbolicPosition& p) {
  Expr none = Expr::always();
  for (const SymbolicMove& m : allMoves(p)) none = none && !m.legal;
  return none;
}

Expr hasLone(const SymbolicPosition& p) {
  Expr red = stackCount(p, true), blue = stackCount(p, false);
  return (red == 1 && blue >= 1) || (blue == 1 && red >= 1);
}

namespace {

// A condition of the keep-alive rules' language (lemmas/KeepAliveRules) at `p`, where `context`
// holds. With `possible`, parts that cannot hold there are left out (false); that happens only
// where the condition is read positively (not under Not), so the condition built implies the full
// one.
Expr conditionAt(const KeepAliveCondition& c, const SymbolicPosition& p, const Expr& context, const Possible& possible,
                 std::set<Shape>* replyShapes) {
  using Kind = KeepAliveCondition::Kind;
  switch (c.kind) {
    case Kind::NoMove:
      if (replyShapes) replyShapes->insert(shapeOf(p));
      return noMoves(p);
    case Kind::LoneColor: return hasLone(p);
    case Kind::Meets: return loneMeetsWhere(paperClaim(c.claim), p, context, possible, c.rule);
    case Kind::Not: return !conditionAt(c.parts.at(0), p, context, {}, replyShapes);
    case Kind::All: {
      // The later parts are built where the earlier ones hold: their positive parts (a negation,
      // such as "some move", is large and prunes little) join the context, and where they cannot
      // hold together the rest is not built. Less context only means less is left out.
      Expr every = Expr::always(), where = context;
      for (std::size_t i = 0; i < c.parts.size(); ++i) {
        Expr one = conditionAt(c.parts[i], p, where, possible, replyShapes);
        if (isNever(one)) return never();
        every = every && one;
        if (c.parts[i].kind == Kind::Not) continue;
        where = where && one;
        if (i + 1 < c.parts.size() && possible && !possible(where)) return never();
      }
      return every;
    }
    case Kind::Any: {
      std::vector<Expr> kept;
      for (const KeepAliveCondition& part : c.parts)
        if (Expr one = conditionAt(part, p, context, possible, replyShapes); !isNever(one)) kept.push_back(one);
      return anyOf(kept);
    }
    case Kind::EveryReply: {
      if (replyShapes) replyShapes->insert(shapeOf(p));
      Expr every = Expr::always();
      for (const SymbolicMove& reply : allMoves(p))
        every = every && implies(reply.legal, conditionAt(c.parts.at(0), reply.after, context && reply.legal, possible,
                                                          replyShapes));
      return every;
    }
  }
  return never();
}

// Whether rule `r` is tried: every rule with `withReplies`, else only those that read no reply of
// Alice's.
bool tried(const KeepAliveRule& r, bool withReplies) { return withReplies || !readsReplies(r.condition); }

// A rule that names a move of Bob's (not K1 or K2) through his move `m`: m legal and the rule's
// condition after it; never() where `possible` says that cannot hold.
Expr ruleThrough(const KeepAliveRule& rule, const SymbolicMove& m, const Possible& possible,
                 std::set<Shape>* replyShapes) {
  if (possible && !possible(m.legal)) return never();
  Expr after = conditionAt(rule.condition, m.after, m.legal, possible, replyShapes);
  return isNever(after) ? never() : m.legal && after;
}

}  // namespace

Expr keepAliveRuleApplies(const KeepAliveRule& rule, const SymbolicPosition& odd, const Possible& possible,
                          std::set<Shape>* replyShapes) {
  if (rule.loneRule) return conditionAt(rule.condition, odd, Expr::always(), possible, replyShapes);
  std::vector<Expr> moves;
  for (const SymbolicMove& m : allMoves(odd))
    if (Expr through = ruleThrough(rule, m, possible, replyShapes); !isNever(through)) moves.push_back(through);
  return anyOf(moves);
}

Expr keepAliveApplies(const SymbolicPosition& odd, bool withReplies, const Possible& possible,
                      const std::vector<KeepAliveRule>& rules, std::set<Shape>* replyShapes) {
  std::vector<Expr> applies;
  for (const KeepAliveRule& r : rules)
    if (tried(r, withReplies)) applies.push_back(keepAliveRuleApplies(r, odd, possible, replyShapes));
  return anyOf(applies);
}

KeepAliveByMove keepAliveByMove(const SymbolicPosition& odd, bool withReplies, const Possible& possible,
                                const std::vector<KeepAliveRule>& rules) {
  std::vector<Expr> lone;
  for (const KeepAliveRule& r : rules)
    if (r.loneRule && tried(r, withReplies)) lone.push_back(keepAliveRuleApplies(r, odd, possible));
  KeepAliveByMove out{anyOf(lone), {}};
  for (const SymbolicMove& m : allMoves(odd)) {
    std::vector<Expr> through;
    for (const KeepAliveRule& r : rules)
      if (!r.loneRule && tried(r, withReplies))
        if (Expr e = ruleThrough(r, m, possible, nullptr); !isNever(e)) through.push_back(e);
    if (!through.empty()) out.byMove.emplace_back(m, anyOf(through));
  }
  return out;
}

}  // namespace babylon::symbolic
