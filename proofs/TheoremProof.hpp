// Theorem 4.1, Bob's half, as the prove command establishes it: the symbolic verifier's family
// graph, its obligations re-checked, and the written-out proofs of Lemmas 4.2 and 4.3.
#pragma once

#include <optional>

#include "proofs/ProofRun.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

// The sizes the family graph leaves to the finite verifier: every start <p,q;;> of Bob's with
// p+q <= upTo, played exhaustively (every move of Alice, Bob's strategy's replies).
struct SmallSizes {
  int upTo = 0;
  Verification play;
  // Every such start was played to the end and won, with no solver fallback.
  bool won() const {
    return play.complete && play.counterexamples() == 0 && play.fallbacks == 0 &&
           play.verified() == static_cast<int>(play.starts.size());
  }
};

struct TheoremProof {
  symbolic::FamilyGraph graph;
  ProofRun recheck;  // every obligation of the graph, Z3 with the cvc5 re-check
  ProofRun lemmas;   // the steps of the written-out proofs of Lemmas 4.2 and 4.3 (proofs/LoneStackLemmas)
  // Set when the graph's families assume more than `upTo` chips (exploreFamilies' finiteUpTo).
  std::optional<SmallSizes> small;
  // Proved for all n: the graph is closed up to Lemmas 4.2 and 4.3, every obligation of it and
  // every step of those lemmas' proofs is proved, with cvc5 agreeing, and the sizes the graph
  // leaves out are won by exhaustive play.
  bool proved() const {
    return graph.closedUpToLemmas() && recheck.allProved() && lemmas.allProved() && (!small || small->won());
  }
  const char* verdict() const { return proved() ? "proved" : "open"; }
};

}  // namespace babylon
