// Options every long-running subcommand shares: --max-memory, --threads, and Ctrl-C handling.
#pragma once

#include <memory>
#include <string>

#include <CLI/CLI.hpp>

#include "core/RunGuard.hpp"

namespace babylon::cli {

struct RunOptions {
  std::string maxMemory;
  CLI::Option* maxMemoryOption = nullptr;  // not given: RunGuard::defaultMaxMemory()
  int threads = 2;

  void addTo(CLI::App& app);
  // A guard with the parsed limit, which Ctrl-C asks to stop; throws ParseError on a bad size.
  std::shared_ptr<RunGuard> makeGuard() const;
};

int exitStatusFor(const RunStopped& stopped);

}  // namespace babylon::cli
