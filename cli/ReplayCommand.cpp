// `babylon replay FILE [--strategy S]`: every move checked for legality, Bob's moves re-derived
// by the strategy; exit 0 when the file is still a real counterexample, 1 when it is not.
#include "ReplayCommand.hpp"

#include <iostream>

#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "reports/ReplayView.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "core/ParseError.hpp"
#include "verify/Replay.hpp"

namespace babylon::cli {

namespace {

struct ReplayArgs {
  std::string file;
  std::string strategy;  // empty: the one the file names
  bool json = false;
  RunOptions run;
};

int run(const ReplayArgs& args) {
  SavedCounterexample saved = loadCounterexample(args.file);
  std::string choice = args.strategy.empty() ? saved.strategy : args.strategy;
  auto guard = args.run.makeGuard();
  std::unique_ptr<Strategy> strategy;
  Replay r;
  try {
    strategy = makeStrategy(choice, *guard);
    if (strategy->side() != saved.side)
      throw ParseError(std::string("strategy '") + choice + "' plays " + sideName(strategy->side()) +
                       ", but the file is a counterexample to a strategy for " + sideName(saved.side));
    r = replayCounterexample(saved, *strategy);
  } catch (const ParseError& e) {
    throw ParseError(args.file + ": " + e.what());
  } catch (const StrategyError& e) {
    std::cerr << "babylon: replay failed: " << e.what() << "\n";
    return kCheckFailed;
  }
  if (args.json)
    std::cout << commandJson("replay", report::replayJson(saved, choice, r)).dump(2) << "\n";
  else
    report::printReplay(std::cout, saved, choice, r);
  return r.confirmsFailure() ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addReplayCommand(CLI::App& app) {
  auto args = std::make_shared<ReplayArgs>();
  CLI::App* cmd = app.add_subcommand("replay", "replay a saved counterexample move by move against its strategy");
  cmd->add_option("file", args->file, "counterexample file written by 'babylon verify --save-counterexamples'")
      ->required()
      ->check(nonEmptyPath());
  cmd->add_option("--strategy", args->strategy, "replay against this strategy instead of the one the file names")
      ->transform(CLI::IsMember(strategyChoices(), CLI::ignore_case));
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon verify --max-n 12 --strategy first --save-counterexamples cex/   # exits 1: counterexamples\n"
      "  babylon replay cex/initial-p3-q3.json\n"
      "  babylon replay cex/initial-p3-q3.json --strategy paper   # exits 1: the paper plays otherwise\n"
      "  babylon replay cex/initial-p3-q3.json --json\n"
      "Where the strategy now plays another move than the file, the replay stops at that move and says\n"
      "where: the move's number, the position, the file's move and the strategy's.\n"
      "Exit status: 0 the file is a real counterexample to the strategy, 1 it no longer is (the strategy\n"
      "plays another move, or the line does not end in a loss), 2 bad file or illegal move, 3 memory limit.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
