// The strategy verifier's results as JSON for the trip between ranks: counterexamples (their
// start is not sent: every rank enumerates the same starts, so an index names it).
#pragma once

#include <nlohmann/json.hpp>

#include "verify/Counterexample.hpp"

namespace babylon::distributed {

nlohmann::json encodeCounterexample(const Counterexample& c);
Counterexample decodeCounterexample(const nlohmann::json& j, const Start& start);

}  // namespace babylon::distributed
