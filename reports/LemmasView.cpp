// Formatting the claim check: per claim its instances, failures with lines, exceptions,
// successor claims and sentences, then the totals.
#include "LemmasView.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

namespace {

using nlohmann::json;

json paramsJson(const Claim& claim, const Env& env) {
  json out = json::object();
  for (const std::string& name : claim.parameters())
    if (env.has(name)) out[name] = env.get(name);
  return out;
}

std::string paramsText(const Claim& claim, const Env& env) {
  std::vector<std::string> parts;
  for (const std::string& name : claim.parameters())
    if (env.has(name)) parts.push_back(fmt::format("{}={}", name, env.get(name)));
  return fmt::format("{}", fmt::join(parts, " "));
}

// Lines from `start`, their moves named as every game record names them (PaperRecorder).
json lineJson(const Position& start, const std::vector<BestPlayStep>& line) {
  json out = json::array();
  PaperRecorder names(start);
  for (const BestPlayStep& s : line)
    out.push_back(
        {{"player", s.bob ? "Bob" : "Alice"}, {"move", names.play(s.move)}, {"position", formatPosition(s.after)}});
  return out;
}

std::string lineText(const Position& start, const std::vector<BestPlayStep>& line) {
  std::vector<std::string> parts;
  PaperRecorder names(start);
  for (const BestPlayStep& s : line)
    parts.push_back(fmt::format("{} {} -> {}", s.bob ? "Bob" : "Alice", names.play(s.move), formatPosition(s.after)));
  return fmt::format("{}", fmt::join(parts, "; "));
}

json successorsJson(const Claim& claim, const SuccessorChecks& checks, int listCap) {
  json entries = json::array(), problems = json::array();
  for (const EntryChecks& e : checks.entries)
    entries.push_back({{"id", e.id}, {"checked", e.checked}, {"problems", e.problems}});
  for (const SuccessorProblem& p : checks.problems) {
    if (static_cast<int>(problems.size()) >= listCap) break;
    problems.push_back({{"entry", p.entry},
                        {"kind", successorProblemName(p.kind)},
                        {"params", paramsJson(claim, p.instance.params)},
                        {"position", formatPosition(p.instance.position)},
                        {"successor", p.successor ? json(formatPosition(*p.successor)) : json(nullptr)},
                        {"detail", p.detail},
                        {"line", p.successor ? lineJson(*p.successor, p.line) : json::array()}});
  }
  return {{"entries", entries},
          {"checked", checks.checked()},
          {"problem_count", checks.problems.size()},
          {"problems", problems}};
}

json sentenceJson(const SentenceResult& s, int listCap) {
  json listed = json::array();
  for (const SentenceCounterexample& c : s.disagreements) {
    if (static_cast<int>(listed.size()) >= listCap) break;
    listed.push_back({{"position", formatPosition(c.position)},
                      {"detail", c.detail},
                      {"from", formatPosition(c.shown)},
                      {"winner", c.shownSafe ? "Bob" : "Alice"},
                      {"line", lineJson(c.shown, c.line)}});
  }
  return {{"id", s.id},       {"statement", s.statement},           {"checked", s.checked},
          {"agree", s.agree}, {"disagree", s.disagreements.size()}, {"disagreements", listed}};
}

json claimJson(const ClaimResult& r, int listCap) {
  const Claim& c = r.claim;
  json failures = json::array(), exceptions = json::array(), sentences = json::array();
  for (const ClaimFailure& f : r.failures)
    failures.push_back({{"params", paramsJson(c, f.instance.params)},
                        {"position", formatPosition(f.instance.position)},
                        {"line", lineJson(f.instance.position, f.line)}});
  for (const ExceptionResult& e : r.exceptions) {
    json safe = json::array();
    for (const Instance& i : e.safeAnyway) safe.push_back(formatPosition(i.position));
    exceptions.push_back({{"name", e.exception.words},
                          {"condition", e.exception.condition.str()},
                          {"instances", e.instances},
                          {"unsafe", e.unsafe},
                          {"safe_anyway", safe},
                          {"safe_anyway_count", e.safeAnywayCount()}});
  }
  for (const SentenceResult& s : r.sentences) sentences.push_back(sentenceJson(s, listCap));
  return {{"id", c.id},
          {"title", c.title},
          {"statement", c.statement},
          {"hypothesis", c.hypothesis().str()},
          {"claimed", "safe"},
          {"instances", r.instances},
          {"failure_count", r.failureCount},
          {"failures", failures},
          {"exceptions", exceptions},
          {"successor_checks", r.successors ? successorsJson(c, *r.successors, listCap) : json(nullptr)},
          {"sentences", sentences},
          {"holds", r.holds()},
          {"all_checks_pass", r.allChecksPass()},
          {"seconds", r.seconds}};
}

struct Totals {
  int instances = 0, failures = 0, exceptional = 0, successorChecks = 0, successorProblems = 0, sentenceChecks = 0,
      sentenceDisagreements = 0, holding = 0;
  std::vector<std::string> refuted;  // sentences with disagreements: "id (n of checked)"
};

Totals totals(const ClaimReport& report) {
  Totals t;
  for (const ClaimResult& r : report.claims) {
    t.instances += r.instances;
    t.failures += r.failureCount;
    for (const ExceptionResult& e : r.exceptions) t.exceptional += e.instances;
    t.successorChecks += r.successors ? r.successors->checked() : 0;
    t.successorProblems += r.successorProblems();
    for (const SentenceResult& s : r.sentences) t.sentenceChecks += s.checked;
    t.sentenceDisagreements += r.sentenceDisagreements();
    for (const SentenceResult& s : r.sentences)
      if (!s.disagreements.empty())
        t.refuted.push_back(fmt::format("{} ({} of {})", s.id, s.disagreements.size(), s.checked));
    t.holding += r.holds();
  }
  return t;
}

void printClaim(const ClaimResult& r, int listCap, std::ostream& out) {
  const Claim& c = r.claim;
  out << fmt::format("[{}] {}\n  hypothesis: {}\n  {}, {} not safe{}  ({:.2f} s)\n", c.id, c.statement,
                     c.hypothesis().str(), counted(r.instances, "instance"), thousands(r.failureCount),
                     r.failureCount ? "  <-- CLAIM FAILS" : "", r.seconds);
  for (const ClaimFailure& f : r.failures)
    out << fmt::format("    not safe: {}  ({})\n      line: {}\n", formatPosition(f.instance.position),
                       paramsText(c, f.instance.params), lineText(f.instance.position, f.line));
  for (const ExceptionResult& e : r.exceptions) {
    out << fmt::format("  exception \"{}\" ({}): {} {} exactly it, {} unsafe, {} safe anyway\n", e.exception.words,
                       e.exception.condition.str(), counted(e.instances, "instance"),
                       e.instances == 1 ? "fails" : "fail", thousands(e.unsafe), thousands(e.safeAnywayCount()));
    if (!e.safeAnyway.empty()) {
      std::vector<std::string> listed;
      for (const Instance& i : e.safeAnyway) listed.push_back(formatPosition(i.position));
      out << fmt::format("    safe anyway{}: {}\n",
                         e.safeAnywayCount() > static_cast<int>(listed.size()) ? " (first listed)" : "",
                         fmt::join(listed, " "));
    }
  }
  if (r.successors) {
    const SuccessorChecks& s = *r.successors;
    out << fmt::format("  successor claims: {} checks over {} case entries, {} problems\n", s.checked(),
                       s.entries.size(), s.problems.size());
    for (std::size_t i = 0; i < s.problems.size() && static_cast<int>(i) < listCap; ++i) {
      const SuccessorProblem& p = s.problems[i];
      out << fmt::format("    {} {} from {} ({}): {}\n", successorProblemName(p.kind), p.entry,
                         formatPosition(p.instance.position), paramsText(c, p.instance.params), p.detail);
      if (!p.line.empty()) out << "      line: " << lineText(*p.successor, p.line) << "\n";
    }
  }
  for (const SentenceResult& s : r.sentences) {
    out << fmt::format("  sentence {}: {} checked, {} agree, {} disagree\n    {}\n", s.id, s.checked, s.agree,
                       s.disagreements.size(), s.statement);
    for (std::size_t i = 0; i < s.disagreements.size() && static_cast<int>(i) < listCap; ++i) {
      const SentenceCounterexample& d = s.disagreements[i];
      out << fmt::format("    disagrees at {}: {}\n", formatPosition(d.position), d.detail);
      if (!d.line.empty())
        out << fmt::format("      {} wins from {}: {}\n", d.shownSafe ? "Bob" : "Alice", formatPosition(d.shown),
                           lineText(d.shown, d.line));
    }
  }
  out << "\n";
}

}  // namespace

