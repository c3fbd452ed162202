// Theorem 4.1, Alice's half: Lemma A (her keep-alive phase: n odd, one color a single stack that
// no stack of the other color matches in height), Section 2's openings for p <= 2 and, for n odd
// and p >= 3, her gather phase (proofs/AliceGather); each step an obligation (assumption => claim
// over the integers) that Z3 proves and cvc5 re-checks.
//
// As in proofs/LoneStackLemmas, Lemma A and the openings' move of Bob are graphs over a counter
// abstraction (proofs/KeepAbstraction): every move of Bob from the generic rule, her reply from
// her rules (proofs/AliceTurn), merge-tallest's pair shown to exist among the stacks the
// abstraction names (proofs/PairWitnesses). The rules' guards, Lemma A's hypothesis, the gathering
// color and the gather phase's invariant are lemmas/AliceConditions' Expr objects, the ones
// strategies/AliceStrategy evaluates.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/Obligations.hpp"

namespace babylon {

// The steps of Lemma A's proof, of Section 2's openings and of the gather phase (kinds "lemma" and
// "generated-move", ids "alice.*"), built from the rules' conditions, her counts (lemmas/AliceConditions) and her moves
// (lemmas/AliceMoves): hers by default (null or empty); tests pass wrong ones. `skippedBobMove`:
// the id of one move of Bob's step ("alice.LA.bob.X>AtH") whose move is left out of its node's
// moves (a rule mutant: the node's moves-complete claims should then fail).
std::vector<Obligation> aliceHalfObligations(const std::vector<std::pair<std::string, Expr>>& conditions = {},
                                             const Expr* lemmaAHypothesis = nullptr,
                                             const std::vector<alice::AliceMove>* moves = nullptr,
                                             const std::vector<alice::StackCount>* counts = nullptr,
                                             const std::string& skippedBobMove = "");

// Which part of Alice's half a step belongs to: "Lemma A", "Section 2" or the gather phase
// (proofs/AliceGather's kGatherPlace); and the steps showing that the one lone-stack shape no rule
// covers (Alice to move, c >= 3, d >= 1) is lost for her, so no rule could win there (the strategy
// does not reach it: after Bob's move in her graphs she faces at most one y-stack of height h).
inline constexpr const char* kLemmaAPlace = "Lemma A";
inline constexpr const char* kOpeningsPlace = "Section 2";
inline constexpr const char* kGapPlace = "Lemma A's gap";

}  // namespace babylon
