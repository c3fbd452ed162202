// The results of classify and of the claim check as JSON for the trip between ranks (a claim
// itself is not sent: every rank holds the same claims, so an index names it).
#pragma once

#include <nlohmann/json.hpp>

#include "claims/ClaimCheck.hpp"
#include "claims/Classification.hpp"

namespace babylon::distributed {

nlohmann::json encodeStartResult(const StartResult& r);
StartResult decodeStartResult(const nlohmann::json& j);

nlohmann::json encodeClaimResult(const ClaimResult& r);
ClaimResult decodeClaimResult(const nlohmann::json& j, const Claim& claim);

}  // namespace babylon::distributed
