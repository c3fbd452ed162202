// `babylon table`: the winner of every start with c colors of k chips each, as a grid.
#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "claims/EqualStartTable.hpp"

namespace babylon::cli {

// The options of `table` from its texts (`2-4` or `3`); throws ParseError naming the option that
// is wrong. Shared with the Python module (python/), so that both refuse the same input alike.
TableOptions tableOptions(const std::string& colors, const std::string& perColor, double timeBudget, int threads);

std::function<int()> addTableCommand(CLI::App& app);

}  // namespace babylon::cli
