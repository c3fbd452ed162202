// `babylon lemmas`: every claim of Section 4 checked exhaustively up to N chips with the solver.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addLemmasCommand(CLI::App& app);

}  // namespace babylon::cli
