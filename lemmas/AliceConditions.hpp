// Alice's conditions as data: the hypothesis of Lemma A (her keep-alive phase, proofs/AliceLemmas)
// and the arithmetic guards of her rules (strategies/AliceStrategy), written once as Expr objects
// that the strategy evaluates, Z3 reasons about and reports print.
//
// Letters (strategies/AliceStrategy.hpp): n chips in all; p the minority color's chips at a start
// <p,q;;>; for a position where one color x is a single stack X (the "lone" stack): h its height,
// t the number of stacks of the other color y, c how many y-stacks have height h, d how many have
// height 2h. Which color is lone, and whether the position is a start, are read off the position
// by the strategy (the rules' shapes); these conditions are the arithmetic on top.
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

// e is odd / even, as Z3 and cvc5 read it (floor division).
inline Expr isOdd(const Expr& e) { return e == 2 * (e / 2) + 1; }
inline Expr isEven(const Expr& e) { return e == 2 * (e / 2); }

// Lemma A's hypothesis on a lone-stack position: n odd, X of height h >= 1, t >= 1 y-stacks, none
// of height h (c = 0), and Bob to move (the n - (1 + t) moves played so far are odd in number).
Expr lemmaAHypothesis();

// The arithmetic guard of each of Alice's rules that has one, by case id, in the rules' order; the
// rule's shape (a start, a lone stack) is the strategy's. Rules not listed (one color, gather) have
// no arithmetic guard beyond their shape.
const std::vector<std::pair<std::string, Expr>>& aliceConditions();
// Throws std::out_of_range naming the case.
const Expr& aliceCondition(const std::string& caseId);

// The parameters the conditions use, in the order the strategy passes their values.
const std::vector<std::string>& aliceSlots();

}  // namespace babylon::alice
