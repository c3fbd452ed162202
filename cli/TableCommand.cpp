// `babylon table --colors A-B --per-color C-D`: the colors x chips-per-color grid of winners,
// each cell with its time and positions, cells over a budget marked as such.
#include "TableCommand.hpp"

#include <cmath>
#include <iostream>
#include <map>
#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>
#include <tuple>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "reports/TableView.hpp"
#include "RunOptions.hpp"
#include "claims/EqualStartTable.hpp"
#include "core/Limits.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::cli {

namespace {

// A whole number of 1 to 4 digits at text[at], spaces around it skipped; advances `at`.
std::optional<int> number(std::string_view text, std::size_t& at) {
  auto skipSpaces = [&] {
    while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  };
  skipSpaces();
  std::size_t begin = at;
  while (at < text.size() && at - begin < 5 && std::isdigit(static_cast<unsigned char>(text[at]))) ++at;
  if (at == begin || at - begin > 4) return std::nullopt;
  int value = 0;
  std::from_chars(text.data() + begin, text.data() + at, value);
  skipSpaces();
  return value;
}

// `A-B` or a single `A`: a range of whole numbers, low first. Read in one pass, left to right
// (no regular expression: std::regex recurses once per character and overflows the stack).
std::pair<int, int> parseRange(const std::string& option, const std::string& text) {
  auto notARange = [&] {
    return ParseError(option + " '" + printable(text, 40) + "' is not a range (examples: 2-4, 3)");
  };
  std::size_t at = 0;
  std::optional<int> low = number(text, at), high = low;
  if (low && at < text.size() && text[at] == '-') high = number(text, ++at);
  if (!low || !high || at != text.size()) throw notARange();
  if (*low > *high) throw ParseError(option + " '" + printable(text, 40) + "': the range starts above its end");
  return {*low, *high};
}

}  // namespace

TableOptions tableOptions(const std::string& colors, const std::string& perColor, double timeBudget, int threads) {
  TableOptions o;
  std::tie(o.colorsLow, o.colorsHigh) = parseRange("--colors", colors);
  std::tie(o.perColorLow, o.perColorHigh) = parseRange("--per-color", perColor);
  if (o.colorsLow < 1 || o.colorsHigh > kMaxColors)
    throw ParseError("--colors '" + printable(colors, 40) + "' must lie within 1-" + std::to_string(kMaxColors));
  if (o.perColorLow < 1) throw ParseError("--per-color '" + printable(perColor, 40) + "' must start at 1 or more");
  if (o.colorsHigh * o.perColorHigh > kMaxChips)
    throw ParseError(fmt::format("--colors {} with --per-color {} is {} chips, more than the {} a position holds",
                                 o.colorsHigh, o.perColorHigh, o.colorsHigh * o.perColorHigh, kMaxChips));
  if (!(timeBudget > 0) || !std::isfinite(timeBudget))
    throw ParseError(fmt::format("--time-budget {} must be a positive number of seconds", timeBudget));
  o.timeBudgetSeconds = timeBudget;
  o.threads = threads;
  return o;
}

namespace {

struct TableArgs {
  std::string colors, perColor;
  double timeBudget = 60;
  bool json = false;
  RunOptions run;
};

int run(const TableArgs& args) {
  TableOptions options = tableOptions(args.colors, args.perColor, args.timeBudget, args.run.threads);
  auto guard = args.run.makeGuard();
  EqualStartTable t = solveEqualStarts(options, *guard);
  if (args.json)
    std::cout << commandJson("table", report::equalStartTableJson(t)).dump(2) << "\n";
  else
    report::printEqualStartTable(std::cout, t);
  // Cells over the memory limit are marked, not stopped: an incomplete table was interrupted.
  if (!t.complete) return stoppedEarly("table", "interrupted", "the finished cells are reported above", *guard);
  return kOk;
}

}  // namespace

std::function<int()> addTableCommand(CLI::App& app) {
  auto args = std::make_shared<TableArgs>();
  CLI::App* cmd = app.add_subcommand(
      "table", "who wins every start of c colors with k chips each: a colors x chips-per-color grid");
  cmd->add_option("--colors", args->colors, "range of numbers of colors, e.g. 2-4 (1 to 16)")->required();
  cmd->add_option("--per-color", args->perColor, "range of chips per color, e.g. 1-6")->required();
  cmd->add_option("--time-budget", args->timeBudget,
                  "seconds each cell may take before it is marked over time (default 60)");
  cmd->add_flag("--json", args->json, "print JSON instead of text");
  args->run.addTo(*cmd);
  cmd->footer(
      "Each cell is solved exactly or marked: over the time budget, over the memory limit, or skipped\n"
      "(a cell of its row with fewer chips per color was already over a budget). Nothing is guessed.\n"
      "Winner: Alice (who moves first) or Bob, the word every command uses.\n"
      "Examples:\n"
      "  babylon table --colors 1-4 --per-color 1-5\n"
      "  babylon table --colors 2-3 --per-color 2-8 --time-budget 5 --json\n"
      "Exit status: 0 done (cells over a budget are marked, not failed), 2 bad input, 130 interrupted.");
  return [args, cmd]() -> int { return cmd->parsed() ? run(*args) : -1; };
}

}  // namespace babylon::cli
