// Memory limit, thread count and the Ctrl-C hook for long runs.
#include "RunOptions.hpp"

#include <csignal>

#include "ExitCodes.hpp"

namespace babylon::cli {

namespace {
// The guard of the run in progress; the signal handler can reach nothing else.
std::atomic<RunGuard*> activeGuard{nullptr};

extern "C" void onInterrupt(int) {
  if (RunGuard* g = activeGuard.load()) g->requestStop();
}
}  // namespace

void RunOptions::addTo(CLI::App& app) {
  maxMemoryOption = app.add_option("--max-memory", maxMemory,
                 "stop cleanly (exit 3) past this resident memory, e.g. 512M or 16G; default: 3/4 of RAM");
  app.add_option("--threads", threads, "worker threads (default 2)")->check(CLI::Range(1, 64));
}

std::shared_ptr<RunGuard> RunOptions::makeGuard() const {
  auto limit = maxMemoryOption->count() > 0 ? parseMemorySize(maxMemory) : RunGuard::defaultMaxMemory();
  std::shared_ptr<RunGuard> guard(new RunGuard(limit), [](RunGuard* g) {
    activeGuard = nullptr;
    delete g;
  });
  activeGuard = guard.get();
  std::signal(SIGINT, onInterrupt);
  std::signal(SIGTERM, onInterrupt);
  return guard;
}

int exitStatusFor(const RunStopped& stopped) {
  return stopped.reason == RunStopped::Reason::MemoryLimit ? kMemoryLimit : kInterrupted;
}

}  // namespace babylon::cli
