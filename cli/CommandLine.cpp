// The shared top of the `babylon` executables: help, parsing, and every error mapped to one line
// and an exit status.
#include "CommandLine.hpp"

#include <filesystem>
#include <iostream>
#include <string>
#include <string_view>

#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"

namespace babylon::cli {

namespace {
// An exception's message on one line, whatever bytes it carries.
std::string oneLine(const std::string& text) { return babylon::printable(text, 400); }
}  // namespace

int runCommandLine(CLI::App& app, const std::vector<std::function<int()>>& commands, int argc, char** argv) {
  // `babylon`, `babylon help` and `babylon help COMMAND` print the help.
  if (argc == 1 || (argc <= 3 && std::string_view(argv[1]) == "help")) {
    CLI::App* about = &app;
    if (argc == 3) {
      try {
        about = app.get_subcommand(argv[2]);
      } catch (const CLI::OptionNotFound&) {
        std::cerr << "babylon: error: no command '" << oneLine(argv[2]) << "' (run 'babylon help' for the commands)\n";
        return kBadInput;
      }
    }
    std::cout << (about == &app ? app.help() : about->help(app.get_name()));
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

}  // namespace babylon::cli
