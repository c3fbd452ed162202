// The rule mutants' views (reports/RuleMutantsView.hpp).
#include "RuleMutantsView.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace babylon::report {

namespace {

int count(const std::vector<RuleJudgement>& run, RuleMutantClass c, RuleVerdict v) {
  return static_cast<int>(std::count_if(run.begin(), run.end(),
                                        [&](const RuleJudgement& j) { return j.mutant.cls == c && j.verdict == v; }));
}

}  // namespace

int ruleSurvivors(const std::vector<RuleJudgement>& run) {
  return static_cast<int>(
      std::count_if(run.begin(), run.end(), [](const RuleJudgement& j) { return j.verdict == RuleVerdict::Survived; }));
}

nlohmann::json ruleMutantsJson(const std::vector<RuleJudgement>& run, int playUpTo, double seconds) {
  nlohmann::json classes = nlohmann::json::array(), mutants = nlohmann::json::array();
  for (RuleMutantClass c : kRuleMutantClasses) {
    nlohmann::json row{{"class", ruleMutantClassName(c)}};
    int all = 0;
    for (RuleVerdict v : {RuleVerdict::KilledByProof, RuleVerdict::KilledByPlay, RuleVerdict::WinsUpTo,
                          RuleVerdict::NeverLegal, RuleVerdict::Survived}) {
      row[ruleVerdictName(v)] = count(run, c, v);
      all += count(run, c, v);
    }
    row["mutants"] = all;
    classes.push_back(row);
  }
  for (const RuleJudgement& j : run)
    mutants.push_back({{"id", j.mutant.id},
                       {"class", ruleMutantClassName(j.mutant.cls)},
                       {"target", j.mutant.target},
                       {"description", j.mutant.description},
                       {"verdict", ruleVerdictName(j.verdict)},
                       {"by", j.by},
                       {"seconds", j.seconds}});
  return {{"totals", {{"mutants", run.size()}, {"survivors", ruleSurvivors(run)}, {"seconds", seconds}}},
          {"play_up_to", playUpTo},
          {"classes", classes},
          {"results", mutants}};
}

void printRuleMutants(const std::vector<RuleJudgement>& run, int playUpTo, double seconds, std::ostream& out) {
  out << fmt::format("Rule mutants: {} mutants, {} survivors ({:.1f} s; starts played up to {} chips)\n\n", run.size(),
                     ruleSurvivors(run), seconds, playUpTo);
  out << fmt::format("  {:<20} {:>7} {:>8} {:>8} {:>6} {:>12} {:>8}\n", "class", "mutants", "by proof", "by play",
                     "wins", "never legal", "survived");
  for (RuleMutantClass c : kRuleMutantClasses) {
    int proof = count(run, c, RuleVerdict::KilledByProof), play = count(run, c, RuleVerdict::KilledByPlay),
        wins = count(run, c, RuleVerdict::WinsUpTo), never = count(run, c, RuleVerdict::NeverLegal),
        survived = count(run, c, RuleVerdict::Survived);
    out << fmt::format("  {:<20} {:>7} {:>8} {:>8} {:>6} {:>12} {:>8}\n", ruleMutantClassName(c),
                       proof + play + wins + never + survived, proof, play, wins, never, survived);
  }
  out << "\n  (by proof: an obligation of the part of prove that reads the rule is refuted (K0-K5: the family\n"
         "  graph explored with the changed rules has an open edge, or leaves more than the bound to the finite\n"
         "  verifier); by play: Alice's strategy so changed loses a start up to the bound (K0-K5: Bob's loses a\n"
         "  start of the sizes the graph leaves to the finite verifier); wins: it wins every start up to the\n"
         "  bound, by the finite verifier (the solver's audit is not run); never legal: the move left out is\n"
         "  never legal where it is generated (Z3), so the moves left are still complete; survived (K0-K5): the\n"
         "  graph closes, yet Bob loses a start above the sizes prove plays: a hole in the proof)\n";
  for (const RuleJudgement& j : run)
    if (j.verdict != RuleVerdict::KilledByProof)
      out << fmt::format("  {} {} {}: {} -- {}: {}\n", j.mutant.id, ruleMutantClassName(j.mutant.cls), j.mutant.target,
                         j.mutant.description, ruleVerdictName(j.verdict), j.by);
}

}  // namespace babylon::report
