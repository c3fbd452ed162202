// The steps of Theorem 4.1's proof, in order (proofs/TheoremRun.hpp).
#include "TheoremRun.hpp"

#include "proofs/AliceLemmas.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/ProofRun.hpp"
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
                                             .lookahead = options.lookahead,
                                             .finiteUpTo = options.finiteUpTo,
                                             .threads = options.threads,
                                             .timeoutMs = options.prover.timeoutMs,
                                             .progress = progress.progress});
  if (options.recheckGraph) {
    step("edges");
    theorem.recheck = proveObligations(theorem.graph.obligations, options.prover, options.threads, strategy, guard,
                                       progress.progress);
  }
  if (options.finiteUpTo > 0) {
    step("small sizes");
    VerifyOptions small;
    small.threads = options.threads;
    small.counterexamples = false;
    small.progress = progress.progress;
    theorem.small = SmallSizes{
        options.finiteUpTo, verifyStrategy(strategy, startsFor(StartSet::Initial, options.finiteUpTo), small, guard)};
    // A stop inside the play ends it with an incomplete verification, not a throw.
    if (!theorem.small->play.complete) {
      theorem.stopReason = theorem.small->play.stopReason;
      return;
    }
  }
  step("L4.2, 4.3");
  theorem.lemmas = proveObligations(loneStackLemmaObligations(), options.prover, options.threads, strategy, guard,
                                    progress.progress);
  step(kAliceHalfStep);
  theorem.alice.steps =
      proveObligations(aliceHalfObligations(), options.prover, options.threads, strategy, guard, progress.progress);
  theorem.stoppedIn.clear();
}

}  // namespace

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
