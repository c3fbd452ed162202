// Parallel proving and the replay of counter-models by the strategy verifier.
#include "ProofRun.hpp"

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>

#include "core/Notation.hpp"
#include "core/util/ParallelUnits.hpp"
#include "lemmas/Families.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

namespace {

InstanceCheck playCounterModel(const ProofResult& r, const Strategy& strategy, RunGuard& guard) {
  InstanceCheck check;
  Family f = *r.obligation.family;
  auto kind = startOfFamily(f);
  auto position = instantiate(familyShape(f), r.counterModel);
  if (!kind || !position) {
    check.note = "the counter-model is no position of the family";
    return check;
  }
  check.position = formatPosition(*position);
  check.kind = startKindName(*kind);
  if (position->chips() % 2 != 0 || position->chips() > kMaxInstanceChips) {
    check.note = "the instance has an odd total or more than " + std::to_string(kMaxInstanceChips) + " chips";
    return check;
  }
  Verification v = verifyStrategy(strategy, {Start{*position, *kind, {}}}, {1, true}, guard);
  check.verified = v.verified() == 1;
  if (!v.starts.empty() && v.starts[0].counterexample)
    check.counterexampleLength = static_cast<int>(v.starts[0].counterexample->steps.size());
  return check;
}

}  // namespace

ProofRun proveObligations(const std::vector<Obligation>& obligations, const ProverOptions& options, int threads,
                          const Strategy& strategy, RunGuard& guard,
                          const std::function<void(std::size_t, std::size_t)>& progress) {
  auto start = std::chrono::steady_clock::now();
  ProofRun run;
  run.records.resize(obligations.size());
  // An obligation whose assumption and claim are those of an earlier one (expressions are
  // interned: the same structure is the same node) is the same query: proved once, by both solvers.
  std::vector<std::size_t> asked, firstAsking(obligations.size());
  std::map<std::pair<const void*, const void*>, std::size_t> byQuery;
  for (std::size_t i = 0; i < obligations.size(); ++i) {
    auto [it, fresh] = byQuery.try_emplace({obligations[i].assumption.id(), obligations[i].claim.id()}, i);
    firstAsking[i] = it->second;
    if (fresh) asked.push_back(i);
  }
  std::atomic<std::size_t> done{0};
  std::mutex progressMutex;
  runUnits(asked.size(), threads, guard, [&](std::size_t k) {
    guard.check();  // one obligation can take a solver's timeout: poll before each
    std::size_t i = asked[k];
    run.records[i].result = prove(obligations[i], options);
    std::lock_guard lock(progressMutex);
    if (progress) progress(++done, asked.size());
  });
  for (std::size_t i = 0; i < obligations.size(); ++i)
    if (firstAsking[i] != i) {
      run.records[i].result = sameQuery(run.records[firstAsking[i]].result, obligations[i], options);
      ++run.sameQuery;
    }
  for (ProofRecord& record : run.records) {
    const ProofResult& r = record.result;
    switch (r.status) {
      case ProofStatus::Proved: ++run.proved; break;
      case ProofStatus::Refuted: ++run.refuted; break;
      case ProofStatus::Unknown: ++run.unknown; break;
    }
    if (r.disagreement) ++run.disagreements;
    if (r.recheckFailed) ++run.recheckFailures;
    if (r.status == ProofStatus::Refuted && r.obligation.family) record.instance = playCounterModel(r, strategy, guard);
  }
  run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return run;
}

ProofRun proveAll(const ProverOptions& options, int threads, const Strategy& strategy, RunGuard& guard,
                  const std::function<void(std::size_t, std::size_t)>& progress, const std::vector<CaseEntry>& table) {
  return proveObligations(allObligations(table), options, threads, strategy, guard, progress);
}

}  // namespace babylon
