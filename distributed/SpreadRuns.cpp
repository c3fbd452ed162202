// Running a share of the units on every rank with stops relayed, and gathering the reports.
#include "distributed/SpreadRuns.hpp"

#include <algorithm>
#include <chrono>
#include <new>
#include <optional>
#include <stdexcept>

#include "core/ParseError.hpp"
#include "distributed/StopRelay.hpp"
#include "verify/StrategyTurn.hpp"

namespace babylon::distributed {

using nlohmann::json;

namespace {

// The share's exception as data, so that this rank still reaches the gather.
json failureOf(std::exception_ptr thrown) {
  try {
    std::rethrow_exception(thrown);
  } catch (const StrategyError& e) {
    return {{"kind", "strategy"}, {"message", e.what()}};
  } catch (const RunStopped& e) {
    return {{"kind", "stopped"}, {"reason", static_cast<int>(e.reason)}, {"message", e.what()}};
  } catch (const ParseError& e) {
    return {{"kind", "bad-input"}, {"message", e.what()}};
  } catch (const std::bad_alloc&) {
    return {{"kind", "memory"}, {"message", "out of memory"}};
  } catch (const std::exception& e) {
    return {{"kind", "internal"}, {"message", e.what()}};
  }
}

[[noreturn]] void rethrow(const json& failure) {
  std::string kind = failure.at("kind").get<std::string>(), message = failure.at("message").get<std::string>();
  if (kind == "strategy") throw StrategyError(message);
  if (kind == "stopped") throw RunStopped(static_cast<RunStopped::Reason>(failure.at("reason").get<int>()), message);
  if (kind == "bad-input") throw ParseError(message);
  if (kind == "memory") throw std::bad_alloc();
  throw std::runtime_error(message);
}

std::optional<StopNotice::Kind> stopKindOf(const json& failure) {
  if (failure.at("kind") != "stopped") return StopNotice::Kind::Failed;
  return failure.at("reason").get<int>() == static_cast<int>(RunStopped::Reason::MemoryLimit)
             ? StopNotice::Kind::MemoryLimit
             : StopNotice::Kind::Interrupted;
}

std::string withoutPrefix(std::string line) {
  for (const std::string prefix : {"babylon: error: ", "babylon: "})
    if (line.rfind(prefix, 0) == 0) return line.substr(prefix.size());
  return line;
}

}  // namespace

SpreadRuns::SpreadRuns(MpiSession& mpi, const std::vector<std::string>& commandLine) : mpi_(mpi) {
  commandLine_ = 14695981039346656037ull;
  for (const std::string& arg : commandLine)
    for (char c : arg + '\0') commandLine_ = (commandLine_ ^ static_cast<unsigned char>(c)) * 1099511628211ull;
}

void SpreadRuns::agreeOnStart(int status, const std::string& error) {
  // The smallest over the ranks of: whether each started, its fingerprint, its fingerprint
  // negated, and 255 less the exit status of a rank that did not start.
  std::uint64_t mine[4] = {started_ ? 1u : 0u, commandLine_, ~commandLine_, started_ ? 255u : 255u - status};
  std::uint64_t all[4] = {};
  MPI_Allreduce(mine, all, 4, MPI_UINT64_T, MPI_MIN, mpi_.world());
  if (all[1] != ~all[2]) {
    if (!started_) return;
    throw ParseError("the ranks were given different command lines; babylon-mpi needs the same on every rank");
  }
  if (all[0] == 1) return;
  std::vector<std::string> states = gatherToRoot(json{started_, status, error}.dump(), mpi_.world());
  if (!started_) return;  // this rank's own error is on its stderr already
  // Every rank ends with the status of the one that did not start (mpirun reports the first to end).
  bool badInput = 255 - all[3] == 2;
  if (rank() != 0) {
    if (badInput) throw ParseError("another rank ended before the run");
    throw std::runtime_error("another rank ended before the run");
  }
  for (std::size_t r = 0; r < states.size(); ++r) {
    json state = json::parse(states[r]);
    if (state.at(0).get<bool>()) continue;
    std::string message = "rank " + std::to_string(r) + " of " + std::to_string(ranks()) +
                          " ended before the run: " + withoutPrefix(state.at(2).get<std::string>());
    if (state.at(1).get<int>() == 2) throw ParseError(message);
    throw std::runtime_error(message);
  }
}

void SpreadRuns::endWithoutRun(int status, const std::string& error) { agreeOnStart(status, error); }

std::vector<RankReport> SpreadRuns::run(RunGuard& command, const std::function<ShareResult(RunGuard&)>& share) {
  started_ = true;
  agreeOnStart(0, "");
  MPI_Comm relayComm;
  MPI_Comm_dup(mpi_.world(), &relayComm);
  RunGuard guard(command.maxMemory(), &command, std::chrono::steady_clock::time_point::max());
  ShareResult out;
  json failure;
  bool stopBeganHere = false;
  {
    StopRelay relay(relayComm, command, guard);
    try {
      out = share(guard);
    } catch (...) {
      failure = failureOf(std::current_exception());
    }
    std::optional<StopNotice::Kind> ownStop;
    if (!failure.is_null())
      ownStop = stopKindOf(failure);
    else if (!out.complete)
      ownStop = command.stopRequested() ? StopNotice::Kind::Interrupted : StopNotice::Kind::MemoryLimit;
    relay.finish(ownStop);
    stopBeganHere = relay.stopBeganHere();
  }
  MPI_Comm_free(&relayComm);
  json mine = {{"result", failure.is_null() ? out.result : json(nullptr)},
               {"complete", failure.is_null() && out.complete},
               {"stop_reason", failure.is_null() ? out.stopReason : failure.at("message").get<std::string>()},
               {"stop_began_here", stopBeganHere},
               {"failure", failure},
               {"peak_memory_bytes", RunGuard::peakResidentBytes()}};
  std::vector<std::uint8_t> bytes = json::to_cbor(mine);
  std::vector<std::string> all = gatherToRoot(std::string(bytes.begin(), bytes.end()), mpi_.world());
  if (rank() != 0) return {};
  std::vector<RankReport> reports;
  std::optional<json> firstFailure;
  for (std::size_t r = 0; r < all.size(); ++r) {
    json j = json::from_cbor(all[r]);
    if (!j.at("failure").is_null() && !firstFailure) firstFailure = j.at("failure");
    reports.push_back({static_cast<int>(r), j.at("result"), j.at("complete").get<bool>(),
                       j.at("stop_reason").get<std::string>(), j.at("stop_began_here").get<bool>(),
                       j.at("peak_memory_bytes").get<std::uint64_t>()});
  }
  if (firstFailure) rethrow(*firstFailure);
  return reports;
}

std::pair<bool, std::string> mergedStop(const std::vector<RankReport>& reports) {
  auto stopped = [](const RankReport& r) { return !r.complete; };
  if (std::none_of(reports.begin(), reports.end(), stopped)) return {true, ""};
  auto first =
      std::find_if(reports.begin(), reports.end(), [](const RankReport& r) { return !r.complete && r.stopBeganHere; });
  if (first == reports.end()) first = std::find_if(reports.begin(), reports.end(), stopped);
  std::string where = reports.size() > 1 ? " on rank " + std::to_string(first->rank) : "";
  return {false, first->stopReason + where};
}

std::uint64_t largestPeak(const std::vector<RankReport>& reports) {
  std::uint64_t peak = 0;
  for (const RankReport& r : reports) peak = std::max(peak, r.peakMemory);
  return peak;
}

}  // namespace babylon::distributed
