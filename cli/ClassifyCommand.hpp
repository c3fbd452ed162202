// `babylon classify`: every two-color start solved and compared with Theorem 4.1.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addClassifyCommand(CLI::App& app);

}  // namespace babylon::cli
