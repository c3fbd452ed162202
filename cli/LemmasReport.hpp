// The report of `babylon lemmas`: JSON and text, positions and lines in the paper's notation.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "claims/ClaimCheck.hpp"

namespace babylon::cli {

nlohmann::json lemmasJson(const ClaimReport& report);
void printLemmas(const ClaimReport& report, std::ostream& out);

}  // namespace babylon::cli
