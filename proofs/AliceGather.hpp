// Theorem 4.1, Alice's half for n odd and p >= 3: the proof of her gather phase (strategies/
// AliceStrategy's A.gather.* rules), written out step by step; each step an obligation (assumption
// => claim over the integers) that Z3 proves and cvc5 re-checks. Every line of the phase ends in
// Lemma A's hypothesis (Bob to move) or at a lone stack Alice faces with at most one y-stack of its
// height, both of which proofs/AliceLemmas' Lemma A steps take over.
//
// As in proofs/AliceLemmas, what is machine-checked is each step's arithmetic; the case split (the
// complete list of Bob's moves) and what each step may assume about the stacks are written in the
// comment of AliceGather.cpp. The guards, the gathering color and the invariant are lemmas/
// AliceConditions' Expr objects, the ones the strategy evaluates.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/Obligations.hpp"

namespace babylon {

// The steps of the gather phase's proof (kind "lemma", ids "alice.GA.*", place kGatherPlace),
// built from the rules' conditions, the gathering color, the invariant and the counts m, o
// (lemmas/AliceConditions) and from her rules' moves (lemmas/AliceMoves): by default hers, which
// her strategy plays; tests pass wrong ones.
std::vector<Obligation> aliceGatherObligations(const std::vector<std::pair<std::string, Expr>>& conditions,
                                               const Expr& gatheringColor, const Expr& invariant,
                                               const std::vector<alice::StackCount>& counts = alice::aliceCounts(),
                                               const std::vector<alice::AliceMove>& moves = alice::aliceMoves());

inline constexpr const char* kGatherPlace = "gather phase";

}  // namespace babylon
