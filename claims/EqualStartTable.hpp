// The winner of every start with c colors of k chips each, for c and k in given ranges: the
// colors x chips-per-color grid in which published tables of Babylon are given.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "core/Solver.hpp"

namespace babylon {

struct TableCell {
  // Solved: the outcome is exact. OverTime / OverMemory: the cell's search passed the budget
  // and was stopped, its outcome unknown. Skipped: not tried, because a cell of the same colors
  // with fewer chips per color was already over a budget. Interrupted: the run was stopped
  // (Ctrl-C) before the cell ended.
  enum class Status { Solved, OverTime, OverMemory, Skipped, Interrupted };
  int colors = 0;
  int perColor = 0;
  Status status = Status::Interrupted;
  Outcome outcome = Outcome::N;  // only when Solved
  std::uint64_t positions = 0;   // positions examined, until the end or the stop
  std::uint64_t tableReplacements = 0;
  double seconds = 0;
};

std::string statusName(TableCell::Status s);

struct TableOptions {
  int colorsLow = 1, colorsHigh = 1;
  int perColorLow = 1, perColorHigh = 1;
  double timeBudgetSeconds = 60;  // per cell
  int threads = 2;
};

struct EqualStartTable {
  TableOptions options;
  std::vector<TableCell> cells;  // by colors, then chips per color
  bool complete = false;         // false when the run was interrupted
  double seconds = 0;
  std::uint64_t peakMemory = 0;
  std::uint64_t tableBytesPerSolver = 0;
  const TableCell& cell(int colors, int perColor) const;
};

// Solves the cells, smallest total first, one cell per thread at a time, each with its own
// solver and its own deadline. A cell over its time budget or over the guard's memory limit is
// marked so, never guessed. Throws nothing for a budget; an interrupted run returns with
// complete = false and its unfinished cells marked Interrupted.
EqualStartTable solveEqualStarts(const TableOptions& options, RunGuard& guard);

}  // namespace babylon
