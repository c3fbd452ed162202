// `babylon play`: a person plays Alice against Bob's strategy in the terminal.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addPlayCommand(CLI::App& app);

}  // namespace babylon::cli
