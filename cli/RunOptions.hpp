// Options every long-running subcommand shares: --max-memory, --threads, --quiet, and Ctrl-C handling.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "core/RunGuard.hpp"

namespace babylon::cli {

// The smallest --max-memory accepted: the program itself needs a few mebibytes, so a smaller
// limit would only stop every run at once (tests use 1M for exactly that).
inline constexpr std::uint64_t kMinMaxMemory = 1ull << 20;

struct RunOptions {
  std::string maxMemory;
  CLI::Option* maxMemoryOption = nullptr;  // not given: RunGuard::defaultMaxMemory()
  int threads = 2;
  bool quiet = false;  // --quiet, for the commands that draw a progress bar

  // --max-memory and --threads; also --quiet when `quietHelp` says what it silences.
  void addTo(CLI::App& app, const char* quietHelp = nullptr);
  // A guard with the parsed limit, which Ctrl-C asks to stop; throws ParseError on a bad size.
  std::shared_ptr<RunGuard> makeGuard() const;
};

// For commands that run Z3 (report, prove): Ctrl-C and SIGTERM taken by a watcher thread, since
// Z3 installs its own SIGINT handler while it solves. Call before any worker thread exists.
void watchStopSignals(const std::shared_ptr<RunGuard>& guard);

int exitStatusFor(const RunStopped& stopped);

// A run that stopped before its end (Ctrl-C or --max-memory): "babylon: COMMAND stopped early:
// REASON; KEPT" on stderr, and the exit status for why (130 interrupted, 3 memory limit).
int stoppedEarly(const std::string& command, const std::string& reason, const std::string& kept, const RunGuard& guard);

// CLI11 validators for whole-number options, in the project's wording ("must be between 2 and
// 255, got 300"); CLI11 prefixes the option's name. `even` also asks for an even number.
CLI::Validator between(long long low, long long high, bool even = false);
CLI::Validator atLeast(long long low);
// The one rule for every option that names a file or folder: an empty path is refused (exit 2),
// never silently read as "not given" or as a default.
CLI::Validator nonEmptyPath();

}  // namespace babylon::cli
