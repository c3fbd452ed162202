// Text and JSON of the mutants command (and of the report's mutants section).
#include "MutantsView.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/util/Thousands.hpp"
#include "reports/TextTable.hpp"

namespace babylon::report {

std::string mutantEvidence(const MutantResult& r) {
  if (r.counterexample) {
    const Counterexample& c = *r.counterexample;
    return fmt::format("{} of {} fail; from {} ({}) in {}", thousands(r.failingStarts), counted(r.starts, "start"),
                       formatPosition(c.start.position), startKindName(c.start.kind), counted(c.steps.size(), "move"));
  }
  if (!r.strategyError.empty()) return "the strategy threw: " + r.strategyError;
  if (r.audit) {
    std::string text = fmt::format(
        "{} verified; solver: {} of the strategy's moves checked, {} differ from the "
        "unmutated strategy's",
        counted(r.starts, "start"), thousands(r.audit->bobDecisions), thousands(r.audit->differing));
    if (r.audit->firstUnsafe) text += "; UNSAFE " + *r.audit->firstUnsafe;
    return text;
  }
  return "not finished";
}

nlohmann::json mutantJson(const MutantResult& m) {
  using nlohmann::json;
  json cex = nullptr, audit = nullptr;
  if (const auto& c = m.counterexample) {
    json unsafeCase = nullptr;
    if (c->diagnosis.firstUnsafeBobMove) unsafeCase = c->steps[*c->diagnosis.firstUnsafeBobMove].why->caseId;
    cex = {{"start", formatPosition(c->start.position)},
           {"kind", startKindName(c->start.kind)},
           {"length", c->steps.size()},
           {"ending", describeEnd(*c)},
           {"first_unsafe_bob_case", unsafeCase}};
  }
  if (const auto& a = m.audit)
    audit = {{"bob_decisions", a->bobDecisions},
             {"differing_from_paper", a->differing},
             {"unsafe", a->unsafe},
             {"first_unsafe", a->firstUnsafe ? json(*a->firstUnsafe) : json(nullptr)}};
  return {{"id", m.mutant.id},
          {"kind", mutantKindName(m.mutant.kind)},
          {"target", m.mutant.target},
          {"description", m.mutant.description},
          {"verdict", mutantVerdictName(m.verdict)},
          {"starts", m.starts},
          {"failing_starts", m.failingStarts},
          {"counterexample", cex},
          {"strategy_error", m.strategyError.empty() ? json(nullptr) : json(m.strategyError)},
          {"fallbacks", m.fallbacks},
          {"solver_audit", audit},
          {"seconds", m.seconds}};
}

int equivalentWithFallbacks(const MutationRun& run) {
  return static_cast<int>(std::count_if(run.results.begin(), run.results.end(), [](const MutantResult& r) {
    return r.verdict == MutantVerdict::Equivalent && r.fallbacks > 0;
  }));
}

nlohmann::json mutationRunJson(const MutationRun& run) {
  nlohmann::json list = nlohmann::json::array();
  for (const MutantResult& r : run.results) list.push_back(mutantJson(r));
  const Verification& b = run.baseline;
  return {{"baseline",
           {{"strategy", b.strategy},
            {"starts", b.starts.size()},
            {"verified", b.verified()},
            {"fallbacks", b.fallbacks},
            {"positions", b.positions}}},
          {"totals",
           {{"mutants", run.results.size()},
            {"killed", run.count(MutantVerdict::Killed)},
            {"equivalent", run.count(MutantVerdict::Equivalent)},
            {"equivalent_with_fallbacks", equivalentWithFallbacks(run)},
            {"survived", run.count(MutantVerdict::Survived)},
            {"unfinished", run.count(MutantVerdict::Unfinished)},
            {"seconds", run.seconds}}},
          {"complete", run.complete},
          {"stop_reason", run.stopReason},
          {"list", list}};
}

void printMutants(const MutationRun& run, const std::string& who, int maxN, std::ostream& out) {
  const Verification& b = run.baseline;
  out << fmt::format(
      "mutants: variants of {} strategy, each verified from every start with at most {} "
      "chips\nbaseline: strategy '{}' {} of {} verified, {}\n\n",
      who, maxN, b.strategy, thousands(b.verified()), counted(b.starts.size(), "start"),
      counted(b.fallbacks, "solver fallback"));
  using A = TextTable::Align;
  TextTable table({{"id", A::Left},
                   {"kind", A::Left},
                   {"target", A::Left},
                   {"mutation", A::Left},
                   {"verdict", A::Left},
                   {"fallbacks"},
                   {"evidence", A::Left}});
  for (const MutantResult& r : run.results)
    table.row({r.mutant.id, mutantKindName(r.mutant.kind), r.mutant.target, r.mutant.description,
               mutantVerdictName(r.verdict), thousands(r.fallbacks), mutantEvidence(r)});
  out << table.str();
  out << fmt::format(
      "\n{}: {} killed, {} equivalent (solver-confirmed; {} of them through solver "
      "fallbacks), {} survived{}; {:.2f} s\n",
      counted(run.results.size(), "mutant"), thousands(run.count(MutantVerdict::Killed)),
      thousands(run.count(MutantVerdict::Equivalent)), thousands(equivalentWithFallbacks(run)),
      thousands(run.count(MutantVerdict::Survived)),
      run.complete ? "" : fmt::format(", {} unfinished", thousands(run.count(MutantVerdict::Unfinished))), run.seconds);
  if (run.count(MutantVerdict::Survived) > 0)
    out << "a survived mutant is a hole in the verifier: it accepted a strategy the solver shows wrong\n";
  if (run.tooFew()) out << fmt::format("fewer than {} mutants: raise --max-n so that more cases fire\n", kMinMutants);
}

}  // namespace babylon::report
