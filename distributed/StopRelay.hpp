// Stops spread over the ranks: when this rank's run stops (Ctrl-C or SIGTERM, the memory limit, a
// failure), every other rank is told and stops too, so that no rank computes on while the others
// wait for it and none waits for a rank that will never answer.
//
// A thread relays the notices while this rank runs its share of the units; it alone calls MPI
// then. An interrupt from another rank stops this rank's command as a Ctrl-C would (exit 130
// on rank 0); a memory limit or a failure elsewhere stops only the share's guard, so that rank 0
// reports the stop as the rank that hit it did.
#pragma once

#include <array>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

#include <mpi.h>

#include "core/RunGuard.hpp"

namespace babylon::distributed {

// Why a rank stopped; rank 0 reads the reason itself from that rank's report.
struct StopNotice {
  enum class Kind : int { Interrupted = 1, MemoryLimit = 2, Failed = 3 };
  Kind kind = Kind::Interrupted;
  int rank = 0;  // the rank where the stop began
};

class StopRelay {
 public:
  // `comm` is the relay's own communicator (a duplicate: its messages never meet the results');
  // `command` is the guard Ctrl-C reaches, `share` the guard this rank's units run under (it
  // follows `command`).
  StopRelay(MPI_Comm comm, RunGuard& command, RunGuard& share);
  ~StopRelay();
  StopRelay(const StopRelay&) = delete;
  StopRelay& operator=(const StopRelay&) = delete;

  // Once this rank's units have returned: tells the other ranks of this rank's own stop, if it
  // had one that no other rank caused and they have not been told yet; ends the thread; and, with
  // every rank, receives each notice still on its way, so that none is left unread. Collective.
  // Returns the first notice this rank received from another rank, if any.
  std::optional<StopNotice> finish(const std::optional<StopNotice::Kind>& ownStop);
  // Whether this rank's stop was its own (it told the other ranks, or there are none).
  bool stopBeganHere() const { return told_; }

 private:
  void relay();
  void receivePending();            // every notice already arrived
  void apply(const StopNotice& n);  // stops this rank's run for it
  void tellOthers(StopNotice::Kind kind);

  MPI_Comm comm_;
  int rank_ = 0, ranks_ = 1;
  RunGuard& command_;
  RunGuard& share_;
  std::vector<int> sentTo_;  // notices sent to each rank (0 or 1)
  std::vector<int> receivedFrom_;
  std::vector<MPI_Request> sends_;
  std::array<int, 2> sendBuffer_{};  // this rank's notice: kind, rank (sent at most once)
  std::optional<StopNotice> firstReceived_;
  bool remoteInterrupt_ = false;  // another rank was interrupted, so this one was asked to stop
  bool told_ = false;             // this rank's own stop has been sent
  bool finishing_ = false;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::thread thread_;
};

}  // namespace babylon::distributed
