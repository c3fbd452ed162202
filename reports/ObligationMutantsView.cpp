// Text and JSON of `babylon mutants --symbolic`.
#include "ObligationMutantsView.hpp"

#include <map>

#include <fmt/format.h>

#include "core/util/Thousands.hpp"
#include "reports/MutantsView.hpp"
#include "reports/TextTable.hpp"

namespace babylon::report {

using symbolic::SymbolicJudgement;
using symbolic::SymbolicVerdict;

namespace {

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }
bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

nlohmann::json envJson(const Env& env) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [name, value] : env.values()) out[name] = value;
  return out;
}

nlohmann::json symbolicJson(const SymbolicJudgement& j) {
  using nlohmann::json;
  return {{"verdict", symbolic::symbolicVerdictName(j.verdict)},
          {"start", familyName(j.start)},
          {"kill_reason", j.verdict == SymbolicVerdict::Killed ? json(symbolicKillReason(j)) : json(nullptr)},
          {"case", j.caseId},
          {"why", j.why},
          {"position", j.position},
          {"instance", envJson(j.instance)},
          {"edges", j.edges},
          {"open_edges", j.openEdges},
          {"edges_resting_on_lemmas", j.restingOnLemmas},
          {"obligations", j.obligations},
          {"seconds", j.seconds}};
}

// What decided the mutant's place in the score, in a few words.
std::string evidence(const ObligationMutantResult& r) {
  if (!r.symbolic) return "not judged";
  const SymbolicJudgement& j = *r.symbolic;
  std::string at = j.position.empty() ? "" : " at " + j.position;
  if (j.verdict == SymbolicVerdict::Killed) return (j.caseId.empty() ? "" : j.caseId + ": ") + j.why + at;
  std::string symbolic = j.verdict == SymbolicVerdict::NotDecided ? "symbolic: " + j.why + at + "; " : "";
  return symbolic + (r.finite ? "finite: " + mutantEvidence(*r.finite) : "finite: not judged");
}

std::map<std::string, int> killReasons(const ObligationMutationRun& run) {
  std::map<std::string, int> out;
  for (const ObligationMutantResult& r : run.results)
    if (r.symbolic && r.symbolic->verdict == SymbolicVerdict::Killed) ++out[symbolicKillReason(*r.symbolic)];
  return out;
}

}  // namespace

std::string symbolicKillReason(const SymbolicJudgement& j) {
  const std::string& w = j.why;
  if (startsWith(w, "successor outside")) return "successor outside its family";
  if (contains(w, "is ambiguous")) return "reply ambiguous";
  if (contains(w, "is not a legal move")) return "reply not a legal move";
  if (startsWith(w, "no case of")) return "no case applies";
  if (contains(w, "expected")) return "not the position the hand-over expects";
  if (contains(w, "none of K0-K4 is shown")) return "end game: K0-K4 not shown";
  if (startsWith(w, "end game")) return "end game: left to the search";
  return "other";
}

nlohmann::json obligationMutantJson(const ObligationMutantResult& r) {
  using nlohmann::json;
  return {{"id", r.mutant.id},
          {"kind", symbolic::obligationMutationName(r.mutant.kind)},
          {"target", r.mutant.target},
          {"family", familyName(r.mutant.family)},
          {"description", r.mutant.description},
          {"score", obligationScoreName(r.score)},
          {"symbolic", r.symbolic ? symbolicJson(*r.symbolic) : json(nullptr)},
          {"finite", r.finite ? mutantJson(*r.finite) : json(nullptr)}};
}

