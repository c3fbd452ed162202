// Runs the babylon-check program on a file, and writes or reads zstd-compressed test files.
#pragma once

#include <string>

namespace babylon::checkertest {

struct Outcome {
  int status;
  std::string out;  // stdout and stderr together
};

Outcome runChecker(const std::string& file);
std::string writeTempFile(const std::string& name, const std::string& bytes);  // returns the path
std::string readFile(const std::string& path);
std::string compressed(const std::string& text);
std::string decompressed(const std::string& bytes);

}  // namespace babylon::checkertest
