// `babylon classify --max-n N`: text table or JSON, exit 1 on any disagreement with Theorem 4.1.
#include "ClassifyCommand.hpp"

#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "reports/ClassifyView.hpp"
#include "RunOptions.hpp"
#include "core/ParseError.hpp"
#include "claims/Classification.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

struct ClassifyArgs {
  int maxN = 0;
  bool json = false;
  RunOptions run;
  Spread spread;
};

int run(const ClassifyArgs& args) {
  auto guard = args.run.makeGuard();
  // The bar counts this process's starts; spread over MPI ranks, rank 0 sees only its share, so none.
  CommandProgress progress("classify", args.run.quiet || args.spread.ranks > 0);
  std::size_t done = 0, total = classifiedStarts(args.maxN);
  ClassifyOptions options{args.maxN, args.run.threads, true};
  Classification c =
      args.spread.ranks > 0
          ? args.spread.classify(options, *guard)
          : classify(options, *guard, [&, bar = progress.callback()](const StartResult&) { bar(++done, total); });
  progress.finish();
  if (!args.spread.prints) return kOk;
  if (args.json)
    std::cout << commandJson("classify", withRanks(report::classificationJson(c), args.spread)).dump(2) << "\n";
  else
    report::printClassification(std::cout, c);
  if (!c.complete) {
    return stoppedEarly("classify", c.stopReason,
                        "the " + std::to_string(c.starts.size()) + " finished starts are reported above", *guard);
  }
  return c.disagreements() ? kCheckFailed : kOk;
}

}  // namespace

std::function<int()> addClassifyCommand(CLI::App& app, const Spread& spread) {
  auto args = std::make_shared<ClassifyArgs>();
  args->spread = spread;
  CLI::App* cmd = app.add_subcommand("classify", "solve every start <p,q;;>, p+q <= N, and compare with Theorem 4.1");
  cmd->add_option("--max-n", args->maxN, "largest total number of chips p+q")->required()->check(between(2, kMaxChips));
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  args->run.addTo(*cmd, "no progress bar on stderr (it is drawn only when stderr is a terminal)");
  cmd->footer(
      "Examples:\n"
      "  babylon classify --max-n 20\n"
      "  babylon classify --max-n 40 --json --max-memory 8G\n"
      "The solver's tables share half of the memory --max-memory leaves; when full they\n"
      "replace entries (the outcomes stay exact, only time grows), so a small limit slows the run\n"
      "instead of stopping it.\n"
      "Exit status: 0 all agree, 1 some start disagrees, 2 bad input, 3 memory limit (the process\n"
      "outside its tables went over it), 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
