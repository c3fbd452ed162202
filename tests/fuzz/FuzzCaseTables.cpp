// libFuzzer harness: a case-table file (lemmas/tables/*.cases), as someone else may write one.
// Every input is read or refused with a ParseError; a read entry's guard prints and reads back.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/ParseError.hpp"
#include "lemmas/CaseTableFile.hpp"
#include "lemmas/ExprParser.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::unordered_map<std::string, std::string> seen;
  try {
    for (const babylon::CaseEntry& e : babylon::readCaseFile(text, "fuzz.cases", seen))
      if (babylon::parseExpr(e.guard.str(), {e.guard.variables(), {}}).str() != e.guard.str()) __builtin_trap();
  } catch (const babylon::ParseError&) {}
  return 0;
}
