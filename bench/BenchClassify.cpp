// Benchmark: `classify` up to n with the library's solver and with the plain reference solver
// (tests/reference), each in its own child process so that peak memory is measured per solver.
// Prints positions solved, seconds, positions per second, peak memory, and the speed ratio.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "ReferenceSolver.hpp"
#include "core/RunGuard.hpp"
#include "lemmas/Theorem41.hpp"
#include "claims/Classification.hpp"

namespace {

struct Measure {
  unsigned long long positions = 0;
  int disagreements = 0;
  double seconds = 0;
  long peakKiB = 0;
};

// Every start <p,q;;>, 1 <= p <= q, p+q <= maxN, with one reference memo per total n.
Measure runReference(int maxN) {
  Measure m;
  for (int n = 2; n <= maxN; ++n) {
    babylon::reference::ReferenceSolver solver;
    for (int p = 1; 2 * p <= n; ++p) {
      bool secondWins = !solver.wins(babylon::reference::initialStacks({p, n - p}));
      if (secondWins != babylon::theorem41SecondPlayerWins(p, n - p)) ++m.disagreements;
    }
    m.positions += solver.positions();
  }
  return m;
}

Measure runLibrary(int maxN, int threads) {
  babylon::RunGuard guard(babylon::RunGuard::defaultMaxMemory());
  auto c = babylon::classify({maxN, threads, true}, guard);
  Measure m;
  for (const auto& r : c.starts) m.positions += r.positions;
  m.disagreements = c.disagreements();
  return m;
}

// Runs `work` in a child process; the child reports through a pipe, wait4 gives its peak RSS.
template <typename Work>
Measure inChild(Work work) {
  int fds[2];
  if (pipe(fds) != 0) throw std::runtime_error("pipe failed");
  auto start = std::chrono::steady_clock::now();
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    Measure m = work();
    if (write(fds[1], &m, sizeof m) != static_cast<ssize_t>(sizeof m)) _exit(1);
    _exit(0);
  }
  close(fds[1]);
  Measure m;
  if (read(fds[0], &m, sizeof m) != static_cast<ssize_t>(sizeof m)) throw std::runtime_error("child failed");
  close(fds[0]);
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  m.peakKiB = usage.ru_maxrss;
  return m;
}

void row(const std::string& name, const Measure& m) {
  std::cout << fmt::format("| {:<28} | {:>12} | {:>9.2f} | {:>12.0f} | {:>9.1f} | {:>13} |\n", name, m.positions,
                           m.seconds, m.positions / m.seconds, m.peakKiB / 1024.0, m.disagreements);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"babylon_bench: classify up to n, library solver against the plain reference solver"};
  int maxN = 34, threads = 2;
  bool skipReference = false;
  app.add_option("--max-n", maxN, "largest p+q (default 34)")->check(CLI::Range(2, 255));
  app.add_option("--threads", threads, "threads of the library solver (default 2)")->check(CLI::Range(1, 64));
  app.add_flag("--no-reference", skipReference, "time the library solver only (for large n)");
  CLI11_PARSE(app, argc, argv);

  std::cout << fmt::format("classify --max-n {} ({} starts)\n\n", maxN, (maxN / 2) * ((maxN + 1) / 2));
  std::cout
      << "| solver                       |    positions |   seconds |  positions/s |  peak MiB | disagreements |\n"
      << "|------------------------------|-------------:|----------:|-------------:|----------:|--------------:|\n";
  Measure fast = inChild([&] { return runLibrary(maxN, threads); });
  row(fmt::format("library solver, {} thread(s)", threads), fast);
  if (skipReference) return fast.disagreements ? 1 : 0;
  Measure slow = inChild([&] { return runReference(maxN); });
  row("plain reference solver", slow);
  std::cout << fmt::format("\nspeed ratio (reference seconds / library seconds): {:.1f}x\n",
                           slow.seconds / fast.seconds);
  return fast.disagreements || slow.disagreements ? 1 : 0;
}
