// `babylon classify --max-n N`: text table or JSON, exit 1 on any disagreement with Theorem 4.1.
#include "ClassifyCommand.hpp"

#include <iostream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "CommandProgress.hpp"
#include "ExitCodes.hpp"
#include "reports/TextTable.hpp"
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

std::string letter(Outcome o) { return std::string(1, outcomeLetter(o)); }

nlohmann::json toJson(const Classification& c) {
  nlohmann::json starts = nlohmann::json::array();
  std::uint64_t positions = 0;
  for (const StartResult& r : c.starts) {
    positions += r.positions;
    starts.push_back({{"p", r.p}, {"q", r.q}, {"outcome", letter(r.outcome)}, {"theorem", letter(r.theorem)},
                      {"agrees", r.agrees()}, {"positions", r.positions}, {"seconds", r.seconds}});
  }
  int total = static_cast<int>(c.starts.size());
  return {{"max_n", c.maxN},
          {"complete", c.complete},
          {"stop_reason", c.stopReason},
          {"starts", starts},
          {"totals",
           {{"starts", total}, {"agree", total - c.disagreements()}, {"disagree", c.disagreements()},
            {"positions", positions}, {"seconds", c.seconds}, {"peak_memory_bytes", c.peakMemory},
            {"table_bytes_per_solver", c.tableBytesPerSolver}, {"table_replacements", c.tableReplacements()}}}};
}

void printText(const Classification& c) {
  std::cout << "Theorem 4.1: the second player wins <p,q;;> iff p+q is even and p >= 3.\n"
            << "outcome N: the first player (Alice) wins; P: the second player (Bob) wins.\n\n";
  report::TextTable table({{"n"}, {"p"}, {"q"}, {"solver"}, {"theorem"}, {"agrees"}, {"positions"}, {"seconds"}});
  std::uint64_t positions = 0;
  for (const StartResult& r : c.starts) {
    positions += r.positions;
    table.row({std::to_string(r.p + r.q), std::to_string(r.p), std::to_string(r.q), letter(r.outcome),
               letter(r.theorem), r.agrees() ? "yes" : "NO", thousands(r.positions),
               fmt::format("{:.3f}", r.seconds)});
  }
  std::cout << table.str();
  std::cout << fmt::format("\n{}, {} agree, {} disagree; {} in {:.2f} s, peak memory {}\n",
                           counted(c.starts.size(), "start"), thousands(c.starts.size() - c.disagreements()),
                           thousands(c.disagreements()), counted(positions, "position"),
                           c.seconds, formatBytes(c.peakMemory));
  if (c.tableReplacements() > 0)
    std::cout << fmt::format("the transposition tables ({} each) were full and replaced {} entries; the "
                             "outcomes are exact, the run only slower\n",
                             formatBytes(c.tableBytesPerSolver), thousands(c.tableReplacements()));
}

int run(const ClassifyArgs& args) {
  auto guard = args.run.makeGuard();
  // The bar counts this process's starts; spread over MPI ranks, rank 0 sees only its share, so none.
  CommandProgress progress("classify", args.run.quiet || args.spread.ranks > 0);
  std::size_t done = 0, total = classifiedStarts(args.maxN);
  ClassifyOptions options{args.maxN, args.run.threads, true};
  Classification c = args.spread.ranks > 0
                         ? args.spread.classify(options, *guard)
                         : classify(options, *guard,
                                    [&, bar = progress.callback()](const StartResult&) { bar(++done, total); });
  progress.finish();
  if (!args.spread.prints) return kOk;
  if (args.json) std::cout << commandJson("classify", withRanks(toJson(c), args.spread)).dump(2) << "\n";
  else printText(c);
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
