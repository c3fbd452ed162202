// posix_spawnp with both output pipes read through poll, so a chatty child cannot block; the
// poll's timeout enforces the time limit and the moment of the signal. Standard input comes from
// an unlinked temporary file, so input of any size is there before the child reads it.
#include "core/util/Subprocess.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace babylon::report {

namespace {

struct Pipe {
  int fd[2] = {-1, -1};
  ~Pipe() {
    for (int f : fd)
      if (f >= 0) close(f);
  }
  void closeEnd(int i) {
    if (fd[i] >= 0) close(fd[i]);
    fd[i] = -1;
  }
};

// Reads both pipes to their end, sending the options' signal to `pid` when its moment comes;
// false when the deadline (timeoutMs > 0) passed first.
bool drain(pid_t pid, int outFd, int errFd, std::string& out, std::string& err, const ProcessOptions& options) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto deadline = start + std::chrono::milliseconds(options.timeoutMs);
  auto signalAt = start + std::chrono::milliseconds(options.signalAfterMs);
  bool signalDue = options.signal > 0;
  auto msUntil = [](Clock::time_point t) {
    return std::max<long long>(0, std::chrono::duration_cast<std::chrono::milliseconds>(t - Clock::now()).count());
  };
  pollfd fds[2] = {{outFd, POLLIN, 0}, {errFd, POLLIN, 0}};
  std::string* sinks[2] = {&out, &err};
  int open = 2;
  char buffer[65536];
  while (open > 0) {
    if (signalDue && msUntil(signalAt) == 0) {
      kill(pid, options.signal);
      signalDue = false;
    }
    if (options.timeoutMs > 0 && Clock::now() >= deadline) return false;
    long long wait = -1;
    if (options.timeoutMs > 0) wait = msUntil(deadline);
    if (signalDue) wait = wait < 0 ? msUntil(signalAt) : std::min(wait, msUntil(signalAt));
    int ready = poll(fds, 2, static_cast<int>(wait));
    if (ready == 0) continue;  // a deadline or the signal's moment: checked at the top
    if (ready < 0) {
      if (errno == EINTR) continue;
      return true;
    }
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0) {
        sinks[i]->append(buffer, static_cast<std::size_t>(n));
      } else if (n == 0 || errno != EINTR) {
        fds[i].fd = -1;
        --open;
      }
    }
  }
  return true;
}

}  // namespace

ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options) {
  ProcessResult result;
  if (argv.empty()) return result;
  Pipe out, err;
  if (pipe2(out.fd, O_CLOEXEC) != 0 || pipe2(err.fd, O_CLOEXEC) != 0) {
    result.err = std::string("pipe: ") + std::strerror(errno);
    return result;
  }
  int inputFd = -1;  // the input, in a temporary file unlinked at once
  if (!options.input.empty()) {
    char name[] = "/tmp/babylon-input-XXXXXX";
    inputFd = mkostemp(name, O_CLOEXEC);
    if (inputFd < 0) {
      result.err = std::string("input file: ") + std::strerror(errno);
      return result;
    }
    unlink(name);
    bool written =
        write(inputFd, options.input.data(), options.input.size()) == static_cast<ssize_t>(options.input.size());
    if (!written || lseek(inputFd, 0, SEEK_SET) != 0) {
      close(inputFd);
      result.err = "cannot write the standard input file";
      return result;
    }
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (inputFd >= 0)
    posix_spawn_file_actions_adddup2(&actions, inputFd, 0);
  else
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out.fd[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd[1], 2);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  // The child starts with no blocked signals and default handlers: the commands that watch Ctrl-C
  // in a thread block SIGINT, and a child inheriting that could not be interrupted.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGINT);
  sigaddset(&defaults, SIGTERM);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  int spawned = posix_spawnp(&pid, args[0], &actions, &attributes, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (inputFd >= 0) close(inputFd);
  if (spawned != 0) {
    result.err = argv[0] + ": " + std::strerror(spawned);
    return result;
  }
  result.started = true;
  out.closeEnd(1);
  err.closeEnd(1);
  if (!drain(pid, out.fd[0], err.fd[0], result.out, result.err, options)) {
    kill(pid, SIGKILL);
    result.timedOut = true;
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
  if (WIFEXITED(status)) result.exitStatus = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  // posix_spawnp reports a missing program through the child's exit status 127 on glibc.
  if (result.exitStatus == 127 && result.out.empty() && result.err.empty()) {
    result.started = false;
    result.err = argv[0] + ": not found";
  }
  return result;
}

}  // namespace babylon::report
