// What a certificate claims: the side that wins and the exact list of starts it wins from,
// recomputed here from the claim's words so that a dropped start cannot go unnoticed.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "Position.hpp"

namespace bcheck {

enum class Side { Alice, Bob };

struct Claim {
  Side side = Side::Bob;
  std::string starts;  // the name of the start set, e.g. "all"
  int maxN = 0;
};

// Whether `name` is a start set the side may claim (README.md lists them).
bool isStartSet(Side side, std::string_view name);

// Calls visit with every start the claim covers, canonical, in a fixed order, until visit returns
// false; returns false if it stopped early. The starts are made one at a time and never stored,
// so a caller that stops at the first start it cannot match pays only for the starts it matched.
bool forEachClaimedStart(const Claim& c, const std::function<bool(const Position&)>& visit);

}  // namespace bcheck
