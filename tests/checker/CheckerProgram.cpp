// The checker program run as a child process (CHECKER_EXE), and zstd in one call each way.
#include "CheckerProgram.hpp"

#include <unistd.h>
#include <zstd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "core/util/Subprocess.hpp"

namespace babylon::checkertest {

Outcome runChecker(const std::string& file) {
  // The project's one way to start a process: no shell, the file name passed as it is.
  report::ProcessResult r = report::runProcess({CHECKER_EXE, file});
  if (!r.started) throw std::runtime_error(std::string("cannot run ") + CHECKER_EXE + ": " + r.err);
  return {r.signal == 0 ? r.exitStatus : -1, r.out + r.err};
}

std::string writeTempFile(const std::string& name, const std::string& bytes) {
  // The process id keeps parallel test processes (ctest -j) apart.
  auto path =
      std::filesystem::temp_directory_path() / ("babylon-check-test-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string compressed(const std::string& text) {
  std::string out(ZSTD_compressBound(text.size()), '\0');
  out.resize(ZSTD_compress(out.data(), out.size(), text.data(), text.size(), 3));
  return out;
}

std::string decompressed(const std::string& bytes) {
  auto size = ZSTD_getFrameContentSize(bytes.data(), bytes.size());
  if (size == ZSTD_CONTENTSIZE_ERROR) throw std::runtime_error("not a zstd frame");
  if (size == ZSTD_CONTENTSIZE_UNKNOWN) size = 64u << 20;  // streamed frames do not record it
  std::string out(size, '\0');
  std::size_t got = ZSTD_decompress(out.data(), out.size(), bytes.data(), bytes.size());
  if (ZSTD_isError(got)) throw std::runtime_error(ZSTD_getErrorName(got));
  out.resize(got);
  return out;
}

}  // namespace babylon::checkertest
