// classify, verify and lemmas spread over the ranks: each splits its work into the units the
// single-process run has (a total n for classify and verify, a claim for lemmas), runs its share,
// and rank 0 merges the ranks' results in unit order into what a single-process run returns.
#pragma once

#include <memory>

#include "cli/Spread.hpp"
#include "distributed/SpreadRuns.hpp"

namespace babylon::distributed {

// Every unit of one total n: the starts of a total share the verifier's memo and the classifier's
// solver, so their counts are the same on any rank only if they stay together.
Classification spreadClassify(SpreadRuns& runs, const ClassifyOptions& options, RunGuard& command);
Verification spreadVerify(SpreadRuns& runs, const Strategy& strategy, const std::vector<Start>& starts,
                          const VerifyOptions& options, RunGuard& command);
// One unit per claim. The solver's table is not shared between ranks, so the report's positions
// (the table's size) are the sum of the ranks' tables: positions two ranks both stored count twice.
ClaimReport spreadLemmas(SpreadRuns& runs, const ClaimCheckOptions& options, RunGuard& command);

// The three as the commands' Spread (cli/Spread.hpp); only rank 0 prints.
cli::Spread mpiSpread(const std::shared_ptr<SpreadRuns>& runs);

}  // namespace babylon::distributed
