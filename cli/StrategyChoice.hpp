// The strategies `--strategy` can name (the paper's and the reference ones) and how to build them.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::cli {

// Bob's: "paper", "paper-literal", "solver", "random", "first": each is also the name() of the
// strategy it builds.
std::vector<std::string> strategyChoices();
// Alice's: "alice" (strategies/AliceStrategy.hpp), "alice-solver".
std::vector<std::string> aliceStrategyChoices();

// "paper-without:CASE" also builds the paper's strategy with that one case left out (the strategy
// of a repair's losing line in a report).
inline constexpr std::string_view kPaperWithout = "paper-without:";

// Either side's strategy by name. Throws ParseError naming the known choices when `choice` is not one of them. The guard must
// outlive the strategy (the solver strategy stops with it).
std::unique_ptr<Strategy> makeStrategy(const std::string& choice, RunGuard& guard);

}  // namespace babylon::cli
