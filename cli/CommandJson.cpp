// The shared top level of every command's JSON output.
#include "CommandJson.hpp"

#include "core/RunGuard.hpp"
#include "reports/BuildInfo.hpp"

namespace babylon::cli {

const std::string& programVersion() { return report::buildInfo().version; }

nlohmann::ordered_json commandJson(const std::string& command, const nlohmann::json& data) {
  nlohmann::ordered_json out = {{"version", programVersion()},
                                {"command", command},
                                {"complete", data.contains("complete") ? data["complete"] : nlohmann::json(true)},
                                {"totals", data.contains("totals") ? data["totals"] : nlohmann::json::object()}};
  for (const auto& [key, value] : data.items())
    if (!out.contains(key) && key != "peak_memory_bytes") out[key] = nlohmann::ordered_json(value);
  out["peak_memory_bytes"] = RunGuard::peakResidentBytes();
  return out;
}

}  // namespace babylon::cli
