// Theorem 4.1, Alice's half for n odd and p >= 3: her gather phase (strategies/AliceStrategy's
// A.gather.* rules), proved as the closure of a graph over the phase's counter abstraction
// (proofs/GatherAbstraction). At Bob's turn the node is the gather invariant; every move of Bob
// comes from the generic rule over every pair of abstract stacks; Alice's reply is the first of
// her rules that applies (proofs/AliceTurn), its template applied; each step says the successor
// meets the invariant again, or Lemma A's hypothesis (proofs/AliceLemmas). Each step is an
// obligation that Z3 proves and cvc5 re-checks.
#pragma once

#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/AliceTurn.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/Prover.hpp"

namespace babylon {

// The steps of the gather phase's proof (ids "alice.GA.*", place kGatherPlace): the opening leads
// to the invariant, at most one color gathers, and for every move of Bob from the invariant
// (kind "generated-move") her reply leads back to it or to Lemma A's hypothesis. Built from her
// rules (by default hers) and the invariant (lemmas/AliceConditions' by default; tests pass
// weakened ones). `skippedBobMove`: the id of one move of Bob's step ("alice.GA.bob.Y>T") whose
// move is left out of the node's moves (a rule mutant; its moves-complete claims should fail).
std::vector<Obligation> aliceGatherObligations(const AliceRules& rules = {},
                                               const Expr& invariant = alice::gatherInvariant(),
                                               const std::string& skippedBobMove = "");

// Each conjunct of the gather invariant, dropped: the obligation Z3 refutes first, if any (Z3
// only, one conjunct per unit of work on `threads` threads).
std::vector<ConjunctNeed> gatherConjunctNeeds(const ProverOptions& options, int threads, RunGuard& guard);

inline constexpr const char* kGatherPlace = "gather phase";

}  // namespace babylon
