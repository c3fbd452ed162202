// Stops long runs cleanly: a memory limit checked against the resident set size, a stop
// request (Ctrl-C) that every worker sees, and optionally a deadline and a parent guard whose
// stop request this one follows (one guard per unit of work with its own time budget).
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace babylon {

// Thrown inside workers when the run must stop; carries the reason for the user.
class RunStopped : public std::runtime_error {
 public:
  enum class Reason { MemoryLimit, Interrupted, TimeLimit };
  RunStopped(Reason r, const std::string& what) : std::runtime_error(what), reason(r) {}
  Reason reason;
};

class RunGuard {
 public:
  explicit RunGuard(std::uint64_t maxMemoryBytes) : maxMemory_(maxMemoryBytes) {}
  // A guard that also stops when `parent` is asked to stop, and at `deadline`.
  RunGuard(std::uint64_t maxMemoryBytes, const RunGuard* parent, std::chrono::steady_clock::time_point deadline)
      : maxMemory_(maxMemoryBytes), parent_(parent), deadline_(deadline), hasDeadline_(true) {}

  // Cheap enough to call at every node: a stop request (Ctrl-C) is seen at once, from one
  // relaxed atomic load; the resident set size and the deadline are read once in 16384 calls.
  void poll(std::uint32_t& counter) {
    checkStop();
    if ((++counter & 0x3fff) == 0) check();
  }
  // Throws RunStopped(Interrupted) when a stop was requested; nothing else.
  void checkStop() const {
    if (stopRequested()) throw RunStopped(RunStopped::Reason::Interrupted, "interrupted");
  }
  void check();
  void requestStop() { interrupted_.store(true, std::memory_order_relaxed); }
  bool stopRequested() const {
    return interrupted_.load(std::memory_order_relaxed) || (parent_ && parent_->stopRequested());
  }
  std::uint64_t maxMemory() const { return maxMemory_; }

  static std::uint64_t residentBytes();
  static std::uint64_t peakResidentBytes();
  static std::uint64_t physicalMemory();
  // A safe default limit: three quarters of the physical memory.
  static std::uint64_t defaultMaxMemory();

 private:
  std::uint64_t maxMemory_;
  const RunGuard* parent_ = nullptr;
  std::chrono::steady_clock::time_point deadline_{};
  bool hasDeadline_ = false;
  std::atomic<bool> interrupted_{false};
  std::atomic<bool> overMemory_{false};
};

// Parses `512M`, `16G`, `1.5G` or a plain number of bytes; throws ParseError.
std::uint64_t parseMemorySize(const std::string& text);
std::string formatBytes(std::uint64_t bytes);

}  // namespace babylon
