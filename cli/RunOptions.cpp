// Memory limit, thread count and the Ctrl-C hook for long runs.
#include "RunOptions.hpp"

#include <csignal>
#include <thread>

#include <pthread.h>
#include <signal.h>

#include "ExitCodes.hpp"
#include "core/ParseError.hpp"

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

}  // namespace babylon::cli
