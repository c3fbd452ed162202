// One function per stage; runReport times them and decides what a stop means for the rest.
#include "ReportStages.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "core/util/TempDir.hpp"
#include <fmt/format.h>
#include "proofs/SymbolicVerifier.hpp"
#include "proofs/TheoremRun.hpp"
#include "proofs/TheoremVerdict.hpp"
#include "verify/StrategyVerifier.hpp"
#include "strategies/AliceStrategy.hpp"
#include "verify/StrategyTurn.hpp"

namespace babylon::report {

namespace {

bool selected(const ReportSettings& s, const std::string& stage) {
  return std::find(s.stages.begin(), s.stages.end(), stage) != s.stages.end();
}

// How a stage that has returned ended: complete, or stopped with a reason.
struct Ending {
  bool complete = true;
  std::string reason;
  std::string caveat;  // what the stop may have cut short, for the stage's note
};

Ending classifyStage(Report& r, RunGuard& guard, StageObserver& observer) {
  std::size_t total = classifiedStarts(r.settings.maxN), done = 0;
  observer.progressed(0, total);
  r.classification = classify({r.settings.maxN, r.settings.threads, true}, guard,
                              [&](const StartResult&) { observer.progressed(++done, total); });
  return {r.classification->complete, r.classification->stopReason, ""};
}

Ending verifyStage(Report& r, const Strategy& strategy, RunGuard& guard, StageObserver& observer) {
  std::vector<Start> starts = startsFor(StartSet::All, r.settings.maxN);
  VerifyOptions options{r.settings.threads, true};
  options.progress = [&](std::size_t done, std::size_t total) { observer.progressed(done, total); };
  r.verification = verifyStrategy(strategy, starts, options, guard);
  if (!r.verification->complete) return {false, r.verification->stopReason, ""};
  // The other half of Theorem 4.1: Alice's strategy from every start the theorem gives her.
  auto alice = makeAliceStrategy();
  r.aliceStrategy = alice->name();
  r.aliceVerification = verifyStrategy(*alice, aliceInitialStarts(r.settings.maxN), options, guard);
  if (!r.aliceVerification->complete) return {false, r.aliceVerification->stopReason, ""};
  // Only a run that verified every start has something to certify.
  if (r.verification->verified() == static_cast<int>(starts.size())) {
    try {
      r.published.push_back(certificateFile(
          strategy, starts, fmt::format("all max-n {}", r.settings.maxN),
          fmt::format("babylon report --max-n {} --strategy {}", r.settings.maxN, strategy.name()), guard));
    } catch (const std::logic_error& e) {  // the re-walk failed after a verified run: a strategy fault
      throw StrategyError(std::string("writing the certificate: ") + e.what());
    }
  }
  return {};
}

Ending lemmasStage(Report& r, RunGuard& guard, StageObserver& observer) {
  r.lemmas = checkLemmas(r.settings.maxN, r.settings.threads, guard,
                         [&](std::size_t done, std::size_t total) { observer.progressed(done, total); });
  return {r.lemmas->complete, r.lemmas->stopReason, ""};
}

Ending mutantsStage(Report& r, RunGuard& guard, StageObserver& observer) {
  MutationOptions options{r.settings.mutantsMaxN, r.settings.threads};
  options.progress = [&](std::size_t done, std::size_t total) { observer.progressed(done, total); };
  r.mutants = runMutants(options, guard);
  return {r.mutants->complete, r.mutants->stopReason, ""};
}

// Z3 with the cvc5 re-check on SMT-LIB files in a private temporary folder: the paper's side
// conditions, then Theorem 4.1 as `babylon prove` proves it (proofs/TheoremRun), or the quick
// graph, and the small sizes as the settings say. proveAll and the theorem's steps check the guard before
// each obligation, so Ctrl-C and --max-memory stop the stage there (RunStopped); the instance
// checks of refuted obligations are cut short by a stop that comes after the proving.
Ending proveStage(Report& r, const Strategy& strategy, RunGuard& guard, StageObserver& observer) {
  TempDir smtDir("babylon-report-smt");
  ProverOptions prover{r.settings.proofTimeoutMs, smtDir.path().string(), true};
  auto progress = [&](std::size_t done, std::size_t total) { observer.progressed(done, total); };
  r.proofs = proveAll(prover, r.settings.threads, strategy, guard, progress);
  TheoremRunOptions run{r.settings.finiteUpTo, r.settings.threads, prover, r.settings.quickProof};
  // The quick graph stays open, so re-checking its obligations one by one would decide nothing.
  run.recheckGraph = !r.settings.quickProof;
  run.nameMoves = !r.settings.quickProof;  // the proof certificate's
  TheoremProof theorem = proveTheorem(run, strategy, guard, {{}, progress});
  const symbolic::FamilyGraph& graph = theorem.graph;
  SymbolicSummary summary;
  summary.families = static_cast<int>(graph.families.size());
  summary.edges = static_cast<int>(graph.edges.size());
  // Counted as Report.hpp's summary counts them: every edge that is not closed is open.
  summary.openEdges = summary.edges - graph.count(symbolic::EdgeStatus::Closed);
  summary.restingOnLemmas = graph.count(symbolic::EdgeStatus::RestsOnLemmas);
  summary.obligations = static_cast<int>(graph.obligations.size());
  summary.quick = r.settings.quickProof;
  summary.finiteUpTo = theorem.small ? theorem.small->upTo : 0;
  summary.halves = theoremVerdict(theorem);
  summary.failedSteps = notProved(theorem.recheck) + notProved(theorem.lemmas) + notProved(theorem.alice.steps);
  r.symbolic = summary;
  r.aliceHalf = theorem.alice;
  if (!theorem.stopReason.empty())
    return {false, theorem.stopReason + " during " + theorem.stoppedIn, "the steps finished before it are reported"};
  if (guard.stopRequested())
    return {false, "interrupted",
            "every obligation was proved, but the instance checks of refuted ones may be cut short"};
  // The queries of the obligations this stage proved, in two files: the side conditions (proved
  // and re-checked by cvc5 above), and the symbolic verifier's (proved by Z3 while exploring, and
  // unless quick re-checked by cvc5 above; else the re-check of all of them is
  // `babylon prove`) with the steps of Lemmas 4.2 and 4.3 and of Alice's half.
  std::vector<const ProofRecord*> records;
  for (const ProofRecord& p : r.proofs->records) records.push_back(&p);
  r.published.push_back(obligationsFile(records));
  std::vector<const ProofRecord*> steps;
  for (const ProofRecord& p : theorem.lemmas.records) steps.push_back(&p);
  std::vector<const ProofRecord*> aliceSteps;
  for (const ProofRecord& p : r.aliceHalf->steps.records) aliceSteps.push_back(&p);
  r.published.push_back(familyGraphFile(graph.obligations, steps, aliceSteps, static_cast<int>(graph.edges.size()),
                                        summary.openEdges, summary.restingOnLemmas));
  // The proof certificate: not of the quick graph, which is a preview and never a proof.
  if (!r.settings.quickProof) {
    try {
      for (PublishedFile& f : proofCertificateFiles(
               graph, summary.finiteUpTo, summary.openEdges, summary.restingOnLemmas, strategy,
               fmt::format("babylon report --max-n {} --strategy {}", r.settings.maxN, strategy.name()), guard))
        r.published.push_back(std::move(f));
    } catch (const std::logic_error& e) {  // the small sizes were won, but their re-walk failed: a strategy fault
      throw StrategyError(std::string("writing the proof certificate: ") + e.what());
    }
  }
  return {};
}

Ending graphsStage(Report& r, const Strategy& strategy, RunGuard& guard) {
  r.lemmaGraph = buildLemmaGraph(caseTable());
  r.strategyGraph = buildStrategyGraph(strategy, r.settings.graphN, guard);
  return {};
}

Ending runStage(const std::string& name, Report& r, const Strategy& strategy, RunGuard& guard,
                StageObserver& observer) {
  if (name == "classify") return classifyStage(r, guard, observer);
  if (name == "verify") return verifyStage(r, strategy, guard, observer);
  if (name == "lemmas") return lemmasStage(r, guard, observer);
  if (name == "prove") return proveStage(r, strategy, guard, observer);
  if (name == "mutants") return mutantsStage(r, guard, observer);
  return graphsStage(r, strategy, guard);
}

}  // namespace

Report runReport(const ReportSettings& settings, const Strategy& strategy, RunMetadata metadata, RunGuard& guard,
                 StageObserver& observer) {
  Report r;
  r.metadata = std::move(metadata);
  r.settings = settings;
  r.strategy = strategy.name();
  r.strategyCases = strategy.cases();
  r.complete = true;
  for (const std::string& name : kStageNames) {
    StageRecord record{name, StageStatus::Skipped, 0, ""};
    if (!selected(settings, name)) {
      record.note = "not selected (--stages)";
    } else if (!r.stopReason.empty() || guard.stopRequested()) {
      if (r.stopReason.empty()) {  // Ctrl-C between two stages
        r.stopReason = "interrupted";
        r.interrupted = true;
      }
      record.note = "not run: the run was stopped (" + r.stopReason + ")";
      r.complete = false;
    } else {
      observer.started(name);
      auto begin = std::chrono::steady_clock::now();
      Ending ending;
      try {
        ending = runStage(name, r, strategy, guard, observer);
      } catch (const StrategyError& e) {
        record.status = StageStatus::Failed;
        record.note = std::string("the strategy failed: ") + e.what();
      } catch (const RunStopped& e) {
        ending = {false, e.what(), ""};
      }
      record.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      if (record.status != StageStatus::Failed) {
        record.status = ending.complete ? StageStatus::Done : StageStatus::Incomplete;
        record.note = ending.complete ? ""
                                      : "stopped: " + ending.reason + "; " +
                                            (ending.caveat.empty() ? "finished work is reported" : ending.caveat);
      }
      if (!ending.complete) {
        r.complete = false;
        r.stopReason = ending.reason;
        r.interrupted = guard.stopRequested();
      }
      if (record.status == StageStatus::Failed) r.complete = false;
    }
    r.stages.push_back(record);
    if (record.status != StageStatus::Skipped) observer.finished(record);
  }
  return r;
}

const char* stageStatusName(StageStatus s) {
  switch (s) {
    case StageStatus::Done: return "done";
    case StageStatus::Incomplete: return "incomplete";
    case StageStatus::Skipped: return "skipped";
    case StageStatus::Failed: return "failed";
  }
  return "?";
}

const StageRecord& Report::stage(std::string_view name) const {
  for (const StageRecord& s : stages)
    if (s.name == name) return s;
  throw std::out_of_range("no stage '" + std::string(name) + "'");
}

}  // namespace babylon::report
