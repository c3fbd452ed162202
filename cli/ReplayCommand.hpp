// `babylon replay FILE`: a saved counterexample replayed move by move against its strategy.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addReplayCommand(CLI::App& app);

}  // namespace babylon::cli
