// `babylon mutants`: variants of the paper's strategy, each verified, to show the verifier rejects them.
#pragma once

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addMutantsCommand(CLI::App& app);

}  // namespace babylon::cli
