// `babylon classify`: every two-color start solved and compared with Theorem 4.1.
#pragma once

#include <CLI/CLI.hpp>

#include "Spread.hpp"

namespace babylon::cli {

// `spread` runs the units of work (default: in this process).
std::function<int()> addClassifyCommand(CLI::App& app, const Spread& spread = {});

}  // namespace babylon::cli
