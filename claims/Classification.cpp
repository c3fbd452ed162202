// Parallel classification of the two-color starts, one unit of work per total n.
#include "Classification.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

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
  std::atomic<int> nextN{2};
  auto record = [&](StartResult r) {
    std::lock_guard lock(mutex);
    c.starts.push_back(r);
    if (onResult) onResult(r);
  };
  auto work = [&] {
    try {
      for (int n; (n = nextN++) <= options.maxN;) solveTotal(n, options, guard, record);
    } catch (const RunStopped& e) {
      std::lock_guard lock(mutex);
      if (c.stopReason.empty()) c.stopReason = e.what();
      nextN = options.maxN + 1;
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < options.threads; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  std::sort(c.starts.begin(), c.starts.end(), [](const StartResult& a, const StartResult& b) {
    return std::pair(a.p + a.q, a.p) < std::pair(b.p + b.q, b.p);
  });
  c.complete = c.stopReason.empty();
  c.seconds = since(start);
  c.peakMemory = RunGuard::peakResidentBytes();
  return c;
}

}  // namespace babylon
