// End-to-end tests of --max-memory: a run that reaches the limit stops quickly with exit 3, says why
// on stderr, and still reports on stdout the work it finished.
#include <string>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"
#include "Theorem41Oracle.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;
using babylon::clitest::theorem41Outcome;
using nlohmann::json;

namespace {

// The one stderr line of a run stopped by the memory limit.
void checkStoppedByMemory(const RunResult& r) {
  INFO(r.command << "\nstderr: " << r.err);
  CHECK_FALSE(r.signaled);
  CHECK(r.status == 3);
  auto lines = r.errLines();
  REQUIRE(lines.size() == 1);
  CHECK(mentions(lines[0], "^babylon: "));
  CHECK(mentions(lines[0], "memory limit"));
  CHECK(mentions(lines[0], "--max-memory"));
}

// The partial JSON report of a stopped classify: consistent, and every finished start correct.
json checkPartialClassification(const RunResult& r, int maxN) {
  json j;
  REQUIRE_NOTHROW(j = r.json());
  CHECK(j.at("complete") == false);
  CHECK(mentions(j.at("stop_reason").get<std::string>(), "memory limit"));
  const json& starts = j.at("starts");
  REQUIRE(starts.is_array());
  CHECK(j.at("totals").at("starts") == starts.size());
  CHECK(j.at("totals").at("disagree") == 0);
  for (const json& s : starts) {
    INFO(s.dump());
    int p = s.at("p"), q = s.at("q");
    CHECK(1 <= p);
    CHECK(p <= q);
    CHECK(p + q <= maxN);
    CHECK(s.at("outcome") == theorem41Outcome(p, q));
  }
  // stderr counts the finished starts that stdout reports.
  CHECK(mentions(r.err, "the " + std::to_string(starts.size()) + " finished starts"));
  return j;
}

}  // namespace

// The solver's tables never stop a run: they replace entries within what the limit leaves. A run
// still stops when the process itself, outside its tables, is over the limit: 1M, the smallest
// limit accepted, is below what the program needs to start.
TEST_CASE("classify --max-n 60 --max-memory 1M --json stops with exit 3 and a partial report", "[memory]") {
  RunResult r = runBabylon({"classify", "--max-n", "60", "--max-memory", "1M", "--json"});
  checkStoppedByMemory(r);
  checkPartialClassification(r, 60);
}

TEST_CASE("classify --max-n 60 --max-memory 1M in text stops with exit 3 and prints the table so far", "[memory]") {
  RunResult r = runBabylon({"classify", "--max-n", "60", "--max-memory", "1M"});
  checkStoppedByMemory(r);
  INFO(r.out);
  CHECK(mentions(r.out, R"(\d+ starts, \d+ agree, 0 disagree)"));
}

TEST_CASE("classify stopped by the memory limit keeps the starts it finished", "[memory]") {
  // The limit is looked at once in 16384 positions of one start: the small starts finish before
  // that and must be in the report.
  RunResult r = runBabylon({"classify", "--max-n", "40", "--max-memory", "1M", "--threads", "1", "--json"});
  checkStoppedByMemory(r);
  json j = checkPartialClassification(r, 40);
  CHECK_FALSE(j.at("starts").empty());
}

TEST_CASE("solve stops with exit 3 and no report when the memory limit is reached", "[memory]") {
  RunResult r = runBabylon({"solve", "--chips", "30,30", "--max-memory", "1M", "--json"});
  checkStoppedByMemory(r);
  CHECK(r.out.empty());
}
