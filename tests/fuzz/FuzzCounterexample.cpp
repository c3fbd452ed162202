// libFuzzer harness: a counterexample file's text is read or refused with ParseError, whatever
// its JSON (numbers out of range, wrong types, deep nesting).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/ParseError.hpp"
#include "verify/CounterexampleFile.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    babylon::counterexampleFromText(text, "fuzz");
  } catch (const babylon::ParseError&) {}
  return 0;
}
