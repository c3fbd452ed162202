// `babylon play [--side alice|bob] [--p P --q Q | POSITION] [--strategy S]`: the game on stdin and
// stdout, the person playing --side against the other side's strategy; exit 0 when the game ends
// (won, quit or end of input), 1 when the strategy fails, 2 on bad input.
#include "PlayCommand.hpp"

#include <csignal>
#include <cstdlib>
#include <iostream>
#include <memory>

#include <signal.h>
#include <unistd.h>

#include "ExitCodes.hpp"
#include "PlaySession.hpp"
#include "PlaySessionInput.hpp"
#include "PlaySessionPicture.hpp"
#include "RunOptions.hpp"
#include "StrategyChoice.hpp"
#include "TerminalText.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/util/AtomicWrite.hpp"
#include "strategies/ReferenceStrategies.hpp"

namespace babylon::cli {

namespace {

// The default start: the smallest <p,q;;> with p >= 6 and p < q, so that Bob opens with the
// paper's general strategy (a target state), then the even-hill strategy and Lemmas 4.4/4.5.
constexpr const char* kDefaultStart = "<6,8;;>";
// With --side bob: the smallest start where Alice plays our strategy for n odd and p >= 3.
constexpr const char* kDefaultAliceStart = "<3,4;;>";

// Set by the SIGINT handler: the session prints the game record and ends.
volatile std::sig_atomic_t gInterrupted = 0;

struct PlayArgs {
  std::string position;
  int p = 0, q = 0;
  std::string side = "alice";  // the person's side
  std::string strategy;        // empty: "paper" (Bob's) when the person is Alice, "alice" when Bob
  CLI::Option* positionOption = nullptr;
  CLI::Option* pOption = nullptr;
  CLI::Option* qOption = nullptr;
  std::string svg;  // --svg FILE: the position drawn after every move
  CLI::Option* svgOption = nullptr;
};

Position startOf(const PlayArgs& args) {
  bool hasPosition = args.positionOption->count() > 0;
  bool hasP = args.pOption->count() > 0, hasQ = args.qOption->count() > 0;
  if (hasP != hasQ) throw ParseError("give both --p and --q, or neither");
  if (hasP && hasPosition) throw ParseError("give either POSITION or --p and --q, not both");
  if (hasP) {
    return parsePaper("<" + std::to_string(args.p) + "," + std::to_string(args.q) + ";;>");
  }
  return parsePosition(hasPosition ? args.position : args.side == "bob" ? kDefaultAliceStart : kDefaultStart);
}

int run(const PlayArgs& args) {
  Position start = startOf(args);
  if (args.svgOption->count() > 0) {
    try {
      report::checkOutputFile(args.svg);
    } catch (const report::WriteError& e) {
      throw ParseError(std::string("--svg: ") + e.what());
    }
  }
  RunGuard guard(RunGuard::defaultMaxMemory());
  bool personIsBob = args.side == "bob";
  std::unique_ptr<Strategy> strategy =
      makeStrategy(args.strategy.empty() ? (personIsBob ? "alice" : "paper") : args.strategy, guard);
  Side wanted = personIsBob ? Side::Alice : Side::Bob;
  if (strategy->side() != wanted)
    throw ParseError("--strategy " + strategy->name() + " plays " + sideName(strategy->side()) + ", but you play " +
                     args.side + " (--side); choose a strategy for " + sideName(wanted));
  PlayStart ps = personIsBob ? detectAliceStart(start) : detectStart(start);
  // Alice's strategy is made only for the starts Theorem 4.1 gives her; from any other, she plays
  // the exact solver's best play by game length (the most stubborn defence of a lost game).
  if (personIsBob && !ps.inFamily && strategy->name() == "alice")
    strategy = std::make_unique<LongestGameStrategy>(Side::Alice);
  // The line editor only when a person types at a terminal and sees its output there; piped
  // input is read as a stream and echoed, so that the output reads as a transcript.
  bool inTerminal = isatty(STDIN_FILENO) != 0, outTerminal = isatty(STDOUT_FILENO) != 0;
  std::unique_ptr<LineSource> lines;
  if (inTerminal && outTerminal)
    lines = std::make_unique<EditedLines>();
  else
    lines = std::make_unique<StreamLines>(std::cin, std::cout, !inTerminal);
  bool color = wantsColor(outTerminal, std::getenv("NO_COLOR"), std::getenv("TERM"));
  PlaySession session(*strategy, ps, *lines, std::cout, color);
  session.setWidth(terminalWidth(STDOUT_FILENO));
  session.setInterruptFlag(&gInterrupted);
  if (args.svgOption->count() > 0) session.setSvgFile(args.svg);
  // Ctrl-C sets the flag and, with no SA_RESTART, ends the read in progress (the line editor
  // and the stream both return no line), so that the session prints the record and ends.
  struct sigaction onInterrupt {};
  onInterrupt.sa_handler = [](int) { gInterrupted = 1; };
  sigemptyset(&onInterrupt.sa_mask);
  sigaction(SIGINT, &onInterrupt, nullptr);
  PlayResult result = session.run();
  if (result.ending == PlayEnding::Interrupted) return kInterrupted;
  return result.ending == PlayEnding::StrategyFailed ? kCheckFailed : kOk;
}

}  // namespace

std::function<int()> addPlayCommand(CLI::App& app) {
  auto args = std::make_shared<PlayArgs>();
  CLI::App* cmd = app.add_subcommand(
      "play", "play Alice against Bob's strategy in the terminal (or Bob against Alice's, with --side bob)");
  cmd->add_option("--side", args->side, "your side: alice (default, against Bob's strategy) or bob (against Alice's)")
      ->transform(CLI::IsMember({"alice", "bob"}, CLI::ignore_case));
  args->positionOption =
      cmd->add_option("position", args->position, std::string("the start (default ") + kDefaultStart + ")");
  args->pOption = cmd->add_option("--p", args->p, "start <p,q;;>: p red singletons")->check(atLeast(1));
  args->qOption = cmd->add_option("--q", args->q, "start <p,q;;>: q blue singletons")->check(atLeast(1));
  std::vector<std::string> choices = strategyChoices();
  for (const std::string& c : aliceStrategyChoices()) choices.push_back(c);
  cmd->add_option("--strategy", args->strategy, "the other side's strategy (default paper; alice with --side bob)")
      ->transform(CLI::IsMember(choices, CLI::ignore_case));
  args->svgOption = cmd->add_option("--svg", args->svg,
                                    "after every move, also draw the position as an SVG picture in FILE (as solve "
                                    "--svg does)")
                        ->check(nonEmptyPath());
  cmd->footer(
      "Alice moves first from a start of single chips. In general the moves played so far decide, chips\n"
      "minus stacks: Alice moves when that is even, Bob when it is odd. Bob's strategy begins as at a start\n"
      "<p,q;;>, else in the paper's family the position belongs to (target state, Lemma 4.4, Lemma 4.5,\n"
      "positions 1-3). Each move of the strategy is explained in a plain sentence, the case that chose\n"
      "it after it; lines are wrapped to the terminal (COLUMNS, else its width, else 80 columns).\n"
      "Type moves as rr, rb, rR, RB (paper) or r1 b1, r2>b2 (explicit). Commands: 'moves' lists yours and\n"
      "marks those that win, 'hint' shows the exact solver's winning moves, 'why' the full rule behind\n"
      "the last reply, 'undo' takes back your last move and the reply, 'record' shows the game, 'help',\n"
      "'quit'. Ctrl-C prints the game record and exits with status 130. After every move a picture shows\n"
      "the stacks, in color on a terminal unless NO_COLOR is set (https://no-color.org). At a terminal,\n"
      "Up and Down recall earlier lines (libedit).\n"
      "Examples:\n"
      "  babylon play\n"
      "  babylon play --p 5 --q 7\n"
      "  babylon play '<3,5;4;2>' --strategy solver\n"
      "  printf 'rr\\nbb\\n' | babylon play --p 6 --q 6\n"
      "  babylon play --side bob --p 3 --q 4\n"
      "  babylon play --side bob --p 4 --q 4\n"
      "  babylon play --p 5 --q 7 --svg game.svg\n"
      "With --side bob you play Bob: Alice's strategy moves first and says why (Section 2's cases and\n"
      "our strategy for p+q odd and p >= 3). From any other position, such as a start Theorem 4.1 gives\n"
      "Bob (p+q even, p >= 3: --p 4 --q 4), Alice plays the exact solver's best play instead: the\n"
      "quickest win if she can win, else the move that makes the game last longest.\n"
      "Exit status: 0 the game ended (or you quit, or the input ended), 1 the strategy failed,\n"
      "2 bad input, 130 Ctrl-C.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
