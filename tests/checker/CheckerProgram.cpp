// The checker program run as a child process (CHECKER_EXE), and zstd in one call each way.
#include "CheckerProgram.hpp"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zstd.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <vector>

#include "core/util/Subprocess.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define CHECKER_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHECKER_UNDER_ASAN 1
#endif
#endif

namespace babylon::checkertest {

Outcome runChecker(const std::string& file) {
  // The project's one way to start a process: no shell, the file name passed as it is.
  report::ProcessResult r = report::runProcess({CHECKER_EXE, file});
  if (!r.started) throw std::runtime_error(std::string("cannot run ") + CHECKER_EXE + ": " + r.err);
  return {r.signal == 0 ? r.exitStatus : -1, r.out + r.err};
}

namespace {
// The files writeTempFile named, removed when the test process ends (a test may have written
// another file there since, such as a certificate babylon wrote).
struct TempFiles {
  std::vector<std::filesystem::path> paths;
  ~TempFiles() {
    for (const auto& p : paths) {
      std::error_code ignored;
      std::filesystem::remove(p, ignored);
    }
  }
};
TempFiles tempFiles;
}  // namespace

std::string writeTempFile(const std::string& name, const std::string& bytes) {
  // The process id keeps parallel test processes (ctest -j) apart.
  auto path =
      std::filesystem::temp_directory_path() / ("babylon-check-test-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path, std::ios::binary) << bytes;
  tempFiles.paths.push_back(path);
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

// Forked, the limits set, then the program started without a shell (CheckerProgram.hpp).
Limited runLimited(const std::vector<std::string>& argv) {
  int fds[2];
  if (::pipe(fds) != 0) throw std::runtime_error("pipe");
  pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(fds[1], 1);
    ::dup2(fds[1], 2);
    ::close(fds[0]);
    ::close(fds[1]);
    rlimit cpu{20, 20};
    ::setrlimit(RLIMIT_CPU, &cpu);
#ifdef CHECKER_UNDER_ASAN
    const char* asan = std::getenv("ASAN_OPTIONS");
    // A small quarantine of freed memory (256 MB by default), so that the peak the tests compare
    // is the checker's own.
    std::string options = std::string(asan ? asan : "") + ":hard_rss_limit_mb=1024:quarantine_size_mb=16";
    ::setenv("ASAN_OPTIONS", options.c_str(), 1);
#else
    rlimit as{1ul << 30, 1ul << 30};
    ::setrlimit(RLIMIT_AS, &as);
#endif
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  Limited r;
  char buffer[4096];
  for (ssize_t got; (got = ::read(fds[0], buffer, sizeof buffer)) > 0;)
    r.out.append(buffer, static_cast<std::size_t>(got));
  ::close(fds[0]);
  int status = 0;
  rusage usage{};
  ::wait4(pid, &status, 0, &usage);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.peakKiB = usage.ru_maxrss;
  return r;
}

// A zstd file of `head` followed by `repeat` copies of `unit`, compressed as a stream.
std::string bomb(const std::string& head, const std::string& unit, std::size_t repeat) {
  std::unique_ptr<ZSTD_CCtx, decltype(&ZSTD_freeCCtx)> cctx(ZSTD_createCCtx(), ZSTD_freeCCtx);
  ZSTD_CCtx_setParameter(cctx.get(), ZSTD_c_compressionLevel, 1);
  std::string out, buffer(ZSTD_CStreamOutSize(), '\0');
  auto push = [&](std::string_view in, ZSTD_EndDirective how) {
    ZSTD_inBuffer src{in.data(), in.size(), 0};
    std::size_t left;
    do {
      ZSTD_outBuffer dst{buffer.data(), buffer.size(), 0};
      left = ZSTD_compressStream2(cctx.get(), &dst, &src, how);
      if (ZSTD_isError(left)) throw std::runtime_error(ZSTD_getErrorName(left));
      out.append(buffer.data(), dst.pos);
    } while (how == ZSTD_e_end ? left != 0 : src.pos < src.size);
  };
  push(head, ZSTD_e_continue);
  for (std::size_t i = 0; i < repeat; ++i) push(unit, ZSTD_e_continue);
  push({}, ZSTD_e_end);
  return out;
}

}  // namespace babylon::checkertest
