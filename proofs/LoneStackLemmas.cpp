// The proofs of Lemmas 4.2 and 4.3, as Bob plays them (strategies/KeepAlive, rules K0-K2).
//
// Lemma 4.2. An even state with one stack X of color x, |X| = h > m, and y-stacks.
//   Every y-stack is at most the total of the y-stacks, 2m - h, which is below h (step L4.2.apart):
//   no y-stack has X's height or color, so no move ever involves X. Every move puts a y-stack on
//   a y-stack; X stays the lone x-stack taller than m, and some y-stack remains. When no move is
//   left, there is one y-stack (two could be merged): two stacks, an even state, Alice to move.
//
// Lemma 4.3. An odd state O with one stack X of color x, |X| = u, t y-stacks of total S,
//   2m = u + S, and the claim's hypotheses: u < m, t_half != t, t_u <= 2. Bob plays K0 (a move
//   after which Alice cannot move: he wins at once) or else K1, Lemma 4.3's rule, which merges two
//   y-stacks: (i) the two of height u, (ii) the one of height u with another, (iii) otherwise a
//   pair of largest sum u' != u. Steps:
//   - the state is odd, so t is even, and t >= 1 gives t >= 2: a pair exists (L4.3.pair);
//   - in (iii) some pair sums to != u: were the tallest two (y1 >= y2) and the shortest two
//     (z2 >= z1) both to sum to u, every stack, lying between z1 and y1, would be u/2, against
//     t_half != t (L4.3.some-pair);
//   - after Bob's move E has no y-stack of height u: his new stack is 2u (L4.3.i-not-u), u + c
//     (L4.3.ii-not-u) or u' != u, and the stacks of height u he did not merge were none;
//   - so X can take no y-stack (heights differ, colors differ) and Alice merges two y-stacks
//     a and b; if E has a single y-stack she cannot move and loses. Otherwise O' = E - {a,b} +
//     {a+b} has X alone, u < m, at most one stack of height u: E has none, so only a + b can
//     be (L4.3.at-most-one-u);
//   - O' does not have all its y-stacks of height u/2. Suppose it had: a + b = u/2, a, b < u/2,
//     and every other stack of E is u/2. Bob's new stack w is in E: it is a or b, or it is u/2.
//     (i) w = 2u and (ii) w = u + c are neither (L4.3.i-w, L4.3.ii-w). (iii) w = u':
//     - w = a: E has t - 1 >= 3 stacks (L4.3.others), so some other, of height u/2, which with b
//       was a pair of O summing to u/2 + b: not u and larger than u', against Bob's choice
//       (L4.3.iii-w-merged);
//     - w = u/2, one of the t - 3 stacks of E besides a and b: if t >= 6 another of them, of
//       height u/2, and a were a pair of O summing to u/2 + a, not u and larger than u' = u/2
//       (L4.3.iii-w-half); if t = 4, O was {a, b, a', b'} with a' + b' = u' = u/2, so S = u and
//       m = u, against u < m (L4.3.iii-four);
//   - so O' meets the lemma's hypotheses with t - 2 y-stacks: by induction on t, Bob wins.
#include "LoneStackLemmas.hpp"

#include "lemmas/Claims.hpp"

