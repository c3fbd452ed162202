// `babylon replay FILE [--strategy S]`: every move checked for legality, Bob's moves re-derived
// by the strategy; exit 0 when the file is still a real counterexample, 1 when it is not.
#include "ReplayCommand.hpp"

#include <iostream>

#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "core/MoveNotation.hpp"
#include "reports/GameRecord.hpp"
#include "core/PaperRecorder.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "core/Notation.hpp"
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

void printReplay(const SavedCounterexample& saved, const std::string& strategy, const Replay& r) {
  std::cout << "replay: strategy '" << strategy << "' from " << formatPosition(saved.start) << " ("
            << startKindName(saved.kind) << "), " << saved.moves.size() << " moves\n"
            << report::recordStart(saved.start) << "\n";
  PaperRecorder names(saved.start);
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const ReplayedMove& m = r.moves[i];
    // The case is shown only when the strategy still plays the file's move; else MISMATCH says why.
    const Justification* why = m.strategyPlaysIt ? &m.strategyReply->why : nullptr;
    std::cout << report::recordMove(static_cast<int>(i + 1), m.bob, m.move, m.after, why, names.play(m.move)) << "\n";
    if (!m.mismatch.empty()) std::cout << "        MISMATCH: " << m.mismatch << "\n";
  }
  std::cout << "  end: " << describeEnding(r) << "\n";
  const std::string player = saved.side == Side::Bob ? "Bob" : "Alice";
  if (r.confirmsFailure())
    std::cout << "the file is a real counterexample: every move is legal, " << player
              << "'s moves are the strategy's, and the line ends with " << player
              << " losing or the strategy failing\n";
  else
    std::cout << "the file is NOT a counterexample to this strategy as it is now"
              << (r.mismatches ? " (" + std::to_string(r.mismatches) + " of " + player + "'s moves differ)" : "")
              << "\n";
}

nlohmann::ordered_json replayJson(const SavedCounterexample& saved, const std::string& strategy, const Replay& r) {
  nlohmann::json moves = nlohmann::json::array();
  PaperRecorder names(saved.start);
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const ReplayedMove& m = r.moves[i];
    const Justification* why = m.strategyPlaysIt ? &m.strategyReply->why : nullptr;
    moves.push_back({{"number", i + 1},
                     {"player", m.bob ? "bob" : "alice"},
                     {"move", names.play(m.move)},
                     {"explicit", formatMoveExplicit(m.move)},
                     {"after", formatPosition(m.after)},
                     {"case", why ? nlohmann::json(why->caseId) : nlohmann::json(nullptr)},
                     {"mismatch", m.mismatch.empty() ? nlohmann::json(nullptr) : nlohmann::json(m.mismatch)}});
  }
  return commandJson("replay", {{"strategy", strategy},
                                {"start", formatPosition(saved.start)},
                                {"start_kind", startKindName(saved.kind)},
                                {"side", sideName(saved.side)},
                                {"moves", moves},
                                {"end", describeEnding(r)},
                                {"confirms_failure", r.confirmsFailure()},
                                {"totals", {{"moves", r.moves.size()}, {"mismatches", r.mismatches}}}});
}

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
  if (args.json) std::cout << replayJson(saved, choice, r).dump(2) << "\n";
  else printReplay(saved, choice, r);
  return r.confirmsFailure() ? kOk : kCheckFailed;
}

}  // namespace

std::function<int()> addReplayCommand(CLI::App& app) {
  auto args = std::make_shared<ReplayArgs>();
  CLI::App* cmd = app.add_subcommand("replay", "replay a saved counterexample move by move against its strategy");
  cmd->add_option("file", args->file, "counterexample file written by 'babylon verify --save-counterexamples'")
      ->required();
  cmd->add_option("--strategy", args->strategy, "replay against this strategy instead of the one the file names")
      ->transform(CLI::IsMember(strategyChoices(), CLI::ignore_case));
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon verify --max-n 12 --strategy first --save-counterexamples cex/\n"
      "  babylon replay cex/initial-p3-q3.json\n"
      "  babylon replay cex/initial-p3-q3.json --strategy paper\n"
      "  babylon replay cex/initial-p3-q3.json --json\n"
      "Exit status: 0 the file is a real counterexample to the strategy, 1 it no longer is (Bob's moves\n"
      "differ, or the line does not end in a loss), 2 bad file or illegal move, 3 memory limit.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
