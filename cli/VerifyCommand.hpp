// `babylon verify`: a strategy for Bob played against every move of Alice from every start.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addVerifyCommand(CLI::App& app);

}  // namespace babylon::cli
