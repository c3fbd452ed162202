// Hostile certificates that once cost minutes and gigabytes (a zstd file unpacking to one 2 GiB
// line, an endless /dev/zero, a claim of millions of starts) are refused with one line. The
// checker runs under CPU and memory limits, so a regression fails here instead of hanging.
#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zstd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>

#include "CheckerProgram.hpp"
#include "Excerpt.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define CHECKER_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHECKER_UNDER_ASAN 1
#endif
#endif

namespace {

using namespace babylon::checkertest;

struct Limited {
  int status = -1;  // the exit status, -1 if a signal (such as SIGXCPU) ended it
  std::string out;  // stdout and stderr together
  long peakKiB = 0;
};

// The checker on `file` with at most 20 s of CPU and 1 GiB of memory (ASan's own limit under
// the sanitizers, whose shadow memory an address-space limit would refuse).
Limited runLimited(const std::string& file) {
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
    std::string options = std::string(asan ? asan : "") + ":hard_rss_limit_mb=1024";
    ::setenv("ASAN_OPTIONS", options.c_str(), 1);
#else
    rlimit as{1ul << 30, 1ul << 30};
    ::setrlimit(RLIMIT_AS, &as);
#endif
    ::execl(CHECKER_EXE, CHECKER_EXE, file.c_str(), static_cast<char*>(nullptr));
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

const std::string kHeader = "babylon-certificate 1\nside bob\nclaim initial max-n 10\nstarts\n";

// The exit status, exactly one line of output, and that line is `expected`; a small peak memory.
void refusedWith(const Limited& r, int status, const std::string& expected) {
  CHECK(r.status == status);
  CHECK(r.out == expected + "\n");
  CHECK(r.peakKiB < 256 * 1024);
}

}  // namespace

TEST_CASE("A zstd file unpacking to one 2 GiB line is refused at that line", "[checker]") {
  std::string unit;
  for (int i = 0; i < 1 << 18; ++i) unit += "r1 b1 ";  // 1.5 MiB
  std::string zst = bomb(kHeader, unit, 1366);         // 2 GiB of one start line, never ended
  REQUIRE(zst.size() < 1 << 20);
  std::string path = writeTempFile("bomb.zst", zst);
  refusedWith(runLimited(path), 2,
              "babylon-check: malformed certificate " + bcheck::excerpt(path) +
                  ": line 5: longer than 4096 bytes, the format's limit");
  std::filesystem::remove(path);
}

TEST_CASE("/dev/zero is refused at its first line", "[checker]") {
  refusedWith(runLimited("/dev/zero"), 2,
              "babylon-check: malformed certificate /dev/zero: line 1: longer than 4096 bytes, the format's limit");
}

TEST_CASE("A claim of millions of starts costs what the file lists", "[checker]") {
  // 'all' at 200 chips names 7,689,180 starts; building them all first took 58 s and 8.45 GiB.
  std::string header = "babylon-certificate 1\nside bob\nclaim all max-n 200\n";
  std::string path = writeTempFile("claim-200.txt", header);
  refusedWith(runLimited(path), 2,
              "babylon-check: malformed certificate " + bcheck::excerpt(path) +
                  ": line 4: the text ends before the 'end' line");
  // Complete, the same claim fails at the first claimed start the file does not list.
  path = writeTempFile("claim-255.txt",
                       "babylon-certificate 1\nside bob\nclaim all max-n 255\nstarts\n"
                       "r1 r1 r1 b1 b1 b1\npositions\nend\n");
  refusedWith(runLimited(path), 1,
              "babylon-check: line 3: the claim covers the start 'r1 r1 r1 b1 b1 b1 b1 b1', which is not listed");
}
