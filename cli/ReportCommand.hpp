// `babylon report`: runs classify, verify, lemmas, prove and mutants and writes the evidence.
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

namespace babylon::cli {

std::function<int()> addReportCommand(CLI::App& app);

}  // namespace babylon::cli
