// Bob's end-game rules as data files (format in lemmas/README.md): the lone-stack rules K1 and K2
// (lone-stack.rules), the keep-alive rules K0-K4 (keep-alive.rules) and K5's named moves
// (named-moves.rules). Read with the case tables (CaseTableFile's loadCaseTables), from the same
// folder, in that order.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "KeepAliveRules.hpp"

namespace babylon {

inline constexpr const char* kLoneStackRulesFile = "lone-stack.rules";
inline constexpr const char* kKeepAliveRulesFile = "keep-alive.rules";
inline constexpr const char* kNamedMovesFile = "named-moves.rules";

// Each reader: `where` names the file in messages; `seen` maps each case id read so far to its
// file:line. Throws ParseError "where:LINE: what is wrong" on the first error.

// The lone-stack rules, each with its cases in the file's order; one for L4.2 and one for L4.3.
std::vector<LoneRule> readLoneStackRules(std::string_view text, const std::string& where,
                                         std::unordered_map<std::string, std::string>& seen);
// The keep-alive rules. `lone` holds the lone-stack rules their `plays` and `ID applies` name;
// the rules point into it, so it must outlive them.
std::vector<KeepAliveRule> readKeepAliveRules(std::string_view text, const std::string& where,
                                              std::unordered_map<std::string, std::string>& seen,
                                              const std::vector<LoneRule>& lone);
std::vector<NamedMove> readNamedMoves(std::string_view text, const std::string& where,
                                      std::unordered_map<std::string, std::string>& seen);

}  // namespace babylon
