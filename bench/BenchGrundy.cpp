// Benchmark: the Grundy value against the win/loss search on the same positions, every start of
// 2 or 3 colors up to n chips, one memo each over all of them, one thread, in one process.
// Prints positions examined, seconds and the ratio; and checks value 0 exactly at the P-positions.
#include <chrono>
#include <iostream>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "core/Grundy.hpp"
#include "core/Solver.hpp"

using namespace babylon;

namespace {

// Every start with `colors` colors and chips c1 <= c2 <= ... summing to at most maxN.
void startsOf(int colors, int maxN, std::vector<int>& chips, std::vector<Position>& out) {
  int used = 0;
  for (int c : chips) used += c;
  if (static_cast<int>(chips.size()) == colors) {
    out.push_back(Position::initial(chips));
    return;
  }
  for (int c = chips.empty() ? 1 : chips.back(); used + c * (colors - static_cast<int>(chips.size())) <= maxN; ++c) {
    chips.push_back(c);
    startsOf(colors, maxN, chips, out);
    chips.pop_back();
  }
}

double since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Grundy values against the win/loss search on every start of 2 or 3 colors up to n chips"};
  int maxN = 24, colors = 2;
  app.add_option("--max-n", maxN, "largest number of chips")->check(CLI::Range(2, 255));
  app.add_option("--colors", colors, "colors of the starts")->check(CLI::Range(2, 3));
  CLI11_PARSE(app, argc, argv);
  std::vector<int> chips;
  std::vector<Position> starts;
  startsOf(colors, maxN, chips, starts);

  RunGuard guard(RunGuard::defaultMaxMemory());
  Solver solver(guard, {1, true});
  std::vector<bool> lost;
  auto t0 = std::chrono::steady_clock::now();
  for (const Position& p : starts) lost.push_back(solver.outcome(p) == Outcome::P);
  double winLoss = since(t0);

  GrundySolver grundy(guard);
  int disagreements = 0, largest = 0;
  t0 = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < starts.size(); ++i) {
    int v = grundy.value(starts[i]);
    largest = std::max(largest, v);
    disagreements += (v == 0) != lost[i];
  }
  double values = since(t0);

  std::cout << fmt::format("{} starts of {} colors, at most {} chips; largest value {}; {} disagreements\n",
                           starts.size(), colors, maxN, largest, disagreements)
            << "| search | positions | seconds | positions/s |\n|---|---:|---:|---:|\n"
            << fmt::format("| win/loss (Solver, 1 thread) | {} | {:.2f} | {:.0f} |\n", solver.positionsExamined(),
                           winLoss, solver.positionsExamined() / winLoss)
            << fmt::format("| Grundy value (GrundySolver) | {} | {:.2f} | {:.0f} |\n", grundy.positionsExamined(),
                           values, grundy.positionsExamined() / values)
            << fmt::format("Grundy / win-loss: {:.1f}x the positions, {:.1f}x the time; peak memory {}\n",
                           double(grundy.positionsExamined()) / double(solver.positionsExamined()), values / winLoss,
                           formatBytes(RunGuard::peakResidentBytes()));
  return disagreements == 0 ? 0 : 1;
}
