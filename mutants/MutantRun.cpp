// Judging the mutants: each verified like the real strategy, killed ones with their shortest
// counterexample, accepted ones audited by the exact solver; several mutants at once.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>

#include "Mutants.hpp"
#include "core/util/ParallelUnits.hpp"
#include "verify/StrategyTurn.hpp"

namespace babylon {

const char* mutantVerdictName(MutantVerdict v) {
  switch (v) {
    case MutantVerdict::Killed: return "killed";
    case MutantVerdict::Equivalent: return "equivalent";
    case MutantVerdict::Survived: return "survived";
    case MutantVerdict::Unfinished: return "unfinished";
  }
  return "?";
}

int MutationRun::count(MutantVerdict v) const {
  return static_cast<int>(
      std::count_if(results.begin(), results.end(), [v](const MutantResult& r) { return r.verdict == v; }));
}

namespace {

using Clock = std::chrono::steady_clock;

// The first failing start in the verifier's order (smallest total first), and its shortest line.
void findCounterexample(const Strategy& strategy, const Verification& v, RunGuard& guard, MutantResult& r) {
  const StartVerdict* first = nullptr;
  for (const StartVerdict& s : v.starts)
    if (!s.verified && (!first || s.start.position.chips() < first->start.position.chips())) first = &s;
  Verification one = verifyStrategy(strategy, {first->start}, {1, true}, guard);
  if (!one.complete)
    throw RunStopped(guard.stopRequested() ? RunStopped::Reason::Interrupted : RunStopped::Reason::MemoryLimit,
                     one.stopReason);
  r.counterexample = one.starts.front().counterexample;
}

}  // namespace

MutantResult judgeMutant(const Mutant& mutant, const Strategy& original, const std::vector<Start>& starts,
                         OutcomeMemo& outcomes, RunGuard& guard) {
  auto t0 = Clock::now();
  MutantResult r;
  r.mutant = mutant;
  std::unique_ptr<Strategy> strategy = makeMutantStrategy(mutant);
  try {
    // Counterexamples are searched for one start only: a mutant is killed by a single line.
    Verification v = verifyStrategy(*strategy, starts, {1, false}, guard);
    if (!v.complete) return r;  // Unfinished
    r.starts = static_cast<int>(v.starts.size());
    r.failingStarts = r.starts - v.verified();
    r.fallbacks = v.fallbacks;
    if (r.failingStarts > 0) {
      findCounterexample(*strategy, v, guard, r);
      r.verdict = MutantVerdict::Killed;
    } else {
      r.audit = auditWithSolver(*strategy, original, starts, outcomes, guard);
      r.verdict = r.audit->allSafe() ? MutantVerdict::Equivalent : MutantVerdict::Survived;
    }
  } catch (const StrategyError& e) {
    r.verdict = MutantVerdict::Killed;
    r.strategyError = e.what();
  } catch (const RunStopped&) {
    r.verdict = MutantVerdict::Unfinished;
  }
  r.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return r;
}

MutationRun runMutants(const MutationOptions& options, RunGuard& guard) {
  auto t0 = Clock::now();
  MutationRun run;
  const bool alice = options.side == Side::Alice;
  auto unmutated = [alice] { return alice ? makeAliceStrategy() : makePaperStrategy(); };
  std::vector<Start> starts = alice ? aliceInitialStarts(options.maxN) : startsFor(StartSet::All, options.maxN);
  run.baseline = verifyStrategy(*unmutated(), starts, {options.threads, true}, guard);
  if (!run.baseline.complete) {
    run.stopReason = run.baseline.stopReason;
    return run;
  }
  std::vector<Mutant> mutants = alice ? buildAliceMutants(run.baseline.coverage) : buildMutants(run.baseline.coverage);
  run.results.resize(mutants.size());
  // Each worker its own original: strategies keep caches and a solver of their own.
  struct Worker {
    std::unique_ptr<Strategy> original;
    Solver solver;
    OutcomeMemo outcomes{solver};
    Worker(std::unique_ptr<Strategy> s, RunGuard& g) : original(std::move(s)), solver(g, {1, true}) {}
  };
  std::string stopReason;
  std::atomic<std::size_t> judged{0};
  if (options.progress) options.progress(0, mutants.size());
  try {
    runUnitsWith(
        mutants.size(), std::max(1, options.threads), guard,
        [&] { return std::make_unique<Worker>(unmutated(), guard); },
        [&](std::unique_ptr<Worker>& w, std::size_t i) {
          // One mutant's run is too short for the verifier's periodic polls: check between mutants.
          guard.check();
          run.results[i] = judgeMutant(mutants[i], *w->original, starts, w->outcomes, guard);
          if (options.progress) options.progress(++judged, mutants.size());
        });
  } catch (const RunStopped& e) {
    stopReason = e.what();  // the mutants judged so far are kept; the others are unfinished
  }
  for (std::size_t i = 0; i < mutants.size(); ++i)
    if (run.results[i].mutant.id.empty()) run.results[i].mutant = mutants[i];  // never started
  run.complete = run.count(MutantVerdict::Unfinished) == 0;
  if (!run.complete)
    run.stopReason = !stopReason.empty() ? stopReason : guard.stopRequested() ? "interrupted" : "memory limit reached";
  run.seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  return run;
}

}  // namespace babylon
