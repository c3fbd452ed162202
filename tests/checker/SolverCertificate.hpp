// Certificates built for the tests from the reference solver: each position where the certified
// side moves gets its first winning move, and the text can be mutated line by line.
#pragma once

#include <string>
#include <vector>

#include "core/Position.hpp"

namespace babylon::checkertest {

struct TextCertificate {
  std::vector<std::string> lines;  // lines[i] is line i + 1
  std::string text() const;
  std::size_t firstEntry() const;  // index of the first position line
  std::size_t firstStart() const;  // index of the first start line
};

// `claim` is e.g. "initial max-n 10"; starts are played as the claim lists them.
TextCertificate solverCertificate(bool aliceCertified, const std::string& claim, const std::vector<Position>& starts);

// Alice's starts of Theorem 4.1: <p,q;;>, 1 <= p <= q, p+q <= maxN, p+q odd or p <= 2.
std::vector<Position> aliceInitialStarts(int maxN);

}  // namespace babylon::checkertest
