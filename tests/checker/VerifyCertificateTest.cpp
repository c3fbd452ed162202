// End to end: `babylon verify --certificate` writes a certificate babylon-check accepts, for
// Bob's strategy and for Alice's; a mutated copy is refused; a run with a counterexample writes none.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "CheckerProgram.hpp"
#include "RunBabylon.hpp"

using namespace babylon::checkertest;
using babylon::clitest::runBabylon;

TEST_CASE("verify --certificate up to 16 chips is accepted by babylon-check", "[checker][e2e]") {
  std::string file = writeTempFile("verify-16.zst", "");
  std::filesystem::remove(file);
  auto run = runBabylon({"verify", "--max-n", "16", "--from", "all", "--certificate", file});
  REQUIRE(run.status == 0);
  CHECK(run.out.find("certificate: " + file) != std::string::npos);
  auto ok = runChecker(file);
  CHECK(ok.status == 0);
  CHECK(ok.out.find("proved: Bob wins from all") != std::string::npos);

  // One of Bob's moves replaced by a move of two stacks that are not compatible there.
  std::string text = decompressed(readFile(file));
  auto at = text.find(" : ", text.find("\npositions\n"));
  REQUIRE(at != std::string::npos);
  auto lineStart = text.rfind('\n', at) + 1, lineEnd = text.find('\n', at);
  std::string mutatedLine = text.substr(lineStart, at - lineStart) + " : r1>b2";
  text.replace(lineStart, lineEnd - lineStart, mutatedLine);
  auto lineNumber = 1 + std::count(text.begin(), text.begin() + static_cast<long>(lineStart), '\n');
  auto refused = runChecker(writeTempFile("verify-16-mutated.zst", compressed(text)));
  CHECK(refused.status == 1);
  CHECK(refused.out.find("line " + std::to_string(lineNumber) + ":") != std::string::npos);
}

TEST_CASE("verify --certificate writes nothing when a start is not verified", "[checker][e2e]") {
  std::string file = writeTempFile("literal-12.zst", "");
  std::filesystem::remove(file);
  auto run = runBabylon({"verify", "--max-n", "12", "--strategy", "paper-literal", "--certificate", file});
  CHECK(run.status == 1);
  CHECK(run.err.find("no certificate written") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(file));
}

TEST_CASE("verify --side alice --certificate is accepted by babylon-check, and refused with a line dropped",
          "[checker][e2e]") {
  std::string file = writeTempFile("alice-17.zst", "");
  std::filesystem::remove(file);
  auto run = runBabylon({"verify", "--side", "alice", "--max-n", "17", "--certificate", file});
  REQUIRE(run.status == 0);
  CHECK(run.out.find("positions with Alice to move") != std::string::npos);
  std::string text = decompressed(readFile(file));
  CHECK(text.find("\nside alice\nclaim initial max-n 17\n") != std::string::npos);
  auto ok = runChecker(file);
  CHECK(ok.status == 0);
  CHECK(ok.out.find("proved: Alice wins from all") != std::string::npos);

  // Every entry of Alice's is needed somewhere or not; drop each of the first entries in turn until
  // one is needed: the checker must then name a missing entry.
  auto positions = text.find("\npositions\n") + std::string("\npositions\n").size();
  bool refusedOnce = false;
  for (std::size_t at = positions, tries = 0; tries < 20 && !refusedOnce; ++tries) {
    auto end = text.find('\n', at);
    REQUIRE(end != std::string::npos);
    std::string dropped = text.substr(0, at) + text.substr(end + 1);
    auto refused = runChecker(writeTempFile("alice-17-dropped.zst", compressed(dropped)));
    if (refused.status == 1) {
      refusedOnce = true;
      CHECK(refused.out.find("which has no entry") != std::string::npos);
    } else {
      CHECK(refused.status == 0);
    }
    at = end + 1;
  }
  CHECK(refusedOnce);
}
