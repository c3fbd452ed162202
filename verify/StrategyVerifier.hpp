// The strategy verifier: plays a strategy for one player (Bob, or Alice: Strategy::side()) from
// every start against every move of the other, to the end of every line, and reports per start
// whether the strategy's player always wins, with the shortest counterexample when not, and which
// of the strategy's cases fired how often.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "verify/Counterexample.hpp"
#include "verify/Starts.hpp"

namespace babylon {

struct VerifyOptions {
  int threads = 2;
  bool counterexamples = true;  // find the shortest counterexample of each failing start
  // The memo key's width in 64-bit words (DecisionMemo.hpp); 0 chooses the fewest that hold the
  // largest start. A wider one gives the same results (tests compare them).
  int keyWords = 0;
  // Called with (starts finished, starts) after each start, one call at a time, from any of the
  // run's threads.
  std::function<void(std::size_t done, std::size_t total)> progress = {};
  // Lines end early where this holds after the strategy's move (StrategyTree.hpp), counted in
  // Verification::stoppedAt as wins resting on the lemma named here; empty: full play. A failing
  // start's shortest counterexample is then found among the lines not cut (the memo holds the cut
  // positions as wins).
  std::function<bool(const Position&)> stopAt = {};
  std::string stopAtLemma = {};
};

struct StartVerdict {
  Start start;
  bool verified = false;
  // Decision nodes (the opponent's nodes and the strategy's turns) first explored for this start; nodes an
  // earlier start of the same total already explored are not counted again.
  std::uint64_t positions = 0;
  std::optional<Counterexample> counterexample;
  double seconds = 0;
};

struct Verification {
  std::string strategy;
  std::vector<StartVerdict> starts;  // in the order given; only finished starts
  bool complete = false;             // false when the guard stopped the run
  std::string stopReason;
  std::uint64_t positions = 0;
  std::uint64_t fallbacks = 0;  // the strategy's decisions whose justification has origin SolverFallback
  std::uint64_t searches = 0;   // the strategy's decisions that looked ahead over replies (Justification::search)
  // With VerifyOptions::stopAt: the lemma the lines were cut at, and the distinct positions (per
  // total) where a line ended because its hypothesis held; those lines rest on the lemma.
  std::string stopAtLemma = {};
  std::uint64_t stoppedAt = 0;
  double seconds = 0;
  std::uint64_t peakMemory = 0;
  std::map<std::string, std::uint64_t> coverage;  // caseId -> the strategy's decisions where it fired
  std::vector<CaseInfo> neverFired;               // cases() that never fired
  std::vector<std::string> undeclaredCases;       // fired, but not listed by cases()

  int verified() const;
  int counterexamples() const;
};

// Fills v.neverFired (declared cases absent from v.coverage) and v.undeclaredCases (cases that
// fired but were not declared) from v.coverage.
void listUncovered(Verification& v, const std::vector<CaseInfo>& declared);

// Verifies the strategy from every start (each of the strategy's side and, for Bob, with an even
// total; else std::invalid_argument). Each total's starts are explored in order with one memo
// (positions of different totals never meet); with several threads and several totals the
// totals are dealt out to the threads, largest first, else each start's tree is split over the
// threads. The memo's key width is chosen once from the largest total (keyWordsFor). The results
// do not depend on the number of threads, their timing or the key width. When the guard stops
// the run, the finished starts are kept and complete is false.
Verification verifyStrategy(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                            RunGuard& guard);

}  // namespace babylon
