// End-to-end tests of bad input: every mistake exits 2, prints nothing on stdout, and prints exactly
// one line on stderr, starting `babylon: error:`, that names the problem.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;

namespace {

struct BadInput {
  std::vector<std::string> args;
  std::string names;  // a case-insensitive pattern the error message must match
};

void checkRejected(const BadInput& c) {
  RunResult r = runBabylon(c.args);
  INFO(r.command << "\nstdout: " << r.out << "\nstderr: " << r.err);
  CHECK_FALSE(r.signaled);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  auto lines = r.errLines();
  CHECK(lines.size() == 1);
  if (lines.empty()) return;
  CHECK(lines[0].rfind("babylon: error: ", 0) == 0);
  INFO("the message should match /" << c.names << "/");
  CHECK(mentions(lines[0], c.names));
}

void checkAllRejected(const std::vector<BadInput>& cases) {
  for (const BadInput& c : cases) checkRejected(c);
}

}  // namespace

TEST_CASE("solve rejects a bad stack list", "[errors]") {
  checkAllRejected({
      {{"solve", "x1"}, "unknown color letter 'x'"},
      {{"solve", "r1 b1 q1"}, "stack 3.*unknown color letter 'q'"},
      {{"solve", "r0"}, "r0.*height must be at least 1"},
      {{"solve", "r-1"}, "r-1.*negative"},
      {{"solve", "rq"}, "rq.*not a number"},
      {{"solve", "r300"}, "r300.*too large"},
      {{"solve", "r"}, "missing height"},
  });
}

TEST_CASE("solve rejects bad paper notation", "[errors]") {
  checkAllRejected({
      {{"solve", "<3,5;4"}, "<3,5;4.*(truncated|missing the closing '>')"},
      {{"solve", "<<3,5;;>"}, "unbalanced"},
      {{"solve", "<1,1;1;>"}, "hill.*height 1.*at least 2"},
      {{"solve", "<1,1;;;>"}, "4 ';'-fields, expected 3"},
      {{"solve", "<3,5;4,x;2>"}, "red hill 2 'x' is not a number"},
      {{"solve", "<200,100;;>"}, "at most 255 chips.*300"},
  });
}

TEST_CASE("solve rejects a position without stacks", "[errors]") {
  checkAllRejected({
      {{"solve", "<0,0;;>"}, "no stacks"},
      {{"solve", "   "}, "no position|no stacks"},
      {{"solve", ""}, "no position|no stacks|empty"},
  });
}

TEST_CASE("solve --chips rejects bad chip counts", "[errors]") {
  checkAllRejected({
      {{"solve", "--chips", "1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1"}, "17 colors.*at most 16"},
      {{"solve", "--chips", "2,x"}, "chip count 2.*'x' is not a number"},
      {{"solve", "--chips", "2,-1"}, "chip count 2.*negative"},
      {{"solve", "--chips", "2,,2"}, "chip count 2.*empty"},
      {{"solve", "--chips", "300"}, "chip count 1.*too large"},
      {{"solve", "--chips", "0,0"}, "no chips"},
      {{"solve", "--chips", "200,100"}, "at most 255 chips.*300"},
  });
}

TEST_CASE("solve takes exactly one of POSITION and --chips", "[errors]") {
  checkAllRejected({
      {{"solve", "<2,2;;>", "--chips", "2,2"}, "exactly one of POSITION and --chips"},
      {{"solve"}, "exactly one of POSITION and --chips"},
  });
}

TEST_CASE("an empty POSITION, --chips or --max-memory is bad input, not a missing one", "[errors]") {
  // Nothing is silently guessed: an empty value given on the command line is an error of its own.
  checkAllRejected({
      {{"solve", "--chips", ""}, "no chips|empty"},
      {{"solve", "", "--chips", "2,2"}, "exactly one|no position|empty"},
      {{"solve", "<2,2;;>", "--chips", ""}, "exactly one|no chips|empty"},
      {{"solve", "<2,2;;>", "--max-memory", ""}, "--max-memory"},
  });
}

TEST_CASE("classify rejects a bad --max-n", "[errors]") {
  checkAllRejected({
      {{"classify", "--max-n", "0"}, "--max-n.*between 2 and 255.*0"},
      {{"classify", "--max-n", "-3"}, "--max-n.*between 2 and 255.*-3"},
      {{"classify", "--max-n", "1"}, "--max-n.*between 2 and 255.*1"},
      {{"classify", "--max-n", "300"}, "--max-n.*between 2 and 255.*300"},
      {{"classify", "--max-n", "abc"}, "--max-n.*abc"},
      {{"classify"}, "--max-n.*required"},
  });
}

