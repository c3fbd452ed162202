// libFuzzer harness: parsePosition (both notations) returns a position or throws ParseError, and
// what it accepts prints back to a position that parses to the same one.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/Notation.hpp"
#include "core/ParseError.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    babylon::Position p = babylon::parsePosition(text);
    if (!(babylon::parsePosition(babylon::formatPosition(p)) == p)) __builtin_trap();
  } catch (const babylon::ParseError&) {}
  return 0;
}
