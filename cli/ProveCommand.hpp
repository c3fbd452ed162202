// `babylon prove`: every arithmetic obligation of the proof, by Z3, re-checked by cvc5.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addProveCommand(CLI::App& app);

}  // namespace babylon::cli
