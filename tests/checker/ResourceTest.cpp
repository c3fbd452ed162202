// Hostile certificates that once cost minutes and gigabytes (a zstd file unpacking to one 2 GiB
// line, an endless /dev/zero, a claim of millions of starts) are refused with one line. The
// checker runs under CPU and memory limits, so a regression fails here instead of hanging.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "CheckerProgram.hpp"
#include "Excerpt.hpp"

namespace {

using namespace babylon::checkertest;

Limited limited(const std::string& file) { return runLimited({CHECKER_EXE, file}); }

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
  refusedWith(limited(path), 2,
              "babylon-check: malformed certificate " + bcheck::excerpt(path) +
                  ": line 5: longer than 4096 bytes, the format's limit");
  std::filesystem::remove(path);
}

TEST_CASE("/dev/zero is refused at its first line", "[checker]") {
  refusedWith(limited("/dev/zero"), 2,
              "babylon-check: malformed certificate /dev/zero: line 1: longer than 4096 bytes, the format's limit");
}

TEST_CASE("A claim of millions of starts costs what the file lists", "[checker]") {
  // 'all' at 200 chips names 7,689,180 starts; building them all first took 58 s and 8.45 GiB.
  std::string header = "babylon-certificate 1\nside bob\nclaim all max-n 200\n";
  std::string path = writeTempFile("claim-200.txt", header);
  refusedWith(limited(path), 2,
              "babylon-check: malformed certificate " + bcheck::excerpt(path) +
                  ": line 4: the text ends before the 'end' line");
  // Complete, the same claim fails at the first claimed start the file does not list.
  path = writeTempFile("claim-255.txt",
                       "babylon-certificate 1\nside bob\nclaim all max-n 255\nstarts\n"
                       "r1 r1 r1 b1 b1 b1\npositions\nend\n");
  refusedWith(limited(path), 1,
              "babylon-check: line 3: the claim covers the start 'r1 r1 r1 b1 b1 b1 b1 b1', which is not listed");
}
