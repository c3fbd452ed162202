// Streams a certificate file through the parser, decompressing Zstandard frames on the way, so
// that the decompressed text (hundreds of megabytes at 64 chips) is never held whole.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "Certificate.hpp"

namespace bcheck {

CertificateReader::CertificateReader() : dctx_(ZSTD_createDCtx(), ZSTD_freeDCtx), output_(ZSTD_DStreamOutSize(), '\0') {
  if (!dctx_) throw std::bad_alloc();
}

void CertificateReader::bytes(std::string_view chunk) {
  if (kind_ == Kind::Unknown) {  // a pipe may deliver fewer than four bytes at first
    std::size_t take = std::min(chunk.size(), 4 - head_.size());
    head_.append(chunk.substr(0, take));
    chunk.remove_prefix(take);
    if (head_.size() < 4) return;
    unsigned magic = 0;  // little-endian, as zstd writes it
    for (std::size_t i = 0; i < 4; ++i) magic |= static_cast<unsigned>(static_cast<unsigned char>(head_[i])) << (8 * i);
    kind_ = magic == ZSTD_MAGICNUMBER ? Kind::Zstd : Kind::Plain;
    std::string head = std::move(head_);
    bytes(head);
  }
  if (kind_ == Kind::Plain)
    parser_.text(chunk);
  else
    decompress(chunk);
}

void CertificateReader::decompress(std::string_view chunk) {
  ZSTD_inBuffer src{chunk.data(), chunk.size(), 0};
  ZSTD_outBuffer dst{output_.data(), output_.size(), 0};
  do {  // a full output buffer may leave decompressed data inside zstd: call again
    dst.pos = 0;
    pending_ = ZSTD_decompressStream(dctx_.get(), &dst, &src);
    if (ZSTD_isError(pending_)) throw Malformed(std::string("zstd: ") + ZSTD_getErrorName(pending_));
    parser_.text(std::string_view(output_.data(), dst.pos));
  } while (src.pos < src.size || dst.pos == dst.size);
}

Certificate CertificateReader::finish() {
  if (kind_ == Kind::Unknown) {  // fewer than four bytes in all
    kind_ = Kind::Plain;
    parser_.text(head_);
  }
  if (kind_ == Kind::Zstd && pending_ != 0) throw Malformed("zstd: the compressed file is truncated");
  return parser_.finish();
}

Certificate readCertificateFile(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw Unreadable(std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw Unreadable(std::strerror(errno));
  if (S_ISDIR(st.st_mode)) throw Unreadable("it is a directory");
  CertificateReader reader;
  std::string input(ZSTD_DStreamInSize(), '\0');
  for (;;) {
    ssize_t got = ::read(fd, input.data(), input.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw Unreadable(std::strerror(errno));
    if (got == 0) break;
    reader.bytes(std::string_view(input.data(), static_cast<std::size_t>(got)));
  }
  return reader.finish();
}

}  // namespace bcheck
