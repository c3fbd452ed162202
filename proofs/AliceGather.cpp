// The proof of Alice's gather phase (n odd, p >= 3), as she plays it (strategies/AliceStrategy).
//
// Letters (lemmas/AliceConditions): n chips, p < q at the start <p,q;;> (n odd, so p != q); x the
// gathering color (the minority, red), y the other; T x's tallest stack, of height H; k the
// x-singletons beside T; s the y-stacks, holding s + e chips (e, their excess, is the sum over the
// y-stacks of their height minus one). A stack's color is its top chip's. Every move puts one stack
// on another, so after j moves there are n - j stacks: Alice moves when j is even, Bob when odd.
//
// The invariant (gatherInvariant), at Bob's turn: n odd; x's stacks are exactly T and k >= 1
// singletons; e >= 0 and H >= e + 2; s - k >= 1, and s - k >= 3 while H = e + 2; n = H + k + s + e
// and n - (k + 1 + s) is odd (Bob to move). What the steps may assume about the y-stacks follows
// from e alone: a y-stack of height g adds g - 1 >= 0 to e, so every y-stack has at most e + 1
// chips, two of them a, b have (a - 1) + (b - 1) <= e, and the others then at most
// e - (a - 1) - (b - 1) + 1. No step needs more of the y-stacks than these bounds, which is why the
// abstraction (H, k, s, e) is sound for every n: the concrete position's y-stacks are any multiset
// with that count and that excess, and every claim below holds for all of them.
//
// Alice's replies are her move templates (lemmas/AliceMoves) applied to the board after Bob's move
// (proofs/AliceReplies' gatherAfter), and m and o her counts on it (boardCounts): each step's claim
// is built from that result, so a change to her moves or her reading changes the claim.
//
// The gather rules (lemmas/AliceConditions' guards, after the lone-stack rules, which fire first
// when a color is a single stack): the gathering color is the one whose tallest stack T is the
// tallest on the board (o = 0 y-stacks taller), on a tie of colors the one with fewer stacks
// (gatheringColor; at most one color qualifies: GA.one-gathering-color). A.gather.open (a start):
// stack two x-chips. A.gather.pile-on-match (m >= 1 y-stacks of height H): T on one of them.
// A.gather.merge-into-tall (m = 0): x's next tallest stack on T.
//
//   - Opening: after rr the invariant holds with H = 2, k = p - 2, s = q, e = 0 (q >= p + 1 as n is
//     odd, so s - k = q - p + 2 >= 3) (GA.open).
//   - At Bob's turn every y-stack (at most e + 1 <= H - 1 chips) is shorter than T (GA.shorter): T
//     takes no y-stack and none covers T, and an x-singleton meets only y-singletons. So Bob's moves
//     are exactly: (1) an x-singleton on T or T on it; (2) two x-singletons stacked; (3) a
//     y-singleton on an x-singleton; (4) an x-singleton on a y-singleton; (5) two y-stacks merged.
//     He always has one (s >= 2, GA.bob-can-move), so the phase never ends at his turn.
//   - (1) x is T (H + 1) and k - 1 singletons. k = 1: x is a lone stack no y-stack matches
//     (c = 0), Alice to move (GA.grow.lone). k >= 2: x still gathers (no y-stack reaches H + 1),
//     merge-into-tall puts a singleton on T: H + 2 and k - 2 singletons, the invariant again or, at
//     k = 2, Lemma A's hypothesis (GA.grow).
//   - (2) x is T, a 2-stack and k - 2 singletons: merge-into-tall puts the 2-stack (x's next tallest;
//     another T when H = 2) on T: H + 2, the invariant or Lemma A's hypothesis (GA.pair).
//   - (3) y gains a 2-stack, e grows by one. k = 1: T is lone, matched only when H = 2 by the new
//     2-stack, c <= 1 (GA.covered.lone). k >= 2 and H = 2: the new 2-stack matches T (then e = 0 and
//     s - k >= 3, so x has fewer stacks and still gathers); pile-on-match: T is 4, y has s - 1 stacks
//     and excess e, x k - 1 singletons (GA.covered.match). k >= 2 and H >= 3: merge-into-tall, T is
//     H + 1, e + 1 <= H - 1 again (GA.covered).
//   - (4) x gains a 2-stack, y loses a singleton (e unchanged). s = 2: then k = 1 (s - k >= 1, odd)
//     and H >= 3 (H = 2 forces s - k >= 3); y is the lone stack b < H, x's stacks T and the 2-stack:
//     at most one matches it (GA.capture.lone). s >= 3: merge-into-tall puts the 2-stack on T
//     (GA.capture).
//   - (5) Two y-stacks a, b become a + b <= e + 2 <= H; e grows by one. s = 2: then k = 1, y is the
//     lone stack a + b, x's stacks T and a singleton: at most one matches it (GA.merge.lone).
//     s >= 3 and a + b = H: then H = e + 2, so s - k >= 3 and x has fewer stacks; every other
//     y-stack has at most e - (a - 1) - (b - 1) + 1 = 1 chip, so exactly one matches T;
//     pile-on-match: T is 2H, y loses two stacks and e + 1 - (H - 1) = 0 is its excess, and the
//     invariant holds with H > e + 2 (GA.merge.match). s >= 3 and a + b != H: merge-into-tall, T is
//     H + 1 (GA.merge).
//   - Every round takes two stacks off the board and the game is finite, so the phase ends, each
//     time in Lemma A's hypothesis at Bob's turn (proofs/AliceLemmas: Alice wins) or at a lone stack
//     Alice faces with c <= 1 y-stacks of its height (proofs/AliceLemmas' LA.alice-rule and the
//     steps of pile-on-challenger, cover-challenger and merge-tallest: her reply gives Lemma A's
//     hypothesis). Why H - e cannot fall: Bob adds at most one chip to e per move, and each of
//     Alice's replies adds at least one to H (or doubles T and empties e); pile-on-match therefore
//     fires at most once, when H = e + 2, which is what the slack s - k >= 3 pays for.
#include "AliceGather.hpp"

