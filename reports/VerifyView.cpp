// `babylon verify`'s JSON and text, built from the same rows as the report's verify section
// (ReportTotals: per-family rows, coverage rows; GameRecord: counterexamples).
#include "VerifyView.hpp"

#include <fmt/format.h>

#include "core/Notation.hpp"
#include "core/RunGuard.hpp"
#include "core/util/Thousands.hpp"
#include "reports/GameRecord.hpp"
#include "reports/ReportTotals.hpp"
#include "reports/TextTable.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon::report {

namespace {

using nlohmann::json;

std::string player(Side side) { return side == Side::Bob ? "Bob" : "Alice"; }
std::string opponent(Side side) { return side == Side::Bob ? "Alice" : "Bob"; }

}  // namespace

json startJson(const StartVerdict& v) {
  json params = json::object();
  for (const auto& [name, value] : v.start.params) params[name] = value;
  json length = nullptr;
  if (v.counterexample) length = v.counterexample->steps.size();
  return {{"start", formatPosition(v.start.position)},
          {"kind", startKindName(v.start.kind)},
          {"params", params},
          {"verified", v.verified},
          {"positions", v.positions},
          {"counterexample_length", length},
          {"seconds", v.seconds}};
}

namespace {

void printFamilies(std::ostream& out, const Verification& v) {
  TextTable table({{"family", TextTable::Align::Left}, {"starts"}, {"verified"}, {"failed"}, {"positions"}});
  auto line = [&](const std::string& name, std::uint64_t starts, std::uint64_t verified, std::uint64_t positions) {
    table.row({name, thousands(starts), thousands(verified), thousands(starts - verified), thousands(positions)});
  };
  for (const KindRow& r : verifyKinds(v))
    line(r.kind, static_cast<std::uint64_t>(r.starts), static_cast<std::uint64_t>(r.verified), r.positions);
  table.rule();
  line("total", v.starts.size(), static_cast<std::uint64_t>(v.verified()), v.positions);
  out << table.str();
}

void printCoverage(std::ostream& out, Side side, const std::vector<CaseInfo>& cases, const Verification& v) {
  out << "\ncoverage (" << player(side) << "'s decisions per case):\n";
  for (const CoverageRow& c : coverageRows(cases, v))
    out << fmt::format("  {:>12}  {:<28} {}\n", thousands(c.count), c.id,
                       c.origin == "undeclared" ? "(not listed by the strategy's cases)" : c.rule);
}

// One line naming the cases that never fired, so that the table can stay behind --coverage.
void printNeverFired(std::ostream& out, Side side, const Verification& v, bool tableShown) {
  out << "\nnever fired: " << (v.neverFired.empty() ? "none" : "");
  for (std::size_t i = 0; i < v.neverFired.size(); ++i) out << (i ? ", " : "") << v.neverFired[i].id;
  out << (tableShown ? "\n" : " (--coverage prints " + player(side) + "'s decisions per case)\n");
}

void printCounterexample(std::ostream& out, int index, const Counterexample& c) {
  GameLine line = strategyLine(c);
  out << fmt::format("\ncounterexample {}: strategy '{}' {}\n", index, c.strategy, line.title);
  out << recordStart(c.start.position) << "\n";
  std::vector<std::string> names;
  for (const RecordRow& row : line.rows) {
    names.push_back(row.move);
    out << recordRowText(row) << "\n";
  }
  out << "  end: " << describeEnd(c) << "\n";
  out << "  solver: " << diagnosisText(c, names) << "\n";
}

// verify --side alice --stop-at-lemma-a: where the lines were cut, and how many positions.
json stoppedAtJson(const Verification& v) {
  if (v.stopAtLemma.empty()) return nullptr;
  return {{"lemma", v.stopAtLemma},
          {"positions", v.stoppedAt},
          {"meaning",
           "lines were not played to the end: each ended at the first position, Bob to move, where the lemma's "
           "hypothesis holds, and is counted as a win that rests on the lemma (a written proof with machine-checked "
           "arithmetic: babylon prove)"}};
}

}  // namespace

json coverageJson(const std::vector<CaseInfo>& cases, const Verification& v) {
  json rows = json::array(), never = json::array(), undeclared = json::array();
  for (const CoverageRow& c : coverageRows(cases, v))
    rows.push_back({{"case", c.id}, {"rule", c.rule}, {"origin", c.origin}, {"count", c.count}});
  for (const CaseInfo& c : v.neverFired) never.push_back(c.id);
  for (const std::string& id : v.undeclaredCases) undeclared.push_back(id);
  return {{"cases", rows}, {"never_fired", never}, {"undeclared", undeclared}};
}

