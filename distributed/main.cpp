// Entry point of `babylon-mpi`: classify, verify and lemmas spread over MPI ranks (mpirun, srun).
// Rank 0 prints what `babylon` prints for the same command line, its JSON with "ranks" added;
// the other ranks print nothing.
#include <algorithm>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <mpi.h>
#include <z3.h>

#include "cli/ClassifyCommand.hpp"
#include "cli/CommandJson.hpp"
#include "cli/CommandLine.hpp"
#include "cli/ExitCodes.hpp"
#include "cli/LemmasCommand.hpp"
#include "cli/VerifyCommand.hpp"
#include "distributed/SpreadCommands.hpp"

using namespace babylon;

namespace {

const std::vector<std::string> kSpreadCommands = {"classify", "verify", "lemmas"};

// A stream buffer that drops what is written: the standard output of ranks other than 0.
class DiscardBuffer : public std::streambuf {
 protected:
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

// Without --max-memory, each rank's limit is its share of the machine's: the default (3/4 of the
// memory) divided by the ranks on that machine, since every rank's tables fill what its limit allows.
std::vector<std::string> withMemoryShare(std::vector<std::string> args, int ranksOnMachine) {
  bool spread =
      args.size() > 1 && std::find(kSpreadCommands.begin(), kSpreadCommands.end(), args[1]) != kSpreadCommands.end();
  bool given = std::any_of(args.begin(), args.end(), [](const std::string& a) {
    return a == "--max-memory" || a.rfind("--max-memory=", 0) == 0;
  });
  if (spread && !given && ranksOnMachine > 1)
    args.insert(args.begin() + 2, {"--max-memory", std::to_string(RunGuard::defaultMaxMemory() /
                                                                  static_cast<std::uint64_t>(ranksOnMachine))});
  return args;
}

std::string lastLine(const std::string& text) {
  std::istringstream in(text);
  std::string line, last;
  while (std::getline(in, line))
    if (!line.empty()) last = line;
  return last;
}

// "Open MPI v4.1.4": the MPI library's name and version, up to its first comma.
std::string mpiLibrary() {
  char version[MPI_MAX_LIBRARY_VERSION_STRING] = {};
  int length = 0;
  MPI_Get_library_version(version, &length);
  std::string text(version, static_cast<std::size_t>(length));
  return text.substr(0, text.find_first_of(",\n"));
}

// `errors` holds what this rank wrote on stderr (ranks other than 0).
int runSpread(distributed::MpiSession& mpi, int argc, char** argv, const std::ostringstream& errors) {
  CLI::App app{
      "babylon-mpi: classify, verify and lemmas of babylon spread over MPI ranks; rank 0 prints\n"
      "what babylon prints for the same command, its JSON with the number of ranks added"};
  app.require_subcommand(0, 1);
  app.set_version_flag("--version", "babylon-mpi " + cli::programVersion() + " (Z3 " + Z3_get_full_version() + ", " +
                                        mpiLibrary() + ")");
  auto runs = std::make_shared<distributed::SpreadRuns>(mpi, std::vector<std::string>(argv + 1, argv + argc));
  cli::Spread spread = distributed::mpiSpread(runs);
  std::vector<std::function<int()>> commands = {cli::addClassifyCommand(app, spread),
                                                cli::addVerifyCommand(app, spread), cli::addLemmasCommand(app, spread)};
  app.footer(
      "Examples:\n"
      "  mpirun -np 4 babylon-mpi classify --max-n 48 --threads 1\n"
      "  mpirun -np 8 --hostfile hosts babylon-mpi verify --max-n 200 --from initial --json\n"
      "  srun -n 16 babylon-mpi lemmas --max-n 40\n"
      "--max-memory is each rank's limit; without it, each rank gets 3/4 of its machine's memory\n"
      "divided by the ranks on that machine. The other commands: run build/babylon.");
  app.name("babylon-mpi");
  std::vector<std::string> args =
      withMemoryShare(std::vector<std::string>(argv, argv + argc), mpi.ranksOnThisMachine());
  if (args.size() > 1 && args[1][0] != '-' && args[1] != "help" &&
      std::find(kSpreadCommands.begin(), kSpreadCommands.end(), args[1]) == kSpreadCommands.end()) {
    std::cerr << "babylon: error: babylon-mpi runs classify, verify and lemmas, not '" << args[1]
              << "' (build/babylon runs every command)\n";
    runs->endWithoutRun(cli::kBadInput, "");
    return cli::kBadInput;
  }
  std::vector<char*> pointers;
  for (std::string& a : args) pointers.push_back(a.data());
  int status = cli::runCommandLine(app, commands, static_cast<int>(pointers.size()), pointers.data());
  if (!runs->started()) runs->endWithoutRun(status, lastLine(errors.str()));
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  std::optional<distributed::MpiSession> mpi;
  try {
    mpi.emplace(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "babylon: error: " << e.what() << "\n";
    return cli::kCheckFailed;
  }
  // Ranks other than 0 print nothing; their error stream is kept, so that a rank whose command
  // line fails alone can pass its last line to rank 0.
  DiscardBuffer discard;
  std::ostringstream errors;
  std::streambuf* out = std::cout.rdbuf();
  std::streambuf* err = std::cerr.rdbuf();
  if (mpi->rank() != 0) {
    std::cout.rdbuf(&discard);
    std::cerr.rdbuf(errors.rdbuf());
  }
  int status = runSpread(*mpi, argc, argv, errors);
  std::cout.rdbuf(out);
  std::cerr.rdbuf(err);
  return status;
}
