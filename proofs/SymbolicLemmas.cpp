// Lemma hypotheses read off symbolic positions, generically over the abstract stacks of
// proofs/SymbolicRules: nothing here is written per family or per case.
#include "SymbolicLemmas.hpp"

#include "proofs/SymbolicRules.hpp"

namespace babylon::symbolic {

namespace {

Expr never() { return lit(0) == lit(1); }

// How many stacks of the color (red when `red`) `p` has: its singletons and its hills.
Expr stackCount(const SymbolicPosition& p, bool red) {
  return (red ? p.j : p.k) + lit(static_cast<std::int64_t>((red ? p.redHills : p.blueHills).size()));
}

// X is the color's only stack: its singletons when it has no hill, else its one hill.
Expr loneMeetsAs(const Claim& lemma, const SymbolicPosition& p, bool xRed) {
  const Expr& xSingles = xRed ? p.j : p.k;
  const Expr& ySingles = xRed ? p.k : p.j;
  const std::vector<Expr>& xHills = xRed ? p.redHills : p.blueHills;
  const std::vector<Expr>& yHills = xRed ? p.blueHills : p.redHills;
  if (xHills.size() > 1) return never();
  Expr lone = xHills.empty() ? xSingles == 1 : xSingles == 0;
  Expr u = xHills.empty() ? lit(1) : xHills[0];
  Expr t = stackCount(p, !xRed);
  Expr tU = ite(u == 1, ySingles, lit(0));
  Expr tHalf = ite(u == 2, ySingles, lit(0));
  for (const Expr& h : yHills) {
    tU = tU + ite(h == u, lit(1), lit(0));
    tHalf = tHalf + ite(2 * h == u, lit(1), lit(0));
  }
  Expr hypothesis =
      lemma.hypothesis().substitute({{"m", chips(p) / 2}, {"u", u}, {"t", t}, {"t_u", tU}, {"t_half", tHalf}});
  return lone && t >= 1 && hypothesis;
}

}  // namespace

Expr loneMeets(const Claim& lemma, const SymbolicPosition& p) {
  return loneMeetsAs(lemma, p, true) || loneMeetsAs(lemma, p, false);
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

KeepAliveRules keepAliveRules(const SymbolicPosition& odd, bool withK4) {
  const Claim& l42 = paperClaim("L4.2");
  const Claim& l43 = paperClaim("L4.3");
  KeepAliveRules r{never(), loneMeets(l43, odd), never(), never(), never()};
  for (bool xRed : {true, false}) r.k2 = r.k2 || (loneMeetsAs(l42, odd, xRed) && stackCount(odd, !xRed) >= 2);
  for (const SymbolicMove& m : allMoves(odd)) {
    Expr stuck = noMoves(m.after);
    r.k0 = r.k0 || (m.legal && stuck);
    r.k3 = r.k3 || (m.legal && loneMeets(l42, m.after));
    if (!withK4) continue;
    // K4: every reply of Alice protected (strategies/KeepAlive's everyReplyProtected).
    Expr protectedReplies = !stuck;
    for (const SymbolicMove& reply : allMoves(m.after))
      protectedReplies =
          protectedReplies && implies(reply.legal, loneMeets(l43, reply.after) || loneMeets(l42, reply.after));
    r.k4 = r.k4 || (m.legal && hasLone(m.after) && protectedReplies);
  }
  return r;
}

}  // namespace babylon::symbolic
