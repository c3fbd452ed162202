// Runs the real `babylon` executable with a given standard input (a pipe from a string, as a
// person's typing would arrive) and captures its output and exit status.
#pragma once

#include <string>
#include <vector>

namespace babylon::mutanttest {

struct PipeRun {
  std::string out, err;
  int status = -1;  // exit status; 128 + signal number when killed by a signal
};

PipeRun runWithInput(const std::vector<std::string>& args, const std::string& input);

}  // namespace babylon::mutanttest
