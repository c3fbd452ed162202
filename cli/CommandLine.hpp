// Parsing a command line into a CLI11 app of commands and running the one given, with the help,
// the one-line errors and the exit statuses every `babylon` executable shares (babylon, babylon-mpi).
#pragma once

#include <functional>
#include <vector>

#include <CLI/CLI.hpp>

namespace babylon::cli {

// `commands` are the add*Command results in app's order: each returns -1 when not the one parsed.
// `NAME`, `NAME help` and `NAME help COMMAND` print the help; bad input is one line on stderr and
// exit 2; a stopped run exits 3 or 130 (ExitCodes.hpp).
int runCommandLine(CLI::App& app, const std::vector<std::function<int()>>& commands, int argc, char** argv);

}  // namespace babylon::cli
