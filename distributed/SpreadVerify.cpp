// verify over the ranks: the totals dealt out (the starts of one total share a memo), the
// verdicts put back in the order of the starts, counts and coverage summed.
#include <algorithm>
#include <chrono>
#include <set>
#include <stdexcept>

#include "distributed/SpreadCommands.hpp"
#include "distributed/VerifyCodec.hpp"

namespace babylon::distributed {

using nlohmann::json;

namespace {
bool sameStart(const Start& a, const Start& b) {
  return a.position == b.position && a.kind == b.kind && a.params == b.params && a.side == b.side;
}

// The share's verdicts, each with the index of its start among all starts. The verifier keeps
// only finished starts, in the order given: a subsequence of `mine`.
json encodeShare(const Verification& v, const std::vector<Start>& starts, const std::vector<std::size_t>& mine) {
  json verdicts = json::array();
  std::size_t next = 0;
  for (const StartVerdict& s : v.starts) {
    while (next < mine.size() && !sameStart(starts[mine[next]], s.start)) ++next;
    if (next == mine.size()) throw std::logic_error("a verdict for a start this rank was not given");
    verdicts.push_back({mine[next++], s.verified, s.positions, s.seconds,
                        s.counterexample ? encodeCounterexample(*s.counterexample) : json(nullptr)});
  }
  return {{"verdicts", verdicts},   {"positions", v.positions},  {"fallbacks", v.fallbacks},
          {"searches", v.searches}, {"stopped_at", v.stoppedAt}, {"coverage", v.coverage}};
}
}  // namespace

Verification spreadVerify(SpreadRuns& runs, const Strategy& strategy, const std::vector<Start>& starts,
                          const VerifyOptions& options, RunGuard& command) {
  auto begin = std::chrono::steady_clock::now();
  std::set<int> totalSet;
  for (const Start& s : starts) totalSet.insert(s.position.chips());
  std::vector<int> totals(totalSet.begin(), totalSet.end());
  std::vector<std::size_t> mine;
  std::vector<Start> share;
  for (std::size_t i = 0; i < starts.size(); ++i) {
    auto unit = static_cast<std::size_t>(std::lower_bound(totals.begin(), totals.end(), starts[i].position.chips()) -
                                         totals.begin());
    if (!runs.owns(unit)) continue;
    mine.push_back(i);
    share.push_back(starts[i]);
  }
  std::vector<RankReport> reports = runs.run(command, [&](RunGuard& guard) {
    Verification v = verifyStrategy(strategy, share, options, guard);
    return ShareResult{encodeShare(v, starts, mine), v.complete, v.stopReason};
  });
  Verification merged;
  merged.strategy = strategy.name();
  if (options.stopAt) merged.stopAtLemma = options.stopAtLemma;
  if (runs.rank() != 0) return merged;
  std::vector<std::optional<StartVerdict>> verdicts(starts.size());
  for (const RankReport& r : reports) {
    for (const json& s : r.result.at("verdicts")) {
      auto i = s.at(0).get<std::size_t>();
      StartVerdict v{starts[i], s.at(1).get<bool>(), s.at(2).get<std::uint64_t>(), std::nullopt, s.at(3).get<double>()};
      if (!s.at(4).is_null()) v.counterexample = decodeCounterexample(s.at(4), starts[i]);
      verdicts[i] = std::move(v);
    }
    merged.positions += r.result.at("positions").get<std::uint64_t>();
    merged.fallbacks += r.result.at("fallbacks").get<std::uint64_t>();
    merged.searches += r.result.at("searches").get<std::uint64_t>();
    merged.stoppedAt += r.result.at("stopped_at").get<std::uint64_t>();
    for (const auto& [id, count] : r.result.at("coverage").items()) merged.coverage[id] += count.get<std::uint64_t>();
  }
  for (auto& v : verdicts)
    if (v) merged.starts.push_back(std::move(*v));
  listUncovered(merged, strategy.cases());
  std::tie(merged.complete, merged.stopReason) = mergedStop(reports);
  merged.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  merged.peakMemory = largestPeak(reports);
  return merged;
}

}  // namespace babylon::distributed
