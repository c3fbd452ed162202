// The proofs of Lemma A and of Section 2's openings, as Alice plays them (strategies/AliceStrategy).
//
// Letters (lemmas/AliceConditions): n chips; one color x is a single stack X (the lone stack) of
// height h; t stacks of the other color y, of total S = n - h; c of them of height h, d of height
// 2h. Every move puts one stack on another, so after k moves there are n - k stacks: Alice moves
// when k is even, Bob when it is odd. A stack's color is its top chip's.
//
// Lemma A. Let n be odd, X the only x-stack, h = |X| >= 1, t >= 1 y-stacks, none of height h
//   (c = 0), and Bob to move. Then after every move of Bob Alice's rules have a move, and after
//   it the position again meets this hypothesis; X and some y-stack survive to the end, the game
//   ends with two stacks after n - 2 moves, an odd number, and Alice makes the last. (Section 2's
//   red stack is always a power of 2; the argument uses only c = 0 at Bob's turns and the parity
//   of n, which are linear.) Proved as the closure of a one-node graph over proofs/
//   KeepAbstraction's position (LA.bob.*): every move of Bob from the generic rule over every
//   pair of abstract stacks is not legal, or Alice's reply (proofs/AliceTurn: the first of her
//   rules that applies, its template) leads back to the hypothesis. Where Bob has no legal move
//   Alice made the last move. Every move removes a stack, so the closure is the induction.
//   merge-tallest's step reads its template (two y-stacks whose total is not h) and shows that
//   such a pair exists among distinct y-stacks the abstraction names (proofs/PairWitnesses: the
//   named ones, two of each class of one height, the tallest, shortest and a third of the
//   others). The facts that close it are those stacks' order and the parity of the y-stacks'
//   chips (that of their number of odd stacks); no product of unknowns. Why it holds: if every
//   pair added up to h, then t = 2 and n = 2h, or t >= 3 and every y-stack is h/2, so the odd ones
//   number t (even at her turn) or 0; either way n would be even.
//
// Section 2's openings, at a start <p,q;;> (n = p + q, 1 <= p <= q, p the minority's chips):
//   - One color left, s stacks, s odd, Bob to move (S2.one-color.bob.*): any two stacks combine,
//     so one class of s stacks is all the generic rule reads. Bob's move takes two of them; her
//     reply is A.one-color's template (the two tallest), back to s - 2 stacks. At s = 1 Bob has
//     no move: Alice made the last.
//   - For p <= 2 exactly one opening rule applies, for p >= 3 none (S2.start-rules).
//   - n even, p = 1: `br` (two chips of height 1) leaves one color, n - 1 stacks (odd), Bob to
//     move (S2.cover-one).
//   - n even, p = 2: `rr` leaves a lone red 2-stack among q >= 2 blue singletons, Bob to move
//     (S2.stack-two). Every move of Bob there comes from the generic rule over proofs/
//     KeepAbstraction's position (S2.rr.bob.*): only `bb` is legal, and her reply (the first of her
//     rules that applies: A.obliterate.cover-two's `BR`) covers the red stack; one color is left,
//     n - 3 stacks (odd), Bob to move.
//   - n odd, p = 1: `rb` leaves a lone red 2-stack and q - 1 blue singletons, none of height 2,
//     Bob to move: Lemma A (S2.red-on-blue).
//   - n odd, p = 2: `rr` leaves a lone red 2-stack and q blue singletons: Lemma A (S2.keep-two).
//   So Alice wins every start with p <= 2 for all n, by these rules and Lemma A.
//
// The gap. With Alice to move at a lone stack X, n odd, no rule applies exactly when c >= 3 and
// d >= 1 (tests/proofs/AliceLemmasTest). Such a position is lost for her whatever she
// plays: putting X on a y-stack of height h makes it 2h, and a y-stack of height 2h is still there
// (gap.pile-on); putting a y-stack on X ends color x at once; merging two y-stacks leaves at least
// c - 2 >= 1 of height h (gap.merge). Either way Bob puts a y-stack on X (equal heights), one color
// is left, and the game lasts n - 1 moves in all, an even number: Bob makes the last (gap.parity).
// So the strategy must never face it; it does not: every graph of her half closes, and in them she
// faces a lone stack only after Bob's move from Lemma A's hypothesis or the gather invariant.
#include "AliceLemmas.hpp"