json verifyTotalsJson(const Verification& v) {
  return {{"starts", v.starts.size()}, {"verified", v.verified()},         {"counterexamples", v.counterexamples()},
          {"positions", v.positions},  {"fallbacks", v.fallbacks},         {"search_decisions", v.searches},
          {"seconds", v.seconds},      {"peak_memory_bytes", v.peakMemory}};
}

json verifyJson(const VerifyRequest& request, const std::vector<CaseInfo>& cases, const Verification& v,
                bool withStarts) {
  json starts = json::array(), counterexamples = json::array();
  for (const StartVerdict& s : v.starts) {
    if (withStarts) starts.push_back(startJson(s));
    if (s.counterexample) counterexamples.push_back(counterexampleJson(*s.counterexample));
  }
  return {{"strategy", v.strategy},
          {"side", sideName(request.side)},
          {"max_n", request.maxN},
          {"from", request.from},
          {"complete", v.complete},
          {"stop_reason", v.stopReason},
          {"starts", starts},
          {"totals", verifyTotalsJson(v)},
          {"coverage", coverageJson(cases, v)},
          {"counterexamples", counterexamples},
          {"stopped_at", stoppedAtJson(v)}};
}

std::string verifyVerdictLine(const VerifyRequest& request, const Verification& v) {
  std::size_t losing = v.starts.size() - static_cast<std::size_t>(v.verified());
  std::string who = player(request.side);
  std::string what = losing == 0 ? fmt::format("{}'s strategy '{}' wins from all {}", who, v.strategy,
                                               counted(v.starts.size(), "start"))
                                 : fmt::format("{}'s strategy '{}' LOSES from {} of {}", who, v.strategy,
                                               thousands(losing), counted(v.starts.size(), "start"));
  std::string cut = v.stopAtLemma.empty() ? ""
                                          : fmt::format(", lines cut at {}: {} rest on it", v.stopAtLemma,
                                                        counted(v.stoppedAt, "position"));
  return fmt::format("verify: {} ({}) with at most {} chips{}; {}{}, {}, {}, {:.2f} s, peak memory {}", what,
                     request.from, request.maxN, v.complete ? "" : " (INCOMPLETE: " + v.stopReason + ")",
                     counted(v.positions, "position"), cut, counted(v.fallbacks, "solver fallback"),
                     counted(v.searches, "search decision"), v.seconds, formatBytes(v.peakMemory));
}

void printVerification(std::ostream& out, const VerifyRequest& request, const std::vector<CaseInfo>& cases,
                       const Verification& v) {
  Side side = request.side;
  out << fmt::format("verify: strategy '{}' from {} starts with at most {} chips\n", v.strategy, request.from,
                     request.maxN)
      << player(side) << " must win every line: every move of " << opponent(side) << " is tried, " << player(side)
      << "'s replies come from the strategy.\n";
  if (!v.stopAtLemma.empty())
    out << fmt::format(
        "Lines cut at {}: a line ends at the first position, Bob to move, where {}'s hypothesis holds (one color a\n"
        "single stack X, no stack of the other color of X's height, n odd), counted as a win resting on {}\n"
        "(a written proof with machine-checked arithmetic: babylon prove); every other line is played to its end.\n",
        v.stopAtLemma, v.stopAtLemma, v.stopAtLemma);
  out << "\n";
  printFamilies(out, v);
  out << "positions: decision nodes (" << opponent(side) << "'s nodes and " << player(side)
      << "'s turns), each counted once, for the first start\nof its total that reaches it.\n";
  if (!v.stopAtLemma.empty())
    out << fmt::format("rests on {}: {}, where a line was cut (each counted once per total; not in positions)\n",
                       v.stopAtLemma, counted(v.stoppedAt, "position"));
  if (request.coverage) printCoverage(out, side, cases, v);
  printNeverFired(out, side, v, request.coverage);
  int index = 0;
  for (const StartVerdict& s : v.starts)
    if (s.counterexample) printCounterexample(out, ++index, *s.counterexample);
  out << "\n" << verifyVerdictLine(request, v) << "\n";
}

}  // namespace babylon::report
