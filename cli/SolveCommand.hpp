// `babylon solve`: the exact outcome of one position, with every winning move.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

// Registers the subcommand; the returned function runs it and gives the exit status.
std::function<int()> addSolveCommand(CLI::App& app);

}  // namespace babylon::cli
