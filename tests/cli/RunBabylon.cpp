// Spawns `babylon` without a shell and collects its output through temporary files.
#include "RunBabylon.hpp"

#include <fcntl.h>
#include <csignal>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

#include <catch2/catch.hpp>

extern char** environ;

namespace babylon::clitest {

namespace {

// A temporary file deleted when it goes out of scope.
struct TempFile {
  std::string path;
  int fd = -1;
  TempFile() {
    char name[] = "/tmp/babylon-cli-test-XXXXXX";
    fd = mkstemp(name);
    if (fd < 0) throw std::runtime_error("mkstemp failed");
    path = name;
  }
  ~TempFile() {
    if (fd >= 0) close(fd);
    unlink(path.c_str());
  }
  std::string contents() const {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
};

std::string quoted(const std::vector<std::string>& args) {
  std::string command = "babylon";
  for (const std::string& a : args) command += " '" + a + "'";
  return command;
}

}  // namespace

std::vector<std::string> RunResult::errLines() const {
  std::vector<std::string> lines;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

nlohmann::json RunResult::json() const { return nlohmann::json::parse(out); }

namespace {
RunResult runWith(const std::vector<std::string>& args, const std::string& input, int signal, int afterMs);
}

RunResult runBabylon(const std::vector<std::string>& args, const std::string& input) {
  return runWith(args, input, 0, 0);
}

RunResult runBabylonSignaled(const std::vector<std::string>& args, int signal, int afterMs) {
  return runWith(args, "", signal, afterMs);
}

namespace {
RunResult runWith(const std::vector<std::string>& args, const std::string& input, int signal, int afterMs) {
  TempFile in, out, err;
  if (write(in.fd, input.data(), input.size()) != static_cast<ssize_t>(input.size()))
    throw std::runtime_error("cannot write the standard input file");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in.path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out.fd, 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd, 2);

  std::vector<char*> argv;
  std::string exe = BABYLON_EXE;
  argv.push_back(exe.data());
  std::vector<std::string> copies = args;
  for (std::string& a : copies) argv.push_back(a.data());
  argv.push_back(nullptr);

  pid_t pid = 0;
  int rc = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error("cannot start " + exe);
  if (signal != 0) {
    usleep(static_cast<useconds_t>(afterMs) * 1000);
    kill(pid, signal);
  }

  int wstatus = 0;
  while (waitpid(pid, &wstatus, 0) < 0)
    if (errno != EINTR) throw std::runtime_error("waitpid failed");

  RunResult r;
  r.command = quoted(args);
  r.out = out.contents();
  r.err = err.contents();
  if (WIFEXITED(wstatus)) r.status = WEXITSTATUS(wstatus);
  else if (WIFSIGNALED(wstatus)) {
    r.signaled = true;
    r.status = 128 + WTERMSIG(wstatus);
  }
  return r;
}
}  // namespace

nlohmann::json successfulJson(const std::vector<std::string>& args) {
  RunResult r = runBabylon(args);
  INFO(r.command << "\nstdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  nlohmann::json j;
  REQUIRE_NOTHROW(j = r.json());
  return j;
}

bool mentions(const std::string& text, const std::string& pattern) {
  return std::regex_search(text, std::regex(pattern, std::regex::ECMAScript | std::regex::icase));
}

}  // namespace babylon::clitest
