// Independent checks for the verifier's tests: a plain replay of a counterexample, brute-force
// search of failing lines without any memo, and every two-color position of a given size.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"
#include "verify/Counterexample.hpp"
#include "verify/Starts.hpp"

namespace babylon::test {

// A guard that never stops a test.
inline RunGuard& unlimitedGuard() {
  static RunGuard guard(~std::uint64_t{0});
  return guard;
}

// Replays the line with nothing but the rules and the strategy: every move legal, each player
// moving in turn, Bob's moves exactly the strategy's with the same case, and the line ending in
// a loss of Bob or a failure of the strategy as stated. Returns what is wrong, or "" if nothing.
std::string checkLosingLine(const Counterexample& c, const Strategy& strategy);

// Shortest failing line from the start over ALL lines (no memo, exhaustive); nullopt if none.
std::optional<int> bruteForceShortestFailure(const Start& start, const Strategy& strategy);
// Length of the first failing line a plain depth-first search meets; nullopt if none.
std::optional<int> firstFailureByDfs(const Start& start, const Strategy& strategy);

// Every position of `chips` chips in red and blue, each color's stacks any heights.
std::vector<Position> twoColorPositions(int chips);

Start startAt(const char* paper, StartKind kind = StartKind::Initial);

}  // namespace babylon::test