#include "lemmas/AliceConditions.hpp"
#include <functional>
#include <optional>

#include "lemmas/AliceMoves.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceReplies.hpp"
#include "proofs/AliceTurn.hpp"
#include "proofs/GenericMoves.hpp"
#include "proofs/KeepAbstraction.hpp"

namespace babylon {

namespace {

Expr never() { return lit(0) == lit(1); }
Expr indicator(const Expr& condition) { return ite(condition, lit(1), lit(0)); }

Obligation step(const std::string& id, const std::string& place, const std::string& words, Expr assumption, Expr claim,
                const char* kind = "lemma") {
  return {"alice." + id, kind, place, words, std::move(assumption), std::move(claim), std::nullopt};
}

}  // namespace

std::vector<Obligation> aliceHalfObligations(const std::vector<std::pair<std::string, Expr>>& given,
                                             const Expr* givenHypothesis,
                                             const std::vector<alice::AliceMove>* givenMoves,
                                             const std::vector<alice::StackCount>* givenCounts,
                                             const std::string& skippedBobMove) {
  using alice::isEven, alice::isOdd;
  const auto& conditions = given.empty() ? alice::aliceConditions() : given;
  const Expr lemmaA = givenHypothesis ? *givenHypothesis : alice::lemmaAHypothesis();
  const std::vector<alice::AliceMove>& moves = givenMoves ? *givenMoves : alice::aliceMoves();
  const std::vector<alice::StackCount>& counts = givenCounts ? *givenCounts : alice::aliceCounts();
  AliceRules rules;
  rules.conditions = conditions;
  rules.counts = counts;
  rules.moves = moves;
  auto rule = [&](const std::string& id) {
    for (const auto& [caseId, condition] : conditions)
      if (caseId == id) return condition;
    return never();  // a rule left out of a (wrong) table never applies
  };
  const Expr n = alice::n, p = alice::p, h = alice::h, t = alice::t, c = alice::c, d = alice::d;
  const Expr q = var("q"), a = var("a"), b = var("b"), s = var("s"), k = var("k");
  // Lemma A's hypothesis at other values, and a rule's condition at other values.
  auto A = [&](const Expr& n_, const Expr& h_, const Expr& t_, const Expr& c_) {
    return lemmaA.substitute({{"n", n_}, {"h", h_}, {"t", t_}, {"c", c_}});
  };
  auto G = [&](const std::string& id, const std::vector<std::pair<std::string, Expr>>& at) {
    return rule(id).substitute(at);
  };
  auto templateOf = [&](const std::string& id) -> std::optional<alice::MoveTemplate> {
    for (const alice::AliceMove& m : moves)
      if (m.id == id) return m.move;
    return std::nullopt;  // a rule left out of a (wrong) table plays nothing
  };
  // Alice to move at a lone stack X: n odd, h >= 1, t >= 1 y-stacks, an even number of moves played.
  const Expr aliceLone = alice::aliceLoneTurn();
  const Expr start = n == p + q && p >= 1 && p <= q;
  const std::string LA = kLemmaAPlace, S2 = kOpeningsPlace;
  std::vector<Obligation> out;

  // A node at Bob's turn over the keep-alive abstraction: every move of Bob from the generic rule,
  // and her reply by her rules leading where `next` says.
  auto bobNode = [&](const std::string& prefix, const std::string& place, const std::string& words, const Expr& base,
                     const AliceNext& next) {
    const keep::AbstractKeep node = keep::bobTurn();
    std::vector<keep::KeepMove> moves = keep::keepMoves(node, "b");
    std::erase_if(moves, [&](const keep::KeepMove& m) { return "alice." + prefix + m.text == skippedBobMove; });
    for (const auto& [colors, claim] : keep::movesComplete(node, moves, "b"))
      out.push_back(
          step(prefix + "moves-complete." + colors, place,
               "at " + words + ", the moves generated are every move of Bob's by the generic rule (" + colors + ")",
               base, claim, "moves-complete"));
    for (const keep::KeepMove& bob : moves) {
      AliceReading r{n, keep::xStacks(bob.after), keep::yStacks(bob.after), {}, std::nullopt};
      std::optional<keep::KeepReading> reading = keep::keepReading(bob.after, rules.counts);
      AliceReading::Lone x{r.xStacks == 1 && r.yStacks >= 1, std::nullopt, Expr::always()};
      if (reading) {
        x.board = reading->board;
        x.uncounted = reading->uncounted;
      }
      // A y-stack left alone is read as the lone stack too (the strategy reads red first).
      AliceReading::Lone y{r.yStacks == 1 && r.xStacks >= 1, std::nullopt, Expr::always()};
      if (std::optional<keep::KeepReading> other = keep::keepReading(bob.after, rules.counts, false))
        y.board = other->board;
      r.lone = {x, y};
      Expr moved = bob.legal && keep::keepFacts(bob.after);
      out.push_back(step(prefix + bob.text, place,
                         "at " + words + ", Bob's " + bob.text + " is not legal, or Alice's reply by her rules leads " +
                             (place == LA ? "back to the hypothesis" : "to one color"),
                         base, implies(moved, aliceReplyLeads(r, rules, next)), "generated-move"));
    }
  };
  // Lemma A.
  {
    AliceNext next;
    next.kept = [&](const LoneAfter& a) { return A(n, a.h, a.t, a.c); };
    bobNode("LA.bob.", LA, "Lemma A's hypothesis",
            keep::keepFacts(keep::bobTurn()) && lemmaA.substitute({{"t", keep::yCount()}}), next);
  }

  // Section 2's openings.
  // One color left, Bob to move: s stacks, s odd (s + k = n, k odd, n even). With one color any
  // two stacks combine, whatever their heights, so one class of s stacks is all the generic rule
  // reads. Every move of Bob from the generic rule over it, then her reply by her rules
  // (A.one-color's template): back here with s - 2 stacks. Where Bob has no legal move (s = 1),
  // Alice made the last.
  auto oneColorNode = [&](const Expr& stacks) { return isOdd(stacks) && stacks >= 1 && stacks <= n - 1; };
  {
    // Bob's moves: two stacks taken from the class (of fresh heights g1, g2), the second there
    // when it has two. Each is a step; together they are every move of the generic rule.
    const Expr g1 = var("g1"), g2 = var("g2");
    std::vector<abstract::TakenMove> moves;
    const std::string prefix = "S2.one-color.bob.";
    for (const abstract::SourcePair& pair : abstract::sourcePairs({{true, 0}})) {
      const std::string text = "stacks>stacks";  // the class's only pair: two of its stacks
      if ("alice." + prefix + text == skippedBobMove) continue;
      Expr legal = abstract::legalMove(pair.sameColor, s >= 1, s >= 2, g1, g2);
      moves.push_back({0, 0, g1, g2, legal && g1 >= 1 && g2 >= 1});
      AliceReading r{n, s - 1, lit(0), {}, std::nullopt};
      AliceNext next;
      next.oneColor = [&](const OneColorAfter& after) { return oneColorNode(after.s); };
      out.push_back(step(prefix + text, S2,
                         "one color, s stacks, Bob to move: his move is not legal, or Alice's reply by her rules "
                         "leads back with s - 2 stacks",
                         oneColorNode(s), implies(legal, aliceReplyLeads(r, rules, next)), "generated-move"));
    }
    abstract::StacksOfHeight stacks{[](int, const Expr&) { return lit(0); },
                                    [&](int, const Expr& g) { return ite(g >= 1, s, lit(0)); }};
    for (const auto& [colors, claim] : abstract::movesComplete(moves, stacks, "g", {"x"}))
      out.push_back(step(prefix + "moves-complete." + colors, S2,
                         "with one color left, the moves generated are every move of Bob's by the generic rule",
                         oneColorNode(s), claim, "moves-complete"));
  }
  std::vector<std::pair<std::string, Expr>> atStart{{"n", n}, {"p", p}};
  const std::string coverOne = "A.obliterate.cover-one", stackTwo = "A.obliterate.stack-two",
                    redOnBlue = "A.keep-alive.red-on-blue", keepTwo = "A.keep-alive.stack-two";
  Expr openings = indicator(G(coverOne, atStart)) + indicator(G(stackTwo, atStart)) + indicator(G(redOnBlue, atStart)) +
                  indicator(G(keepTwo, atStart)) + indicator(G("A.gather.open", atStart));
  out.push_back(step("S2.start-rules", S2,
                     "at a start exactly one opening rule applies when p <= 2 or n is odd (A.gather.open for p >= 3), "
                     "and none when n is even and p >= 3 (Bob's starts)",
                     start, ite(p <= 2 || isOdd(n), lit(1), lit(0)) == openings));
  // An opening's move is its template (lemmas/AliceMoves) applied to the start (proofs/AliceReplies).
  auto opened = [&](const std::string& id, const std::function<Expr(const StartAfter&)>& then) {
    std::optional<alice::MoveTemplate> move = templateOf(id);
    if (!move) return never();
    StartAfter after = startAfter({p, q}, *move);
    return after.ok && then(after);
  };
  auto toLemmaA = [&](const StartAfter& a) { return a.lone() && A(n, a.h(), a.t(), a.c()); };
  // Obliterating: the move leaves no x-stack.
  auto leavesOneColor = [&](const std::string& id) {
    return opened(id, [&](const StartAfter& a) { return lit(a.twoIsX ? 1 : 0) == 0 && a.xSingles == 0; });
  };
  out.push_back(step("S2.cover-one", S2,
                     "n even, p = 1: br is legal and leaves one color, n - 1 stacks (odd), Bob to move",
                     start && G(coverOne, atStart), leavesOneColor(coverOne) && oneColorNode(n - 1)));
  // After rr at n even: a lone red 2-stack and v >= 2 blue singletons, Bob to move (over the
  // keep-alive abstraction: X of height 2, v stacks of class One, none of the others).
  const Expr v = var("v");
  auto afterRR = [](const Expr& singles) { return alice::afterStackTwo(singles); };
  out.push_back(step("S2.stack-two", S2,
                     "n even, p = 2: rr leaves a lone red 2-stack and q >= 2 blue singletons, Bob to move",
                     start && G(stackTwo, atStart), opened(stackTwo, [&](const StartAfter& a) {
                       return lit(a.twoIsX ? 1 : 0) == 1 && a.xSingles == 0 && afterRR(a.ySingles);
                     })));
  {
    // Her reply covers X: one color is left, with n - 3 stacks (odd), Bob to move.
    AliceNext next;
    next.buried = [&](const Expr& stacks) { return oneColorNode(stacks); };
    bobNode("S2.rr.bob.", S2, "a lone red 2-stack among blue singletons",
            keep::keepFacts(keep::bobTurn()) && h == 2 && c == 0 && d == 0 && var("w") == 0 && afterRR(v), next);
  }
  out.push_back(step("S2.red-on-blue", S2,
                     "n odd, p = 1: rb leaves a lone red 2-stack and q - 1 blue singletons, Bob to move: Lemma A's "
                     "hypothesis",
                     start && G(redOnBlue, atStart), opened(redOnBlue, toLemmaA)));
  out.push_back(step("S2.keep-two", S2,
                     "n odd, p = 2: rr leaves a lone red 2-stack and q blue singletons, Bob to move: Lemma A's "
                     "hypothesis",
                     start && G(keepTwo, atStart), opened(keepTwo, toLemmaA)));
  // The gap: lost for Alice.
  const std::string GAP = kGapPlace;
  const Expr gap = aliceLone && c >= 3 && d >= 1;
  out.push_back(step("gap.pile-on", GAP, "X on a y-stack of height h is 2h, and a y-stack of height 2h is still there",
                     gap, d - indicator(h == 2 * h) >= 1));
  out.push_back(step("gap.merge", GAP, "merging two y-stacks a, b leaves at least one of height h",
                     gap && a >= 1 && b >= 1, c - indicator(a == h) - indicator(b == h) >= 1));
  out.push_back(step("gap.parity", GAP,
                     "once X is covered one color is left: n - 1 moves in all, even with n odd, so Bob makes the last",
                     gap, isEven(n - 1)));
  // The gather phase (n odd, p >= 3), which ends in Lemma A's hypothesis.
  for (Obligation& o : aliceGatherObligations(rules, alice::gatherInvariant(), skippedBobMove))
    out.push_back(std::move(o));
  return out;
}

}  // namespace babylon
