// The view of `babylon lemmas`: its JSON and its text, positions and lines in the paper's notation.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "claims/ClaimCheck.hpp"

namespace babylon::report {

nlohmann::json claimReportJson(const ClaimReport& report);
void printClaimReport(const ClaimReport& report, std::ostream& out);

}  // namespace babylon::report
