// Memory accounting from /proc and the stop request for long runs.
#include "RunGuard.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "ParseError.hpp"

namespace babylon {

void RunGuard::check() {
  if (stopRequested()) throw RunStopped(RunStopped::Reason::Interrupted, "interrupted");
  if (hasDeadline_ && std::chrono::steady_clock::now() > deadline_)
    throw RunStopped(RunStopped::Reason::TimeLimit, "time budget reached");
  if (overMemory_.load(std::memory_order_relaxed) || residentBytes() > maxMemory_) {
    overMemory_.store(true, std::memory_order_relaxed);
    throw RunStopped(RunStopped::Reason::MemoryLimit,
                     "memory limit of " + formatBytes(maxMemory_) + " reached (raise it with --max-memory)");
  }
}

std::uint64_t RunGuard::residentBytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
}

std::uint64_t RunGuard::peakResidentBytes() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmHWM:", 0) == 0) {
      std::istringstream in(line.substr(6));
      std::uint64_t kb = 0;
      in >> kb;
      return kb * 1024;
    }
  return 0;
}

std::uint64_t RunGuard::physicalMemory() {
  auto pages = static_cast<std::uint64_t>(sysconf(_SC_PHYS_PAGES));
  auto pageSize = static_cast<std::uint64_t>(sysconf(_SC_PAGESIZE));
  return pages * pageSize;
}

std::uint64_t RunGuard::defaultMaxMemory() { return physicalMemory() / 4 * 3; }

std::uint64_t parseMemorySize(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  if (!text.empty() && text[0] == '-') throw ParseError("--max-memory '" + text + "' must be positive");
  // Decimal digits with an optional fraction only: stod would also take 0x10, 1e3, inf or nan.
  std::size_t digits = text.find_first_not_of("0123456789.");
  if (digits == 0 || text.find_first_of("0123456789") >= digits ||
      std::count(text.begin(), text.begin() + static_cast<long>(std::min(digits, text.size())), '.') > 1)
    throw ParseError("--max-memory '" + text + "' is not a size (examples: 512M, 16G)");
  try {
    value = std::stod(text.substr(0, digits), &used);
  } catch (const std::exception&) {
    throw ParseError("--max-memory '" + text + "' is not a size (examples: 512M, 16G)");
  }
  std::string unit = text.substr(used);
  // 0x10 and 1e3 leave a unit with digits: another base or an exponent, not a size.
  if (unit.find_first_of("0123456789") != std::string::npos)
    throw ParseError("--max-memory '" + text + "' is not a size (examples: 512M, 16G)");
  double scale = 1;
  if (unit == "K" || unit == "KB" || unit == "KiB")
    scale = 1024.0;
  else if (unit == "M" || unit == "MB" || unit == "MiB")
    scale = 1024.0 * 1024;
  else if (unit == "G" || unit == "GB" || unit == "GiB")
    scale = 1024.0 * 1024 * 1024;
  else if (!unit.empty())
    throw ParseError("--max-memory '" + text + "': unknown unit '" + unit + "' (use K, M or G)");
  if (!(value > 0) || !std::isfinite(value) || value * scale < 1)
    throw ParseError("--max-memory '" + text + "' must be positive (at least one byte)");
  // Casting a double of 2^64 or more to uint64 is undefined (it gave a limit of 0).
  if (value * scale >= 18446744073709551616.0) throw ParseError("--max-memory '" + text + "' is too large");
  return static_cast<std::uint64_t>(value * scale);
}

std::string formatBytes(std::uint64_t bytes) {
  char buffer[32];
  if (bytes >= (1ull << 30))
    std::snprintf(buffer, sizeof buffer, "%.2f GiB", bytes / double(1ull << 30));
  else
    std::snprintf(buffer, sizeof buffer, "%.1f MiB", bytes / double(1ull << 20));
  return buffer;
}

}  // namespace babylon
