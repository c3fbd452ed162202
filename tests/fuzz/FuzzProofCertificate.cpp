// libFuzzer harness: the proof certificate's reader refuses with a short printable one-line
// message, or gives a certificate whose check (its queries built, none asked) ends with a
// printable verdict.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "ProofCheck.hpp"
#include "ProofText.hpp"

namespace {

bool shortPrintable(const std::string& message, std::size_t limit) {
  if (message.size() > limit) return false;
  for (char c : message)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  try {
    bproof::ProofCertificate c = bproof::readProofText(bytes);
    bproof::Verdict v =
        bproof::checkProof(c, "/nonexistent", [](const std::vector<bproof::Query>& batch, const bproof::Formulas& f) {
          for (const bproof::Query& q : batch) (void)q.standalone(f);
          return std::vector<bproof::Answer>(batch.size(), bproof::Answer::NotAsked);
        });
    if (!shortPrintable(v.why, 1000)) __builtin_trap();
  } catch (const bproof::Malformed& e) {
    if (!shortPrintable(e.what(), 400)) __builtin_trap();
  }
  return 0;
}
