// classify over the ranks: the totals n dealt out, the start results merged in (n, p) order.
#include <algorithm>
#include <chrono>

#include "distributed/ClaimsCodec.hpp"
#include "distributed/SpreadCommands.hpp"

namespace babylon::distributed {

Classification spreadClassify(SpreadRuns& runs, const ClassifyOptions& options, RunGuard& command) {
  auto begin = std::chrono::steady_clock::now();
  std::vector<int> totals;
  if (options.totals)
    totals = *options.totals;
  else
    for (int n = 2; n <= options.maxN; ++n) totals.push_back(n);
  ClassifyOptions share = options;
  share.totals.emplace();
  for (std::size_t i = 0; i < totals.size(); ++i)
    if (runs.owns(i)) share.totals->push_back(totals[i]);
  std::vector<RankReport> reports = runs.run(command, [&](RunGuard& guard) {
    Classification c = classify(share, guard);
    nlohmann::json starts = nlohmann::json::array();
    for (const StartResult& r : c.starts) starts.push_back(encodeStartResult(r));
    return ShareResult{
        {{"starts", starts}, {"table_bytes_per_solver", c.tableBytesPerSolver}}, c.complete, c.stopReason};
  });
  Classification merged;
  if (runs.rank() != 0) return merged;
  merged.maxN = options.maxN;
  for (const RankReport& r : reports) {
    for (const nlohmann::json& s : r.result.at("starts")) merged.starts.push_back(decodeStartResult(s));
    merged.tableBytesPerSolver =
        std::max(merged.tableBytesPerSolver, r.result.at("table_bytes_per_solver").get<std::uint64_t>());
  }
  std::sort(merged.starts.begin(), merged.starts.end(), [](const StartResult& a, const StartResult& b) {
    return std::pair(a.p + a.q, a.p) < std::pair(b.p + b.q, b.p);
  });
  std::tie(merged.complete, merged.stopReason) = mergedStop(reports);
  merged.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  merged.peakMemory = largestPeak(reports);
  return merged;
}

}  // namespace babylon::distributed
