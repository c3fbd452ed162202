// Theorem 4.1, Alice's half, as far as it is proved for all n: Lemma A (her keep-alive phase:
// n odd, one color a single stack that no stack of the other color matches in height) and
// Section 2's openings for p <= 2, written out step by step; each step an obligation (assumption
// => claim over the integers) that Z3 proves and cvc5 re-checks.
//
// As in proofs/LoneStackLemmas, what is machine-checked is each step's arithmetic; the case split
// and what each step may assume about the stacks are written in the comments of AliceLemmas.cpp.
// The rules' guards and Lemma A's hypothesis are lemmas/AliceConditions' Expr objects, the ones
// strategies/AliceStrategy evaluates. The gather phase (n odd, p >= 3, until Lemma A's hypothesis
// holds) is not proved here: `verify --side alice` checks it to a size.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lemmas/Expr.hpp"
#include "proofs/Obligations.hpp"

namespace babylon {

// The steps of Lemma A's proof and of Section 2's openings (kind "lemma", ids "alice.*"), built
// from the rules' conditions (lemmas/AliceConditions by default; tests pass wrong ones).
std::vector<Obligation> aliceHalfObligations(const std::vector<std::pair<std::string, Expr>>& conditions = {},
                                             const Expr* lemmaAHypothesis = nullptr);

// Which part of Alice's half a step belongs to: "Lemma A" or "Section 2"; and the steps showing that
// the one lone-stack shape no rule covers (Alice to move, c >= 3, d >= 1) is lost for her, so no rule
// could win there (the strategy must not reach it; from the starts it does not, to the size verified).
inline constexpr const char* kLemmaAPlace = "Lemma A";
inline constexpr const char* kOpeningsPlace = "Section 2";
inline constexpr const char* kGapPlace = "Lemma A's gap";

}  // namespace babylon
