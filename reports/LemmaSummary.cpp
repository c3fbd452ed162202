// Runs the claim check and copies what the report shows out of its result structs.
#include "LemmaSummary.hpp"

#include <fmt/format.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "claims/ClaimCheck.hpp"

namespace babylon::report {

namespace {

// The moves named as the game record names them from `start` (PaperRecorder), as everywhere.
std::vector<RecordRow> rows(const Position& start, const std::vector<BestPlayStep>& line) {
  std::vector<RecordRow> out;
  PaperRecorder names(start);
  for (std::size_t i = 0; i < line.size(); ++i)
    out.push_back({static_cast<int>(i + 1), line[i].bob, names.play(line[i].move), formatMoveExplicit(line[i].move),
                   formatPosition(line[i].after), "", false});
  return out;
}

std::string lastMover(const std::vector<BestPlayStep>& line) {
  if (line.empty()) return "no move is possible";
  return std::string(line.back().bob ? "Bob" : "Alice") + " makes the last move and wins";
}

ClaimRow claimRow(const ClaimResult& r) {
  ClaimRow row;
  row.id = r.claim.id;
  row.title = r.claim.title;
  row.statement = r.claim.statement;
  row.hypothesis = r.claim.hypothesis().str();
  row.instances = r.instances;
  row.failures = r.failureCount;
  for (const ExceptionResult& e : r.exceptions) {
    ExceptionTightness t{e.exception.words, e.exception.condition.str(), e.instances, e.unsafe, {}};
    for (const Instance& i : e.safeAnyway) t.safeAnywayListed.push_back(formatPosition(i.position));
    row.exceptions.push_back(std::move(t));
  }
  if (r.successors) {
    row.successorChecks = r.successors->checked();
    row.successorProblems = r.successorProblems();
  }
  for (const SentenceResult& s : r.sentences) row.sentenceChecks += s.checked;
  row.sentenceDisagreements = r.sentenceDisagreements();
  row.holds = r.holds();
  row.seconds = r.seconds;
  return row;
}

void addLines(const ClaimResult& r, std::vector<GameLine>& out, std::vector<SentenceRow>& sentences) {
  for (const ClaimFailure& f : r.failures)
    out.push_back({fmt::format("{}: {} is not safe", r.claim.title, formatPosition(f.instance.position)),
                   f.instance.position, rows(f.instance.position, f.line), lastMover(f.line)});
  if (r.successors)
    for (const SuccessorProblem& p : r.successors->problems)
      if (!p.line.empty())
        out.push_back({fmt::format("{}: case {} from {}: {} ({})", r.claim.title, p.entry,
                                   formatPosition(p.instance.position), successorProblemName(p.kind), p.detail),
                       *p.successor, rows(*p.successor, p.line), lastMover(p.line)});
  for (const SentenceResult& s : r.sentences) {
    SentenceRow row{r.claim.title, s.id, s.statement, s.checked, static_cast<int>(s.disagreements.size()), -1};
    for (const SentenceCounterexample& c : s.disagreements)
      if (!c.line.empty()) {
        if (row.line < 0) row.line = static_cast<int>(out.size());
        out.push_back({fmt::format("{}: sentence {} contradicted at {}: {}", r.claim.title, s.id,
                                   formatPosition(c.position), c.detail),
                       c.shown, rows(c.shown, c.line), lastMover(c.line)});
      }
    sentences.push_back(std::move(row));
  }
}

}  // namespace

int LemmaSummary::instances() const {
  int n = 0;
  for (const ClaimRow& c : claims) n += c.instances;
  return n;
}
int LemmaSummary::failures() const {
  int n = 0;
  for (const ClaimRow& c : claims) n += c.failures;
  return n;
}
int LemmaSummary::holding() const {
  int n = 0;
  for (const ClaimRow& c : claims) n += c.holds;
  return n;
}
int LemmaSummary::successorProblems() const {
  int n = 0;
  for (const ClaimRow& c : claims) n += c.successorProblems;
  return n;
}
int LemmaSummary::sentenceDisagreements() const {
  int n = 0;
  for (const ClaimRow& c : claims) n += c.sentenceDisagreements;
  return n;
}

LemmaSummary checkLemmas(int maxN, int threads, RunGuard& guard,
                         const std::function<void(std::size_t, std::size_t)>& progress) {
  ClaimCheckOptions options;
  options.maxN = maxN;
  options.threads = threads;
  std::size_t done = 0, total = options.claims.size();
  if (progress) progress(0, total);
  ClaimReport report = checkClaims(options, guard, [&](const ClaimResult&) {
    if (progress) progress(++done, total);
  });
  LemmaSummary s;
  s.maxN = report.maxN;
  s.listCap = report.listCap;
  for (const ClaimResult& r : report.claims) {
    s.claims.push_back(claimRow(r));
    addLines(r, s.lines, s.sentences);
  }
  s.unfinished = report.unfinished;
  s.complete = report.complete;
  s.stopReason = report.stopReason;
  s.seconds = report.seconds;
  s.positions = report.positions;
  return s;
}

}  // namespace babylon::report
