// `babylon lemmas`: every claim of Section 4 checked exhaustively up to N chips with the solver.
#pragma once

#include <CLI/CLI.hpp>

#include "Spread.hpp"

namespace babylon::cli {

// `spread` runs the units of work (default: in this process).
std::function<int()> addLemmasCommand(CLI::App& app, const Spread& spread = {});

}  // namespace babylon::cli
