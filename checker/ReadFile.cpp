// Streams a certificate file through the parser, decompressing Zstandard frames on the way, so
// that the decompressed text (hundreds of megabytes at 64 chips) is never held whole.
#include <zstd.h>

#include <fstream>
#include <memory>

#include "Certificate.hpp"

namespace bcheck {

namespace {

// Feeds complete lines of `chunk` to the parser; `carry` holds an unfinished last line.
void feed(CertificateParser& parser, std::string& carry, std::string_view chunk) {
  carry.append(chunk);
  std::size_t start = 0;
  for (std::size_t nl; (nl = carry.find('\n', start)) != std::string::npos; start = nl + 1)
    parser.line(std::string_view(carry).substr(start, nl - start));
  carry.erase(0, start);
}

}  // namespace

Certificate readCertificateFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Malformed("cannot open '" + path + "'");
  CertificateParser parser;
  std::string carry;
  std::vector<char> input(ZSTD_DStreamInSize()), output(ZSTD_DStreamOutSize());
  std::unique_ptr<ZSTD_DCtx, decltype(&ZSTD_freeDCtx)> dctx(ZSTD_createDCtx(), ZSTD_freeDCtx);
  bool compressed = false, first = true;
  std::size_t pending = 0;  // ZSTD's hint: 0 once a frame is complete
  while (in.read(input.data(), static_cast<std::streamsize>(input.size())) || in.gcount() > 0) {
    std::size_t got = static_cast<std::size_t>(in.gcount());
    if (first) {
      unsigned magic = 0;  // little-endian, as zstd writes it
      for (std::size_t i = 0; i < 4 && i < got; ++i)
        magic |= static_cast<unsigned>(static_cast<unsigned char>(input[i])) << (8 * i);
      compressed = got >= 4 && magic == ZSTD_MAGICNUMBER;
      first = false;
    }
    if (!compressed) {
      feed(parser, carry, std::string_view(input.data(), got));
      continue;
    }
    ZSTD_inBuffer src{input.data(), got, 0};
    ZSTD_outBuffer dst{output.data(), output.size(), 0};
    do {  // a full output buffer may leave decompressed data inside zstd: call again
      dst.pos = 0;
      pending = ZSTD_decompressStream(dctx.get(), &dst, &src);
      if (ZSTD_isError(pending)) throw Malformed(std::string("zstd: ") + ZSTD_getErrorName(pending));
      feed(parser, carry, std::string_view(output.data(), dst.pos));
    } while (src.pos < src.size || dst.pos == dst.size);
  }
  if (compressed && pending != 0) throw Malformed("zstd: the compressed file is truncated");
  if (!carry.empty()) parser.line(carry);
  return parser.finish();
}

}  // namespace bcheck
