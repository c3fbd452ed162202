// `babylon verify`: a strategy for Bob played against every move of Alice from every start.
#pragma once

#include <CLI/CLI.hpp>

#include "Spread.hpp"

namespace babylon::cli {

// `spread` runs the units of work (default: in this process).
std::function<int()> addVerifyCommand(CLI::App& app, const Spread& spread = {});

}  // namespace babylon::cli
