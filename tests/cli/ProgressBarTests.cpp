// The progress bar of the long commands: drawn on stderr when it is a terminal (a pseudo-terminal
// here), cleared before the result, absent with --quiet and absent when stderr is a pipe.
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::runBabylon;

namespace {

struct TerminalRun {
  std::string screen;  // everything written to the terminal, stdout and stderr together
  int status = -1;
};

// Runs BABYLON_EXE with its standard output and error on a new pseudo-terminal.
TerminalRun runOnTerminal(const std::vector<std::string>& args) {
  std::vector<std::string> argv{BABYLON_EXE};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> cargs;
  for (auto& a : argv) cargs.push_back(a.data());
  cargs.push_back(nullptr);
  int master = -1;
  pid_t pid = ::forkpty(&master, nullptr, nullptr, nullptr);
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::execv(cargs[0], cargs.data());
    ::_exit(127);
  }
  TerminalRun run;
  char buffer[4096];
  for (;;) {
    ssize_t n = ::read(master, buffer, sizeof buffer);
    if (n > 0)
      run.screen.append(buffer, static_cast<std::size_t>(n));
    else if (n < 0 && errno == EINTR)
      continue;
    else
      break;  // EIO once the child has closed its side
  }
  ::close(master);
  int status = 0;
  ::waitpid(pid, &status, 0);
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return run;
}

bool hasBar(const std::string& screen, const std::string& label) {
  return screen.find("\r" + label) != std::string::npos && screen.find("\r\033[K") != std::string::npos;
}

}  // namespace

TEST_CASE("the long commands draw a progress bar on a terminal and clear it", "[progress]") {
  struct Case {
    std::vector<std::string> args;
    std::string label;
  };
  for (const Case& c : std::vector<Case>{{{"verify", "--max-n", "16"}, "verify"},
                                         {{"classify", "--max-n", "16"}, "classify"},
                                         {{"lemmas", "--max-n", "10", "--claim", "L4.2"}, "lemmas"},
                                         {{"mutants", "--max-n", "8"}, "mutants"},
                                         {{"prove", "--text-only", "--no-cvc5"}, "the text"}}) {
    INFO(c.args[0]);
    TerminalRun run = runOnTerminal(c.args);
    CHECK(hasBar(run.screen, c.label));
    // The bar is cleared before the result: the last line on the terminal is the command's own.
    CHECK(run.screen.rfind("\r\033[K") < run.screen.rfind('\n'));
    TerminalRun quiet = runOnTerminal([&] {
      auto a = c.args;
      a.push_back("--quiet");
      return a;
    }());
    CHECK_FALSE(hasBar(quiet.screen, c.label));
    CHECK(quiet.status == run.status);
  }
}

TEST_CASE("no progress bar when stderr is not a terminal", "[progress]") {
  auto r = runBabylon({"verify", "--max-n", "16"});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.find('\r') == std::string::npos);
}
