// Lemmas 4.2 and 4.3 for all n, proved as the closure of a graph over abstract positions
// (proofs/LoneAbstraction): from every position meeting a lemma's hypothesis, Bob's rule (K1 or
// K2, lemmas/LoneStackRules) and then every move of Alice from the generic rule lead back to the
// hypothesis with two y-stacks fewer, or leave Alice without a move. Each step is an obligation
// (assumption => claim over the integers) that Z3 proves and cvc5 re-checks. What is trusted
// beyond the solvers is the abstraction's soundness argument (proofs/README.md).
#pragma once

#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "lemmas/LoneStackRules.hpp"
#include "proofs/ConjunctNeeds.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/Prover.hpp"

namespace babylon {

// The obligations of both lemmas (kind "lemma"), for the given statements and rules (the paper's
// by default; tests pass weakened hypotheses and changed rules):
//   - Lemma 4.2, even states: every move of Alice leaves X and the hypothesis at an odd state;
//   - Lemma 4.2 and 4.3, odd states: some case of Bob's rule applies, it allows a move, and after
//     that move and every move of Alice the hypothesis holds again with two y-stacks fewer.
//   - every set of moves generated (Alice's at each node, Bob's candidates) holds every move of the
//     generic rule (kind moves-complete, proofs/LoneAbstraction's movesComplete).
// `skippedAliceMove`, when not empty, is a slip planted on purpose (tests and mutants only): Alice's
// generated move of that text (e.g. "X>AtU") is left out wherever it is generated.
std::vector<Obligation> loneStackLemmaObligations(const Claim& l42 = paperClaim("L4.2"),
                                                  const Claim& l43 = paperClaim("L4.3"),
                                                  const LoneRule& k2 = lemma42Rule(),
                                                  const LoneRule& k1 = lemma43Rule(),
                                                  const std::string& skippedAliceMove = "");

// The nodes of the lemmas' graph: where the keep-alive rules hand the game over
// (lemmas/KeepAliveRules' lemmaNodesReached), and the odd node each even node's moves lead to.
std::vector<LemmaNode> loneStackNodes();

// The lone-stack rule Bob plays at the odd nodes of `claim`: the first keep-alive rule that plays
// one for it (lemmas/KeepAliveRules' order).
const LoneRule& loneRuleAt(const std::string& claim);

// Every conjunct of Lemma 4.2's and 4.3's hypotheses, in order (Z3 only, one conjunct per unit
// of work on `threads` threads; a stop request of `guard` throws RunStopped).
std::vector<ConjunctNeed> loneStackConjunctNeeds(const ProverOptions& options, int threads, RunGuard& guard);

}  // namespace babylon
