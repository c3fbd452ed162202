// The view of `babylon verify`: its JSON (whose coverage part is also report.json's) and its text,
// the per-family table, the coverage, the counterexamples as game records and the one-line verdict.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "strategies/Strategy.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon::report {

// What the run was asked for, as the command line said it.
struct VerifyRequest {
  Side side = Side::Bob;  // whose strategy was verified
  int maxN = 0;
  std::string from;       // initial, target, lemmas or all
  bool coverage = false;  // the text shows the per-case table
};

// {"cases": [{case, rule, origin, count}], "never_fired": [...], "undeclared": [...]}
nlohmann::json coverageJson(const std::vector<CaseInfo>& cases, const Verification& v);
// The run's counts: starts, verified, counterexamples, positions, fallbacks, search_decisions,
// seconds, peak_memory_bytes (verify --json's "totals"; report.json's verify section has them at
// its top level).
nlohmann::json verifyTotalsJson(const Verification& v);
// The data of `verify --json` (CommandJson adds the common keys). Without `withStarts`, "starts"
// is an empty array: the caller writes each start's object (startJson) as it goes, since a
// document of millions of starts would take several times the run's own memory.
nlohmann::json verifyJson(const VerifyRequest& request, const std::vector<CaseInfo>& cases, const Verification& v,
                          bool withStarts = true);
// One start's object in `verify --json`'s "starts".
nlohmann::json startJson(const StartVerdict& v);
// The text of `verify`, its verdict line last so that `| tail -1` gives it.
void printVerification(std::ostream& out, const VerifyRequest& request, const std::vector<CaseInfo>& cases,
                       const Verification& v);
std::string verifyVerdictLine(const VerifyRequest& request, const Verification& v);

}  // namespace babylon::report
