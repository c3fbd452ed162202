// Bob's case tables as data files (lemmas/tables/*.cases, format in lemmas/README.md): where they
// are, how one file is read, and the fingerprint that says which tables a run used.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "AliceMoves.hpp"
#include "CaseTable.hpp"

namespace babylon {

// The folder the tables are read from: $BABYLON_TABLES when set and not empty, else the source
// tree's lemmas/tables (compiled in).
std::string caseTableFolder();

// The table files, in the order their entries make up caseTable().
const std::vector<std::string>& caseTableFileNames();

// The entries one file writes. `where` names the file in messages; `seen` maps each id read so far
// (in this or an earlier file) to its file:line, for the duplicate check. Throws ParseError
// "where:LINE: what is wrong" on the first error.
std::vector<CaseEntry> readCaseFile(std::string_view text, const std::string& where,
                                    std::unordered_map<std::string, std::string>& seen);

// Every table of a folder: its entries in order, Alice's rules, and the SHA-256 of the files'
// bytes concatenated in that order, alice.rules last (`cat FILES alice.rules | sha256sum`). Throws ParseError naming a file that is
// missing or wrong.
struct CaseTables {
  std::vector<CaseEntry> entries;
  std::vector<alice::AliceMove> alice;  // Alice's rules (alice.rules, read after the case tables)
  std::string folder;
  std::string sha256;
};
CaseTables loadCaseTables(const std::string& folder);

// The tables caseTable() holds: loaded from caseTableFolder() at the first call of either.
const CaseTables& loadedCaseTables();
// Whether this process has read them (a run that played no case of Bob's has not).
bool caseTablesLoaded();

}  // namespace babylon
