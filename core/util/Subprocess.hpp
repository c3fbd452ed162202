// Running a child program (cvc5, Graphviz `dot`, `--version` probes) without a shell, capturing
// its output and exit status, with an optional time limit. The one way the project starts
// processes: arguments go to the program as a vector, so no path or option is ever parsed by a shell.
#pragma once

#include <string>
#include <vector>

namespace babylon::report {

struct ProcessResult {
  bool started = false;   // false: the program could not be run (e.g. not installed)
  bool timedOut = false;  // killed after the time limit
  int exitStatus = -1;    // the exit status when it exited normally, else -1
  int signal = 0;         // the signal that ended it, else 0
  std::string out;        // standard output
  std::string err;        // standard error, or why it could not be started
  bool ok() const { return started && !timedOut && exitStatus == 0; }
};

struct ProcessOptions {
  unsigned timeoutMs = 0;  // > 0: the child is killed (SIGKILL) once it has run that long
  std::string input;       // its standard input (empty: /dev/null), as typing arrives through a pipe
  int signal = 0;          // > 0: this signal is sent once the child has run signalAfterMs
  unsigned signalAfterMs = 0;
};

// Runs argv[0] (looked up on PATH) with the arguments, no shell.
ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options);
// The same with standard input from /dev/null and an optional time limit.
inline ProcessResult runProcess(const std::vector<std::string>& argv, unsigned timeoutMs = 0) {
  return runProcess(argv, ProcessOptions{timeoutMs, {}, 0, 0});
}

}  // namespace babylon::report
