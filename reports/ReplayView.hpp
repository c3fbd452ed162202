// The view of `babylon replay`: JSON (without the common keys CommandJson adds) and text.
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "verify/CounterexampleFile.hpp"
#include "verify/Replay.hpp"

namespace babylon::report {

nlohmann::json replayJson(const SavedCounterexample& saved, const std::string& strategy, const Replay& r);
void printReplay(std::ostream& out, const SavedCounterexample& saved, const std::string& strategy, const Replay& r);

}  // namespace babylon::report
