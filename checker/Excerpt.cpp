// Escaping and shortening of echoed input.
#include "Excerpt.hpp"

#include <cstdio>

namespace bcheck {

namespace {

void escapeInto(std::string& out, std::string_view text) {
  for (char c : text) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0x20 && b <= 0x7e && b != '\\') {
      out += c;
      continue;
    }
    char hex[5];
    std::snprintf(hex, sizeof hex, "\\x%02x", b);
    out += hex;
  }
}

}  // namespace

std::string excerpt(std::string_view text) {
  std::string out;
  if (text.size() <= kExcerptBytes) {
    escapeInto(out, text);
    return out;
  }
  escapeInto(out, text.substr(0, kExcerptBytes * 2 / 3));
  out += "...(" + std::to_string(text.size()) + " bytes)...";
  escapeInto(out, text.substr(text.size() - kExcerptBytes / 3));
  return out;
}

}  // namespace bcheck
