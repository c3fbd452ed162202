// The rules prove covers, as JSON and as a line (reports/RulesCoveredView.hpp).
#include "RulesCoveredView.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace babylon::report {

namespace {

nlohmann::json half(const std::vector<CoveredRule>& rules) {
  nlohmann::json out = nlohmann::json::array();
  for (const CoveredRule& r : rules) {
    nlohmann::json one{{"id", r.id}, {"table", r.table}, {"read", r.read}};
    if (!r.through.empty()) one["through"] = r.through;
    out.push_back(one);
  }
  return out;
}

std::string words(const std::string& who, const std::vector<CoveredRule>& rules) {
  std::vector<std::pair<std::string, int>> tables;
  for (const CoveredRule& r : rules) {
    auto it = std::find_if(tables.begin(), tables.end(), [&](const auto& t) { return t.first == r.table; });
    if (it == tables.end())
      tables.emplace_back(r.table, 1);
    else
      ++it->second;
  }
  std::string parts;
  for (const auto& [table, n] : tables) parts += (parts.empty() ? "" : ", ") + fmt::format("{} {}", table, n);
  auto read = std::count_if(rules.begin(), rules.end(), [](const CoveredRule& r) { return r.read; });
  std::string out = fmt::format("{} {} ({}), {} read by an obligation", who, rules.size(), parts, read);
  std::map<std::string, int> through;
  for (const CoveredRule& r : rules)
    if (!r.read && !r.through.empty()) ++through[r.through];
  for (const auto& [property, n] : through) out += fmt::format(", {} covered through {}", n, property);
  return out;
}

}  // namespace

nlohmann::json rulesCoveredJson(const RulesCovered& rules) {
  auto read = [](const std::vector<CoveredRule>& rs) {
    return std::count_if(rs.begin(), rs.end(), [](const CoveredRule& r) { return r.read; });
  };
  return {{"bob", half(rules.bob)},
          {"alice", half(rules.alice)},
          {"bob_read", read(rules.bob)},
          {"alice_read", read(rules.alice)}};
}

std::string rulesCoveredLine(const RulesCovered& rules) {
  return "Rules the proof covers: " + words("Bob's", rules.bob) + "; " + words("Alice's", rules.alice) + ".";
}

}  // namespace babylon::report
