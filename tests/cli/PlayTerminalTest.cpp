// `babylon play` on a pseudo-terminal, as a person at a keyboard sees it: the line editor's Up
// arrow recalls earlier lines (not the garbled "^[[A" of plain reading), Ctrl-D ends the game
// cleanly, and the picture is in color unless NO_COLOR is set. The pty is made with forkpty; the
// keys are sent only once the prompt they answer has appeared, so nothing depends on timing.
#include <catch2/catch.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "core/util/TempDir.hpp"

namespace {

// babylon with its standard input, output and error on the slave side of a new pty.
class PtyBabylon {
 public:
  PtyBabylon(const std::vector<std::string>& args, const std::vector<std::string>& env, int columns = 160) {
    std::vector<std::string> argv{BABYLON_EXE};
    argv.insert(argv.end(), args.begin(), args.end());
    std::vector<char*> argp, envp;
    for (const std::string& a : argv) argp.push_back(const_cast<char*>(a.c_str()));
    for (const std::string& e : env) envp.push_back(const_cast<char*>(e.c_str()));
    argp.push_back(nullptr);
    envp.push_back(nullptr);
    winsize size{};
    size.ws_row = 50;
    size.ws_col = static_cast<unsigned short>(columns);  // 160: wide enough that no line of the game wraps
    pid_ = forkpty(&master_, nullptr, nullptr, &size);
    if (pid_ == 0) {
      execve(argp[0], argp.data(), envp.data());
      _exit(127);
    }
  }
  ~PtyBabylon() {
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) close(master_);
  }
  PtyBabylon(const PtyBabylon&) = delete;
  PtyBabylon& operator=(const PtyBabylon&) = delete;

  bool started() const { return pid_ > 0 && master_ >= 0; }
  const std::string& output() const { return out_; }

  void send(const std::string& keys) {
    std::size_t done = 0;
    while (done < keys.size()) {
      ssize_t n = write(master_, keys.data() + done, keys.size() - done);
      if (n <= 0) return;
      done += static_cast<std::size_t>(n);
    }
  }

  // Reads until `text` appears after the previous match; false after 30 s without it (a failed
  // test, not a hung one). The match moves past the text, so that waits follow the session in order.
  bool waitFor(const std::string& text) {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    for (;;) {
      auto at = out_.find(text, seen_);
      if (at != std::string::npos) {
        seen_ = at + text.size();
        return true;
      }
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0 || !readSome(static_cast<int>(left.count()))) return false;
    }
  }

  // Waits until the line editor has the terminal (canonical mode off): libedit shows its prompt
  // before it switches, and a key that arrives in between is read by the terminal's own line
  // discipline (Ctrl-D would become its end-of-file mark). False after 30 s.
  bool waitForEditor() {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    for (termios mode{}; std::chrono::steady_clock::now() < deadline; readSome(5)) {
      if (tcgetattr(master_, &mode) == 0 && (mode.c_lflag & ICANON) == 0) return true;
    }
    return false;
  }

  // Reads the rest of the output and the exit status (-1 when it did not end within 30 s).
  int finish() {
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline && readSome(200)) {}
    for (; std::chrono::steady_clock::now() < deadline; usleep(10000)) {
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
    }
    return -1;
  }

 private:
  // One read of what is available within timeoutMs; false at the end of output or timeout.
  bool readSome(int timeoutMs) {
    pollfd p{master_, POLLIN, 0};
    if (poll(&p, 1, timeoutMs) <= 0) return false;
    char buffer[4096];
    ssize_t n = read(master_, buffer, sizeof buffer);
    if (n <= 0) return false;  // EIO once the child has closed the slave side
    out_.append(buffer, static_cast<std::size_t>(n));
    return true;
  }

  pid_t pid_ = -1;
  int master_ = -1;
  bool exited_ = false;
  std::string out_;
  std::size_t seen_ = 0;
};

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

constexpr const char* kUp = "\x1b[A";

// Waits for `text` in the session's output, or fails the test with all the output so far.
void expect(PtyBabylon& play, const std::string& text) {
  if (!play.waitFor(text)) FAIL("no '" << text << "' in the terminal output:\n" << play.output());
}

// Waits for the prompt and for the line editor to take the keys, then types them.
void type(PtyBabylon& play, const std::string& keys) {
  expect(play, "Alice> ");
  if (!play.waitForEditor()) FAIL("the line editor never took the terminal; its output:\n" << play.output());
  play.send(keys);
}

