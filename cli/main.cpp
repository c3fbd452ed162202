// Entry point of the `babylon` command: dispatches to the subcommands and maps errors to exit
// statuses (2 for bad input, one line on stderr).
#include <iostream>

#include <CLI/CLI.hpp>
#include <z3.h>

#include "ClassifyCommand.hpp"
#include "ExitCodes.hpp"
#include "LemmasCommand.hpp"
#include "MutantsCommand.hpp"
#include "PlayCommand.hpp"
#include "ProveCommand.hpp"
#include "ReplayCommand.hpp"
#include "ReportCommand.hpp"
#include "RunOptions.hpp"
#include "SolveCommand.hpp"
#include "VerifyCommand.hpp"
#include "core/ParseError.hpp"

using namespace babylon::cli;

int main(int argc, char** argv) {
  CLI::App app{"babylon: rules, exact solver and proof checks for the game of Babylon\n"
               "(Georgakopoulos & Winkler, Two-Color Babylon)"};
  // At most one command; none given is reported after parsing, so that an unknown word is
  // named by CLI11's "not expected" error first.
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", std::string("babylon 0.1.0 (Z3 ") + Z3_get_full_version() + ")");
  std::vector<std::function<int()>> commands = {addSolveCommand(app), addClassifyCommand(app),
                                                addVerifyCommand(app), addReplayCommand(app), addLemmasCommand(app),
                                                addProveCommand(app), addMutantsCommand(app), addPlayCommand(app),
                                                addReportCommand(app)};
  app.footer(
      "Examples:\n"
      "  babylon solve '<3,5;4;2>'\n"
      "  babylon solve --chips 3,3,3,3 --json\n"
      "  babylon classify --max-n 40\n"
      "  babylon verify --max-n 20 --strategy solver\n"
      "Run 'babylon COMMAND --help' for a command's options and examples.");
  try {
    app.parse(argc, argv);
    for (auto& command : commands)
      if (int status = command(); status >= 0) return status;
    std::cerr << "babylon: error: no subcommand given (run 'babylon --help' for the commands)\n";
    return kBadInput;
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "babylon: error: " << e.what() << "\n";
    return kBadInput;
  } catch (const babylon::ParseError& e) {
    std::cerr << "babylon: error: " << e.what() << "\n";
    return kBadInput;
  } catch (const babylon::RunStopped& e) {
    std::cerr << "babylon: stopped: " << e.what() << "\n";
    return exitStatusFor(e);
  } catch (const std::bad_alloc&) {
    std::cerr << "babylon: stopped: out of memory (lower the size or raise --max-memory)\n";
    return kMemoryLimit;
  }
}
