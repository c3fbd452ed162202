// Parallel classification of the two-color starts, one unit of work per total n.
#include "Classification.hpp"

#include <algorithm>
#include <chrono>
#include <mutex>

#include "core/util/ParallelUnits.hpp"
#include "lemmas/Theorem41.hpp"

namespace babylon {

int Classification::disagreements() const {
  return static_cast<int>(std::count_if(starts.begin(), starts.end(), [](const StartResult& r) { return !r.agrees(); }));
}

namespace {
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// All starts of total n, 1 <= p <= q.
void solveTotal(int n, const ClassifyOptions& options, RunGuard& guard, const std::function<void(StartResult)>& done) {
  Solver solver(guard, {1, options.shortcuts});
  for (int p = 1; 2 * p <= n; ++p) {
    int q = n - p;
    auto start = Clock::now();
    std::uint64_t before = solver.positionsExamined();
    int chips[2] = {p, q};
    StartResult r;
    r.p = p;
    r.q = q;
    r.outcome = solver.outcome(Position::initial(chips));
    r.theorem = theorem41SecondPlayerWins(p, q) ? Outcome::P : Outcome::N;
    r.positions = solver.positionsExamined() - before;
    r.seconds = since(start);
    done(r);
  }
}
}  // namespace

Classification classify(const ClassifyOptions& options, RunGuard& guard,
                        const std::function<void(const StartResult&)>& onResult) {
  auto start = Clock::now();
  Classification c;
  c.maxN = options.maxN;
  std::mutex mutex;
  auto record = [&](StartResult r) {
    std::lock_guard lock(mutex);
    c.starts.push_back(r);
    if (onResult) onResult(r);
  };
  // One unit per total n = 2 .. maxN, smallest first; a stop keeps every start solved so far.
  std::size_t totals = options.maxN >= 2 ? static_cast<std::size_t>(options.maxN - 1) : 0;
  try {
    runUnits(totals, options.threads, guard,
             [&](std::size_t i) { solveTotal(static_cast<int>(i) + 2, options, guard, record); });
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
