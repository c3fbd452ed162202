// The view of `babylon classify`: every start <p,q;;> with the solver's outcome and Theorem 4.1's.
#include "ClassifyView.hpp"

#include <fmt/format.h>

#include "core/RunGuard.hpp"
#include "core/util/Thousands.hpp"
#include "reports/TextTable.hpp"

namespace babylon::report {

namespace {

std::string letter(Outcome o) { return std::string(1, outcomeLetter(o)); }

}  // namespace

nlohmann::json classificationJson(const Classification& c) {
  nlohmann::json starts = nlohmann::json::array();
  std::uint64_t positions = 0;
  for (const StartResult& r : c.starts) {
    positions += r.positions;
    starts.push_back({{"p", r.p},
                      {"q", r.q},
                      {"outcome", letter(r.outcome)},
                      {"theorem", letter(r.theorem)},
                      {"agrees", r.agrees()},
                      {"positions", r.positions},
                      {"seconds", r.seconds}});
  }
  int total = static_cast<int>(c.starts.size());
  return {{"max_n", c.maxN},
          {"complete", c.complete},
          {"stop_reason", c.stopReason},
          {"starts", starts},
          {"totals",
           {{"starts", total},
            {"agree", total - c.disagreements()},
            {"disagree", c.disagreements()},
            {"positions", positions},
            {"seconds", c.seconds},
            {"peak_memory_bytes", c.peakMemory},
            {"table_bytes_per_solver", c.tableBytesPerSolver},
            {"table_replacements", c.tableReplacements()}}}};
}

void printClassification(std::ostream& out, const Classification& c) {
  out << "Theorem 4.1: the second player wins <p,q;;> iff p+q is even and p >= 3.\n"
      << "outcome N: the first player (Alice) wins; P: the second player (Bob) wins.\n\n";
  TextTable table({{"n"}, {"p"}, {"q"}, {"solver"}, {"theorem"}, {"agrees"}, {"positions"}, {"seconds"}});
  std::uint64_t positions = 0;
  for (const StartResult& r : c.starts) {
    positions += r.positions;
    table.row({std::to_string(r.p + r.q), std::to_string(r.p), std::to_string(r.q), letter(r.outcome),
               letter(r.theorem), r.agrees() ? "yes" : "NO", thousands(r.positions), fmt::format("{:.3f}", r.seconds)});
  }
  out << table.str();
  out << fmt::format("\n{}, {} agree, {} disagree; {} in {:.2f} s, peak memory {}\n", counted(c.starts.size(), "start"),
                     thousands(c.starts.size() - c.disagreements()), thousands(c.disagreements()),
                     counted(positions, "position"), c.seconds, formatBytes(c.peakMemory));
  if (c.tableReplacements() > 0)
    out << fmt::format(
        "the transposition tables ({} each) were full and replaced {} entries; the "
        "outcomes are exact, the run only slower\n",
        formatBytes(c.tableBytesPerSolver), thousands(c.tableReplacements()));
}

}  // namespace babylon::report
