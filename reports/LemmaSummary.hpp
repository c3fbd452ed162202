// The lemmas stage: every claim of Section 4 checked on every instance up to n
// (claims/ClaimCheck), kept as plain rows — instances, failures, the tightness of each stated
// exception, the successor claims and sentences — with each failure's line as a game record.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "reports/GameRecordRows.hpp"

namespace babylon::report {

struct ExceptionTightness {
  std::string words;      // the paper's proviso, e.g. "unless 2u+2 = m and s > 1"
  std::string condition;  // as an expression
  int instances = 0;      // instances failing exactly this proviso
  int unsafe = 0;         // of them, really not safe: the exception is needed there
  int safeAnyway() const { return instances - unsafe; }
  std::vector<std::string> safeAnywayListed;  // the first few, in the paper's notation
};

struct ClaimRow {
  std::string id, title, statement, hypothesis;
  int instances = 0;
  int failures = 0;  // instances the solver finds not safe
  std::vector<ExceptionTightness> exceptions;
  int successorChecks = 0, successorProblems = 0;
  int sentenceChecks = 0, sentenceDisagreements = 0;
  bool holds = false;
  double seconds = 0;
};

// A sentence of the proof checked on every instance it speaks about (claims/SentenceCheck).
struct SentenceRow {
  std::string claim, id, statement;
  int checked = 0, disagreements = 0;
  int line = -1;  // index into LemmaSummary::lines of its first contradicting line, if any
};

struct LemmaSummary {
  int maxN = 0;
  int listCap = 0;  // how many lines of each kind were kept per claim
  std::vector<ClaimRow> claims;
  std::vector<std::string> unfinished;  // claims not finished when the run stopped
  bool complete = false;
  std::string stopReason;
  double seconds = 0;
  std::uint64_t positions = 0;
  std::vector<GameLine> lines;  // failures, unsafe successors, contradicted sentences
  std::vector<SentenceRow> sentences;

  int instances() const;
  int failures() const;
  int holding() const;
  int successorProblems() const;
  int sentenceDisagreements() const;
};

// checkClaims with the paper's claims; progress(done, total) counts claims.
LemmaSummary checkLemmas(int maxN, int threads, RunGuard& guard,
                         const std::function<void(std::size_t done, std::size_t total)>& progress);

}  // namespace babylon::report
