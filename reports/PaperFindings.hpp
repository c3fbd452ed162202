// What the harness found about the paper, in the order a reader wants it — Theorem 4.1 to n, the
// literal strategy's losses and each repair with a losing line, the sentences of the text that
// are false, the side conditions Z3 refutes, the completions where the paper says "easy" — each
// with its evidence (an HTML anchor, a game line, a file `babylon replay` reads).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "reports/GameRecordRows.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

// A concrete line of play, with the file (relative to the report folder) it is saved in.
struct Evidence {
  GameLine line;
  std::string file;  // counterexamples/....json, replayable with `babylon replay`; empty if none
  const Counterexample* counterexample = nullptr;  // the line as the verifier found it
};

struct TheoremFinding {
  bool classified = false;
  int maxN = 0, starts = 0, disagreements = 0;
  bool verified = false;
  int verifyStarts = 0, verifyLosses = 0;
  std::uint64_t fallbacks = 0;
  std::optional<SymbolicSummary> symbolic;  // the symbolic verifier's family graph
  TheoremVerdict verdict;                   // ReportTotals' reportVerdict
};

struct LiteralFinding {
  int maxN = 0, starts = 0, losing = 0;
  std::optional<Evidence> example;
};

struct RepairFinding {
  std::string caseId, text;    // the repair entry and its sentence
  int starts = 0, losing = 0;  // with this repair alone left out
  std::optional<Evidence> example;
};

struct SentenceFinding {
  std::string claim, id, statement;
  int checked = 0, disagreements = 0;
  std::optional<GameLine> example;
};

struct SideConditionFinding {
  std::string id, place, statement, counterModel;
};

struct CompletionFinding {
  std::string caseId, rule;
  std::uint64_t fired = 0;  // Bob's decisions where it fired (0 when verify did not run)
};

struct PaperFindings {
  TheoremFinding theorem;
  std::optional<LiteralFinding> literal;  // when the mutants stage ran
  std::vector<RepairFinding> repairs;
  bool sentencesChecked = false, sideConditionsChecked = false;
  std::vector<SentenceFinding> sentences;
  std::vector<SideConditionFinding> sideConditions;
  std::vector<CompletionFinding> completions;
  std::vector<std::string> notRun;  // the stages not run (not selected, stopped or failed)
};

PaperFindings paperFindings(const Report& r);

// How many findings about the paper of each kind; a kind whose stage did not run is empty.
struct PaperCounts {
  std::optional<int> repairs;                // moves of the paper that lose as printed, each repaired (mutants)
  std::optional<int> falseSentences;         // sentences of the proof contradicted by the solver (lemmas)
  std::optional<int> refutedSideConditions;  // side conditions of the text refuted by Z3 (prove)
  int completions = 0;                       // places where the paper says "easy" or gives no move
  // "The paper: 7 moves repaired (each loses as printed), 3 false sentences, 3 refuted side
  // conditions, 35 completions where it gives no move." (and what was not checked)
  std::string sentence() const;
};
PaperCounts paperCounts(const PaperFindings& f);
nlohmann::json paperCountsJson(const PaperCounts& c);

// "<2,2;8;6> 1. rB 2. bbB 3. RB: Bob cannot move", the line in one row of text.
std::string lineText(const GameLine& line);

nlohmann::json paperFindingsJson(const PaperFindings& f);

}  // namespace babylon::report

namespace babylon::report {

// The findings as numbered items with sub-points, worded once for summary.md and report.html.
struct FindingPoint {
  std::string text;
  std::optional<GameLine> line;  // a concrete line, when there is one
  std::string file;              // its replayable file, when there is one
};
struct FindingItem {
  std::string id;     // HTML id: "finding-theorem", ...
  std::string title;  // e.g. "The paper's literal strategy loses from 248 of 360 starts"
  std::string text;
  std::string anchor;  // the report.html section with the evidence
  bool bad = false;    // a problem with the paper (or the strategy), not an agreement
  std::vector<FindingPoint> points;
};
std::vector<FindingItem> findingItems(const PaperFindings& f);

}  // namespace babylon::report