json claimReportJson(const ClaimReport& report) {
  json claims = json::array();
  for (const ClaimResult& r : report.claims) claims.push_back(claimJson(r, report.listCap));
  Totals t = totals(report);
  return {{"max_n", report.maxN},
          {"complete", report.complete},
          {"stop_reason", report.stopReason},
          {"unfinished", report.unfinished},
          {"claims", claims},
          {"all_checks_pass", report.allChecksPass()},
          {"all_claims_hold", report.allClaimsHold()},
          {"totals",
           {{"claims", report.claims.size()},
            {"claims_holding", t.holding},
            {"instances", t.instances},
            {"failures", t.failures},
            {"exceptional_instances", t.exceptional},
            {"successor_checks", t.successorChecks},
            {"successor_problems", t.successorProblems},
            {"sentence_checks", t.sentenceChecks},
            {"sentence_disagreements", t.sentenceDisagreements}}},
          // The work done, not results: the solver's table can differ with the thread count (a
          // thread that finds a subtree already stored by another cuts its search short).
          {"work", {{"solver_table_positions", report.positions}, {"seconds", report.seconds}}}};
}

void printClaimReport(const ClaimReport& report, std::ostream& out) {
  out << "Claims of Section 4 checked on every instance with at most " << report.maxN
      << " chips by the exact solver.\nsafe: Bob wins with best play (an even state: Alice to move loses; an odd "
         "state: Bob to move wins).\n\n";
  for (const ClaimResult& r : report.claims) printClaim(r, report.listCap, out);
  Totals t = totals(report);
  out << fmt::format(
      "{} of {} claims hold: {}, {} not safe; {} exceptional; {}, {}; {}, {}; {} in {:.2f} s, peak memory {}\n",
      t.holding, report.claims.size(), counted(t.instances, "instance"), thousands(t.failures),
      thousands(t.exceptional), counted(t.successorChecks, "successor check"), counted(t.successorProblems, "problem"),
      counted(t.sentenceChecks, "sentence check"), counted(t.sentenceDisagreements, "disagreement"),
      counted(report.positions, "position"), report.seconds, formatBytes(report.peakMemory));
  if (!t.refuted.empty()) out << fmt::format("proof sentences contradicted: {}\n", fmt::join(t.refuted, ", "));
  if (!report.unfinished.empty()) out << fmt::format("not finished: {}\n", fmt::join(report.unfinished, ", "));
}

}  // namespace babylon::report
