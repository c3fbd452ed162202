// lemmas over the ranks: the claims dealt out, the claim results merged in the order asked.
#include <chrono>

#include "distributed/ClaimsCodec.hpp"
#include "distributed/SpreadCommands.hpp"

namespace babylon::distributed {

using nlohmann::json;

ClaimReport spreadLemmas(SpreadRuns& runs, const ClaimCheckOptions& options, RunGuard& command) {
  auto begin = std::chrono::steady_clock::now();
  ClaimCheckOptions share = options;
  share.claims.clear();
  std::vector<std::size_t> mine;
  for (std::size_t i = 0; i < options.claims.size(); ++i)
    if (runs.owns(i)) {
      mine.push_back(i);
      share.claims.push_back(options.claims[i]);
    }
  std::vector<RankReport> reports = runs.run(command, [&](RunGuard& guard) {
    ClaimReport report = checkClaims(share, guard);
    // A stopped check keeps the claims it finished, the first of those asked.
    json claims = json::array();
    for (std::size_t k = 0; k < report.claims.size(); ++k)
      claims.push_back({mine[k], encodeClaimResult(report.claims[k])});
    return ShareResult{{{"claims", claims}, {"positions", report.positions}}, report.complete, report.stopReason};
  });
  ClaimReport merged;
  if (runs.rank() != 0) return merged;
  merged.maxN = options.maxN;
  merged.listCap = options.listCap;
  std::vector<std::optional<ClaimResult>> results(options.claims.size());
  for (const RankReport& r : reports) {
    for (const json& c : r.result.at("claims")) {
      auto i = c.at(0).get<std::size_t>();
      results[i] = decodeClaimResult(c.at(1), options.claims[i]);
    }
    merged.positions += r.result.at("positions").get<std::uint64_t>();
  }
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (results[i])
      merged.claims.push_back(std::move(*results[i]));
    else
      merged.unfinished.push_back(options.claims[i].id);
  }
  std::tie(merged.complete, merged.stopReason) = mergedStop(reports);
  merged.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  merged.peakMemory = largestPeak(reports);
  return merged;
}

}  // namespace babylon::distributed
