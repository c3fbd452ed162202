// The views of `babylon mutants --symbolic`: the obligation mutants' score, one JSON object per
// mutant (its symbolic judgement, and the finite verifier's where it ran), and the text table.
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "reports/ObligationMutants.hpp"

namespace babylon::report {

// Why the symbolic verifier killed a mutant, in a few words ("successor outside its family",
// "reply ambiguous", ...), from its failing edge.
std::string symbolicKillReason(const symbolic::SymbolicJudgement& j);

nlohmann::json obligationMutantJson(const ObligationMutantResult& r);
// The run: totals (the score first), the paper's slice graphs, every mutant in the order built.
nlohmann::json obligationMutationRunJson(const ObligationMutationRun& run);
void printObligationMutants(const ObligationMutationRun& run, std::ostream& out);

}  // namespace babylon::report
