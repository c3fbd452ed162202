// The relay thread and the closing exchange that leaves no stop notice unread.
#include "distributed/StopRelay.hpp"

#include <chrono>

namespace babylon::distributed {

namespace {
constexpr int kStopTag = 7002;
constexpr auto kPollInterval = std::chrono::milliseconds(20);  // while this rank's share runs
constexpr auto kWaitInterval = std::chrono::milliseconds(5);   // while it waits for the others
}  // namespace

StopRelay::StopRelay(MPI_Comm comm, RunGuard& command, RunGuard& share)
    : comm_(comm), command_(command), share_(share) {
  MPI_Comm_rank(comm_, &rank_);
  MPI_Comm_size(comm_, &ranks_);
  sentTo_.assign(static_cast<std::size_t>(ranks_), 0);
  receivedFrom_.assign(static_cast<std::size_t>(ranks_), 0);
  thread_ = std::thread([this] { relay(); });
}

StopRelay::~StopRelay() {
  if (thread_.joinable()) {
    {
      std::lock_guard lock(mutex_);
      finishing_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }
}

void StopRelay::relay() {
  std::unique_lock lock(mutex_);
  while (!finishing_) {
    lock.unlock();
    receivePending();
    // Ctrl-C or SIGTERM here (not an interrupt passed on from another rank).
    if (!told_ && !remoteInterrupt_ && command_.stopRequested()) tellOthers(StopNotice::Kind::Interrupted);
    lock.lock();
    wake_.wait_for(lock, kPollInterval, [this] { return finishing_; });
  }
}

void StopRelay::apply(const StopNotice& n) {
  ++receivedFrom_[static_cast<std::size_t>(n.rank)];
  if (!firstReceived_) firstReceived_ = n;
  if (n.kind == StopNotice::Kind::Interrupted) {
    remoteInterrupt_ = true;
    command_.requestStop();
  } else {
    share_.requestStop();
  }
}

void StopRelay::receivePending() {
  for (;;) {
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, kStopTag, comm_, &arrived, &status);
    if (!arrived) return;
    std::array<int, 2> notice{};
    MPI_Recv(notice.data(), 2, MPI_INT, status.MPI_SOURCE, kStopTag, comm_, MPI_STATUS_IGNORE);
    apply({static_cast<StopNotice::Kind>(notice[0]), notice[1]});
  }
}

void StopRelay::tellOthers(StopNotice::Kind kind) {
  told_ = true;
  sendBuffer_ = {static_cast<int>(kind), rank_};
  for (int r = 0; r < ranks_; ++r) {
    if (r == rank_) continue;
    MPI_Request request;
    MPI_Isend(sendBuffer_.data(), 2, MPI_INT, r, kStopTag, comm_, &request);
    sends_.push_back(request);
    ++sentTo_[static_cast<std::size_t>(r)];
  }
}

std::optional<StopNotice> StopRelay::finish(const std::optional<StopNotice::Kind>& ownStop) {
  {
    std::lock_guard lock(mutex_);
    finishing_ = true;
  }
  wake_.notify_all();
  thread_.join();
  receivePending();
  // A stop that began here: no other rank's notice came before it.
  if (ownStop && !told_ && !firstReceived_) tellOthers(*ownStop);
  // Until every rank has finished its share: notices are still read and passed on, and this rank
  // sleeps between looks instead of spinning in a blocking call (MPI's blocking calls poll, which
  // would take a core from the ranks still working beside it).
  MPI_Request everyoneDone;
  MPI_Ibarrier(comm_, &everyoneDone);
  for (int done = 0;;) {
    MPI_Test(&everyoneDone, &done, MPI_STATUS_IGNORE);
    if (done) break;
    receivePending();
    if (!told_ && !remoteInterrupt_ && command_.stopRequested()) tellOthers(StopNotice::Kind::Interrupted);
    std::this_thread::sleep_for(kWaitInterval);
  }
  // Each rank learns how many notices are on their way to it, and reads them all.
  std::vector<int> incoming(static_cast<std::size_t>(ranks_));
  MPI_Alltoall(sentTo_.data(), 1, MPI_INT, incoming.data(), 1, MPI_INT, comm_);
  for (int r = 0; r < ranks_; ++r)
    while (receivedFrom_[static_cast<std::size_t>(r)] < incoming[static_cast<std::size_t>(r)]) {
      std::array<int, 2> notice{};
      MPI_Recv(notice.data(), 2, MPI_INT, r, kStopTag, comm_, MPI_STATUS_IGNORE);
      apply({static_cast<StopNotice::Kind>(notice[0]), notice[1]});
    }
  MPI_Waitall(static_cast<int>(sends_.size()), sends_.data(), MPI_STATUSES_IGNORE);
  return firstReceived_;
}

}  // namespace babylon::distributed
