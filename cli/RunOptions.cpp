// Memory limit, thread count and the Ctrl-C hook for long runs.
#include "RunOptions.hpp"

#include <charconv>
#include <csignal>
#include <iostream>
#include <optional>
#include <thread>

#include <fmt/format.h>

#include <pthread.h>
#include <signal.h>

#include "ExitCodes.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"

namespace babylon::cli {

namespace {
// The guard of the run in progress; the signal handler can reach nothing else.
std::atomic<RunGuard*> activeGuard{nullptr};

extern "C" void onInterrupt(int) {
  if (RunGuard* g = activeGuard.load()) g->requestStop();
}
}  // namespace

void RunOptions::addTo(CLI::App& app, const char* quietHelp) {
  if (quietHelp) app.add_flag("--quiet", quiet, quietHelp);
  maxMemoryOption =
      app.add_option("--max-memory", maxMemory,
                     "stop cleanly (exit 3) past this resident memory, e.g. 512M or 16G; default: 3/4 of RAM");
  app.add_option("--threads", threads, "worker threads (default 2)")->check(CLI::Range(1, 64));
}

std::shared_ptr<RunGuard> RunOptions::makeGuard() const {
  auto limit = maxMemoryOption->count() > 0 ? parseMemorySize(maxMemory) : RunGuard::defaultMaxMemory();
  // Below a mebibyte no run can even start, and above the machine's memory the limit never acts.
  if (maxMemoryOption->count() > 0 && limit < kMinMaxMemory)
    throw ParseError("--max-memory '" + maxMemory + "' is below the smallest limit, 1M");
  if (maxMemoryOption->count() > 0 && limit > RunGuard::physicalMemory())
    throw ParseError("--max-memory '" + maxMemory + "' is more than this machine's memory (" +
                     formatBytes(RunGuard::physicalMemory()) + ")");
  std::shared_ptr<RunGuard> guard(new RunGuard(limit), [](RunGuard* g) {
    activeGuard = nullptr;
    delete g;
  });
  activeGuard = guard.get();
  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  return guard;
}

// Ctrl-C and SIGTERM are blocked in every thread and taken by one watcher thread that asks the
// guard to stop. A signal handler is not enough here: while Z3 solves it installs its own SIGINT
// handler, which would swallow the first Ctrl-C as a cancelled (unknown) obligation.
void watchStopSignals(const std::shared_ptr<RunGuard>& guard) {
  sigset_t stops;
  sigemptyset(&stops);
  sigaddset(&stops, SIGINT);
  sigaddset(&stops, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &stops, nullptr);  // before any worker thread exists: they inherit it
  std::thread([guard, stops] {
    for (int signal = 0;;)
      if (sigwait(&stops, &signal) == 0) guard->requestStop();
  }).detach();
}

int exitStatusFor(const RunStopped& stopped) {
  return stopped.reason == RunStopped::Reason::MemoryLimit ? kMemoryLimit : kInterrupted;
}

int stoppedEarly(const std::string& command, const std::string& reason, const std::string& kept,
                 const RunGuard& guard) {
  std::cerr << "babylon: " << command << " stopped early: " << reason << (kept.empty() ? "" : "; " + kept) << "\n";
  return guard.stopRequested() ? kInterrupted : kMemoryLimit;
}

namespace {
// The whole number in `text`, or nullopt when it is not one (or does not fit 64 bits).
std::optional<long long> wholeNumber(const std::string& text) {
  long long value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || text.empty()) return std::nullopt;
  return value;
}
}  // namespace

CLI::Validator between(long long low, long long high, bool even) {
  std::string range = fmt::format("{}{} and {}", even ? "even and between " : "between ", low, high);
  return CLI::Validator(
      [low, high, even, range](std::string& text) -> std::string {
        auto v = wholeNumber(text);
        if (!v || *v < low || *v > high || (even && *v % 2 != 0))
          return "must be " + range + ", got " + printable(text);
        return {};
      },
      "INT " + range, "between");
}

CLI::Validator atLeast(long long low) {
  return CLI::Validator(
      [low](std::string& text) -> std::string {
        auto v = wholeNumber(text);
        if (!v || *v < low) return fmt::format("must be at least {}, got {}", low, printable(text));
        return {};
      },
      fmt::format("INT >= {}", low), "at-least");
}

CLI::Validator nonEmptyPath() {
  return CLI::Validator([](std::string& text) -> std::string { return text.empty() ? "is empty: give a path" : ""; },
                        "PATH", "non-empty-path");
}

}  // namespace babylon::cli