TEST_CASE("every numeric option's bound is one CLI11 validator with the same wording", "[errors]") {
  checkAllRejected({
      {{"verify", "--max-n", "1"}, "--max-n: must be between 2 and \\d+, got 1"},
      {{"mutants", "--max-n", "x9"}, "--max-n: must be between 2 and \\d+, got x9"},
      {{"lemmas", "--max-n", "256"}, "--max-n: must be between 2 and 255, got 256"},
      {{"report", "--mutants-max-n", "1"}, "--mutants-max-n: must be between 2 and \\d+, got 1"},
      {{"report", "--graph-n", "7"}, "--graph-n: must be even and between 6 and 16, got 7"},
      {{"report", "--graph-n", "18"}, "--graph-n: must be even and between 6 and 16, got 18"},
      {{"report", "--timeout", "0"}, "--timeout: must be at least 1, got 0"},
      {{"prove", "--timeout", "-5"}, "--timeout: must be at least 1, got -5"},
      {{"prove", "--finite-up-to", "111"}, "--finite-up-to: must be between 0 and 110, got 111"},
      {{"play", "--p", "0", "--q", "3"}, "--p: must be at least 1, got 0"},
      {{"play", "--p", "3", "--q", "2.5"}, "--q: must be at least 1, got 2.5"},
      {{"lemmas", "--max-n", "10", "--list", "-1"}, "--list: must be at least 0, got -1"},
  });
}

TEST_CASE("verify, mutants and report take --max-n up to kMaxChips only", "[errors]") {
  checkAllRejected({
      {{"verify", "--max-n", "256"}, "--max-n.*between 2 and 255.*256"},
      {{"verify", "--max-n", "1"}, "--max-n.*between 2 and 255.*1"},
      {{"mutants", "--max-n", "256"}, "--max-n.*between 2 and 255.*256"},
      {{"report", "--max-n", "256"}, "--max-n.*between 2 and 255.*256"},
      {{"report", "--max-n", "40", "--mutants-max-n", "256"}, "--mutants-max-n.*between 2 and 255.*256"},
  });
}

TEST_CASE("table rejects bad ranges of colors and chips per color", "[errors][table]") {
  checkAllRejected({
      {{"table", "--colors", "4-2", "--per-color", "1-3"}, "--colors '4-2'.*starts above its end"},
      {{"table", "--colors", "2-3", "--per-color", "5-1"}, "--per-color '5-1'.*starts above its end"},
      {{"table", "--colors", "0-3", "--per-color", "1-3"}, "--colors '0-3'.*within 1-16"},
      {{"table", "--colors", "0", "--per-color", "1-3"}, "--colors '0'.*within 1-16"},
      {{"table", "--colors", "2-17", "--per-color", "1-3"}, "--colors '2-17'.*within 1-16"},
      {{"table", "--colors", "2-3", "--per-color", "0-3"}, "--per-color '0-3'.*1 or more"},
      {{"table", "--colors", "2-", "--per-color", "1-3"}, "--colors '2-'.*not a range"},
      {{"table", "--colors", "a-b", "--per-color", "1-3"}, "--colors 'a-b'.*not a range"},
      {{"table", "--colors", "2-3-4", "--per-color", "1-3"}, "--colors '2-3-4'.*not a range"},
      {{"table", "--colors", "2-3", "--per-color", "-3"}, "--per-color.*-3"},
      {{"table", "--colors", "2-3", "--per-color", ""}, "--per-color ''.*not a range"},
      {{"table", "--colors", "16", "--per-color", "1-16"}, "256 chips.*255"},
      {{"table", "--colors", "2", "--per-color", "1-3", "--time-budget", "0"}, "--time-budget.*positive"},
      {{"table", "--colors", "2", "--per-color", "1-3", "--time-budget", "-1"}, "--time-budget.*(positive|-1)"},
      {{"table", "--per-color", "1-3"}, "--colors.*required"},
      {{"table", "--colors", "2-3"}, "--per-color.*required"},
  });
}

TEST_CASE("unknown options and extra arguments are rejected by name", "[errors]") {
  checkAllRejected({
      {{"solve", "<2,2;;>", "--frobnicate"}, "--frobnicate"},
      {{"classify", "--max-n", "4", "--bogus"}, "--bogus"},
      {{"solve", "<2,2;;>", "extra"}, "extra"},
      {{"solve", "<2,2;;>", "--threads", "0"}, "--threads.*0"},
  });
}

TEST_CASE("an unknown subcommand or top-level option is rejected by name", "[errors]") {
  checkAllRejected({
      {{"frobnicate"}, "frobnicate"},
      {{"sovle", "<2,2;;>"}, "sovle"},
      {{"--frobnicate"}, "--frobnicate"},
  });
}

TEST_CASE("a bad --max-memory is rejected", "[errors]") {
  for (std::string command : {"solve", "classify"}) {
    std::vector<std::string> base = command == "solve" ? std::vector<std::string>{"solve", "<2,2;;>"}
                                                       : std::vector<std::string>{"classify", "--max-n", "4"};
    auto with = [&](std::string size) {
      auto args = base;
      args.insert(args.end(), {"--max-memory", size});
      return args;
    };
    checkAllRejected({
        {with("12X"), "--max-memory '12X'.*unit 'X'"},
        {with("-5G"), "--max-memory '-5G'.*positive"},
        {with("0"), "--max-memory '0'.*positive"},
        {with("lots"), "--max-memory 'lots'.*not a size"},
    });
  }
}
