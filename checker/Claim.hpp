// What a certificate claims: the side that wins and the exact list of starts it wins from,
// recomputed here from the claim's words so that a dropped start cannot go unnoticed.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Position.hpp"

namespace bcheck {

enum class Side { Alice, Bob };

struct Claim {
  Side side = Side::Bob;
  std::string starts;  // the name of the start set, e.g. "all"
  int maxN = 0;
};

// Every start the claim covers, canonical, in a fixed order; nullopt if the start set is unknown
// for that side. The sets are listed in README.md.
std::optional<std::vector<Position>> claimedStarts(const Claim& c);

}  // namespace bcheck
