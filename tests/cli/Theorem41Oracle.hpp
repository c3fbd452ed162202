// The tests' own statement of Theorem 4.1, written out again so the command is checked against the
// paper rather than against its own library.
#pragma once

#include <string>

namespace babylon::clitest {

// Theorem 4.1: with p <= q chips of the two colors, the second player (Bob) wins iff p+q is even
// and p >= 3; the outcome letter is then P, otherwise N.
inline std::string theorem41Outcome(int p, int q) { return (p + q) % 2 == 0 && p >= 3 ? "P" : "N"; }

}  // namespace babylon::clitest
