// The data of one report: how it was run, what each stage did, and the stages' own results.
// Everything the summary, the HTML page and the JSON file show comes from here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reports/LemmaGraph.hpp"
#include "reports/LemmaSummary.hpp"
#include "reports/PublishedFiles.hpp"
#include "reports/RunMetadata.hpp"
#include "reports/StrategyGraph.hpp"
#include "claims/Classification.hpp"
#include "mutants/Mutants.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/TheoremProof.hpp"
#include "proofs/TheoremVerdict.hpp"
#include "proofs/Tuning.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon::report {

// Done: ran to the end. Incomplete: stopped part-way (Ctrl-C or the memory limit); what it
// finished is reported. Skipped: not run (an earlier stage was stopped, or not selected).
// Failed: the stage threw (e.g. the strategy did).
enum class StageStatus { Done, Incomplete, Skipped, Failed };
const char* stageStatusName(StageStatus s);

struct StageRecord {
  std::string name;  // one of kStageNames
  StageStatus status = StageStatus::Skipped;
  double seconds = 0;
  std::string note;  // why a stage is not Done
};

// In the order they run.
inline const std::vector<std::string> kStageNames = {"classify", "verify", "lemmas", "prove", "mutants", "graphs"};

struct ReportSettings {
  int maxN = 24;  // the largest total p+q (classify) and 2m (verify, lemmas)
  int threads = 2;
  int mutantsMaxN = 20;  // mutants are verified up to this total (their cost grows fast)
  int graphN = 8;        // the total of the strategy graph's starts
  unsigned proofTimeoutMs = tuning::kSolverTimeoutMs;
  std::vector<std::string> stages = kStageNames;  // the stages selected
  // The prove stage's family graph as `babylon prove --finite-up-to N` explores it
  // (proofs/TheoremRun); with quickProof it is the quick graph (no K5), which stays open.
  bool quickProof = false;
  int finiteUpTo = 0;
};

// The symbolic verifier's family graph (proofs/SymbolicVerifier), explored in the prove stage, and
// Bob's half of Theorem 4.1 as proofs/TheoremRun decides it. Unless quick, the stage proves
// as `babylon prove` does (every obligation of the graph re-checked by cvc5, the small sizes
// played, Lemmas 4.2 and 4.3 proved); the quick graph's obligations are not re-checked, and its
// verdict is open.
struct SymbolicSummary {
  int families = 0, edges = 0, openEdges = 0;
  int restingOnLemmas = 0;  // of the open edges, those that rest only on Lemmas 4.2 and 4.3
  int obligations = 0;      // the graph's, each proved by Z3 while exploring
  bool quick = false;
  int finiteUpTo = 0;  // the graph assumes more chips; the starts up to this were played
  // Each half as the stage's proof establishes it (proofs/TheoremVerdict); the verify stage's
  // plays are added by reportVerdict (ReportTotals).
  TheoremVerdict halves;
  // Steps of the proof (the graph's obligations re-checked, the written proofs' steps) that Z3
  // did not prove or cvc5 did not confirm: failures of the harness's checks, not of the paper.
  int failedSteps = 0;
  // "closed" (every edge closed), "closed up to Lemmas 4.2 and 4.3" or "open".
  const char* verdict() const {
    return openEdges == 0 ? "closed" : openEdges == restingOnLemmas ? "closed up to Lemmas 4.2 and 4.3" : "open";
  }
};

struct Report {
  RunMetadata metadata;
  ReportSettings settings;
  std::string strategy;                 // the strategy's name()
  std::vector<CaseInfo> strategyCases;  // every case it can fire
  std::vector<StageRecord> stages;      // one per kStageNames, in that order
  bool complete = false;                // every selected stage Done
  std::string stopReason;               // why the run stopped early, when it did
  bool interrupted = false;             // stopped by Ctrl-C (else by the memory limit)

  std::optional<Classification> classification;
  std::optional<Verification> verification;       // Bob's strategy (`strategy`), every kind of start
  std::string aliceStrategy;                      // the name() of Alice's strategy
  std::optional<Verification> aliceVerification;  // hers, from the starts Theorem 4.1 gives her
  std::optional<LemmaSummary> lemmas;
  std::optional<ProofRun> proofs;
  std::optional<SymbolicSummary> symbolic;
  std::optional<AliceHalfProof> aliceHalf;  // the steps of Alice's half (prove stage)
  std::optional<MutationRun> mutants;       // variants of the paper's strategy (whatever strategy was verified)
  std::optional<LemmaGraph> lemmaGraph;
  std::optional<StrategyGraph> strategyGraph;
  std::vector<PublishedFile> published;  // the certificate and the SMT-LIB queries, for re-checking

  const StageRecord& stage(std::string_view name) const;  // throws std::out_of_range if unknown
};

}  // namespace babylon::report
