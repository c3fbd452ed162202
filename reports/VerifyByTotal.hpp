// The strategy verifier run one total 2m at a time, so that a progress bar can follow it; the
// merged result equals one verifyStrategy call over all starts (the verifier shares its memo
// only within a total), with the starts in increasing total.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "verify/StrategyVerifier.hpp"

namespace babylon::report {

Verification verifyByTotal(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                           RunGuard& guard, const std::function<void(std::size_t done, std::size_t total)>& progress);

// Adds `part` (a later total) to `whole`: starts appended, counts and coverage summed, never-fired
// and undeclared cases recomputed against `declared`.
void mergeVerification(Verification& whole, Verification part, const std::vector<CaseInfo>& declared);

}  // namespace babylon::report
