// Entry point of the `babylon` command: its subcommands, run by runCommandLine, which maps errors
// to exit statuses (2 for bad input, one line on stderr).
#include <string>

#include <CLI/CLI.hpp>
#include <z3.h>

#include "ClassifyCommand.hpp"
#include "CommandJson.hpp"
#include "CommandLine.hpp"
#include "LemmasCommand.hpp"
#include "MutantsCommand.hpp"
#include "PlayCommand.hpp"
#include "ProveCommand.hpp"
#include "ReplayCommand.hpp"
#include "ReportCommand.hpp"
#include "SolveCommand.hpp"
#include "TableCommand.hpp"
#include "VerifyCommand.hpp"

using namespace babylon::cli;

int main(int argc, char** argv) {
  CLI::App app{
      "babylon: rules, exact solver and proof checks for the game of Babylon\n"
      "(Georgakopoulos & Winkler, Two-Color Babylon)"};
  // At most one command; none given is reported after parsing, so that an unknown word is
  // named by CLI11's "not expected" error first.
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", "babylon " + programVersion() + " (Z3 " + Z3_get_full_version() + ")");
  std::vector<std::function<int()>> commands = {addSolveCommand(app),  addClassifyCommand(app), addTableCommand(app),
                                                addVerifyCommand(app), addReplayCommand(app),   addLemmasCommand(app),
                                                addProveCommand(app),  addMutantsCommand(app),  addPlayCommand(app),
                                                addReportCommand(app)};
  app.footer(
      "Examples:\n"
      "  babylon solve '<3,5;4;2>'\n"
      "  babylon solve --chips 3,3,3,3 --json\n"
      "  babylon classify --max-n 40\n"
      "  babylon verify --max-n 20 --strategy solver\n"
      "Run 'babylon COMMAND --help' (or 'babylon help COMMAND') for a command's options and examples.");
  app.name("babylon");
  return runCommandLine(app, commands, argc, argv);
}
