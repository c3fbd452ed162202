// The view of `babylon table`: the colors x chips-per-color grid of winners as JSON and as text.
#include "TableView.hpp"

#include <map>

#include <fmt/format.h>

#include "core/RunGuard.hpp"
#include "core/util/Thousands.hpp"
#include "reports/TextTable.hpp"

namespace babylon::report {

namespace {

std::string jsonStatus(TableCell::Status s) {
  switch (s) {
    case TableCell::Status::Solved: return "solved";
    case TableCell::Status::OverTime: return "over_time";
    case TableCell::Status::OverMemory: return "over_memory";
    case TableCell::Status::Skipped: return "skipped";
    case TableCell::Status::Interrupted: return "interrupted";
  }
  return "?";
}

// The grid's entry: who wins from the start, or why nobody knows.
std::string gridEntry(const TableCell& c) {
  switch (c.status) {
    case TableCell::Status::Solved: return winnerName(c.outcome, true);  // Alice moves first from a start
    case TableCell::Status::OverTime: return "time";
    case TableCell::Status::OverMemory: return "mem";
    case TableCell::Status::Skipped: return "skip";
    case TableCell::Status::Interrupted: return "-";
  }
  return "?";
}

}  // namespace

nlohmann::json equalStartTableJson(const EqualStartTable& t) {
  nlohmann::json cells = nlohmann::json::array();
  std::map<std::string, int> counts{
      {"solved", 0}, {"over_time", 0}, {"over_memory", 0}, {"skipped", 0}, {"interrupted", 0}};
  std::uint64_t positions = 0, replacements = 0;
  for (const TableCell& c : t.cells) {
    bool solved = c.status == TableCell::Status::Solved;
    ++counts[jsonStatus(c.status)];
    positions += c.positions;
    replacements += c.tableReplacements;
    cells.push_back({{"colors", c.colors},
                     {"per_color", c.perColor},
                     {"chips", c.colors * c.perColor},
                     {"status", jsonStatus(c.status)},
                     {"outcome", solved ? nlohmann::json(std::string(1, outcomeLetter(c.outcome))) : nlohmann::json()},
                     {"winner", solved ? nlohmann::json(winnerName(c.outcome, true)) : nlohmann::json()},
                     {"positions", c.positions},
                     {"seconds", c.seconds},
                     {"table_replacements", c.tableReplacements}});
  }
  nlohmann::json totals{{"cells", t.cells.size()},
                        {"positions", positions},
                        {"seconds", t.seconds},
                        {"table_bytes_per_solver", t.tableBytesPerSolver},
                        {"table_replacements", replacements}};
  for (const auto& [name, count] : counts) totals[name] = count;
  return {{"complete", t.complete},
          {"totals", totals},
          {"colors", {{"low", t.options.colorsLow}, {"high", t.options.colorsHigh}}},
          {"per_color", {{"low", t.options.perColorLow}, {"high", t.options.perColorHigh}}},
          {"time_budget_seconds", t.options.timeBudgetSeconds},
          {"cells", cells}};
}

void printEqualStartTable(std::ostream& out, const EqualStartTable& t) {
  const TableOptions& o = t.options;
  out << "Who wins from c colors of k chips each (Alice moves first, Bob second).\n"
      << "time / mem: over the time budget or the memory limit (not solved); skip: not tried, a\n"
      << "smaller cell of its row was over a budget.\n\n";
  out << fmt::format("{:>8} |", "colors\\k");
  for (int k = o.perColorLow; k <= o.perColorHigh; ++k) out << fmt::format(" {:>5}", k);
  out << "\n"
      << std::string(9, '-') << "+"
      << std::string(6 * static_cast<std::size_t>(o.perColorHigh - o.perColorLow + 1), '-') << "\n";
  for (int c = o.colorsLow; c <= o.colorsHigh; ++c) {
    out << fmt::format("{:>8} |", c);
    for (int k = o.perColorLow; k <= o.perColorHigh; ++k) out << fmt::format(" {:>5}", gridEntry(t.cell(c, k)));
    out << "\n";
  }
  out << "\n";
  TextTable table({{"colors"}, {"per color"}, {"chips"}, {"winner"}, {"status"}, {"positions"}, {"seconds"}});
  std::uint64_t positions = 0;
  int solved = 0;
  for (const TableCell& c : t.cells) {
    positions += c.positions;
    solved += c.status == TableCell::Status::Solved;
    table.row({std::to_string(c.colors), std::to_string(c.perColor), std::to_string(c.colors * c.perColor),
               c.status == TableCell::Status::Solved ? gridEntry(c) : "?", statusName(c.status), thousands(c.positions),
               fmt::format("{:.3f}", c.seconds)});
  }
  out << table.str();
  out << fmt::format("\n{} of {} solved; {} in {:.2f} s (time budget {} s a cell), peak memory {}\n", solved,
                     counted(t.cells.size(), "cell"), counted(positions, "position"), t.seconds,
                     t.options.timeBudgetSeconds, formatBytes(t.peakMemory));
}

}  // namespace babylon::report
