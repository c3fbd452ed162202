// A certificate file's text, for both checkers: zstd-decompressed when it starts with zstd's
// magic number, else taken as it is; and the two kinds of bad file both checkers report.
#pragma once

#include <zstd.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace bcheck {

// A file that does not follow its format: what, and the line (0 where none is meant, as for bad
// zstd data, or where what() names it, as babylon-check's messages do).
struct Malformed : std::runtime_error {
  explicit Malformed(const std::string& what, std::size_t at = 0) : std::runtime_error(what), line(at) {}
  std::size_t line;
};

// A file that cannot be read at all (missing, a directory, a read error); what() says why.
struct Unreadable : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Bytes in chunks cut anywhere, handed on as text to `sink`, which returns false when it wants no
// more. Bad zstd data throws Malformed ("zstd: ...").
class TextStream {
 public:
  using Sink = std::function<bool(std::string_view)>;
  explicit TextStream(Sink sink);
  bool bytes(std::string_view chunk);  // false once the sink wants no more
  void finish();                       // after the last chunk: a zstd frame cut short is refused

 private:
  Sink sink_;
  bool more_ = true;
  enum class Kind { Unknown, Plain, Zstd } kind_ = Kind::Unknown;
  std::string head_;  // the first bytes, until there are four to compare with the magic number
  std::unique_ptr<ZSTD_DCtx, std::size_t (*)(ZSTD_DCtx*)> dctx_;
  std::string output_;
  std::size_t pending_ = 0;  // zstd's hint: 0 once a frame is complete
};

// The file at `path` through a TextStream into `sink`: a regular file, or a stream (a pipe,
// /dev/stdin) read to its end; a directory is refused. Throws Unreadable or Malformed.
void readText(const std::string& path, TextStream::Sink sink);

}  // namespace bcheck
