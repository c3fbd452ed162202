// libFuzzer harness: the checker's reader (zstd or plain bytes) refuses with a short printable
// one-line message or gives a certificate whose check ends with a printable verdict; and bytes
// cut into chunks (of a size chosen by the first byte) give the same verdict as bytes read whole.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "Certificate.hpp"
#include "Check.hpp"

namespace {

// One line of printable ASCII, short enough for a terminal line or two.
bool shortPrintable(const std::string& message, std::size_t limit) {
  if (message.size() > limit) return false;
  for (char c : message)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) return false;
  return true;
}

// What the reader and the check make of `bytes` fed in chunks of `chunk` bytes: the verdict, or
// that the file is malformed.
std::string outcome(std::string_view bytes, std::size_t chunk) {
  try {
    bcheck::CertificateReader reader;
    for (std::size_t at = 0; at < bytes.size(); at += chunk) reader.bytes(bytes.substr(at, chunk));
    bcheck::Certificate c = reader.finish();
    bcheck::Verdict v = bcheck::check(c);
    // A verdict names positions the check built itself: printable, but as long as two positions.
    std::string said = bcheck::describe(v, c);
    if (!shortPrintable(said, 4000)) __builtin_trap();
    return said;
  } catch (const bcheck::Malformed& e) {
    if (!shortPrintable(e.what(), 400)) __builtin_trap();
    return "malformed";  // which fault is found first in corrupt zstd data may depend on the cuts
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  // Where the chunks are cut must not matter.
  if (outcome(bytes, 1 + data[0] % 64) != outcome(bytes, bytes.size() + 1)) __builtin_trap();
  return 0;
}
