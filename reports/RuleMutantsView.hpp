// The views of `babylon mutants --rules`: the rule mutants' counts by class and verdict, and each
// mutant not killed by the proof (text), or every mutant (JSON).
#pragma once

#include <ostream>
#include <vector>

#include <nlohmann/json.hpp>

#include "proofs/RuleMutants.hpp"

namespace babylon::report {

// Neither killed (by the proof or the play) nor shown winning every start played.
int ruleSurvivors(const std::vector<RuleJudgement>& run);
nlohmann::json ruleMutantsJson(const std::vector<RuleJudgement>& run, int playUpTo, double seconds);
void printRuleMutants(const std::vector<RuleJudgement>& run, int playUpTo, double seconds, std::ostream& out);

}  // namespace babylon::report
