// Reading a certificate (format in README.md): header, claimed starts, one move per position.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "Claim.hpp"
#include "Position.hpp"

namespace bcheck {

// A malformed certificate; what() is one line naming the line number and the fault.
struct Malformed : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Entry {
  Move move;
  std::uint32_t line = 0;
  bool checked = false;  // set by the check once the walk has entered this position
};

struct ListedStart {
  Position position;
  std::uint32_t line = 0;
};

struct Certificate {
  Claim claim;
  std::uint32_t claimLine = 0;
  std::vector<ListedStart> starts;
  std::unordered_map<std::string, Entry> entries;  // by key() of the position
};

// Reads the decompressed text line by line; lines are numbered from 1.
class CertificateParser {
 public:
  void line(std::string_view text);  // throws Malformed
  Certificate finish();              // throws Malformed if the text stopped before `end`

 private:
  enum class Section { Version, Side, Claim, StartsHeader, Starts, Positions, End };
  [[noreturn]] void fail(const std::string& what) const;
  void header(std::string_view text);
  void entry(std::string_view text);
  Section section_ = Section::Version;
  std::uint32_t number_ = 0;
  Certificate c_;
};

Certificate parseCertificateText(std::string_view text);
// Zstandard-compressed text, or plain text (a file not starting with the zstd magic number).
Certificate readCertificateFile(const std::string& path);

}  // namespace bcheck
