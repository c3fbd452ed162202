// Numbers derived from a report's results, computed once here so that the summary, the HTML page
// and the JSON file cannot disagree: per-total series, the Theorem 4.1 grid, coverage rows, the
// headline numbers and the findings.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "reports/Report.hpp"

namespace babylon::report {

// One total n (p+q for classify, 2m for verify): starts, positions explored, seconds.
struct TotalRow {
  int n = 0;
  int starts = 0;
  std::uint64_t positions = 0;
  double seconds = 0;
};
std::vector<TotalRow> classifyRows(const Classification& c);
std::vector<TotalRow> verifyRows(const Verification& v);

// A cell <p,q;;> of the Theorem 4.1 grid.
struct GridCell {
  int p = 0, q = 0;
  Outcome outcome = Outcome::N;  // the exact solver's
  Outcome theorem = Outcome::N;  // Theorem 4.1's
  // The strategy of the player Theorem 4.1 gives <p,q;;>, when the verifier played it.
  std::optional<bool> verified = {};
  Side verifiedBy = Side::Bob;  // whose strategy that was
  // The prove stage's word on the half of Theorem 4.1 this start belongs to (Bob's where it says
  // P, Alice's where N), from proofs/TheoremVerdict; empty when the prove stage did not run.
  std::string proof = {};
  bool halfEstablished = false;  // that half has its positive status (HalfVerdict::positive)
  bool counterexample() const { return outcome != theorem || verified == false; }
};
// Keyed by (p, q); every classified start.
std::map<std::pair<int, int>, GridCell> theorem41Grid(const Report& r);

struct KindRow {
  std::string kind;  // startKindName
  int starts = 0, verified = 0;
  std::uint64_t positions = 0;
};
std::vector<KindRow> verifyKinds(const Verification& v);

struct CoverageRow {
  std::string id, rule;
  std::string origin;       // originName, or "undeclared"
  std::uint64_t count = 0;  // Bob's decisions where the case fired
  bool neverFired() const { return count == 0; }
  bool highlighted() const { return count == 0 || origin != "paper"; }
};
// One row per declared case, in the strategy's order, then the undeclared cases that fired.
std::vector<CoverageRow> coverageRows(const std::vector<CaseInfo>& cases, const Verification& v);
std::vector<CoverageRow> coverageRows(const Report& r);

// A headline number: the same key, label and value in all three files.
struct Headline {
  std::string key;       // e.g. "verify.counterexamples"
  std::string label;     // e.g. "counterexamples"
  nlohmann::json value;  // a number, a boolean, or "not available" / "not run"
  bool bad = false;      // a failed check of the harness (not a finding about the paper)
  std::string anchor;    // the HTML section it belongs to
};
std::vector<Headline> headlines(const Report& r);
std::string headlineText(const nlohmann::json& value);  // 1234, yes/no, or the text

// Theorem 4.1's verdict as the report's stages establish it: the prove stage's halves
// (proofs/TheoremVerdict) with the verify stage's exhaustive plays added.
TheoremVerdict reportVerdict(const Report& r);

// Every failed check of the harness in words (a strategy that loses, a proof step not proved, a
// cvc5 disagreement, a surviving mutant, ...); empty when all passed. Findings about the paper
// (false sentences, refuted side conditions) are not failures: PaperCounts counts them.
std::vector<std::string> failedChecks(const Report& r);
// The verdict in parts, each a sentence: INCOMPLETE when stopped, the number of failed checks when
// any, Theorem 4.1's halves and plays (reportVerdict), the paper's findings (PaperCounts), the
// stages not selected. verdictLine joins them: the report's first line.
std::vector<std::string> verdictParts(const Report& r);
std::string verdictLine(const Report& r);

}  // namespace babylon::report