// A terminal environment of its own: a known TERM, and a HOME without an ~/.editrc.
std::vector<std::string> terminalEnv(const std::string& home, bool noColor) {
  std::vector<std::string> env{"TERM=xterm", "HOME=" + home, "LANG=C.UTF-8"};
  if (noColor) env.push_back("NO_COLOR=1");
  return env;
}

}  // namespace

TEST_CASE("babylon play at a terminal: Up recalls earlier lines, Ctrl-D ends the game", "[play][terminal]") {
  babylon::TempDir home("babylon-play-pty");
  PtyBabylon play({"play", "--p", "6", "--q", "8"}, terminalEnv(home.path().string(), true));
  REQUIRE(play.started());
  type(play, "r9 b9\r");
  expect(play, "refused: move 'r9 b9' is not legal in <6,8;;>: no stack r9 and no stack b9");
  type(play, "moves\r");
  expect(play, "r1>r1     -> <4,8;2;>");
  // Up twice: the line before the last, sent again as typed.
  type(play, std::string(kUp) + kUp + "\r");
  expect(play, "refused: move 'r9 b9' is not legal in <6,8;;>: no stack r9 and no stack b9");
  // Up once, then edited: four Backspaces leave "r" of "r9 b9", and "1>b1" makes it r1>b1.
  type(play, std::string(kUp) + "\x7f\x7f\x7f\x7f" + "1>b1\r");
  expect(play, "1. Alice  rb    r1>b1");
  expect(play, "(case O(p>=6)");
  type(play, "\x04");  // Ctrl-D at an empty line: end of input
  expect(play, "end of input: the game is abandoned after 2 moves");
  int status = play.finish();
  INFO("terminal output:\n" << play.output());
  CHECK(status == 0);
  CHECK(count(play.output(), "refused: ") == 2);
  CHECK(count(play.output(), "r1>r1     -> <4,8;2;>") == 1);
  // The escape sequence of the arrow never reaches the move reader.
  CHECK(play.output().find("unknown color letter") == std::string::npos);
  CHECK(play.output().find("\\x1b") == std::string::npos);
}

TEST_CASE("babylon play at a terminal: the picture in color, and plain with NO_COLOR set",
          "[play][terminal][picture]") {
  babylon::TempDir home("babylon-play-pty");
  for (bool noColor : {false, true}) {
    PtyBabylon play({"play", "--p", "6", "--q", "8"}, terminalEnv(home.path().string(), noColor));
    REQUIRE(play.started());
    type(play, "quit\r");
    expect(play, "you quit after 0 moves");
    int status = play.finish();
    INFO((noColor ? "NO_COLOR=1" : "NO_COLOR unset") << ", terminal output:\n" << play.output());
    CHECK(status == 0);
    bool red = play.output().find("r1 ×6  \x1b[31m█ █ █ █ █ █\x1b[0m") != std::string::npos;
    bool blue = play.output().find("b1 ×8  \x1b[34m█ █ █ █ █ █ █ █\x1b[0m") != std::string::npos;
    bool plain = play.output().find("r1 ×6  █ █ █ █ █ █") != std::string::npos;
    CHECK(red == !noColor);
    CHECK(blue == !noColor);
    CHECK(plain == noColor);
  }
}

TEST_CASE("babylon play at a terminal: Ctrl-C prints the game record and exits 130", "[play][terminal]") {
  babylon::TempDir home("babylon-play-pty");
  PtyBabylon play({"play", "--p", "6", "--q", "8"}, terminalEnv(home.path().string(), true));
  REQUIRE(play.started());
  type(play, "rb\r");
  expect(play, "(case O(p>=6)");
  type(play, "\x03");  // Ctrl-C: the terminal sends SIGINT
  expect(play, "interrupted after 2 moves; the game so far:");
  expect(play, "1. Alice  rb");
  int status = play.finish();
  INFO("terminal output:\n" << play.output());
  CHECK(status == 130);
}

TEST_CASE("babylon play at a terminal: sentences are wrapped to its width", "[play][terminal]") {
  babylon::TempDir home("babylon-play-pty");
  PtyBabylon play({"play", "--p", "6", "--q", "8"}, terminalEnv(home.path().string(), true), 50);
  REQUIRE(play.started());
  type(play, "quit\r");
  expect(play, "you quit after 0 moves");
  int status = play.finish();
  INFO("terminal output:\n" << play.output());
  CHECK(status == 0);
  // "Babylon: you play Alice against Bob's strategy 'paper'." is 55 columns: broken before 'paper'.
  CHECK(play.output().find("Bob's strategy\r\n'paper'.") != std::string::npos);
}