namespace babylon {

namespace {

Expr never() { return lit(0) == lit(1); }

Obligation step(const std::string& id, const std::string& lemma, const std::string& words, Expr assumption,
                Expr claim) {
  return {"lemma." + id, "lemma", lemma, words, std::move(assumption), std::move(claim), std::nullopt};
}

}  // namespace

std::vector<Obligation> loneStackLemmaObligations() {
  Expr m = var("m"), u = var("u"), h = var("h"), t = var("t"), S = var("S");
  Expr a = var("a"), b = var("b"), c = var("c"), w = var("w"), s = var("s");
  Expr a2 = var("a'"), b2 = var("b'"), y1 = var("y1"), y2 = var("y2"), z1 = var("z1"), z2 = var("z2");
  // Lemma 4.3's hypothesis as lemmas/Claims states it (the same Expr the keep-alive rule evaluates).
  const Expr l43 = paperClaim("L4.3").hypothesis();
  auto hyp43 = [&](const Expr& tU, const Expr& tHalf, const Expr& count) {
    return l43.substitute({{"m", m}, {"u", u}, {"t", count}, {"t_u", tU}, {"t_half", tHalf}});
  };
  const Expr tU = var("t_u"), tHalf = var("t_half");
  // O: X of height u >= 1, t y-stacks of total S >= t, 2m = u + S, the lemma's hypothesis.
  Expr odd = u >= 1 && t >= 1 && S >= t && 2 * m == u + S && t == 2 * (t / 2) && hyp43(tU, tHalf, t);
  Expr half = 2 * (a + b) == u && a >= 1 && b >= 1;  // Alice's merge a + b = u/2
  std::vector<Obligation> out;
  const std::string L42 = "Lemma 4.2", L43 = "Lemma 4.3";
  out.push_back(step("L4.2.apart", L42, "a y-stack, at most the total 2m - |X| of the y-stacks, is lower than X",
                     a >= 1 && a <= 2 * m - h && h > m, a < h));
  out.push_back(step("L4.3.pair", L43, "an odd state has an even number t >= 1, so t >= 2, of y-stacks", odd, t >= 2));
  out.push_back(step(
      "L4.3.some-pair", L43, "if the tallest two and the shortest two y-stacks both sum to u, every y-stack is u/2",
      odd && y1 >= y2 && y2 >= z2 && z2 >= z1 && z1 >= 1 && y1 + y2 == u && z1 + z2 == u, 2 * y1 == u && 2 * z1 == u));
  out.push_back(
      step("L4.3.i-not-u", L43, "(i) the two y-stacks of height u merged are not of height u", odd, 2 * u != u));
  out.push_back(step("L4.3.ii-not-u", L43, "(ii) the y-stack of height u merged with another is not of height u",
                     odd && c >= 1, u + c != u));
  // E's count of y-stacks of height u, tE = 0, is the fact the step uses: O' counts tE less
  // the merged stacks of height u, plus a + b when it is u.
  const Expr tE = var("t_E");
  out.push_back(
      step("L4.3.at-most-one-u", L43,
           "after Alice merges a and b in a state E with no y-stack of height u, at most one is of height u",
           odd && a >= 1 && b >= 1 && tE == 0,
           tE - ite(a == u, lit(1), lit(0)) - ite(b == u, lit(1), lit(0)) + ite(a + b == u, lit(1), lit(0)) <= 1));
  out.push_back(step("L4.3.i-w", L43, "(i) Bob's 2u is neither a stack Alice merges into u/2 nor of height u/2",
                     odd && half, !(2 * u == a || 2 * u == b || 2 * (2 * u) == u)));
  out.push_back(step("L4.3.ii-w", L43, "(ii) Bob's u + c is neither a stack Alice merges into u/2 nor of height u/2",
                     odd && half && c >= 1, !(u + c == a || u + c == b || 2 * (u + c) == u)));
  out.push_back(step("L4.3.others", L43,
                     "when Alice can merge two of the t - 1 y-stacks after Bob's move, one more is left besides them",
                     odd && t - 1 >= 2, t - 3 >= 1));
  out.push_back(step("L4.3.iii-w-merged", L43,
                     "(iii) Bob's u' = a: a stack of height u/2 and b summed to neither u nor at most u'",
                     odd && half && w == a && s == u / 2 + b, s != u && s > w));
  out.push_back(
      step("L4.3.iii-w-half", L43,
           "(iii) Bob's u' = u/2 with another stack of height u/2: it and a summed to neither u nor at most u'",
           odd && half && 2 * w == u && s == u / 2 + a, s != u && s > w));
  out.push_back(step("L4.3.iii-four", L43,
                     "(iii) Bob's u' = u/2 from four y-stacks a, b, a', b': then S = u, so m = u, against u < m",
                     odd && half && 2 * w == u && a2 + b2 == w && a2 >= 1 && b2 >= 1 && S == a + b + a2 + b2, never()));
  return out;
}

}  // namespace babylon
