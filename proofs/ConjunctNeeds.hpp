// Whether each conjunct of a hypothesis or an invariant is needed: with it dropped, some
// obligation of the proof must be refuted (Z3 only). Lemmas 4.2 and 4.3 (proofs/LoneStackLemmas)
// and Alice's gather invariant (proofs/AliceGather) are checked this way.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/Prover.hpp"

namespace babylon {

// A conjunct, and the obligation Z3 refutes first without it, if any.
struct ConjunctNeed {
  std::string lemma;      // "L4.3"
  std::string conjunct;   // "t_u <= 2"
  std::string refutedBy;  // the id of an obligation refuted without it; empty: none was
  bool needed() const { return !refutedBy.empty(); }
};

// One conjunct to drop: the obligations built without it, and the place whose obligations are judged.
struct DroppedConjunct {
  std::string lemma, conjunct, place;
  std::function<std::vector<Obligation>()> obligations;
};

// Each unit's need, in order (Z3 only, one unit of work per conjunct on `threads` threads; a stop
// request of `guard` throws RunStopped).
std::vector<ConjunctNeed> conjunctNeeds(const std::vector<DroppedConjunct>& units, const ProverOptions& options,
                                        int threads, RunGuard& guard);

}  // namespace babylon
