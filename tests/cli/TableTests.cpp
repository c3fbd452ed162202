// End-to-end tests of `babylon table`: the colors x chips-per-color grid of winners, checked
// against what is known independently (the one-color game, Theorem 4.1, the commercial game),
// and cells over the time budget marked, not guessed.
#include <string>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"
#include "Theorem41Oracle.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;
using babylon::clitest::successfulJson;
using babylon::clitest::theorem41Outcome;
using nlohmann::json;

namespace {

const json& cellOf(const json& j, int colors, int perColor) {
  for (const json& c : j.at("cells"))
    if (c.at("colors") == colors && c.at("per_color") == perColor) return c;
  FAIL("no cell " << colors << " x " << perColor);
  throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("table --colors 1-4 --per-color 1-4 --json solves every cell as the known results say", "[table]") {
  json j = successfulJson({"table", "--colors", "1-4", "--per-color", "1-4", "--json"});
  CHECK(j.at("complete") == true);
  REQUIRE(j.at("cells").size() == 16);
  CHECK(j.at("totals").at("cells") == 16);
  CHECK(j.at("totals").at("solved") == 16);
  for (const json& c : j.at("cells")) {
    INFO(c.dump());
    CHECK(c.at("status") == "solved");
    CHECK(c.at("chips") == c.at("colors").get<int>() * c.at("per_color").get<int>());
    CHECK(c.at("positions").is_number_unsigned());
    CHECK((c.at("winner") == "Alice") == (c.at("outcome") == "N"));
  }
  // One color: k-1 moves are played (section 2), so the first player wins iff k is even.
  for (int k = 1; k <= 4; ++k) CHECK(cellOf(j, 1, k).at("outcome") == (k % 2 == 0 ? "N" : "P"));
  // Two colors of k chips each: Theorem 4.1 with p = q = k.
  for (int k = 1; k <= 4; ++k) CHECK(cellOf(j, 2, k).at("outcome") == theorem41Outcome(k, k));
  // The commercial game, four colors of three chips: a second-player win (section 1).
  CHECK(cellOf(j, 4, 3).at("winner") == "Bob");
}

TEST_CASE("table prints a grid of winners with rows of colors and columns of chips per color", "[table]") {
  RunResult r = runBabylon({"table", "--colors", "2-3", "--per-color", "1-3"});
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  // Row 2: <1,1;;> and <2,2;;> are first-player wins, <3,3;;> a second-player win.
  CHECK(mentions(r.out, R"(\n\s*2 \|\s+Alice\s+Alice\s+Bob\n)"));
  CHECK(mentions(r.out, R"(6 of 6 cells solved)"));
}

TEST_CASE("table marks cells over the time budget and skips the larger cells of their row", "[table]") {
  // A thousandth of a second: the solver's first look at the clock (after 16384 positions) is
  // already past it, so the first large cell of the row is over time and the rest are skipped.
  json j = successfulJson(
      {"table", "--colors", "2", "--per-color", "24-26", "--time-budget", "0.001", "--threads", "1", "--json"});
  CHECK(j.at("complete") == true);
  const json& first = cellOf(j, 2, 24);
  CHECK(first.at("status") == "over_time");
  CHECK(first.at("outcome").is_null());
  CHECK(first.at("winner").is_null());
  // The guard is looked at before the 16384th position is counted.
  CHECK(first.at("positions").get<std::uint64_t>() >= 16383);
  CHECK(cellOf(j, 2, 25).at("status") == "skipped");
  CHECK(cellOf(j, 2, 26).at("status") == "skipped");
  CHECK(j.at("totals").at("solved") == 0);
  CHECK(j.at("totals").at("over_time") == 1);
  CHECK(j.at("totals").at("skipped") == 2);
}

TEST_CASE("table with a small --max-memory fills the same grid, its tables replacing entries", "[table][memory]") {
  json roomy = successfulJson({"table", "--colors", "2-3", "--per-color", "4-9", "--json"});
  json small = successfulJson({"table", "--colors", "2-3", "--per-color", "4-9", "--json", "--max-memory", "16M"});
  REQUIRE(roomy.at("cells").size() == small.at("cells").size());
  for (std::size_t i = 0; i < roomy.at("cells").size(); ++i) {
    INFO(roomy.at("cells")[i].dump() << " vs " << small.at("cells")[i].dump());
    CHECK(roomy.at("cells")[i].at("status") == "solved");
    CHECK(small.at("cells")[i].at("status") == "solved");
    CHECK(roomy.at("cells")[i].at("outcome") == small.at("cells")[i].at("outcome"));
  }
  CHECK(roomy.at("totals").at("table_replacements") == 0);
  CHECK(small.at("totals").at("table_replacements").get<std::uint64_t>() > 0);
}
