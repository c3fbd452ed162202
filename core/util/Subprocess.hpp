// Running a helper program (Graphviz `dot`, `cvc5 --version`) as a process and capturing its output.
#pragma once

#include <string>
#include <vector>

namespace babylon::report {

struct ProcessResult {
  bool started = false;  // false: the program could not be run (e.g. not installed)
  int exitStatus = -1;   // the exit status when it exited normally, else -1
  std::string out;       // standard output
  std::string err;       // standard error, or why it could not be started
  bool ok() const { return started && exitStatus == 0; }
};

// Runs argv[0] (looked up on PATH) with the arguments, no shell, standard input from /dev/null.
ProcessResult runProcess(const std::vector<std::string>& argv);

}  // namespace babylon::report
