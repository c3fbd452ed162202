// Whether each conjunct of a hypothesis is needed (ConjunctNeeds.hpp).
#include "ConjunctNeeds.hpp"

#include "core/util/ParallelUnits.hpp"

namespace babylon {

std::vector<ConjunctNeed> conjunctNeeds(const std::vector<DroppedConjunct>& units, const ProverOptions& options,
                                        int threads, RunGuard& guard) {
  ProverOptions z3Only = options;
  z3Only.cvc5 = false;
  z3Only.smtDir.clear();
  std::vector<ConjunctNeed> out(units.size());
  runUnits(units.size(), threads, guard, [&](std::size_t k) {
    const DroppedConjunct& unit = units[k];
    ConjunctNeed need{unit.lemma, unit.conjunct, ""};
    // Only the weakened proof's own obligations change.
    for (const Obligation& o : unit.obligations()) {
      guard.checkStop();
      if (o.place == unit.place && prove(o, z3Only).status == ProofStatus::Refuted) {
        need.refutedBy = o.id;
        break;
      }
    }
    out[k] = std::move(need);
  });
  return out;
}

}  // namespace babylon
