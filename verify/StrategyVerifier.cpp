// The verifier's run over all starts: order by total, fast pass, shortest counterexample and
// solver diagnosis for failing starts, and the merge of counts and coverage.
#include "StrategyVerifier.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <memory>
#include <mutex>
#include <stdexcept>

#include "core/Notation.hpp"
#include "core/util/ParallelUnits.hpp"
#include "verify/ShortestLine.hpp"
#include "verify/StrategyTree.hpp"

namespace babylon {

int Verification::verified() const {
  return static_cast<int>(
      std::count_if(starts.begin(), starts.end(), [](const StartVerdict& v) { return v.verified; }));
}

int Verification::counterexamples() const {
  return static_cast<int>(
      std::count_if(starts.begin(), starts.end(), [](const StartVerdict& v) { return v.counterexample.has_value(); }));
}

namespace {
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

void checkStart(const Start& s, Side side) {
  if (s.side != side)
    throw std::invalid_argument("start " + formatPosition(s.position) + " is a start of " + sideName(s.side) +
                                "'s strategies, not of " + sideName(side) + "'s");
  // Bob's families all have 2m chips; Alice's starts include odd totals.
  if (side == Side::Bob && s.position.chips() % 2 != 0)
    throw std::invalid_argument("start " + formatPosition(s.position) + " has an odd number of chips");
}

// The order of exploration: by total, then as given.
std::vector<std::size_t> explorationOrder(const std::vector<Start>& starts) {
  std::vector<std::size_t> order(starts.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return starts[a].position.chips() < starts[b].position.chips();
  });
  return order;
}

void summariseCoverage(const Strategy& strategy, const Tally& tally, Verification& v) {
  for (const auto& [id, count] : tally.coverage) v.coverage[id] = count;
  listUncovered(v, strategy.cases());
}
}  // namespace

void listUncovered(Verification& v, const std::vector<CaseInfo>& declared) {
  v.neverFired.clear();
  v.undeclaredCases.clear();
  for (const CaseInfo& c : declared)
    if (!v.coverage.count(c.id)) v.neverFired.push_back(c);
  for (const auto& entry : v.coverage) {
    const std::string& id = entry.first;  // a named variable: clang 14 cannot capture a structured binding
    if (std::none_of(declared.begin(), declared.end(), [&](const CaseInfo& c) { return c.id == id; }))
      v.undeclaredCases.push_back(id);
  }
}

namespace {
// One total's starts, in exploration order (as given), with their indices into the starts.
std::vector<std::vector<std::size_t>> groupsByTotal(const std::vector<Start>& starts) {
  std::vector<std::vector<std::size_t>> groups;
  int total = -1;
  for (std::size_t i : explorationOrder(starts)) {
    if (starts[i].position.chips() != total) groups.emplace_back(), total = starts[i].position.chips();
    groups.back().push_back(i);
  }
  return groups;
}

// What one thread needs to verify the starts of one total after another: positions of different
// totals never meet, so each total gets a fresh memo, and threads working on different totals
// share nothing. The strategy is shared (its decisions are const and thread-safe).
template <int W>
struct TotalWorker {
  TotalWorker(const Strategy& strategy, RunGuard& runGuard, int treeThreads, const StopAt& stopAt)
      : guard(runGuard),
        tree(strategy, memo, guard, treeThreads, 32, stopAt),
        shortest(strategy, memo, guard),
        solver(guard, {1, true}) {}
  RunGuard& guard;
  std::uint32_t startsSinceCheck = 0;
  DecisionMemo<W> memo;
  StrategyTree<W> tree;
  ShortestLine<W> shortest;
  Solver solver;
  Tally tally;

