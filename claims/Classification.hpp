// Classifies every two-color start <p,q;;> with the exact solver and compares with Theorem 4.1.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "core/RunGuard.hpp"
#include "core/Solver.hpp"

namespace babylon {

struct StartResult {
  int p = 0, q = 0;
  Outcome outcome = Outcome::N;
  Outcome theorem = Outcome::N;  // what Theorem 4.1 predicts
  std::uint64_t positions = 0;
  std::uint64_t tableReplacements = 0;  // entries the full table replaced while solving it
  double seconds = 0;
  bool agrees() const { return outcome == theorem; }
};

struct Classification {
  int maxN = 0;
  std::vector<StartResult> starts;  // sorted by (p+q, p); only finished starts
  bool complete = false;            // false when the run was stopped early
  std::string stopReason;
  double seconds = 0;
  std::uint64_t peakMemory = 0;
  std::uint64_t tableBytesPerSolver = 0;  // the budget each concurrent solver's table had
  int disagreements() const;
  std::uint64_t tableReplacements() const;
};

struct ClassifyOptions {
  int maxN = 20;
  int threads = 2;
  bool shortcuts = true;
  // Each concurrent solver's table budget; 0 for tableBudgetPerSolver(guard, threads).
  std::uint64_t tableBytes = 0;
  // The totals n to solve, each one unit of work, in increasing order; none given: every n from 2
  // to maxN. A run spread over MPI ranks (distributed/) gives each rank its share of the totals.
  std::optional<std::vector<int>> totals = std::nullopt;
};

// Half of the memory the guard's limit leaves above what the process uses now, shared equally
// by `solvers` concurrent solvers (the other half is for everything else the run allocates):
// the tables then fill what the limit allows and replace entries beyond it, so a run never
// stops for lack of table space.
std::uint64_t tableBudgetPerSolver(const RunGuard& guard, int solvers);

// Solves the starts with one private solver per total n; the n are dealt to the threads in
// increasing order (a run stopped early keeps every smaller total it finished; the work per n
// grows about 1.25-fold, so the two largest totals still end close together). Results merge
// in a deterministic order.
// Stops cleanly (complete = false) when the guard stops the run; finished starts are kept.
// The number of starts classify examines up to maxN: n/2 of each total n from 2 (1 <= p <= q).
std::size_t classifiedStarts(int maxN);

Classification classify(const ClassifyOptions& options, RunGuard& guard,
                        const std::function<void(const StartResult&)>& onResult = {});

}  // namespace babylon
