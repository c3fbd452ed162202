// The shared top level of every command's JSON output.
#include "CommandJson.hpp"

#include <string_view>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTableFile.hpp"
#include "reports/BuildInfo.hpp"

namespace babylon::cli {

void dumpWithArray(std::ostream& out, const nlohmann::ordered_json& doc, const std::string& key, std::size_t count,
                   const std::function<nlohmann::json(std::size_t)>& element) {
  std::string text = doc.dump(2);
  // A top-level key is indented by two spaces; its empty array is dumped as [].
  std::string slot = "\n  " + nlohmann::json(key).dump() + ": []";
  std::size_t at = text.find(slot);
  if (count == 0 || at == std::string::npos) {
    out << text;
    return;
  }
  std::size_t open = at + slot.size() - 1;  // the ']' of "[]"
  out << text.substr(0, open);
  for (std::size_t i = 0; i < count; ++i) {
    // Each line of the element's own dump, two levels deeper.
    std::string item = element(i).dump(2);
    std::size_t from = 0;
    for (std::size_t nl = item.find('\n'); nl != std::string::npos; from = nl + 1, nl = item.find('\n', from))
      out << "\n    " << std::string_view(item).substr(from, nl - from);
    out << "\n    " << std::string_view(item).substr(from) << (i + 1 < count ? "," : "");
  }
  out << "\n  " << text.substr(open);
}

const std::string& programVersion() { return report::buildInfo().version; }

nlohmann::ordered_json commandJson(const std::string& command, const nlohmann::json& data) {
  nlohmann::ordered_json out = {{"version", programVersion()},
                                {"command", command},
                                {"complete", data.contains("complete") ? data["complete"] : nlohmann::json(true)},
                                {"totals", data.contains("totals") ? data["totals"] : nlohmann::json::object()}};
  for (const auto& [key, value] : data.items())
    if (!out.contains(key) && key != "peak_memory_bytes") out[key] = nlohmann::ordered_json(value);
  // Which rules the result is about: the case tables' folder and fingerprint, once a run read them.
  if (caseTablesLoaded())
    out["case_tables"] = {{"folder", loadedCaseTables().folder}, {"sha256", loadedCaseTables().sha256}};
  out["peak_memory_bytes"] = RunGuard::peakResidentBytes();
  return out;
}

}  // namespace babylon::cli
