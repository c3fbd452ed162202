// Reads a certificate file in chunks through zstd's streaming decompression, so that its text
// (hundreds of megabytes for a large certificate) is never held whole.
#include "FileText.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace bcheck {

TextStream::TextStream(Sink sink)
    : sink_(std::move(sink)), dctx_(ZSTD_createDCtx(), ZSTD_freeDCtx), output_(ZSTD_DStreamOutSize(), '\0') {
  if (!dctx_) throw std::bad_alloc();
}

bool TextStream::bytes(std::string_view chunk) {
  if (kind_ == Kind::Unknown) {  // a pipe may deliver fewer than four bytes at first
    std::size_t take = std::min(chunk.size(), 4 - head_.size());
    head_.append(chunk.substr(0, take));
    chunk.remove_prefix(take);
    if (head_.size() < 4) return more_;
    kind_ = head_ == "\x28\xb5\x2f\xfd" ? Kind::Zstd : Kind::Plain;  // ZSTD_MAGICNUMBER, little-endian
    std::string head = std::move(head_);
    bytes(head);
  }
  if (!more_) return false;
  if (kind_ == Kind::Plain) return more_ = sink_(chunk);
  ZSTD_inBuffer src{chunk.data(), chunk.size(), 0};
  while (more_) {  // a full output buffer may leave decompressed data inside zstd: call again
    ZSTD_outBuffer dst{output_.data(), output_.size(), 0};
    pending_ = ZSTD_decompressStream(dctx_.get(), &dst, &src);
    if (ZSTD_isError(pending_)) throw Malformed(std::string("zstd: ") + ZSTD_getErrorName(pending_));
    more_ = sink_(std::string_view(output_.data(), dst.pos));
    if (dst.pos < dst.size && src.pos == src.size) break;
  }
  return more_;
}

void TextStream::finish() {
  if (kind_ == Kind::Unknown && more_) {  // fewer than four bytes in all
    kind_ = Kind::Plain;
    more_ = sink_(head_);
  }
  if (kind_ == Kind::Zstd && more_ && pending_ != 0) throw Malformed("zstd: the compressed file is truncated");
}

void readText(const std::string& path, TextStream::Sink sink) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw Unreadable(std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw Unreadable(std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw Unreadable("it is a directory");
  TextStream text(std::move(sink));
  std::string input(ZSTD_DStreamInSize(), '\0');
  for (;;) {
    ssize_t got = ::read(fd, input.data(), input.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw Unreadable(std::strerror(errno));
    if (got == 0) break;
    if (!text.bytes(std::string_view(input.data(), static_cast<std::size_t>(got)))) return;
  }
  text.finish();
}

}  // namespace bcheck
