// Theorem 4.1 as the prove command establishes it. Bob's half: the symbolic verifier's family
// graph, its obligations re-checked, and Lemmas 4.2 and 4.3's graph over abstract positions
// (proofs/LoneStackLemmas), with every conjunct of their hypotheses shown needed. Alice's
// half: the gather phase's, Lemma A's and the openings' graphs over counter abstractions.
#pragma once

#include <algorithm>
#include <optional>
#include <string>

#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

// The small sizes played by the finite verifier: every start <p,q;;> of one player's with p+q <= upTo
// (Bob's: the sizes the family graph leaves out; Alice's: hers up to the same bound), played
// exhaustively (every move of the other player, the strategy's replies).
struct SmallSizes {
  int upTo = 0;
  Verification play;
  // Every such start was played to the end and won, with no solver fallback.
  bool won() const {
    return play.complete && play.counterexamples() == 0 && play.fallbacks == 0 &&
           play.verified() == static_cast<int>(play.starts.size());
  }
};

// Alice's half (proofs/AliceLemmas, proofs/AliceGather): p <= 2 rests on Section 2's openings and
// Lemma A; n odd and p >= 3 on her gather phase (which hands over to Lemma A), Lemma A, and the
// openings' step that exactly one start rule applies. The steps read her rules' guards and moves
// (lemmas/AliceConditions, lemmas/AliceMoves); Bob's moves come from the generic rule. Her starts
// up to the small-size bound are also played (`small`), so a move of hers that loses there fails
// her half.
struct AliceHalfProof {
  ProofRun steps;  // empty when not run (prove --text-only)
  // Her strategy's exhaustive play of her starts <p,q;;> up to --finite-up-to chips (none: not played).
  std::optional<SmallSizes> small;
  // Each conjunct of the gather invariant, and an obligation refuted without it (empty: not checked).
  std::vector<ConjunctNeed> conjuncts;
  bool conjunctsNeeded() const {
    return !conjuncts.empty() &&
           std::all_of(conjuncts.begin(), conjuncts.end(), [](const ConjunctNeed& c) { return c.needed(); });
  }
  bool lemmaAProved() const { return partProved(kLemmaAPlace); }
  bool openingsProved() const { return partProved(kOpeningsPlace); }
  bool gatherProved() const { return partProved(kGatherPlace); }
  bool smallMinorityProved() const { return lemmaAProved() && openingsProved(); }  // p <= 2, for all n
  // n odd and p >= 3, for all n.
  bool largeMinorityProved() const { return lemmaAProved() && openingsProved() && gatherProved(); }
  bool stepsProved() const { return smallMinorityProved() && largeMinorityProved(); }
  // Every step proved and shown to mean something (proofs/Vacuity), every conjunct of the gather
  // invariant needed, and every start played (if any) won by her strategy.
  bool proved() const {
    return stepsProved() && steps.allMeaningful() && conjunctsNeeded() && (!small || small->won());
  }

 private:
  // Every step of that part proved by Z3, cvc5 not disagreeing, and its re-check run where asked.
  bool partProved(const std::string& place) const {
    auto inPart = [&](const ProofRecord& r) { return r.result.obligation.place == place; };
    return std::any_of(steps.records.begin(), steps.records.end(), inPart) &&
           std::all_of(steps.records.begin(), steps.records.end(), [&](const ProofRecord& r) {
             return !inPart(r) ||
                    (r.result.status == ProofStatus::Proved && !r.result.disagreement && !r.result.recheckFailed);
           });
  }
};

// Steps of a run (proofs/TheoremRun; `prove` proves the text after the theorem). The vacuity
// check of Bob's obligations is his last step: a run stopped in Alice's half or in the text has
// finished Bob's steps. Alice's half checks the vacuity of her steps within it.
inline constexpr const char* kVacuityStep = "vacuity";
inline constexpr const char* kAliceHalfStep = "Alice's half";
inline constexpr const char* kTextStep = "the text";

struct TheoremProof {
  symbolic::FamilyGraph graph;
  ProofRun recheck;  // every obligation of the graph, Z3 with the cvc5 re-check (empty: not re-checked)
  ProofRun lemmas;   // the obligations of Lemmas 4.2 and 4.3's graph (proofs/LoneStackLemmas)
  // Each conjunct of the two lemmas' hypotheses, and an obligation refuted without it.
  std::vector<ConjunctNeed> lemmaConjuncts;
  AliceHalfProof alice;  // Alice's half as far as it is proved; it does not enter proved()
  // What the vacuity checks of recheck, lemmas and alice.steps cost (each run's records hold its verdicts).
  VacuityCost vacuity;
  // Set when the graph's families assume more than `upTo` chips (exploreFamilies' finiteUpTo).
  std::optional<SmallSizes> small;
  // Why the run stopped before its last step (Ctrl-C, the memory limit), and in which step;
  // empty when every step ran. The steps before it are kept whole, that one and the rest are empty.
  std::string stopReason, stoppedIn;
  // Bob's half for all n: the graph is closed up to Lemmas 4.2 and 4.3, every obligation of it and
  // of the lemmas' graph is proved, with cvc5 agreeing, every conjunct of the lemmas' hypotheses is
  // needed, and the sizes the graph leaves out are won by exhaustive play. The lemmas' graph rests
  // on the soundness of its abstraction, argued in proofs/README.md (proofs/TheoremVerdict words this).
  // Every step of Bob's half ran (the run was not stopped before Alice's steps).
  bool bobStepsFinished() const { return stopReason.empty() || stoppedIn == kAliceHalfStep || stoppedIn == kTextStep; }
  // Bob's half as above, every obligation of the graph and of the lemmas' proofs also shown to
  // mean something (proofs/Vacuity).
  bool proved() const {
    return bobStepsFinished() && graph.closedUpToLemmas() && recheck.records.size() == graph.obligations.size() &&
           recheck.allProved() && !lemmas.records.empty() && lemmas.allProved() && lemmaConjunctsNeeded() &&
           (!small || small->won()) && recheck.allMeaningful() && lemmas.allMeaningful();
  }
  bool lemmaConjunctsNeeded() const {
    return !lemmaConjuncts.empty() &&
           std::all_of(lemmaConjuncts.begin(), lemmaConjuncts.end(), [](const ConjunctNeed& c) { return c.needed(); });
  }
};

}  // namespace babylon
