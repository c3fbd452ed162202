// Alice's rules as a data file (lemmas/tables/alice.rules, format in lemmas/README.md): each rule's
// shape, guard, move template, its mutant's move, and its sentences. Read with Bob's case tables
// (CaseTableFile's loadCaseTables), from the same folder.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "AliceMoves.hpp"

namespace babylon {

inline constexpr const char* kAliceRulesFile = "alice.rules";

// The rules the file writes, in its order. `where` names the file in messages; `seen` maps each
// case id read so far to its file:line. Throws ParseError "where:LINE: what is wrong" on the first
// error.
std::vector<alice::AliceMove> readAliceRules(std::string_view text, const std::string& where,
                                             std::unordered_map<std::string, std::string>& seen);

}  // namespace babylon
