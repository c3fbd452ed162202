// End-to-end tests of --help and --version: they succeed and show how to use the command.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;

namespace {

RunResult helpOf(const std::vector<std::string>& args) {
  RunResult r = runBabylon(args);
  INFO(r.command << "\nstdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  return r;
}

}  // namespace

TEST_CASE("babylon --help lists the subcommands and has an Examples section", "[help]") {
  RunResult r = helpOf({"--help"});
  INFO(r.out);
  CHECK(mentions(r.out, R"(\bsolve\b)"));
  CHECK(mentions(r.out, R"(\bclassify\b)"));
  CHECK(mentions(r.out, R"(Examples:\s*\n\s*babylon )"));
}

TEST_CASE("babylon solve --help shows its options and an Examples section", "[help]") {
  RunResult r = helpOf({"solve", "--help"});
  INFO(r.out);
  CHECK(mentions(r.out, "--chips"));
  CHECK(mentions(r.out, "--json"));
  CHECK(mentions(r.out, "--max-memory"));
  CHECK(mentions(r.out, R"(Examples:\s*\n\s*babylon solve )"));
}

TEST_CASE("babylon classify --help shows its options and an Examples section", "[help]") {
  RunResult r = helpOf({"classify", "--help"});
  INFO(r.out);
  CHECK(mentions(r.out, "--max-n"));
  CHECK(mentions(r.out, "--threads"));
  CHECK(mentions(r.out, R"(Examples:\s*\n\s*babylon classify )"));
}

TEST_CASE("babylon --version prints the version", "[help]") {
  RunResult r = helpOf({"--version"});
  CHECK(mentions(r.out, R"(^babylon \d+\.\d+\.\d+)"));
}
