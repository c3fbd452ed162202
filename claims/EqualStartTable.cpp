// Solving the colors x chips-per-color grid of equal starts, each cell within its own budget.
#include "EqualStartTable.hpp"

#include <algorithm>
#include <chrono>
#include <mutex>
#include <numeric>

#include "Classification.hpp"
#include "core/util/ParallelUnits.hpp"

namespace babylon {

std::string statusName(TableCell::Status s) {
  switch (s) {
    case TableCell::Status::Solved: return "solved";
    case TableCell::Status::OverTime: return "over time budget";
    case TableCell::Status::OverMemory: return "over memory limit";
    case TableCell::Status::Skipped: return "skipped";
    case TableCell::Status::Interrupted: return "interrupted";
  }
  return "?";
}

const TableCell& EqualStartTable::cell(int colors, int perColor) const {
  int width = options.perColorHigh - options.perColorLow + 1;
  return cells.at(static_cast<std::size_t>((colors - options.colorsLow) * width + perColor - options.perColorLow));
}

namespace {
using Clock = std::chrono::steady_clock;

// Solves one cell under its own guard: the run's memory limit, the run's stop request, and the
// cell's deadline.
void solveCell(TableCell& cell, const TableOptions& options, std::uint64_t tableBytes, RunGuard& runGuard) {
  auto start = Clock::now();
  auto budget = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(options.timeBudgetSeconds));
  RunGuard guard(runGuard.maxMemory(), &runGuard, start + budget);
  SolverOptions solverOptions;
  solverOptions.threads = 1;
  solverOptions.tableBytes = tableBytes;
  Solver solver(guard, solverOptions);
  std::vector<int> chips(static_cast<std::size_t>(cell.colors), cell.perColor);
  try {
    cell.outcome = solver.outcome(Position::initial(chips));
    cell.status = TableCell::Status::Solved;
  } catch (const RunStopped& e) {
    cell.status = e.reason == RunStopped::Reason::TimeLimit     ? TableCell::Status::OverTime
                  : e.reason == RunStopped::Reason::MemoryLimit ? TableCell::Status::OverMemory
                                                                : TableCell::Status::Interrupted;
  }
  cell.positions = solver.positionsExamined();
  cell.tableReplacements = solver.tableReplacements();
  cell.seconds = std::chrono::duration<double>(Clock::now() - start).count();
}
}  // namespace

EqualStartTable solveEqualStarts(const TableOptions& options, RunGuard& guard) {
  auto start = Clock::now();
  EqualStartTable t;
  t.options = options;
  for (int c = options.colorsLow; c <= options.colorsHigh; ++c)
    for (int k = options.perColorLow; k <= options.perColorHigh; ++k) t.cells.push_back({c, k});
  // Smallest totals first: a row's cells are tried in increasing size, so that one over budget
  // can spare the larger ones of its row.
  std::vector<std::size_t> order(t.cells.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return t.cells[a].colors * t.cells[a].perColor < t.cells[b].colors * t.cells[b].perColor;
  });
  int threads = std::max(1, std::min<int>(options.threads, static_cast<int>(t.cells.size())));
  t.tableBytesPerSolver = tableBudgetPerSolver(guard, threads);
  std::mutex mutex;
  std::vector<int> overBudgetFrom(static_cast<std::size_t>(options.colorsHigh + 1), options.perColorHigh + 1);
  auto unit = [&](std::size_t i) {
    TableCell& cell = t.cells[order[i]];
    {
      std::lock_guard lock(mutex);
      if (guard.stopRequested()) return;  // left Interrupted
      if (cell.perColor > overBudgetFrom[static_cast<std::size_t>(cell.colors)]) {
        cell.status = TableCell::Status::Skipped;
        return;
      }
    }
    solveCell(cell, options, t.tableBytesPerSolver, guard);
    if (cell.status == TableCell::Status::OverTime || cell.status == TableCell::Status::OverMemory) {
      std::lock_guard lock(mutex);
      int& from = overBudgetFrom[static_cast<std::size_t>(cell.colors)];
      from = std::min(from, cell.perColor);
    }
  };
  try {
    runUnits(t.cells.size(), threads, guard, unit);
  } catch (const RunStopped&) {
    // Only the run's own stop reaches here (a cell's budgets are caught in the cell); the cells
    // not finished stay marked Interrupted.
  }
  t.complete = !guard.stopRequested() && std::none_of(t.cells.begin(), t.cells.end(), [](const TableCell& c) {
    return c.status == TableCell::Status::Interrupted;
  });
  t.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  t.peakMemory = RunGuard::peakResidentBytes();
  return t;
}

}  // namespace babylon
