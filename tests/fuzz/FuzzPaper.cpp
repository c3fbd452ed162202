// libFuzzer harness: the paper notation <j,k; red hills; blue hills> alone, and the --chips list.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/Notation.hpp"
#include "core/ParseError.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    babylon::Position p = babylon::parsePaper(text);
    if (!(babylon::parsePaper(babylon::formatPaper(p)) == p)) __builtin_trap();
  } catch (const babylon::ParseError&) {}
  try {
    babylon::parseInitial(text);
  } catch (const babylon::ParseError&) {}
  return 0;
}
