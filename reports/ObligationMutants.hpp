// The obligation mutants' run (`babylon mutants --symbolic`): each mutant of the case table is
// judged by the symbolic verifier (proofs/SymbolicMutants); those it does not kill are verified
// by the finite verifier from every start up to n chips, and those it accepts are audited by the
// exact solver, as `babylon mutants` judges its own (mutants/). Here because it joins proofs/
// and mutants/, which sit side by side.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "mutants/Mutants.hpp"
#include "proofs/SymbolicMutants.hpp"

namespace babylon::report {

// Where a mutant ends up in the score.
enum class ObligationScore : std::uint8_t {
  KilledSymbolically,      // the symbolic verifier killed it
  KilledByFiniteVerifier,  // not killed symbolically; the finite verifier found a losing line
  Equivalent,              // not killed at all; the exact solver confirms every move of Bob in its tree
  Survived,                // not killed at all, and some move of Bob leads to an N-position: a hole
  Unfinished,              // the run stopped first
};
const char* obligationScoreName(ObligationScore s);  // "killed symbolically", ...

struct ObligationMutantResult {
  symbolic::ObligationMutant mutant;                    // its table is dropped once judged
  std::optional<symbolic::SymbolicJudgement> symbolic;  // nullopt: not judged (the run stopped)
  std::optional<MutantResult> finite;                   // the finite verifier's, for those not killed symbolically
  ObligationScore score = ObligationScore::Unfinished;
};

// The paper's graph of one slice of the table, as the mutants were compared with it.
struct SliceBaseline {
  std::string slice;
  int edges = 0, openEdges = 0, restingOnLemmas = 0;  // from the slice's start family
};

struct ObligationMutationOptions {
  int maxN = 24;                   // the finite verifier's starts: every family, at most maxN chips
  int threads = 2;                 // mutants judged at once
  std::vector<std::string> cases;  // only these entries' mutants (ids); empty: every entry
  // Called with (stage, done, total) as the stages go: "symbolic" then "finite".
  std::function<void(const std::string&, std::size_t, std::size_t)> progress = {};
};

struct ObligationMutationRun {
  int maxN = 0;
  std::vector<SliceBaseline> baselines;
  std::vector<ObligationMutantResult> results;
  bool complete = false;
  std::string stopReason;
  double symbolicSeconds = 0, finiteSeconds = 0, seconds = 0;

  int count(ObligationScore s) const;
  int count(symbolic::SymbolicVerdict v) const;  // among those judged symbolically
  int finitelyJudged() const;
  // Equivalent mutants that needed the solver fallback (the solver played where the mutated
  // case no longer gave a legal move).
  int equivalentWithFallbacks() const;
  bool passes() const { return complete && count(ObligationScore::Survived) == 0 && !results.empty(); }
};

// Builds the mutants (throws ParseError naming an id of `cases` that is not in the table) and
// judges them all; stopped by the guard, it keeps what was judged and marks the rest unfinished.
ObligationMutationRun runObligationMutants(const ObligationMutationOptions& options, RunGuard& guard);

}  // namespace babylon::report
