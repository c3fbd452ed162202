// The obligation mutants' run: the symbolic verifier's judgement of every mutant, then the
// finite verifier and the solver's audit for those it did not kill.
#include "ObligationMutants.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <stdexcept>

#include "core/ParseError.hpp"
#include "core/Solver.hpp"
#include "core/util/ParallelUnits.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/Starts.hpp"

namespace babylon::report {

using symbolic::ObligationMutant;
using symbolic::ObligationMutation;
using symbolic::SymbolicVerdict;

const char* obligationScoreName(ObligationScore s) {
  switch (s) {
    case ObligationScore::KilledSymbolically: return "killed symbolically";
    case ObligationScore::KilledByFiniteVerifier: return "killed by the finite verifier";
    case ObligationScore::Equivalent: return "equivalent";
    case ObligationScore::Survived: return "survived";
    case ObligationScore::Unfinished: return "unfinished";
  }
  return "?";
}

int ObligationMutationRun::count(ObligationScore s) const {
  return static_cast<int>(
      std::count_if(results.begin(), results.end(), [s](const ObligationMutantResult& r) { return r.score == s; }));
}

int ObligationMutationRun::count(SymbolicVerdict v) const {
  return static_cast<int>(std::count_if(results.begin(), results.end(), [v](const ObligationMutantResult& r) {
    return r.symbolic && r.symbolic->verdict == v;
  }));
}

int ObligationMutationRun::finitelyJudged() const {
  return static_cast<int>(std::count_if(results.begin(), results.end(), [](const ObligationMutantResult& r) {
    return r.finite && r.finite->verdict != MutantVerdict::Unfinished;
  }));
}

int ObligationMutationRun::equivalentWithFallbacks() const {
  return static_cast<int>(std::count_if(results.begin(), results.end(), [](const ObligationMutantResult& r) {
    return r.score == ObligationScore::Equivalent && r.finite && r.finite->fallbacks > 0;
  }));
}

namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }

// The concrete mutant of the same change, as mutants/ builds its own: the paper's strategy
// running the mutated table.
Mutant concreteMutant(const ObligationMutant& m) {
  Mutant c;
  c.id = m.id;
  c.kind = m.kind == ObligationMutation::ReplyReplaced ? MutantKind::ReplyReplaced : MutantKind::GuardNegated;
  c.target = m.target;
  c.description = m.description;
  c.options.table = m.table;
  return c;
}

ObligationScore scoreOf(const ObligationMutantResult& r) {
  if (r.symbolic && r.symbolic->verdict == SymbolicVerdict::Killed) return ObligationScore::KilledSymbolically;
  if (!r.finite) return ObligationScore::Unfinished;
  switch (r.finite->verdict) {
    case MutantVerdict::Killed: return ObligationScore::KilledByFiniteVerifier;
    case MutantVerdict::Equivalent: return ObligationScore::Equivalent;
    case MutantVerdict::Survived: return ObligationScore::Survived;
    case MutantVerdict::Unfinished: return ObligationScore::Unfinished;
  }
  return ObligationScore::Unfinished;
}

void symbolicStage(const ObligationMutationOptions& options, RunGuard& guard, ObligationMutationRun& run) {
  std::vector<ObligationMutant> mutants;
  for (const ObligationMutantResult& r : run.results) mutants.push_back(r.mutant);
  symbolic::SymbolicMutantJudge judge;
  std::size_t total = judge.slicesToExplore(mutants) + mutants.size();
  std::atomic<std::size_t> done{0};
  auto tick = [&] {
    if (options.progress) options.progress("symbolic", ++done, total);
  };
  if (options.progress) options.progress("symbolic", 0, total);
  judge.prepare(mutants, guard, options.threads, tick);
  for (const auto& [slice, g] : judge.baselines()) {
    SliceBaseline b{slice, 0, 0, 0};
    Family start = g.families.empty() ? Family::Opening : g.families.front();
    for (const symbolic::Edge& e : g.edges) {
      if (e.from != start) continue;
      ++b.edges;
      if (e.status != symbolic::EdgeStatus::Closed) ++b.openEdges;  // resting on the lemmas counted too
      if (e.status == symbolic::EdgeStatus::RestsOnLemmas) ++b.restingOnLemmas;
    }
    run.baselines.push_back(b);
  }
  runUnits(mutants.size(), std::max(1, options.threads), guard, [&](std::size_t i) {
    guard.check();
    run.results[i].symbolic = judge.judge(mutants[i], &guard);
    tick();
  });
}

void finiteStage(const ObligationMutationOptions& options, RunGuard& guard, ObligationMutationRun& run) {
  std::vector<std::size_t> todo;
  for (std::size_t i = 0; i < run.results.size(); ++i)
    if (run.results[i].symbolic && run.results[i].symbolic->verdict != SymbolicVerdict::Killed) todo.push_back(i);
  std::vector<Start> starts = startsFor(StartSet::All, options.maxN);
  // Each worker its own unmutated strategy and solver, as mutants/MutantRun's workers.
  struct Worker {
    std::unique_ptr<Strategy> original;
    Solver solver;
    OutcomeMemo outcomes{solver};
    explicit Worker(RunGuard& g) : original(makePaperStrategy()), solver(g, {1, true}) {}
  };
  std::atomic<std::size_t> done{0};
  if (options.progress) options.progress("finite", 0, todo.size());
  runUnitsWith(
      todo.size(), std::max(1, options.threads), guard, [&] { return std::make_unique<Worker>(guard); },
      [&](std::unique_ptr<Worker>& w, std::size_t k) {
        guard.check();
        ObligationMutantResult& r = run.results[todo[k]];
        MutantResult judged = judgeMutant(concreteMutant(r.mutant), *w->original, starts, w->outcomes, guard);
        if (judged.verdict == MutantVerdict::Unfinished) {
          bool asked = guard.stopRequested();
          throw RunStopped(asked ? RunStopped::Reason::Interrupted : RunStopped::Reason::MemoryLimit,
                           asked ? "interrupted" : "memory limit reached");
        }
        r.finite = std::move(judged);
        if (options.progress) options.progress("finite", ++done, todo.size());
      });
}

}  // namespace

ObligationMutationRun runObligationMutants(const ObligationMutationOptions& options, RunGuard& guard) {
  auto t0 = Clock::now();
  ObligationMutationRun run;
  run.maxN = options.maxN;
  std::vector<ObligationMutant> mutants;
  try {
    mutants = symbolic::buildObligationMutants(caseTable(), options.cases);
  } catch (const std::invalid_argument& e) {
    throw ParseError(std::string("--case: ") + e.what());
  }
  for (ObligationMutant& m : mutants) run.results.push_back({std::move(m), std::nullopt, std::nullopt, {}});
  std::string stopReason;
  try {
    symbolicStage(options, guard, run);
    run.symbolicSeconds = since(t0);
    auto t1 = Clock::now();
    finiteStage(options, guard, run);
    run.finiteSeconds = since(t1);
  } catch (const RunStopped& e) {
    stopReason = e.what();
  }
  for (ObligationMutantResult& r : run.results) {
    r.score = scoreOf(r);
    r.mutant.table.clear();
    r.mutant.table.shrink_to_fit();
  }
  run.complete = run.count(ObligationScore::Unfinished) == 0;
  if (!run.complete)
    run.stopReason = !stopReason.empty() ? stopReason : guard.stopRequested() ? "interrupted" : "memory limit reached";
  run.seconds = since(t0);
  return run;
}

}  // namespace babylon::report