  // The starts of one total, in order, each counted with the nodes it is the first to reach.
  template <typename Done>
  void verifyTotal(const std::vector<Start>& starts, const std::vector<std::size_t>& group, bool counterexamples,
                   const Done& finish) {
    memo.clear();
    shortest.clear();
    guard.check();  // at every total, and every 64 starts: a thread's polls alone (one per 16384
                    // nodes) may never come in a run of many small starts
    for (std::size_t i : group) {
      if ((++startsSinceCheck & 63) == 0) guard.check();
      const Start& s = starts[i];
      auto t0 = Clock::now();
      TreeResult r = tree.explore(s);
      StartVerdict verdict{s, r.wins, r.tally.positions(), std::nullopt, 0};
      if (!r.wins && counterexamples) {
        verdict.counterexample = shortest.find(s);
        diagnose(*verdict.counterexample, solver);
      }
      verdict.seconds = since(t0);
      tally.add(r.tally);
      finish(i, std::move(verdict));
    }
  }
};

// The run with memo keys of W words (W holds every start's total). With several totals and
// several threads, the totals are dealt out to the threads, largest first (each a thread's own,
// explored on that thread alone); with one total, or one thread, the totals run one after another
// and each start's tree is split over the threads. Either way each start's verdict and counts
// are the same: a total's starts are always explored in order with a memo of their own.
template <int W>
Verification verifyWith(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                        RunGuard& guard) {
  auto begin = Clock::now();
  Verification v;
  v.strategy = strategy.name();
  std::vector<std::vector<std::size_t>> groups = groupsByTotal(starts);
  bool acrossTotals = options.threads > 1 && groups.size() > 1;
  // A finished start's verdict on the heap, by index: the slots of the starts not yet finished
  // (or never, when the guard stops the run) hold a null pointer, not an empty verdict.
  std::vector<std::unique_ptr<StartVerdict>> done(starts.size());
  std::mutex doneMutex;
  std::size_t finished = 0;
  auto finish = [&](std::size_t i, StartVerdict&& verdict) {
    std::lock_guard lock(doneMutex);
    done[i] = std::make_unique<StartVerdict>(std::move(verdict));
    ++finished;
    if (options.progress) options.progress(finished, starts.size());
  };
  // Every thread's worker, kept to the end for its tally (also of a run the guard stopped).
  std::vector<std::unique_ptr<TotalWorker<W>>> workers;
  std::mutex workersMutex;
  auto makeWorker = [&](int treeThreads) {
    std::lock_guard lock(workersMutex);
    workers.push_back(std::make_unique<TotalWorker<W>>(strategy, guard, treeThreads, options.stopAt));
    return workers.back().get();
  };
  if (options.progress) options.progress(0, starts.size());
  try {
    if (acrossTotals) {
      runUnitsWith(
          groups.size(), options.threads, guard, [&] { return makeWorker(1); },
          [&](TotalWorker<W>* w, std::size_t unit) {
            w->verifyTotal(starts, groups[groups.size() - 1 - unit], options.counterexamples, finish);  // largest first
          });
    } else {
      TotalWorker<W>* w = makeWorker(options.threads);
      for (const auto& group : groups) w->verifyTotal(starts, group, options.counterexamples, finish);
    }
  } catch (const RunStopped& e) {
    v.stopReason = e.what();
  }
  Tally total;
  for (const auto& w : workers) total.add(w->tally);
  // Each verdict is moved out and freed in turn, so the verdicts are held once, not twice.
  v.starts.reserve(finished);
  for (auto& d : done)
    if (d) {
      v.starts.push_back(std::move(*d));
      d.reset();
    }
  v.complete = v.stopReason.empty();
  v.positions = total.positions();
  v.fallbacks = total.fallbacks;
  v.searches = total.searches;
  v.stoppedAt = total.stoppedAt;
  if (options.stopAt) v.stopAtLemma = options.stopAtLemma;
  summariseCoverage(strategy, total, v);
  v.seconds = since(begin);
  v.peakMemory = RunGuard::peakResidentBytes();
  return v;
}
}  // namespace

Verification verifyStrategy(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                            RunGuard& guard) {
  int largest = 0;
  for (const Start& s : starts) {
    checkStart(s, strategy.side());
    largest = std::max(largest, s.position.chips());
  }
  int words = keyWordsFor(largest);
  if (options.keyWords != 0) {
    if (options.keyWords < words || options.keyWords > kMaxKeyWords)
      throw std::invalid_argument("memo keys of " + std::to_string(options.keyWords) + " words cannot hold starts of " +
                                  std::to_string(largest) + " chips");
    words = options.keyWords;
  }
  return withKeyWords(words, [&](auto w) { return verifyWith<decltype(w)::value>(strategy, starts, options, guard); });
}

}  // namespace babylon
