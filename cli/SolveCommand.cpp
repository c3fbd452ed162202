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
#include "core/Grundy.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Solver.hpp"
#include "core/util/AtomicWrite.hpp"
#include "reports/PositionSvg.hpp"

namespace babylon::cli {

namespace {

struct SolveArgs {
  std::string position;
  std::string chips;
  CLI::Option* positionOption = nullptr;  // given-ness is read from the options: "" is a value
  CLI::Option* chipsOption = nullptr;
  bool json = false;
  bool grundy = false;  // --grundy: also the Grundy value
  std::string svg;      // --svg FILE: the picture of the position
  CLI::Option* svgOption = nullptr;
  RunOptions run;
};

// `babylon solve -`: one solver (and its table) for all lines; exit 2 when some line did not parse.
int runLines(const SolveArgs& args) {
  auto guard = args.run.makeGuard();
  Solver solver(*guard, {args.run.threads, true});
  return solveLines(std::cin, std::cout, solver);
}

// --svg FILE: refused before any work when the file cannot be written or there is no one position to draw.
void checkSvgFile(const std::string& file, std::size_t parts) {
  if (parts > 1) throw ParseError("--svg draws one position, not a sum of " + std::to_string(parts));
  try {
    report::checkOutputFile(file);
  } catch (const report::WriteError& e) {
    throw ParseError(std::string("--svg: ") + e.what());
  }
}

void writeSvg(const std::string& file, const Position& p) {
  try {
    report::writeFileAtomic(file, report::positionSvg(p));
  } catch (const report::WriteError& e) {
    throw ParseError(std::string("--svg: ") + e.what());
  }
}

// A sum `A + B + ...`: solved by nim-sum of the parts' Grundy values (core/Grundy.hpp).
int runSum(const std::vector<Position>& parts, bool json, RunGuard& guard) {
  GrundySolver grundy(guard);
  SumAnalysis a = analyseSum(parts, grundy);
  if (json)
    std::cout << commandJson("solve", report::sumJson(parts, a)).dump(2) << "\n";
  else
    report::printSum(std::cout, parts, a);
  return kOk;
}

int run(const SolveArgs& args) {
  bool hasPosition = args.positionOption->count() > 0, hasChips = args.chipsOption->count() > 0;
  if (hasPosition && hasChips) throw ParseError("give exactly one of POSITION and --chips, not both");
  if (!hasPosition && !hasChips) throw ParseError("no position given: give exactly one of POSITION and --chips");
  bool lines = hasPosition && args.position == "-";
  if (lines && (args.grundy || args.svgOption->count() > 0))
    throw ParseError("--grundy and --svg take one position, not '-' (lines from stdin)");
  if (lines) return runLines(args);
  std::vector<Position> parts = hasChips ? std::vector{parseInitial(args.chips)} : parseSum(args.position);
  if (args.svgOption->count() > 0) checkSvgFile(args.svg, parts.size());
  auto guard = args.run.makeGuard();
  if (parts.size() > 1) return runSum(parts, args.json, *guard);
  const Position& p = parts.front();
  Solver solver(*guard, {args.run.threads, true});
  Analysis a = solver.analyse(p);
  std::optional<int> grundy;
  if (args.grundy) grundy = GrundySolver(*guard).value(p);
  if (args.json)
    std::cout << commandJson("solve", report::analysisJson(p, a, grundy)).dump(2) << "\n";
  else
    report::printAnalysis(std::cout, p, a, grundy);
  if (args.svgOption->count() > 0) writeSvg(args.svg, p);
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
  cmd->add_flag("--grundy", args->grundy,
                "also the Grundy value (nim-value): 0 exactly when the player to move loses; JSON key grundy");
  args->svgOption =
      cmd->add_option("--svg", args->svg, "also draw the position as an SVG picture in FILE")->check(nonEmptyPath());
  args->run.addTo(*cmd);
  cmd->footer(
      "Examples:\n"
      "  babylon solve '<3,5;;>'\n"
      "  babylon solve 'r1 r1 b3 g2' --json\n"
      "  babylon solve --chips 3,3,3,3\n"
      "  printf '<3,5;;>\\n<4,4;;>\\n' | babylon solve -\n"
      "  babylon solve '<3,5;;>' --grundy --svg start.svg\n"
      "  babylon solve '<3,4;;> + r1 b1 g1'\n"
      "Outcome N: the player to move wins; P: the player who just moved wins. Winner: Alice or Bob,\n"
      "the word every command uses. Alice moves first from a start of single chips, and in general when\n"
      "chips minus stacks (the moves played) is even.\n"
      "A sum A + B is two positions side by side whose stacks never meet: a move is a move in one part.\n"
      "It is solved by the nim-sum of the parts' Grundy values (Sprague-Grundy theorem).\n"
      "A stack is a color and a height (r1, B3, yellow2), separated by spaces or commas. Colors:\n  " +
      colorLegend() +
      ".\nPaper notation <j,k; red hills; blue hills> (or with the paper's brackets ⟨ ⟩) is two-color.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
