// Bob's strategy exactly as the paper states it: the openings, the even-hill strategy on target
// states, the hand-over at positions S, Lemmas 4.4 and 4.5 with their plans, and Lemmas 4.2/4.3
// to the end — executing the case tables in lemmas/, with completions where the paper says "easy".
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "Strategy.hpp"
#include "core/RunGuard.hpp"
#include "lemmas/KeepAliveRules.hpp"

namespace babylon {

struct PaperStrategyOptions {
  // The case table executed; the paper's (caseTable()) unless a variant is being tested.
  std::vector<CaseEntry> table = caseTable();
  // false: the literal paper — repair entries are skipped, so the paper's own moves are played
  // even where the verifier has found them losing.
  bool repairs = true;
  // Keep-alive rules (ids as in keepAliveCases()) left out, for variants.
  std::set<std::string> disabledRules = {};
  // Bob's end-game rules K0-K4 and K5's named moves: lemmas/'s by default; the rule mutants
  // (proofs/RuleMutants) pass changed ones.
  KeepAliveRuleSet keepAlive = {};
  // The run's guard, so that the last-resort solver stops with the run (memory limit, Ctrl-C);
  // null: a guard of the strategy's own with the default memory limit.
  RunGuard* guard = nullptr;
};

std::unique_ptr<Strategy> makePaperStrategy(PaperStrategyOptions options = {});

}  // namespace babylon
