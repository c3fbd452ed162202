// Runs the babylon-check program on a file, either checker under limits, and writes or reads zstd-compressed test files.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace babylon::checkertest {

struct Outcome {
  int status;
  std::string out;  // stdout and stderr together
};

Outcome runChecker(const std::string& file);

// A program run with at most 20 s of CPU and 1 GiB of memory (ASan's own limit under the
// sanitizers, whose shadow memory an address-space limit would refuse): `argv` is the program
// and its arguments, passed as they are.
struct Limited {
  int status = -1;  // the exit status, -1 if a signal (such as SIGXCPU) ended it
  std::string out;  // stdout and stderr together
  long peakKiB = 0;
};
Limited runLimited(const std::vector<std::string>& argv);

// A zstd file of `head` followed by `repeat` copies of `unit`, compressed as a stream.
std::string bomb(const std::string& head, const std::string& unit, std::size_t repeat);
std::string writeTempFile(const std::string& name, const std::string& bytes);  // returns the path
std::string readFile(const std::string& path);
std::string compressed(const std::string& text);
std::string decompressed(const std::string& bytes);

}  // namespace babylon::checkertest
