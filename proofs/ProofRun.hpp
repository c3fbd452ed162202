// Proving every obligation (in parallel), and playing each refuted obligation's counter-model as
// a concrete start with the verifier, to tell a real strategy failure from a gap in the wording.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"
#include "proofs/Prover.hpp"
#include "proofs/Vacuity.hpp"

namespace babylon {

// The verifier's verdict on the concrete instance of a refuted obligation's counter-model.
struct InstanceCheck {
  std::string position;   // in the paper's notation
  std::string kind;       // the start kind it was played as
  bool verified = false;  // Bob's strategy wins from there
  int counterexampleLength = 0;
  std::string note;  // why no instance was played, when none was
};

struct ProofRecord {
  ProofResult result;
  std::optional<InstanceCheck> instance;  // refuted obligations with a family only
  VacuityVerdict vacuity;                 // set by checkVacuity
};

struct ProofRun {
  std::vector<ProofRecord> records;  // in the order of allObligations()
  int proved = 0, refuted = 0, unknown = 0, disagreements = 0;
  int recheckFailures =
      0;              // obligations whose cvc5 re-check was asked for and gave no answer (not run, unknown, time-out)
  int sameQuery = 0;  // obligations whose query an earlier one had asked: its answers are theirs
  double seconds = 0;
  // Set by checkVacuity: whether it ran, the obligations shown vacuous, and those it could not decide.
  bool vacuityChecked = false;
  int vacuous = 0, vacuityUndecided = 0;
  bool allProved() const {
    return proved == static_cast<int>(records.size()) && disagreements == 0 && recheckFailures == 0;
  }
  // Every obligation shown to mean something (proofs/Vacuity).
  bool allMeaningful() const { return vacuityChecked && vacuous == 0 && vacuityUndecided == 0; }
};

// Proves all obligations with `threads` workers; refuted ones with a family are played by
// `strategy` at their counter-model (at most kMaxInstanceChips chips).
ProofRun proveAll(const ProverOptions& options, int threads, const Strategy& strategy, RunGuard& guard,
                  const std::function<void(std::size_t done, std::size_t total)>& progress = {},
                  const std::vector<CaseEntry>& table = caseTable());

// The same for any list of obligations (the symbolic verifier's).
ProofRun proveObligations(const std::vector<Obligation>& obligations, const ProverOptions& options, int threads,
                          const Strategy& strategy, RunGuard& guard,
                          const std::function<void(std::size_t done, std::size_t total)>& progress = {});

inline constexpr int kMaxInstanceChips = 64;

}  // namespace babylon
