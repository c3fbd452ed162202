// The rules `prove` covers (proofs/RulesCovered): as JSON (each rule, its table, whether an
// obligation of the run reads it) and as one line of text per half.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "proofs/RulesCovered.hpp"

namespace babylon::report {

nlohmann::json rulesCoveredJson(const RulesCovered& rules);
// "Rules the proof covers: Bob's 102 (case table 90, keep-alive 8, lone-stack 4), 95 read by an
// obligation; Alice's 31 (...), 31 read."
std::string rulesCoveredLine(const RulesCovered& rules);

}  // namespace babylon::report
