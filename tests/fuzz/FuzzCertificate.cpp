// libFuzzer harness: the checker's reader (zstd or plain bytes, cut into chunks of a size chosen
// by the first byte) refuses with a short printable one-line message or gives a certificate,
// and the check of what it gives ends with a printable verdict.
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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::size_t chunk = 1 + data[0] % 64;
  std::string_view bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  try {
    bcheck::CertificateReader reader;
    for (std::size_t at = 0; at < bytes.size(); at += chunk) reader.bytes(bytes.substr(at, chunk));
    bcheck::Certificate c = reader.finish();
    bcheck::Verdict v = bcheck::check(c);
    // A verdict names positions the check built itself: printable, but as long as two positions.
    if (!shortPrintable(bcheck::describe(v, c), 4000)) __builtin_trap();
  } catch (const bcheck::Malformed& e) {
    if (!shortPrintable(e.what(), 400)) __builtin_trap();
  }
  return 0;
}
