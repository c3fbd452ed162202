// `babylon solve POSITION`, `babylon solve --chips C1,C2,...` and `babylon solve -` (one position per line).
#include "SolveCommand.hpp"

#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "RunOptions.hpp"
#include "SolveLines.hpp"
#include "reports/SolveView.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Solver.hpp"

namespace babylon::cli {

namespace {

struct SolveArgs {
  std::string position;
  std::string chips;
  CLI::Option* positionOption = nullptr;  // given-ness is read from the options: "" is a value
  CLI::Option* chipsOption = nullptr;
  bool json = false;
  RunOptions run;
};

// `babylon solve -`: one solver (and its table) for all lines; exit 2 when some line did not parse.
int runLines(const SolveArgs& args) {
  auto guard = args.run.makeGuard();
  Solver solver(*guard, {args.run.threads, true});
  return solveLines(std::cin, std::cout, solver);
}

int run(const SolveArgs& args) {
  bool hasPosition = args.positionOption->count() > 0, hasChips = args.chipsOption->count() > 0;
  if (hasPosition && hasChips) throw ParseError("give exactly one of POSITION and --chips, not both");
  if (!hasPosition && !hasChips) throw ParseError("no position given: give exactly one of POSITION and --chips");
  if (hasPosition && args.position == "-") return runLines(args);
  Position p = hasChips ? parseInitial(args.chips) : parsePosition(args.position);
  auto guard = args.run.makeGuard();
  Solver solver(*guard, {args.run.threads, true});
  Analysis a = solver.analyse(p);
  if (args.json)
    std::cout << commandJson("solve", report::analysisJson(p, a)).dump(2) << "\n";
  else
    report::printAnalysis(std::cout, p, a);
  return kOk;
}

}  // namespace

std::function<int()> addSolveCommand(CLI::App& app) {
  auto args = std::make_shared<SolveArgs>();
  CLI::App* cmd = app.add_subcommand("solve", "exact outcome of a position and all its winning moves");
  args->positionOption = cmd->add_option("position", args->position,
                                         "stack list (r1 r1 b3 g2) or paper notation (<3,5;4;2>); '-' reads one per "
                                         "line from stdin and prints one JSON object per line");
  args->chipsOption = cmd->add_option("--chips", args->chips, "initial position by chips per color, e.g. 3,3,3,3");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon solve '<3,5;;>'\n"
      "  babylon solve 'r1 r1 b3 g2' --json\n"
      "  babylon solve --chips 3,3,3,3\n"
      "  printf '<3,5;;>\\n<4,4;;>\\n' | babylon solve -\n"
      "Outcome N: the player to move wins; P: the player who just moved wins. Winner: Alice or Bob,\n"
      "the word every command uses. Alice moves first from a start of single chips, and in general when\n"
      "chips minus stacks (the moves played) is even.\n"
      "A stack is a color and a height (r1, B3, yellow2), separated by spaces or commas. Colors:\n  " +
      colorLegend() +
      ".\nPaper notation <j,k; red hills; blue hills> (or with the paper's brackets ⟨ ⟩) is two-color.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
