// Alice's conditions as data: the hypothesis of Lemma A (her keep-alive phase, proofs/AliceLemmas)
// and the arithmetic guards of her rules (strategies/AliceStrategy), written once as Expr objects
// that the strategy evaluates, Z3 reasons about and reports print.
//
// Letters (strategies/AliceStrategy.hpp): n chips in all; p the minority color's chips at a start
// <p,q;;>; for a position where one color x is a single stack X (the "lone" stack): h its height,
// t the number of stacks of the other color y, c how many y-stacks have height h, d how many have
// height 2h. For the gather phase (n odd, p >= 3, both colors with two stacks or more), x is the
// gathering color and T its tallest stack: H is T's height, r the x-stacks, s the y-stacks, m the
// y-stacks of height H and o the y-stacks taller than H; the invariant between Bob's turns also
// uses k (x's singletons besides T) and e (the y-stacks' excess: their chips minus their number).
// Which color is lone, and whether the position is a start, are read off the position by the
// strategy (the rules' shapes); these conditions are the arithmetic on top.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "Expr.hpp"

namespace babylon::alice {

inline const Expr n = var("n");
inline const Expr p = var("p");
inline const Expr h = var("h");
inline const Expr t = var("t");
inline const Expr c = var("c");
inline const Expr d = var("d");
inline const Expr H = var("H");
inline const Expr r = var("r");
inline const Expr s = var("s");
inline const Expr m = var("m");
inline const Expr o = var("o");
inline const Expr k = var("k");
inline const Expr e = var("e");

// e is odd / even, in the form the tables' `is odd` and `is even` read (lemmas/ExprParser).
inline Expr isOdd(const Expr& e) { return e - 2 * (e / 2) == 1; }
inline Expr isEven(const Expr& e) { return e - 2 * (e / 2) == 0; }

// How a position is read into the counts c, d, m and o: each counts the stacks of the other color y
// whose height g meets a condition over g and a reference height (h, the lone stack's; H, the
// candidate gathering color's tallest stack's). The strategy counts with these and the proofs'
// letters mean them: one definition.
inline const Expr g = var("g");
struct StackCount {
  std::string letter;  // "c", "d", "m", "o"
  Expr counted;        // over g and h, or g and H
};
const std::vector<StackCount>& aliceCounts();
// The one named; throws std::out_of_range naming it.
const Expr& aliceCount(const std::string& letter);
// The one named in `counts` (a reading, perhaps a changed one); false, so that it counts nothing,
// when the reading leaves it out.
Expr countIn(const std::vector<StackCount>& counts, const std::string& letter);

// Lemma A's hypothesis on a lone-stack position: n odd, X of height h >= 1, t >= 1 y-stacks, none
// of height h (c = 0), and Bob to move (the n - (1 + t) moves played so far are odd in number).
Expr lemmaAHypothesis();
// Alice to move at a lone-stack position: n odd, X of height h >= 1, t >= 1 y-stacks, c and d
// counts, and an even number n - (1 + t) of moves played (proofs/AliceLemmas' steps about Lemma
// A's gap start here).
Expr aliceLoneTurn();
// After `rr` at a start with n even and p = 2: the x-stack of 2 chips and `singles` y-chips, nothing
// else, Bob to move (Section 2's obliterate line; proofs/AliceLemmas' S2.rr node).
Expr afterStackTwo(const Expr& singles);

// The gathering color x of a position: its tallest stack T is the tallest on the board (o = 0),
// and if a y-stack is as tall (m >= 1), x has fewer stacks (r < s). At most one color qualifies.
Expr gatheringColor();
// The gather phase's invariant at Bob's turn (proofs/AliceGather), over the letters of its
// position: x's stacks are T (height H) and k >= 0 singletons; the s y-stacks hold s + e chips,
// so n = H + k + s + e (the abstraction's facts, not conjuncts here). Its conjuncts: n odd; Bob to
// move; H >= e + 2, so every y-stack (at most e + 1 chips) is shorter than T; and s - k >= 1,
// >= 3 while H = e + 2. The proof drops each in turn: each is needed.
const std::vector<Expr>& gatherInvariantConjuncts();
Expr gatherInvariant();  // their conjunction

// The arithmetic guard of each of Alice's rules that has one (lemmas/tables/alice.rules), by case
// id, in the rules' order; the rule's shape (a start, a lone stack, the gathering color) is its
// phase. The rule not listed (one color) has no arithmetic guard beyond its shape.
const std::vector<std::pair<std::string, Expr>>& aliceConditions();
// Throws std::out_of_range naming the case.
const Expr& aliceCondition(const std::string& caseId);

// The parameters the conditions use, in the order the strategy passes their values.
const std::vector<std::string>& aliceSlots();

}  // namespace babylon::alice
