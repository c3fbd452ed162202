// Checking claims instance by instance with the exact solver, in parallel units merged in order.
#include "ClaimCheck.hpp"

#include <algorithm>
#include <chrono>

#include "core/util/ParallelUnits.hpp"

namespace babylon {

int ClaimResult::sentenceDisagreements() const {
  int n = 0;
  for (const SentenceResult& s : sentences) n += static_cast<int>(s.disagreements.size());
  return n;
}

bool ClaimReport::allClaimsHold() const {
  return std::all_of(claims.begin(), claims.end(), [](const ClaimResult& c) { return c.holds(); });
}

bool ClaimReport::allChecksPass() const {
  return std::all_of(claims.begin(), claims.end(), [](const ClaimResult& c) { return c.allChecksPass(); });
}

namespace {

using Clock = std::chrono::steady_clock;

// Whether each instance is safe, solved in parallel.
std::vector<char> safety(const std::vector<Instance>& instances, Solver& solver, RunGuard& guard, int threads) {
  std::vector<char> out(instances.size());
  runUnits(instances.size(), threads, guard, [&](std::size_t i) {
    const Position& p = instances[i].position;
    out[i] = safe(p, solver.outcome(p));
  });
  return out;
}

void listFailures(ClaimResult& r, const std::vector<Instance>& instances, const std::vector<char>& isSafe,
                  const ClaimCheckOptions& options, Solver& solver) {
  for (std::size_t i = 0; i < instances.size(); ++i) {
    if (isSafe[i]) continue;
    if (r.failureCount++ < options.listCap)
      r.failures.push_back({instances[i], winningLine(instances[i].position, solver)});
  }
}

ExceptionResult tightness(const Claim& claim, const NamedCondition& e, const ClaimCheckOptions& options, Solver& solver,
                          RunGuard& guard) {
  std::vector<Instance> instances = exceptionalInstances(claim, e, options.maxN, &guard);
  std::vector<char> isSafe = safety(instances, solver, guard, options.threads);
  ExceptionResult r;
  r.exception = e;
  r.instances = static_cast<int>(instances.size());
  for (std::size_t i = 0; i < instances.size(); ++i) {
    if (!isSafe[i])
      ++r.unsafe;
    else if (static_cast<int>(r.safeAnyway.size()) < options.listCap)
      r.safeAnyway.push_back(instances[i]);
  }
  return r;
}

// Lines for the first listed problems whose successor is not safe (Alice's win).
void lineProblems(SuccessorChecks& checks, const ClaimCheckOptions& options, Solver& solver) {
  int listed = 0;
  for (SuccessorProblem& p : checks.problems)
    if (p.kind == SuccessorProblem::Kind::Unsafe && listed++ < options.listCap)
      p.line = winningLine(*p.successor, solver);
}

// Best play from where each listed disagreement shows the sentence wrong (whoever wins there).
void lineSentences(std::vector<SentenceResult>& sentences, const ClaimCheckOptions& options, Solver& solver) {
  for (SentenceResult& s : sentences)
    for (std::size_t i = 0; i < s.disagreements.size() && static_cast<int>(i) < options.listCap; ++i) {
      SentenceCounterexample& c = s.disagreements[i];
      c.shownSafe = safe(c.shown, solver.outcome(c.shown));
      c.line = winningLine(c.shown, solver);
    }
}

}  // namespace

ClaimResult checkClaim(const Claim& claim, const ClaimCheckOptions& options, Solver& solver, RunGuard& guard) {
  auto start = Clock::now();
  ClaimResult r;
  r.claim = claim;
  std::vector<Instance> instances = claimInstances(claim, options.maxN, &guard);
  r.instances = static_cast<int>(instances.size());
  listFailures(r, instances, safety(instances, solver, guard, options.threads), options, solver);
  for (const NamedCondition& e : claim.exceptions) r.exceptions.push_back(tightness(claim, e, options, solver, guard));
  if (claim.shape == ClaimShape::Family) {
    r.successors =
        checkSuccessors(successorEntries(options.table, claim.family), instances, solver, guard, options.threads);
    lineProblems(*r.successors, options, solver);
  }
  if (claim.shape == ClaimShape::LoneStackEven) r.sentences = checkLemma42Sentences(instances);
  if (claim.shape == ClaimShape::LoneStackOdd) {
    r.sentences = checkLemma43Sentences(claim, instances, guard, options.threads);
    lineSentences(r.sentences, options, solver);
  }
  if (claim.shape == ClaimShape::Family && claim.family == Family::Lemma45) {
    // (viii) speaks of every <2,2s;2u;2v>, the exception included.
    std::vector<Instance> shaped = instances;
    for (const NamedCondition& e : claim.exceptions)
      for (Instance& i : exceptionalInstances(claim, e, options.maxN, &guard)) shaped.push_back(std::move(i));
    r.sentences = checkLemma45Sentences(shaped, solver, guard, options.threads);
    lineSentences(r.sentences, options, solver);
  }
  r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return r;
}

ClaimReport checkClaims(const ClaimCheckOptions& options, RunGuard& guard,
                        const std::function<void(const ClaimResult&)>& onClaim) {
  auto start = Clock::now();
  ClaimReport report;
  report.maxN = options.maxN;
  report.listCap = options.listCap;
  Solver solver(guard, {1, true});
  for (std::size_t c = 0; c < options.claims.size(); ++c) {
    try {
      report.claims.push_back(checkClaim(options.claims[c], options, solver, guard));
      if (onClaim) onClaim(report.claims.back());
    } catch (const RunStopped& e) {
      report.complete = false;
      report.stopReason = e.what();
      for (std::size_t rest = c; rest < options.claims.size(); ++rest)
        report.unfinished.push_back(options.claims[rest].id);
      break;
    }
  }
  // The table size, not the positions examined: threads that race on one position both examine it,
  // but it is stored once, so the count is the same at any thread count.
  report.positions = solver.tableSize();
  report.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  report.peakMemory = RunGuard::peakResidentBytes();
  return report;
}

}  // namespace babylon
