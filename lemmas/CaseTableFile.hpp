// Bob's case tables as data files (lemmas/tables/*.cases, format in lemmas/README.md): where they
// are, how one file is read, and the fingerprint that says which tables a run used.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "AliceMoves.hpp"
#include "CaseTable.hpp"
#include "KeepAliveRules.hpp"

namespace babylon {

// The folder the tables are read from: $BABYLON_TABLES when set and not empty, else the source
// tree's lemmas/tables (compiled in).
std::string caseTableFolder();

// The case-table files, in the order their entries make up caseTable().
const std::vector<std::string>& caseTableFileNames();
// Every file of a tables' folder, in the order it is read: the case tables, lone-stack.rules,
// keep-alive.rules, named-moves.rules, alice.rules.
const std::vector<std::string>& tableFileNames();

// The entries one file writes. `where` names the file in messages; `seen` maps each id read so far
// (in this or an earlier file) to its file:line, for the duplicate check. Throws ParseError
// "where:LINE: what is wrong" on the first error.
std::vector<CaseEntry> readCaseFile(std::string_view text, const std::string& where,
                                    std::unordered_map<std::string, std::string>& seen);

// Every table of a folder: its entries in order, Bob's end-game rules, Alice's rules, and the
// SHA-256 of the files' bytes concatenated in the order tableFileNames() gives
// (`cat FILES | sha256sum`). A CaseTables must not be copied: its keep-alive rules point into its
// lone-stack rules. Throws ParseError naming a file that is missing or wrong.
struct CaseTables {
  std::vector<CaseEntry> entries;
  std::vector<LoneRule> lone;            // K1 and K2 (lone-stack.rules, read after the case tables)
  std::vector<KeepAliveRule> keepAlive;  // K0-K4 (keep-alive.rules); they point into `lone`
  std::vector<NamedMove> named;          // K5's named moves (named-moves.rules)
  std::vector<alice::AliceMove> alice;   // Alice's rules (alice.rules, read last)
  std::string folder;
  std::string sha256;
};
CaseTables loadCaseTables(const std::string& folder);

// The tables caseTable() holds: loaded from caseTableFolder() at the first call of either.
const CaseTables& loadedCaseTables();
// Whether this process has read them (a run that played no case of Bob's has not).
bool caseTablesLoaded();

}  // namespace babylon
