// The mutants command's views, also the report's: one JSON object per mutant, the run's JSON,
// and the text table.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "mutants/Mutants.hpp"

namespace babylon::report {

// One mutant: what was changed, the verdict, the counterexample that killed it or the solver
// audit that showed it equivalent.
nlohmann::json mutantJson(const MutantResult& m);
// What decided a mutant's verdict, in a few words: its counterexample, the strategy's error, or
// the solver's audit.
std::string mutantEvidence(const MutantResult& r);
// Equivalent mutants that needed the solver fallback somewhere (the solver played where the
// mutated case no longer did).
int equivalentWithFallbacks(const MutationRun& run);
// The run: baseline, counts, every mutant (in the order built).
nlohmann::json mutationRunJson(const MutationRun& run);
// The table of mutants and the totals line; `who` names the mutated strategy.
void printMutants(const MutationRun& run, const std::string& who, int maxN, std::ostream& out);

}  // namespace babylon::report
