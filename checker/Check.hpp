// The check: the certificate's moves, against every move of the opponent, from every claimed start.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "Certificate.hpp"

namespace bcheck {

struct Verdict {
  bool proved = false;
  LineNumber line = 0;           // the first failing line (0 when proved)
  std::string what;              // what is wrong there
  std::vector<LineNumber> path;  // lines of the start and the certificate's moves leading there
  std::uint64_t positions = 0;   // distinct positions walked (both sides to move)
  std::uint64_t startCount = 0;
};

// Depth-first, starts in file order, opponent moves in legalMoves() order: the first failure is
// the same on every run. Marks entries as checked (the memo).
Verdict check(Certificate& c);

// One line for the terminal: "line N: ..." or the summary of a proof.
std::string describe(const Verdict& v, const Certificate& c);

}  // namespace bcheck
