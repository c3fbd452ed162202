// Reading a certificate (format in README.md): header, claimed starts, one move per position.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "Claim.hpp"
#include "FileText.hpp"
#include "Position.hpp"

namespace bcheck {

// The format's limits (README.md). The longest line a certificate needs is an entry at 255
// singleton chips, 776 bytes; a longer line is refused as soon as its 4097th byte arrives, so an
// unended line (/dev/zero, a zstd bomb) costs no more than this.
inline constexpr std::size_t kMaxLineBytes = 4096;  // not counting the '\n'

using LineNumber = std::uint64_t;  // wide enough that no text a machine can hold wraps it

struct Entry {
  Move move;
  LineNumber line = 0;
  bool checked = false;  // set by the check once the walk has entered this position
};

struct ListedStart {
  Position position;
  LineNumber line = 0;
};

struct Certificate {
  Claim claim;
  LineNumber claimLine = 0;
  std::vector<ListedStart> starts;
  std::unordered_map<std::string, Entry> entries;  // by key() of the position
};

// Reads the decompressed text, in chunks cut anywhere; lines are numbered from 1. Each byte is
// looked at once, and only the unfinished last line (at most kMaxLineBytes) is kept between chunks.
class CertificateParser {
 public:
  void text(std::string_view chunk);  // throws Malformed
  Certificate finish();               // throws Malformed if the text stopped before `end`

 private:
  enum class Section { Version, Side, Claim, StartsHeader, Starts, Positions, End };
  [[noreturn]] void fail(const std::string& what) const;
  void line(std::string_view text);
  void header(std::string_view text);
  void entry(std::string_view text);
  Section section_ = Section::Version;
  LineNumber number_ = 0;
  std::string carry_;  // the unfinished last line
  Certificate c_;
};

// The bytes of a certificate file, in chunks cut anywhere: Zstandard-compressed text, or plain
// text (bytes not starting with the zstd magic number).
class CertificateReader {
 public:
  CertificateReader()
      : text_([this](std::string_view t) {
          parser_.text(t);
          return true;
        }) {}
  void bytes(std::string_view chunk) { text_.bytes(chunk); }  // throws Malformed
  Certificate finish();                                       // throws Malformed

 private:
  CertificateParser parser_;
  TextStream text_;
};

Certificate parseCertificateText(std::string_view text);
// A regular file, or a stream (a pipe, /dev/stdin) read to its end; a directory is refused.
Certificate readCertificateFile(const std::string& path);

}  // namespace bcheck
