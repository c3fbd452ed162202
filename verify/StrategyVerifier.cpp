// The verifier's run over all starts: order by total, fast pass, shortest counterexample and
// solver diagnosis for failing starts, and the merge of counts and coverage.
#include "StrategyVerifier.hpp"

#include <algorithm>
#include <chrono>
#include <numeric>
#include <stdexcept>

#include "core/Notation.hpp"
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
// The run with memo keys of W words (W holds every start's total).
template <int W>
Verification verifyWith(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                        RunGuard& guard) {
  auto begin = Clock::now();
  Verification v;
  v.strategy = strategy.name();
  DecisionMemo<W> memo;
  StrategyTree<W> tree(strategy, memo, guard, options.threads);
  ShortestLine<W> shortest(strategy, memo, guard);
  Solver solver(guard, {1, true});
  Tally total;
  std::vector<std::optional<StartVerdict>> done(starts.size());
  int memoTotal = -1;
  std::size_t finished = 0;
  if (options.progress) options.progress(0, starts.size());
  try {
    for (std::size_t i : explorationOrder(starts)) {
      const Start& s = starts[i];
      if (s.position.chips() != memoTotal) {
        memo.clear();
        shortest.clear();
        memoTotal = s.position.chips();
      }
      auto t0 = Clock::now();
      TreeResult r = tree.explore(s);
      StartVerdict verdict{s, r.wins, r.tally.positions(), std::nullopt, 0};
      if (!r.wins && options.counterexamples) {
        verdict.counterexample = shortest.find(s);
        diagnose(*verdict.counterexample, solver);
      }
      verdict.seconds = since(t0);
      total.add(r.tally);
      done[i] = std::move(verdict);
      if (options.progress) options.progress(++finished, starts.size());
    }
  } catch (const RunStopped& e) {
    v.stopReason = e.what();
  }
  for (auto& d : done)
    if (d) v.starts.push_back(std::move(*d));
  v.complete = v.stopReason.empty();
  v.positions = total.positions();
  v.fallbacks = total.fallbacks;
  v.searches = total.searches;
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
