// End-to-end tests of what scripts rely on: --version, help without a command, one top-level
// JSON shape for every command, `solve -` reading positions line by line, the verdict as the
// last line of verify, and keywords read in any case.
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;

namespace {

void checkShape(const nlohmann::json& j, const std::string& command) {
  INFO(j.dump().substr(0, 400));
  for (const char* key : {"version", "command", "complete", "totals", "peak_memory_bytes"}) CHECK(j.contains(key));
  CHECK(j["command"] == command);
  CHECK(j["version"].is_string());
  CHECK(j["totals"].is_object());
  CHECK(j["peak_memory_bytes"].get<std::uint64_t>() > 0);
}

std::string lastLine(const std::string& text) {
  std::string t = text;
  while (!t.empty() && t.back() == '\n') t.pop_back();
  return t.substr(t.rfind('\n') + 1);
}

}  // namespace

TEST_CASE("babylon --version names the project's version", "[machine]") {
  RunResult r = runBabylon({"--version"});
  CHECK(r.status == 0);
  CHECK(mentions(r.out, R"(^babylon \d+\.\d+\.\d+)"));
}

TEST_CASE("babylon alone, babylon help and babylon help COMMAND print the help", "[machine]") {
  for (const std::vector<std::string>& args : {std::vector<std::string>{}, {"help"}}) {
    RunResult r = runBabylon(args);
    INFO(r.command << "\n" << r.out << r.err);
    CHECK(r.status == 0);
    CHECK(mentions(r.out, R"(\bverify\b)"));
    CHECK(mentions(r.out, R"((^|\n)Usage: babylon )"));
  }
  RunResult verify = runBabylon({"help", "verify"});
  CHECK(verify.status == 0);
  CHECK(mentions(verify.out, "--max-n"));
  CHECK(mentions(verify.out, R"(Usage: babylon verify)"));
  CHECK(runBabylon({"help", "nonsense"}).status == 2);
}

TEST_CASE("every command's --json has the same top-level keys", "[machine]") {
  checkShape(runBabylon({"solve", "<3,5;;>", "--json"}).json(), "solve");
  checkShape(runBabylon({"classify", "--max-n", "8", "--json"}).json(), "classify");
  checkShape(runBabylon({"verify", "--max-n", "8", "--json"}).json(), "verify");
  checkShape(runBabylon({"lemmas", "--max-n", "8", "--json"}).json(), "lemmas");
}

TEST_CASE("solve - reads one position per line and writes one JSON object per line", "[machine]") {
  RunResult r = runBabylon({"solve", "-"}, "<3,3;;>\nr1 b1\n\nnot a position\n<2,2;;>\n");
  INFO(r.out << r.err);
  CHECK(r.status == 2);  // one line did not parse
  std::istringstream lines(r.out);
  std::vector<nlohmann::json> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(nlohmann::json::parse(line));
  REQUIRE(objects.size() == 4);
  CHECK(objects[0]["outcome"] == "P");
  CHECK(objects[1]["outcome"] == "N");
  CHECK(objects[2].contains("error"));
  CHECK(objects[2]["line"] == 4);
  CHECK(objects[3]["position"] == "<2,2;;>");
  checkShape(objects[3], "solve");
}

TEST_CASE("verify prints its verdict last, the coverage table only with --coverage", "[machine]") {
  RunResult plain = runBabylon({"verify", "--max-n", "10"});
  CHECK(plain.status == 0);
  CHECK(mentions(lastLine(plain.out), R"(^verify: Bob's strategy 'paper' wins from all \d+ starts)"));
  CHECK_FALSE(mentions(plain.out, "coverage \\(Bob's decisions per case\\)"));
  RunResult coverage = runBabylon({"verify", "--max-n", "10", "--coverage"});
  CHECK(mentions(coverage.out, "coverage \\(Bob's decisions per case\\)"));
  auto verdict = [](const std::string& out) { return lastLine(out).substr(0, lastLine(out).find(';')); };
  CHECK(verdict(coverage.out) == verdict(plain.out));  // the same verdict (its times may differ)
  RunResult losing = runBabylon({"verify", "--max-n", "8", "--strategy", "first"});
  CHECK(losing.status == 1);
  CHECK(mentions(lastLine(losing.out), R"(^verify: Bob's strategy 'first' LOSES from \d+ of \d+ starts)"));
}

TEST_CASE("keywords and claim names are read in any case", "[machine]") {
  CHECK(runBabylon({"verify", "--max-n", "6", "--from", "INITIAL", "--strategy", "Paper"}).status == 0);
  RunResult lemmas = runBabylon({"lemmas", "--max-n", "8", "--claim", "l4.5", "--json"});
  INFO(lemmas.err);
  CHECK(lemmas.status != 2);
}

TEST_CASE("solve reads y, color names, upper case, commas and the paper's brackets", "[machine]") {
  nlohmann::json a = runBabylon({"solve", "Yellow1, R1 b2", "--json"}).json();
  nlohmann::json b = runBabylon({"solve", "r1 y1 b2", "--json"}).json();
  CHECK(a["position"] == b["position"]);
  CHECK(runBabylon({"solve", "\u27E83,5;4;2\u27E9", "--json"}).json()["position"] == "<3,5;4;2>");
  RunResult help = runBabylon({"solve", "--help"});
  CHECK(mentions(help.out, "y yellow"));
}
