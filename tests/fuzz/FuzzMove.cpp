// libFuzzer harness: parseMove in both move notations, in one of a few positions chosen by the
// first byte; an accepted move must be legal there.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const babylon::Position positions[] = {
      babylon::parsePosition("<3,5;;>"), babylon::parsePosition("<3,5;4;2>"), babylon::parsePosition("<0,4;4,2;2>"),
      babylon::parsePosition("r1 b2 g3 r3"), babylon::parsePosition("<20,30;;>")};
  if (size == 0) return 0;
  const babylon::Position& p = positions[data[0] % (sizeof positions / sizeof positions[0])];
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  try {
    babylon::Move m = babylon::parseMove(p, text);
    if (!babylon::isLegal(p, m)) __builtin_trap();
  } catch (const babylon::ParseError&) {}
  return 0;
}
