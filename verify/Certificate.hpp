// The certificate of a verified run (format: checker/README.md): the claimed starts, and for every
// position reached with the strategy's side to move (Bob's or Alice's), the move the strategy made
// there, zstd-compressed.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"
#include "verify/Starts.hpp"

namespace babylon {

struct CertificateSummary {
  std::uint64_t starts = 0;
  std::uint64_t positions = 0;  // lines `<position> : <move>`, the strategy's side to move
  std::uint64_t bytes = 0;      // compressed size
};

// Re-walks the strategy from every start on one thread, in the order given, and keeps the first
// move the strategy made at each position (sound: checker/README.md, "Soundness"). Call it only after the
// strategy was verified from every start; throws std::logic_error if it fails on a line after all,
// std::runtime_error if the file cannot be written (the file is written whole or not at all).
// `claim` is the checker's `<start set> max-n <N>`; `comment` goes on a `#` line.
CertificateSummary writeCertificate(const Strategy& strategy, const std::vector<Start>& starts,
                                    const std::string& claim, const std::string& comment, const std::string& path,
                                    RunGuard& guard);

}  // namespace babylon
