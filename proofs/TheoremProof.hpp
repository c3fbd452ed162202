// Theorem 4.1, Bob's half, as the prove command establishes it: the symbolic verifier's family
// graph, its obligations re-checked, and the written-out proofs of Lemmas 4.2 and 4.3.
#pragma once

#include "proofs/ProofRun.hpp"
#include "proofs/SymbolicVerifier.hpp"

namespace babylon {

struct TheoremProof {
  symbolic::FamilyGraph graph;
  ProofRun recheck;  // every obligation of the graph, Z3 with the cvc5 re-check
  ProofRun lemmas;   // the steps of the written-out proofs of Lemmas 4.2 and 4.3 (proofs/LoneStackLemmas)
  // Proved for all n: the graph is closed up to Lemmas 4.2 and 4.3, and every obligation of it
  // and every step of those lemmas' proofs is proved, with cvc5 agreeing.
  bool proved() const { return graph.closedUpToLemmas() && recheck.allProved() && lemmas.allProved(); }
  const char* verdict() const { return proved() ? "proved" : "open"; }
};

}  // namespace babylon
