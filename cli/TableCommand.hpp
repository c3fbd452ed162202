// `babylon table`: the winner of every start with c colors of k chips each, as a grid.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addTableCommand(CLI::App& app);

}  // namespace babylon::cli
