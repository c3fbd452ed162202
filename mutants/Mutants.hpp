// Mutation testing of the verifier: variants of the paper's strategy, each changed in one place
// (a case's reply, a guard, a case or keep-alive rule left out, a repair removed), are verified
// like the real one. A variant the verifier rejects is killed; one it accepts must be shown
// equivalent by the exact solver (every move of Bob in its tree leads to a P-position), else it
// has survived — a hole in the verifier.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "strategies/AliceStrategy.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/Counterexample.hpp"
#include "mutants/SolverAudit.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

enum class MutantKind : std::uint8_t {
  ReplyReplaced,      // a case's reply replaced by another move
  GuardNegated,       // a case's guard replaced by its negation
  CaseDropped,        // a case of the paper (or a keep-alive rule of the paper) left out
  CompletionRemoved,  // a completion entry or keep-alive completion rule left out
  RepairRemoved,      // a repair left out: the paper's own move is played again
};
const char* mutantKindName(MutantKind k);  // "reply-replaced", ...

struct Mutant {
  std::string id;  // "M07"
  MutantKind kind = MutantKind::ReplyReplaced;
  std::string target;            // the case id or keep-alive rule changed ("all repairs" for the literal paper)
  std::string description;       // e.g. "reply rbR -> rb"
  PaperStrategyOptions options;  // Bob's mutants: the paper strategy's variant
  Side side = Side::Bob;
  AliceStrategyOptions aliceOptions = {};  // Alice's mutants (side Alice): her strategy's variant
};

// The strategy a mutant describes.
std::unique_ptr<Strategy> makeMutantStrategy(const Mutant& mutant);

// The mutants whose target fired in `coverage` (the unmutated strategy's run), in a fixed order.
// Red-blue reflected entries are left out: each mirrors an entry that is mutated itself.
std::vector<Mutant> buildMutants(const std::map<std::string, std::uint64_t>& coverage);
// Alice's: for each of her cases that fired, its reply replaced by the case's alternative move,
// its guard negated, and the case left out.
std::vector<Mutant> buildAliceMutants(const std::map<std::string, std::uint64_t>& coverage);

enum class MutantVerdict : std::uint8_t {
  Killed,      // the verifier found a counterexample, or the strategy threw
  Equivalent,  // verified everywhere, and the solver confirms every move of Bob in its tree
  Survived,    // verified everywhere, yet some move of Bob leads to an N-position
  Unfinished,  // the run was stopped first
};
const char* mutantVerdictName(MutantVerdict v);  // "killed", ...

struct MutantResult {
  Mutant mutant;
  MutantVerdict verdict = MutantVerdict::Unfinished;
  int starts = 0, failingStarts = 0;
  std::optional<Counterexample> counterexample;  // killed: the shortest line from the first failing start
  std::string strategyError;                     // killed because the strategy threw
  std::uint64_t fallbacks = 0;                   // Bob's decisions left to the solver fallback
  std::optional<SolverAudit> audit;              // verified mutants: the solver's evidence
  double seconds = 0;
};

struct MutationOptions {
  int maxN = 20;
  int threads = 2;        // mutants judged at once, each verified on one thread
  Side side = Side::Bob;  // Bob: the paper's strategy from every start; Alice: hers from her starts
  // Called with (mutants judged, mutants) as each finishes, from the worker threads.
  std::function<void(std::size_t done, std::size_t total)> progress = {};
};

// Fewer mutants than this say little about the verifier: the sizes are too small for the cases to fire.
inline constexpr int kMinMutants = 20;

struct MutationRun {
  Verification baseline;  // the unmutated strategy (the paper's, or Alice's)
  std::vector<MutantResult> results;
  bool complete = false;
  std::string stopReason;
  double seconds = 0;

  int count(MutantVerdict v) const;
  // The one rule for `mutants` and `report`: no survivor among at least kMinMutants.
  bool tooFew() const { return static_cast<int>(results.size()) < kMinMutants; }
  bool passes() const { return count(MutantVerdict::Survived) == 0 && !tooFew(); }
};

// Verifies one mutant from `starts`; `original` is the unmutated strategy for the audit, and
// `outcomes` (reused from mutant to mutant) the audit's judge.
MutantResult judgeMutant(const Mutant& mutant, const Strategy& original, const std::vector<Start>& starts,
                         OutcomeMemo& outcomes, RunGuard& guard);

// Verifies the paper's strategy from every start up to maxN, builds the mutants from its
// coverage, and judges them all. Results are in the order of buildMutants whatever the threads.
MutationRun runMutants(const MutationOptions& options, RunGuard& guard);

}  // namespace babylon
