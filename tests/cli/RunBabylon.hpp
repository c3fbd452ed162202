// Runs the real `babylon` executable with given arguments and input and captures stdout, stderr
// and exit status. Shared by the command-line and the play/mutants end-to-end tests.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace babylon::clitest {

struct RunResult {
  std::string command;  // the arguments, quoted, for failure messages
  std::string out;
  std::string err;
  int status = -1;  // exit status; 128 + signal number when killed by a signal
  bool signaled = false;

  std::vector<std::string> errLines() const;
  nlohmann::json json() const;  // stdout parsed as JSON; throws when it is not JSON
};

// Runs BABYLON_EXE with `args` (no shell involved); its standard input is `input` (empty: none),
// as a person's typing would arrive through a pipe.
RunResult runBabylon(const std::vector<std::string>& args, const std::string& input = "");

// Runs BABYLON_EXE with `args` and sends it `signal` after `afterMs` milliseconds (as Ctrl-C or
// a `kill` would), then waits for it to end.
RunResult runBabylonSignaled(const std::vector<std::string>& args, int signal, int afterMs);

// Runs a command that must succeed quietly (exit 0, empty stderr) and returns stdout parsed as JSON.
nlohmann::json successfulJson(const std::vector<std::string>& args);

// Case-insensitive search of an ECMAScript regular expression.
bool mentions(const std::string& text, const std::string& pattern);

}  // namespace babylon::clitest
