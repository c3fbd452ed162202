// A run spread over the ranks: the units of work dealt out, every rank running its share under a
// guard that also follows the other ranks' stops, and every rank's report gathered on rank 0,
// which merges them (SpreadCommands) and prints.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/RunGuard.hpp"
#include "distributed/Mpi.hpp"

namespace babylon::distributed {

// What one rank's share of the units returns.
struct ShareResult {
  nlohmann::json result;  // the share's results, encoded (ClaimsCodec, VerifyCodec)
  bool complete = true;
  std::string stopReason;
};

// One rank's share as rank 0 receives it.
struct RankReport {
  int rank = 0;
  nlohmann::json result;  // null when the share failed
  bool complete = true;
  std::string stopReason;
  bool stopBeganHere = false;  // the rank stopped on its own (not because another rank did)
  std::uint64_t peakMemory = 0;
};

class SpreadRuns {
 public:
  // `commandLine` is this rank's arguments: every rank must be given the same.
  SpreadRuns(MpiSession& mpi, const std::vector<std::string>& commandLine);

  int rank() const { return mpi_.rank(); }
  int ranks() const { return mpi_.ranks(); }
  // Whether unit `unit` (counted from 0 in the single-process order) is this rank's. The units
  // are dealt in snake order, ranks 0, 1, ..., K-1, then K-1, ..., 1, 0, and again: of two
  // neighbouring units each rank gets one per round. Dealt in plain rotation, two ranks would
  // split classify's totals into the even ones (Bob's, all the work) and the odd ones (Alice
  // wins at once), and every rank would get the larger of each pair of growing units.
  bool owns(std::size_t unit) const { return dealtTo(unit, ranks()) == rank(); }
  static int dealtTo(std::size_t unit, int ranks) {
    auto round = static_cast<std::size_t>(2 * ranks), at = unit % round;
    return static_cast<int>(at < static_cast<std::size_t>(ranks) ? at : round - 1 - at);
  }

  // Runs this rank's share under a guard that follows `command` and the other ranks' stops and
  // returns, on rank 0, every rank's report in rank order; the other ranks get none. A share that
  // throws stops every rank, and rank 0 throws the first such exception in rank order again (as a
  // StrategyError, RunStopped, ParseError, std::bad_alloc or std::runtime_error with its message).
  // Collective: every rank calls it once, or endWithoutRun.
  std::vector<RankReport> run(RunGuard& command, const std::function<ShareResult(RunGuard&)>& share);

  // For a rank whose command ended before any run (bad input, --help, --version): the step that
  // run() begins with, so that a rank whose command did start learns that this one never will.
  // That step also checks that every rank was given the same arguments.
  // `error` is the last line this rank wrote on stderr.
  void endWithoutRun(int status, const std::string& error);
  bool started() const { return started_; }

 private:
  void agreeOnStart(int status, const std::string& error);

  MpiSession& mpi_;
  std::uint64_t commandLine_ = 0;  // a fingerprint of the arguments (FNV-1a)
  bool started_ = false;
};

// Complete when every rank completed; else the reason of the first rank (in rank order) whose stop
// began there, followed by "on rank R" when there are several ranks.
std::pair<bool, std::string> mergedStop(const std::vector<RankReport>& reports);
std::uint64_t largestPeak(const std::vector<RankReport>& reports);

}  // namespace babylon::distributed
