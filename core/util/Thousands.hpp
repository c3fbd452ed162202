// Counts written with thousands separators (67,757) and words in the plural when they need it
// ("1 instance", "2 instances"), the same way in every command's text output.
#pragma once

#include <cstdint>
#include <string>

namespace babylon {

inline std::string thousands(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// "1 move", "3 moves", "1,024 starts"; `plural` for irregular words.
inline std::string counted(std::uint64_t n, const std::string& word, const std::string& plural = "") {
  return thousands(n) + " " + (n == 1 ? word : plural.empty() ? word + "s" : plural);
}

}  // namespace babylon
