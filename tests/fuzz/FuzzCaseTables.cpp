// libFuzzer harness: a table file of lemmas/tables (a case table, Bob's end-game rules, Alice's
// rules), as someone else may write one. Every input is read or refused with a ParseError by each
// reader; a read case-table entry's guard prints and reads back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/ParseError.hpp"
#include "lemmas/AliceRulesFile.hpp"
#include "lemmas/CaseTableFile.hpp"
#include "lemmas/EndGameRulesFile.hpp"
#include "lemmas/ExprParser.hpp"

namespace {
// Calls `read` with a fresh map of the ids seen; a ParseError is a refusal.
template <typename Read>
void tryReading(Read read) {
  std::unordered_map<std::string, std::string> seen;
  try {
    read(seen);
  } catch (const babylon::ParseError&) {}
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace babylon;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  tryReading([&](auto& seen) {
    for (const CaseEntry& e : readCaseFile(text, "fuzz.cases", seen))
      if (parseExpr(e.guard.str(), {e.guard.variables(), {}}).str() != e.guard.str()) __builtin_trap();
  });
  std::vector<LoneRule> lone;
  tryReading([&](auto& seen) { lone = readLoneStackRules(text, "fuzz.rules", seen); });
  tryReading([&](auto& seen) { readKeepAliveRules(text, "fuzz.rules", seen, lone); });
  tryReading([&](auto& seen) { readNamedMoves(text, "fuzz.rules", seen); });
  tryReading([&](auto& seen) { readAliceRules(text, "fuzz.rules", seen); });
  return 0;
}
