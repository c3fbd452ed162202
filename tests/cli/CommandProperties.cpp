// RapidCheck law: no exception escapes a command. Random argument vectors run the real executable;
// every run ends with a defined exit status (0, 1, 2 or 3) and never with "terminate called".
#include <rapidcheck/catch.h>

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "RunBabylon.hpp"

using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;

namespace {

const std::vector<std::string> kCommands = {"solve", "classify", "verify", "replay", "lemmas", "mutants",
                                            "play",  "report",   "prove",  "table",  "",       "bogus"};

// Option names of every command and hostile values: near misses rather than noise.
const std::vector<std::string> kTokens = {"--max-n",
                                          "--json",
                                          "--threads",
                                          "--max-memory",
                                          "--strategy",
                                          "--from",
                                          "--save-counterexamples",
                                          "--chips",
                                          "--p",
                                          "--q",
                                          "--claim",
                                          "--out",
                                          "--stages",
                                          "--mutants-max-n",
                                          "--graph-n",
                                          "--timeout",
                                          "--smt-dir",
                                          "--no-cvc5",
                                          "--quick-proof",
                                          "--quiet",
                                          "--help",
                                          "--version",
                                          "--list",
                                          "--grundy",
                                          "--svg",
                                          "-",
                                          "--",
                                          "",
                                          "0",
                                          "1",
                                          "-1",
                                          "2",
                                          "6",
                                          "7",
                                          "65",
                                          "99999999999999999999",
                                          "1e400",
                                          "0x10",
                                          "1M",
                                          "x",
                                          "paper",
                                          "first",
                                          "solver",
                                          "all",
                                          "initial",
                                          "<3,5;4;2>",
                                          "<3,5;4",
                                          "r1 b1",
                                          "r1 <3,5;;>",
                                          "r1 b1 + <3,4;;>",
                                          "3,3,3,3",
                                          "\xe6\x97\xa5\xe6\x9c\xac",
                                          "\x01\x02",
                                          "\xff",
                                          "/nonexistent/x",
                                          "/proc",
                                          "/dev/null",
                                          ".",
                                          "..",
                                          ",,",
                                          "classify,prove",
                                          "P3",
                                          "L4.3"};

// Long runs are bounded so that a case takes seconds: prove and report stop at their first guard
// check, the others get a small size unless the vector names its own (then CLI11 may refuse the
// repetition, which is bad input like any other).
std::vector<std::string> bounded(const std::string& command, std::vector<std::string> args) {
  std::vector<std::string> out;
  if (!command.empty()) out.push_back(command);
  if (command == "prove" || command == "report" || command == "mutants" || command == "lemmas")
    out.insert(out.end(), {"--max-memory", "1M"});
  else if (command == "classify" || command == "verify")
    out.insert(out.end(), {"--max-n", "8"});
  out.insert(out.end(), args.begin(), args.end());
  return out;
}

}  // namespace

TEST_CASE("no exception escapes a command", "[property][hostile]") {
  // Runs in a scratch folder: a random --out or --save-counterexamples writes there.
  std::string pattern = (std::filesystem::temp_directory_path() / "babylon-prop-XXXXXX").string();
  REQUIRE(mkdtemp(pattern.data()));
  std::filesystem::path cwd = std::filesystem::current_path();
  std::filesystem::current_path(pattern);
  rc::prop("exit status 0-3, no abort", [] {
    std::string command = *rc::gen::elementOf(kCommands);
    auto args = *rc::gen::resize(6, rc::gen::container<std::vector<std::string>>(rc::gen::elementOf(kTokens)));
    RunResult r = runBabylon(bounded(command, args));
    RC_LOG() << r.command << "\n" << r.err.substr(0, 500);
    RC_ASSERT_FALSE(r.signaled);
    RC_ASSERT(r.status >= 0);
    RC_ASSERT(r.status <= 3);
    RC_ASSERT(r.err.find("terminate called") == std::string::npos);
  });
  std::filesystem::current_path(cwd);
  std::filesystem::remove_all(pattern);
}
