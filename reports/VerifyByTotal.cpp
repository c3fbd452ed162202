// Splits the starts by total, verifies each group, and merges the results in increasing total.
#include "VerifyByTotal.hpp"

#include <algorithm>
#include <map>

namespace babylon::report {

void mergeVerification(Verification& whole, Verification part, const std::vector<CaseInfo>& declared) {
  whole.strategy = part.strategy;
  for (StartVerdict& s : part.starts) whole.starts.push_back(std::move(s));
  whole.positions += part.positions;
  whole.fallbacks += part.fallbacks;
  whole.seconds += part.seconds;
  whole.peakMemory = std::max(whole.peakMemory, part.peakMemory);
  for (const auto& [id, count] : part.coverage) whole.coverage[id] += count;
  if (!part.complete && whole.stopReason.empty()) whole.stopReason = part.stopReason;
  whole.complete = whole.complete && part.complete;
  listUncovered(whole, declared);
}

Verification verifyByTotal(const Strategy& strategy, const std::vector<Start>& starts, const VerifyOptions& options,
                           RunGuard& guard, const std::function<void(std::size_t, std::size_t)>& progress) {
  std::map<int, std::vector<Start>> byTotal;
  for (const Start& s : starts) byTotal[s.position.chips()].push_back(s);
  std::vector<CaseInfo> declared = strategy.cases();
  Verification whole;
  whole.strategy = strategy.name();
  whole.complete = true;
  for (const CaseInfo& c : declared) whole.neverFired.push_back(c);
  std::size_t done = 0;
  if (progress) progress(0, starts.size());
  for (const auto& [total, group] : byTotal) {
    if (guard.stopRequested()) {
      whole.complete = false;
      whole.stopReason = "interrupted";
      break;
    }
    mergeVerification(whole, verifyStrategy(strategy, group, options, guard), declared);
    done += group.size();
    if (progress) progress(done, starts.size());
    if (!whole.complete) break;
  }
  return whole;
}

}  // namespace babylon::report
