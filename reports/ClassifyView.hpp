// The view of `babylon classify`: every start <p,q;;> with the exact solver's outcome beside
// Theorem 4.1's, the positions and seconds it took, and the totals; JSON and text.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "claims/Classification.hpp"

namespace babylon::report {

nlohmann::json classificationJson(const Classification& c);
void printClassification(std::ostream& out, const Classification& c);

}  // namespace babylon::report
