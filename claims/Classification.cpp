// Parallel classification of the two-color starts, one unit of work per total n.
#include "Classification.hpp"

#include <algorithm>
#include <chrono>
#include <mutex>

#include "core/util/ParallelUnits.hpp"
#include "lemmas/Theorem41.hpp"

namespace babylon {

int Classification::disagreements() const {
  return static_cast<int>(
      std::count_if(starts.begin(), starts.end(), [](const StartResult& r) { return !r.agrees(); }));
}

std::uint64_t Classification::tableReplacements() const {
  std::uint64_t total = 0;
  for (const StartResult& r : starts) total += r.tableReplacements;
  return total;
}

std::uint64_t tableBudgetPerSolver(const RunGuard& guard, int solvers) {
  std::uint64_t used = RunGuard::residentBytes();
  std::uint64_t headroom = guard.maxMemory() > used ? guard.maxMemory() - used : 0;
  return std::max<std::uint64_t>(headroom / 2 / static_cast<std::uint64_t>(std::max(solvers, 1)), 1);
}

namespace {
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// All starts of total n, 1 <= p <= q.
void solveTotal(int n, const ClassifyOptions& options, RunGuard& guard, const std::function<void(StartResult)>& done) {
  SolverOptions solverOptions;
  solverOptions.threads = 1;
  solverOptions.shortcuts = options.shortcuts;
  solverOptions.tableBytes = options.tableBytes;
  Solver solver(guard, solverOptions);
  for (int p = 1; 2 * p <= n; ++p) {
    int q = n - p;
    auto start = Clock::now();
    std::uint64_t before = solver.positionsExamined();
    std::uint64_t replacedBefore = solver.tableReplacements();
    int chips[2] = {p, q};
    StartResult r;
    r.p = p;
    r.q = q;
    r.outcome = solver.outcome(Position::initial(chips));
    r.theorem = theorem41SecondPlayerWins(p, q) ? Outcome::P : Outcome::N;
    r.positions = solver.positionsExamined() - before;
    r.tableReplacements = solver.tableReplacements() - replacedBefore;
    r.seconds = since(start);
    done(r);
  }
}
}  // namespace

std::size_t classifiedStarts(int maxN) {
  std::size_t total = 0;
  for (int n = 2; n <= maxN; ++n) total += static_cast<std::size_t>(n / 2);
  return total;
}

Classification classify(const ClassifyOptions& options, RunGuard& guard,
                        const std::function<void(const StartResult&)>& onResult) {
  auto start = Clock::now();
  Classification c;
  c.maxN = options.maxN;
  ClassifyOptions sized = options;
  if (sized.tableBytes == 0) sized.tableBytes = tableBudgetPerSolver(guard, options.threads);
  c.tableBytesPerSolver = sized.tableBytes;
  std::mutex mutex;
  auto record = [&](StartResult r) {
    std::lock_guard lock(mutex);
    c.starts.push_back(r);
    if (onResult) onResult(r);
  };
  // One unit per total n = 2 .. maxN (or per total asked for), smallest first; a stop keeps
  // every start solved so far.
  std::vector<int> totals;
  if (options.totals)
    totals = *options.totals;
  else
    for (int n = 2; n <= options.maxN; ++n) totals.push_back(n);
  try {
    runUnits(totals.size(), options.threads, guard,
             [&](std::size_t i) { solveTotal(totals[i], sized, guard, record); });
  } catch (const RunStopped& e) {
    c.stopReason = e.what();
  }
  std::sort(c.starts.begin(), c.starts.end(), [](const StartResult& a, const StartResult& b) {
    return std::pair(a.p + a.q, a.p) < std::pair(b.p + b.q, b.p);
  });
  c.complete = c.stopReason.empty();
  c.seconds = since(start);
  c.peakMemory = RunGuard::peakResidentBytes();
  return c;
}

}  // namespace babylon
