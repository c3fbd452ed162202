// Escaping and cutting of echoed input: one UTF-8 decoder, so no message splits a character.
#include "Printable.hpp"

#include <cstdio>

namespace babylon {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 when it is not one.
std::size_t sequenceLength(std::string_view text, std::size_t i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char b = byte(i);
  std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xe ? 3 : (b >> 3) == 0x1e ? 4 : 0;
  if (n == 0 || i + n > text.size()) return 0;
  for (std::size_t k = 1; k < n; ++k)
    if ((byte(i + k) >> 6) != 0x2) return 0;
  // Overlong forms, surrogates and code points past U+10FFFF are not UTF-8 (RFC 3629): the
  // second byte's range depends on the first.
  unsigned char second = n > 1 ? byte(i + 1) : 0;
  if (n == 2 && b < 0xc2) return 0;
  if (n == 3 && ((b == 0xe0 && second < 0xa0) || (b == 0xed && second > 0x9f))) return 0;
  if (n == 4 && (b > 0xf4 || (b == 0xf0 && second < 0x90) || (b == 0xf4 && second > 0x8f))) return 0;
  return n;
}

void escapeInto(std::string& out, std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    unsigned char b = static_cast<unsigned char>(text[i]);
    std::size_t n = sequenceLength(text, i);
    if (n == 0 || (n == 1 && (b < 0x20 || b == 0x7f))) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", b);
      out += hex;
      ++i;
    } else {
      out.append(text.substr(i, n));
      i += n;
    }
  }
}

// The largest cut <= at that does not split a UTF-8 sequence.
std::size_t boundary(std::string_view text, std::size_t at) {
  while (at > 0 && at < text.size() && (static_cast<unsigned char>(text[at]) >> 6) == 0x2) --at;
  return at;
}

}  // namespace

std::string printable(std::string_view text, std::size_t maxBytes) {
  std::string out;
  if (text.size() <= maxBytes) {
    escapeInto(out, text);
    return out;
  }
  std::size_t head = boundary(text, maxBytes / 2), tail = boundary(text, text.size() - maxBytes / 4);
  escapeInto(out, text.substr(0, head));
  out += " … (" + std::to_string(text.size()) + " bytes) … ";
  escapeInto(out, text.substr(tail));
  return out;
}

std::string_view firstCharacter(std::string_view text) {
  if (text.empty()) return text;
  std::size_t n = sequenceLength(text, 0);
  return text.substr(0, n == 0 ? 1 : n);
}

}  // namespace babylon
