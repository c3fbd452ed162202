// Stops long runs cleanly: a memory limit checked against the resident set size, and a stop
// request (Ctrl-C) that every worker sees.
#pragma once

#include <atomic>
#include <cstdint>
#include <stdexcept>
#include <string>

namespace babylon {

// Thrown inside workers when the run must stop; carries the reason for the user.
class RunStopped : public std::runtime_error {
 public:
  enum class Reason { MemoryLimit, Interrupted };
  RunStopped(Reason r, const std::string& what) : std::runtime_error(what), reason(r) {}
  Reason reason;
};

class RunGuard {
 public:
  explicit RunGuard(std::uint64_t maxMemoryBytes) : maxMemory_(maxMemoryBytes) {}

  // Cheap enough to call at every node: reads the resident set size once in 16384 calls.
  void poll(std::uint32_t& counter) {
    if ((++counter & 0x3fff) == 0) check();
  }
  void check();
  void requestStop() { interrupted_.store(true, std::memory_order_relaxed); }
  bool stopRequested() const { return interrupted_.load(std::memory_order_relaxed); }
  std::uint64_t maxMemory() const { return maxMemory_; }

  static std::uint64_t residentBytes();
  static std::uint64_t peakResidentBytes();
  static std::uint64_t physicalMemory();
  // A safe default limit: three quarters of the physical memory.
  static std::uint64_t defaultMaxMemory();

 private:
  std::uint64_t maxMemory_;
  std::atomic<bool> interrupted_{false};
  std::atomic<bool> overMemory_{false};
};

// Parses `512M`, `16G`, `1.5G` or a plain number of bytes; throws ParseError.
std::uint64_t parseMemorySize(const std::string& text);
std::string formatBytes(std::uint64_t bytes);

}  // namespace babylon
