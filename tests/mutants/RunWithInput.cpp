// Spawns `babylon` without a shell, its stdin a pipe fed from a string, its output to temporary files.
#include "RunWithInput.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <fstream>
#include <sstream>
#include <stdexcept>

extern char** environ;

namespace babylon::mutanttest {

namespace {
struct TempFile {
  std::string path;
  int fd = -1;
  TempFile() {
    char name[] = "/tmp/babylon-play-test-XXXXXX";
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
}  // namespace

PipeRun runWithInput(const std::vector<std::string>& args, const std::string& input) {
  TempFile out, err;
  int pipeFds[2];
  if (pipe(pipeFds) != 0) throw std::runtime_error("pipe failed");
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipeFds[0], 0);
  posix_spawn_file_actions_addclose(&actions, pipeFds[1]);
  posix_spawn_file_actions_adddup2(&actions, out.fd, 1);
  posix_spawn_file_actions_adddup2(&actions, err.fd, 2);
  std::string exe = BABYLON_EXE;
  std::vector<std::string> copies = args;
  std::vector<char*> argv{exe.data()};
  for (std::string& a : copies) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, exe.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipeFds[0]);
  if (rc != 0) {
    close(pipeFds[1]);
    throw std::runtime_error("cannot start " + exe);
  }
  // The child may stop reading early (a finished game): ignore SIGPIPE and a short write.
  signal(SIGPIPE, SIG_IGN);
  for (std::size_t at = 0; at < input.size();) {
    ssize_t n = write(pipeFds[1], input.data() + at, input.size() - at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    at += static_cast<std::size_t>(n);
  }
  close(pipeFds[1]);
  int wstatus = 0;
  while (waitpid(pid, &wstatus, 0) < 0)
    if (errno != EINTR) throw std::runtime_error("waitpid failed");
  PipeRun r;
  r.out = out.contents();
  r.err = err.contents();
  if (WIFEXITED(wstatus)) r.status = WEXITSTATUS(wstatus);
  else if (WIFSIGNALED(wstatus)) r.status = 128 + WTERMSIG(wstatus);
  return r;
}

}  // namespace babylon::mutanttest
