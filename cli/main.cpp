// Entry point of the `babylon` command: dispatches to the subcommands and maps errors to exit
// statuses (2 for bad input, one line on stderr).
#include <filesystem>
#include <iostream>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>
#include <z3.h>

#include "ClassifyCommand.hpp"
#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "LemmasCommand.hpp"
#include "MutantsCommand.hpp"
#include "PlayCommand.hpp"
#include "ProveCommand.hpp"
#include "ReplayCommand.hpp"
#include "ReportCommand.hpp"
#include "RunOptions.hpp"
#include "SolveCommand.hpp"
#include "TableCommand.hpp"
#include "VerifyCommand.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"

using namespace babylon::cli;

namespace {
// An exception's message on one line, whatever bytes it carries.
std::string oneLine(const std::string& text) { return babylon::printable(text, 400); }
}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"babylon: rules, exact solver and proof checks for the game of Babylon\n"
               "(Georgakopoulos & Winkler, Two-Color Babylon)"};
  // At most one command; none given is reported after parsing, so that an unknown word is
  // named by CLI11's "not expected" error first.
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", "babylon " + programVersion() + " (Z3 " + Z3_get_full_version() + ")");
  std::vector<std::function<int()>> commands = {addSolveCommand(app), addClassifyCommand(app), addTableCommand(app),
                                                addVerifyCommand(app), addReplayCommand(app), addLemmasCommand(app),
                                                addProveCommand(app), addMutantsCommand(app), addPlayCommand(app),
                                                addReportCommand(app)};
  app.footer(
      "Examples:\n"
      "  babylon solve '<3,5;4;2>'\n"
      "  babylon solve --chips 3,3,3,3 --json\n"
      "  babylon classify --max-n 40\n"
      "  babylon verify --max-n 20 --strategy solver\n"
      "Run 'babylon COMMAND --help' (or 'babylon help COMMAND') for a command's options and examples.");
  app.name("babylon");
  // `babylon`, `babylon help` and `babylon help COMMAND` print the help.
  if (argc == 1 || (argc <= 3 && std::string_view(argv[1]) == "help")) {
    CLI::App* about = &app;
    if (argc == 3) {
      try {
        about = app.get_subcommand(argv[2]);
      } catch (const CLI::OptionNotFound&) {
        std::cerr << "babylon: error: no command '" << argv[2] << "' (run 'babylon help' for the commands)\n";
        return kBadInput;
      }
    }
    std::cout << (about == &app ? app.help() : about->help("babylon"));
    return kOk;
  }
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
    std::cerr << "babylon: error: " << oneLine(e.what()) << "\n";
    return kBadInput;
  } catch (const babylon::ParseError& e) {
    std::cerr << "babylon: error: " << oneLine(e.what()) << "\n";
    return kBadInput;
  } catch (const babylon::RunStopped& e) {
    std::cerr << "babylon: stopped: " << e.what() << "\n";
    return exitStatusFor(e);
  } catch (const std::bad_alloc&) {
    std::cerr << "babylon: stopped: out of memory (lower the size or raise --max-memory)\n";
    return kMemoryLimit;
  } catch (const std::filesystem::filesystem_error& e) {
    // A file or folder the user named could not be used: their input, reported in one line.
    std::cerr << "babylon: error: " << oneLine(e.what()) << "\n";
    return kBadInput;
  } catch (const std::exception& e) {
    // The last net: no exception escapes as an abort ("terminate called ..."); a bug, so exit 1.
    std::cerr << "babylon: internal error: " << oneLine(e.what()) << "\n";
    return kCheckFailed;
  }
}
