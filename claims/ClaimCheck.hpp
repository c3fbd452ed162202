// The exhaustive check of the paper's claims up to a total of N chips: every instance of each
// claim solved exactly, each failure with Alice's winning line; the tightness of each stated
// exception; the successor claims of the case tables; and the sentences of Lemma 4.5 (viii).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "core/Solver.hpp"
#include "lemmas/CaseTable.hpp"
#include "lemmas/Claims.hpp"
#include "claims/ClaimInstances.hpp"
#include "claims/SentenceCheck.hpp"
#include "claims/SuccessorCheck.hpp"
#include "claims/WinningLine.hpp"

namespace babylon {

struct ClaimFailure {
  Instance instance;  // an instance the solver finds not safe
  std::vector<BestPlayStep> line;
};

// Tightness of one stated exception: how many instances failing exactly it are really unsafe.
struct ExceptionResult {
  NamedCondition exception;
  int instances = 0;
  int unsafe = 0;
  std::vector<Instance> safeAnyway;  // the first listCap of them
  int safeAnywayCount() const { return instances - unsafe; }
};

struct ClaimResult {
  Claim claim;
  int instances = 0;
  int failureCount = 0;
  std::vector<ClaimFailure> failures;  // the first listCap, with lines
  std::vector<ExceptionResult> exceptions;
  std::optional<SuccessorChecks> successors;  // for the families the case tables play from
  std::vector<SentenceResult> sentences;      // Lemma 4.5 (viii)
  double seconds = 0;

  int successorProblems() const { return successors ? static_cast<int>(successors->problems.size()) : 0; }
  int sentenceDisagreements() const;
  // The claim's statement: every instance safe.
  bool holds() const { return failureCount == 0; }
  // Everything checked with it: the statement, the successor claims, the proof's sentences.
  bool allChecksPass() const { return holds() && successorProblems() == 0 && sentenceDisagreements() == 0; }
};

struct ClaimCheckOptions {
  int maxN = 24;
  int threads = 2;
  int listCap = 20;  // failures, safe-anyway instances, problems and disagreements listed (with lines)
  std::vector<Claim> claims = paperClaims();
  std::vector<CaseEntry> table = caseTable();
};

struct ClaimReport {
  int maxN = 0;
  int listCap = 0;                      // as in the options: how many items of each list a report shows
  std::vector<ClaimResult> claims;      // the finished claims, in the order asked
  std::vector<std::string> unfinished;  // ids of claims not finished when the run stopped
  bool complete = true;
  std::string stopReason;
  double seconds = 0;
  std::uint64_t positions = 0;  // solver positions examined
  std::uint64_t peakMemory = 0;
  bool allChecksPass() const;
  // Every claim's statement holds on every instance checked (what `babylon lemmas` exits 0 on:
  // successor problems and contradicted sentences are findings about the paper's text).
  bool allClaimsHold() const;
};

// One claim, with a solver shared by the threads (throws RunStopped when the guard stops the run).
ClaimResult checkClaim(const Claim& claim, const ClaimCheckOptions& options, Solver& solver, RunGuard& guard);

// Every claim of the options in order with one shared solver; a stopped run keeps the finished
// claims (complete = false). onClaim is called as each claim finishes.
ClaimReport checkClaims(const ClaimCheckOptions& options, RunGuard& guard,
                        const std::function<void(const ClaimResult&)>& onClaim = {});

}  // namespace babylon