nlohmann::json obligationMutationRunJson(const ObligationMutationRun& run) {
  using nlohmann::json;
  json list = json::array();
  for (const ObligationMutantResult& r : run.results) list.push_back(obligationMutantJson(r));
  json baselines = json::array();
  for (const SliceBaseline& b : run.baselines)
    baselines.push_back({{"slice", b.slice},
                         {"edges", b.edges},
                         {"open_edges", b.openEdges},
                         {"edges_resting_on_lemmas", b.restingOnLemmas}});
  json reasons = json::object();
  for (const auto& [reason, n] : killReasons(run)) reasons[reason] = n;
  return {{"totals",
           {{"mutants", run.results.size()},
            {"killed_symbolically", run.count(ObligationScore::KilledSymbolically)},
            {"killed_by_finite_verifier", run.count(ObligationScore::KilledByFiniteVerifier)},
            {"equivalent", run.count(ObligationScore::Equivalent)},
            {"equivalent_with_fallbacks", run.equivalentWithFallbacks()},
            {"survived", run.count(ObligationScore::Survived)},
            {"unfinished", run.count(ObligationScore::Unfinished)},
            {"symbolic",
             {{"killed", run.count(SymbolicVerdict::Killed)},
              {"not_decided", run.count(SymbolicVerdict::NotDecided)},
              {"survived", run.count(SymbolicVerdict::Survived)}}},
            {"finitely_judged", run.finitelyJudged()},
            {"seconds", run.seconds},
            {"symbolic_seconds", run.symbolicSeconds},
            {"finite_seconds", run.finiteSeconds}}},
          {"complete", run.complete},
          {"symbolic", true},
          {"max_n", run.maxN},
          {"stop_reason", run.stopReason},
          {"killed_by_reason", reasons},
          {"baselines", baselines},
          {"list", list}};
}

void printObligationMutants(const ObligationMutationRun& run, std::ostream& out) {
  out << "mutants --symbolic: the case table changed in one entry (a reply replaced by another legal move, a guard\n"
         "negated), explored by the symbolic verifier from the entry's family; those it does not kill, verified by\n"
      << fmt::format("the finite verifier from every start with at most {} chips and audited by the exact solver\n\n",
                     run.maxN);
  using A = TextTable::Align;
  TextTable slices({{"the paper's graph (slice)", A::Left}, {"edges"}, {"open"}, {"resting on L4.2/4.3"}});
  for (const SliceBaseline& b : run.baselines)
    slices.row({b.slice, thousands(b.edges), thousands(b.openEdges), thousands(b.restingOnLemmas)});
  out << slices.str() << "\n";
  TextTable table({{"id", A::Left},
                   {"kind", A::Left},
                   {"target", A::Left},
                   {"mutation", A::Left},
                   {"symbolic", A::Left},
                   {"score", A::Left},
                   {"evidence", A::Left}});
  for (const ObligationMutantResult& r : run.results)
    table.row({r.mutant.id, symbolic::obligationMutationName(r.mutant.kind), r.mutant.target, r.mutant.description,
               r.symbolic ? symbolic::symbolicVerdictName(r.symbolic->verdict) : "-", obligationScoreName(r.score),
               evidence(r)});
  out << table.str() << "\n";
  std::string reasons;
  for (const auto& [reason, n] : killReasons(run))
    reasons += (reasons.empty() ? "" : ", ") + fmt::format("{} {}", n, reason);
  out << fmt::format(
      "symbolic verifier: {} killed ({}), {} not decided (the entry's own edges open already), {} survived\n",
      thousands(run.count(SymbolicVerdict::Killed)), reasons.empty() ? "none" : reasons,
      thousands(run.count(SymbolicVerdict::NotDecided)), thousands(run.count(SymbolicVerdict::Survived)));
  out << fmt::format(
      "score: {}: {} killed symbolically, {} killed only by the finite verifier, {} equivalent (solver-confirmed; {} "
      "of them through solver fallbacks), {} surviving non-equivalent{}; {:.1f} s (symbolic {:.1f} s, finite {:.1f} "
      "s)\n",
      counted(run.results.size(), "mutant"), thousands(run.count(ObligationScore::KilledSymbolically)),
      thousands(run.count(ObligationScore::KilledByFiniteVerifier)), thousands(run.count(ObligationScore::Equivalent)),
      thousands(run.equivalentWithFallbacks()), thousands(run.count(ObligationScore::Survived)),
      run.complete ? "" : fmt::format(", {} unfinished", thousands(run.count(ObligationScore::Unfinished))),
      run.seconds, run.symbolicSeconds, run.finiteSeconds);
  if (run.count(ObligationScore::Survived) > 0)
    out << "a surviving non-equivalent mutant is a hole in both verifiers: they accept a table the solver shows "
           "wrong\n";
}

}  // namespace babylon::report
