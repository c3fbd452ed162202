// Independent units of work spread over threads: unit i is run exactly once by some thread, each
// writes only its own result slot, so merging in index order is deterministic whatever the timing.
// The guard is checked between units too: units that each solve only a few new positions never
// reach the solver's own memory check (once per 16384 positions of one search). A stop request
// is seen before every unit, the memory once in 256 units.
#pragma once

#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

#include "core/RunGuard.hpp"

namespace babylon {

// Runs unit(state, i) for i in [0, count) on `threads` threads, handing out indices in increasing
// order; each thread first makes its own state with makeState() (a solver, a strategy with its
// caches) and passes it to every unit it runs. The first exception (RunStopped when the guard stops
// the run) stops the other threads after their current unit and is rethrown here once all have
// finished; units never started are left as they were.
template <typename MakeState, typename Unit>
void runUnitsWith(std::size_t count, int threads, RunGuard& guard, MakeState&& makeState, Unit&& unit) {
  std::atomic<std::size_t> cursor{0};
  std::exception_ptr failure;
  std::mutex failureMutex;
  auto work = [&] {
    try {
      auto state = makeState();
      std::uint32_t done = 0;
      for (std::size_t i; (i = cursor++) < count;) {
        guard.checkStop();
        if ((++done & 0xff) == 0) guard.check();
        unit(state, i);
      }
    } catch (...) {
      std::lock_guard lock(failureMutex);
      if (!failure) failure = std::current_exception();
      cursor = count;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
}

// The same with no per-thread state: unit(i).
template <typename Unit>
void runUnits(std::size_t count, int threads, RunGuard& guard, Unit&& unit) {
  runUnitsWith(
      count, threads, guard, [] { return 0; }, [&](int, std::size_t i) { unit(i); });
}

}  // namespace babylon