#include <functional>
#include <optional>

#include "lemmas/AliceConditions.hpp"
#include "proofs/AliceReplies.hpp"

namespace babylon {

namespace {

Expr never() { return lit(0) == lit(1); }
Expr indicator(const Expr& condition) { return ite(condition, lit(1), lit(0)); }

Obligation step(const std::string& id, const std::string& words, Expr assumption, Expr claim) {
  return {"alice.GA." + id, "lemma", kGatherPlace, words, std::move(assumption), std::move(claim), std::nullopt};
}

}  // namespace

std::vector<Obligation> aliceGatherObligations(const std::vector<std::pair<std::string, Expr>>& conditions,
                                               const Expr& gatheringColor, const Expr& invariant,
                                               const std::vector<alice::StackCount>& counts,
                                               const std::vector<alice::AliceMove>& moves) {
  using alice::isOdd;
  auto rule = [&](const std::string& id) {
    for (const auto& [caseId, condition] : conditions)
      if (caseId == id) return condition;
    return never();  // a rule left out of a (wrong) table never applies
  };
  const Expr n = alice::n, H = alice::H, k = alice::k, s = alice::s, e = alice::e, p = alice::p;
  const Expr q = var("q"), a = var("a"), b = var("b"), dd = var("d");
  const std::string open = "A.gather.open", pile = "A.gather.pile-on-match", merge = "A.gather.merge-into-tall";
  auto inv = [&](const Expr& H_, const Expr& k_, const Expr& s_, const Expr& e_) {
    return invariant.substitute({{"n", n}, {"H", H_}, {"k", k_}, {"s", s_}, {"e", e_}});
  };
  // Lemma A's hypothesis (Bob to move), and a lone stack Alice faces, at other values.
  auto lemmaA = [&](const Expr& h_, const Expr& t_) {
    return alice::lemmaAHypothesis().substitute({{"n", n}, {"h", h_}, {"t", t_}, {"c", lit(0)}});
  };
  auto aliceLone = [&](const Expr& h_, const Expr& t_, const Expr& c_) {
    return alice::aliceLoneTurn().substitute({{"n", n}, {"h", h_}, {"t", t_}, {"c", c_}, {"d", dd}}) && c_ <= 1;
  };
  // Alice's turn in the gather phase on board b (proofs/AliceReplies): with m and o as her reading
  // counts them, x is the gathering color and the named rule is the gather rule that fires
  // (pile-on-match comes first in the table); its move, her template, leaves x as T' and
  // singletons, and `then` holds of the result.
  auto templateOf = [&](const std::string& id) -> std::optional<alice::MoveTemplate> {
    for (const alice::AliceMove& m : moves)
      if (m.id == id) return m.move;
    return std::nullopt;  // a rule left out of a (wrong) table plays nothing
  };
  auto reply = [&](const std::string& id, const GatherBoard& board,
                   const std::function<Expr(const GatherAfter&)>& then) {
    BoardCounts bc = boardCounts(board, counts);
    std::vector<std::pair<std::string, Expr>> at{{"n", n},       {"H", board.H}, {"r", board.xStacks()},
                                                 {"s", board.s}, {"m", bc.m},    {"o", bc.o}};
    Expr gathers = gatheringColor.substitute(at) && board.H >= 2 && bc.restUncounted;  // H' >= 2: not a start
    Expr fires = id == pile ? gathers && rule(pile).substitute(at)
                            : gathers && !rule(pile).substitute(at) && rule(merge).substitute(at);
    std::optional<alice::MoveTemplate> move = templateOf(id);
    if (!move) return never();
    GatherAfter after = gatherAfter(board, *move);
    return fires && after.ok && then(after);
  };
  // Bob's turn again: the invariant, or (no x-singleton left) Lemma A's hypothesis with no y-stack
  // as tall as T' (every y-stack has at most e' + 1 chips).
  auto back = [&](const GatherAfter& a) {
    return ite(a.k == 0, lemmaA(a.H, a.s) && a.e + 1 < a.H, inv(a.H, a.k, a.s, a.e));
  };
  const Expr bob = invariant && dd >= 0;
  const Expr start = n == p + q && p >= 1 && p <= q;
  std::vector<Obligation> out;

  out.push_back(step(
      "open",
      "n odd, p >= 3: A.gather.open applies at the start, and after rr T is 2, with p - 2 x-singletons "
      "and q y-singletons: the invariant",
      start && isOdd(n) && p >= 3, rule(open).substitute({{"n", n}, {"p", p}}) && [&] {
        // Her opening's template on the start (proofs/AliceReplies): T is x's 2-stack.
        std::optional<alice::MoveTemplate> move = templateOf(open);
        if (!move) return never();
        StartAfter a = startAfter({p, q}, *move);
        return a.ok && lit(a.twoIsX ? 1 : 0) == 1 && inv(lit(2), a.xSingles, a.ySingles, lit(0));
      }()));
  out.push_back(
      step("shorter", "every y-stack has at most e + 1 chips, fewer than T's H", bob && a >= 1 && a - 1 <= e, a < H));
  out.push_back(
      step("bob-can-move", "Bob faces two y-stacks or more (and T with an x-singleton)", bob, s >= 2 && k >= 1));
  out.push_back(step(
      "one-gathering-color", "at most one color is the gathering color",
      [&] {
        const Expr H1 = var("H1"), H2 = var("H2"), r1 = var("r1"), r2 = var("r2"), m1 = var("m1"), m2 = var("m2"),
                   o1 = var("o1"), o2 = var("o2");
        return H1 >= 1 && H2 >= 1 && r1 >= 1 && r2 >= 1 && m1 >= 0 && m2 >= 0 && o1 >= 0 && o2 >= 0 &&
               ((H2 <= H1 && o1 == 0) || (H2 > H1 && o1 >= 1)) && ((H1 <= H2 && o2 == 0) || (H1 > H2 && o2 >= 1)) &&
               (H1 != H2 || (m1 >= 1 && m2 >= 1)) &&
               gatheringColor.substitute({{"r", r1}, {"s", r2}, {"m", m1}, {"o", o1}}) &&
               gatheringColor.substitute({{"r", r2}, {"s", r1}, {"m", m2}, {"o", o2}});
      }(),
      never()));

  // (1) An x-singleton on T, or T on it.
  out.push_back(step("grow.lone", "the last x-singleton joins T: a lone stack of height H + 1 no y-stack matches",
                     bob && k == 1, e + 1 < H + 1 && aliceLone(H + 1, s, lit(0))));
  out.push_back(step("grow",
                     "an x-singleton joins T: merge-into-tall puts another on T: the invariant, or Lemma A's "
                     "hypothesis",
                     bob && k >= 2, e + 1 < H + 1 && reply(merge, {H + 1, k - 1, s, e, {}, {}}, back)));
  // (2) Two x-singletons stacked.
  out.push_back(step("pair",
                     "two x-singletons stacked: merge-into-tall puts the 2-stack on T: the invariant, or Lemma A's "
                     "hypothesis",
                     bob && k >= 2, e + 1 < H && reply(merge, {H, k - 2, s, e, lit(2), {}}, back)));
  // (3) A y-singleton on an x-singleton.
  // c, the x-stacks of the lone stack's height, is a fact of the step (here and in capture.lone and
  // merge.lone): only the new 2-stack, when H = 2.
  out.push_back(step("covered.lone",
                     "the last x-singleton covered: T is lone, and only the new y 2-stack can match it (H = 2)",
                     bob && k == 1 && var("c") == indicator(H == 2), e + 1 < H && aliceLone(H, s, var("c"))));
  out.push_back(step("covered.match",
                     "an x-singleton covered with H = 2: the new y 2-stack matches T, x has fewer stacks; "
                     "pile-on-match makes T 4: the invariant",
                     bob && k >= 2 && H == 2, e + 1 < H && reply(pile, {H, k - 1, s, e + 1, {}, lit(2)}, back)));
  out.push_back(step("covered",
                     "an x-singleton covered with H >= 3: no y-stack reaches H; merge-into-tall: the invariant, or "
                     "Lemma A's hypothesis",
                     bob && k >= 2 && H != 2,
                     e + 1 < H && H > 2 && reply(merge, {H, k - 1, s, e + 1, {}, lit(2)}, back)));
  // (4) An x-singleton on a y-singleton.
  const Expr matchesB = indicator(b == H) + indicator(b == 2);
  out.push_back(step("capture.lone",
                     "a y-singleton captured from two y-stacks: y is a lone stack b (at most e + 1 chips) and of x's "
                     "two stacks T and the 2-stack at most one matches it",
                     bob && s == 2 && b >= 1 && b - 1 <= e && var("c") == matchesB,
                     k == 1 && H != 2 && b < H && aliceLone(b, lit(2), var("c"))));
  out.push_back(step("capture",
                     "a y-singleton captured: merge-into-tall puts the new x 2-stack on T: the invariant, or Lemma "
                     "A's hypothesis",
                     bob && s >= 3, e + 1 < H && reply(merge, {H, k - 1, s - 1, e, lit(2), {}}, back)));
  // (5) Two y-stacks a, b merged.
  const Expr twoY = bob && a >= 1 && b >= 1 && (a - 1) + (b - 1) <= e;
  const Expr matchesAB = indicator(a + b == H) + indicator(a + b == 1);
  out.push_back(step("merge.lone",
                     "the last two y-stacks merged: y is a lone stack a + b, and of x's two stacks T and a singleton "
                     "at most one matches it",
                     twoY && s == 2 && var("c") == matchesAB, k == 1 && aliceLone(a + b, lit(2), var("c"))));
  out.push_back(step("merge.match",
                     "two y-stacks merged into one as tall as T: then H = e + 2, x has fewer stacks, no other y-stack "
                     "matches; pile-on-match makes T 2H and empties y's excess: the invariant",
                     twoY && s >= 3 && a + b == H,
                     (e - (a - 1) - (b - 1)) + 1 < H && reply(pile, {H, k, s - 1, e + 1, {}, a + b}, back)));
  out.push_back(step("merge",
                     "two y-stacks merged into one shorter than T: merge-into-tall: the invariant, or Lemma A's "
                     "hypothesis",
                     twoY && s >= 3 && a + b != H,
                     a + b < H && e + 1 < H && reply(merge, {H, k, s - 1, e + 1, {}, a + b}, back)));
  return out;
}

}  // namespace babylon
