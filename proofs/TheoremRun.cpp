// The steps of Theorem 4.1's proof, in order (proofs/TheoremRun.hpp).
#include "TheoremRun.hpp"

#include <algorithm>

#include "proofs/AliceLemmas.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/ProofRun.hpp"
#include "strategies/AliceStrategy.hpp"
#include "proofs/Vacuity.hpp"
#include "verify/Starts.hpp"

namespace babylon {

namespace {

void runSteps(const TheoremRunOptions& options, const Strategy& strategy, RunGuard& guard,
              const TheoremRunProgress& progress, TheoremProof& theorem) {
  auto step = [&](const char* name) {
    theorem.stoppedIn = name;  // where a RunStopped from here on comes from
    if (progress.step) progress.step(name);
  };
  step("families");
  theorem.graph = symbolic::exploreFamilies({.guard = &guard,
                                             .quick = options.quick,
                                             .finiteUpTo = options.finiteUpTo,
                                             .threads = options.threads,
                                             .timeoutMs = options.prover.timeoutMs,
                                             .nameMoves = options.nameMoves,
                                             .progress = progress.progress});
  if (options.recheckGraph) {
    step("edges");
    theorem.recheck = proveObligations(theorem.graph.obligations, options.prover, options.threads, strategy, guard,
                                       progress.progress);
  }
  const int smallUpTo = std::max(options.finiteUpTo, theorem.graph.smallSizesNeeded());
  if (smallUpTo > 0) {
    step("small sizes");
    theorem.small = playSmallSizes(strategy, smallUpTo, options.threads, guard, progress.progress);
    // A stop inside the play ends it with an incomplete verification, not a throw.
    if (!theorem.small->play.complete) {
      theorem.stopReason = theorem.small->play.stopReason;
      return;
    }
  }
  step("L4.2, 4.3");
  theorem.lemmas = proveObligations(loneStackLemmaObligations(), options.prover, options.threads, strategy, guard,
                                    progress.progress);
  step("L4.2, 4.3 hypotheses");
  theorem.lemmaConjuncts = loneStackConjunctNeeds(options.prover, options.threads, guard);
  step(kVacuityStep);
  VacuityCost bob = checkVacuity({&theorem.recheck, &theorem.lemmas}, options.prover.timeoutMs, options.threads, guard,
                                 progress.progress);
  step(kAliceHalfStep);
  if (smallUpTo > 0) {
    std::unique_ptr<Strategy> hers = options.alice ? nullptr : makeAliceStrategy();
    theorem.alice.small =
        playSmallSizes(options.alice ? *options.alice : *hers, smallUpTo, options.threads, guard, progress.progress);
    if (!theorem.alice.small->play.complete) {
      theorem.stopReason = theorem.alice.small->play.stopReason;
      return;
    }
  }
  theorem.alice.steps =
      proveObligations(aliceHalfObligations(), options.prover, options.threads, strategy, guard, progress.progress);
  VacuityCost alice = checkVacuity({&theorem.alice.steps}, options.prover.timeoutMs, options.threads, guard);
  theorem.alice.conjuncts = gatherConjunctNeeds(options.prover, options.threads, guard);
  theorem.vacuity = {bob.questions + alice.questions, bob.seconds + alice.seconds};
  theorem.stoppedIn.clear();
}

}  // namespace

SmallSizes playSmallSizes(const Strategy& strategy, int upTo, int threads, RunGuard& guard,
                          const std::function<void(std::size_t, std::size_t)>& progress) {
  VerifyOptions options;
  options.threads = threads;
  options.counterexamples = false;
  options.progress = progress;
  std::vector<Start> starts =
      strategy.side() == Side::Bob ? startsFor(StartSet::Initial, upTo) : aliceInitialStarts(upTo);
  return SmallSizes{upTo, verifyStrategy(strategy, starts, options, guard)};
}

TheoremProof proveTheorem(const TheoremRunOptions& options, const Strategy& strategy, RunGuard& guard,
                          const TheoremRunProgress& progress) {
  TheoremProof theorem;
  try {
    runSteps(options, strategy, guard, progress, theorem);
  } catch (const RunStopped& e) {
    theorem.stopReason = e.what();
  }
  return theorem;
}

}  // namespace babylon
