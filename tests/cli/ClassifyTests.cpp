// End-to-end tests of `babylon classify`: every two-color start solved and compared with Theorem 4.1.
#include <set>
#include <string>
#include <utility>

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

// The starts <p,q;;> with 1 <= p <= q and p+q <= maxN, counted here independently of the program.
std::set<std::pair<int, int>> startsUpTo(int maxN) {
  std::set<std::pair<int, int>> starts;
  for (int p = 1; 2 * p <= maxN; ++p)
    for (int q = p; p + q <= maxN; ++q) starts.insert({p, q});
  return starts;
}

}  // namespace

TEST_CASE("classify --max-n 16 --json reports every start, all agreeing with Theorem 4.1", "[classify]") {
  RunResult r = runBabylon({"classify", "--max-n", "16", "--json"});
  INFO(r.command << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  json j;
  REQUIRE_NOTHROW(j = r.json());

  auto expected = startsUpTo(16);
  REQUIRE(expected.size() == 64);  // sum over n = 2..16 of floor(n/2)
  CHECK(j.at("max_n") == 16);
  CHECK(j.at("complete") == true);

  const json& starts = j.at("starts");
  REQUIRE(starts.is_array());
  CHECK(starts.size() == expected.size());
  std::set<std::pair<int, int>> seen;
  for (const json& s : starts) {
    INFO(s.dump());
    int p = s.at("p"), q = s.at("q");
    CHECK(seen.insert({p, q}).second);  // no start twice
    CHECK(s.at("agrees") == true);
    CHECK(s.at("outcome") == theorem41Outcome(p, q));
    CHECK(s.at("theorem") == theorem41Outcome(p, q));
  }
  CHECK(seen == expected);

  const json& totals = j.at("totals");
  CHECK(totals.at("starts") == 64);
  CHECK(totals.at("agree") == 64);
  CHECK(totals.at("disagree") == 0);
  CHECK(totals.at("positions").is_number_unsigned());
  CHECK(totals.at("seconds").is_number());
}

TEST_CASE("classify outcomes of a few starts match Theorem 4.1 and section 2", "[classify]") {
  json j = successfulJson({"classify", "--max-n", "12", "--json"});
  auto outcomeOf = [&](int p, int q) -> std::string {
    for (const json& s : j.at("starts"))
      if (s.at("p") == p && s.at("q") == q) return s.at("outcome");
    return "missing";
  };
  CHECK(outcomeOf(3, 3) == "P");  // p+q even, p >= 3: Bob wins
  CHECK(outcomeOf(4, 8) == "P");
  CHECK(outcomeOf(5, 7) == "P");
  CHECK(outcomeOf(2, 2) == "N");  // two minority chips: Alice obliterates them
  CHECK(outcomeOf(2, 10) == "N");
  CHECK(outcomeOf(1, 5) == "N");  // one minority chip
  CHECK(outcomeOf(3, 4) == "N");  // n odd: Alice wins
  CHECK(outcomeOf(5, 6) == "N");
  CHECK(outcomeOf(6, 7) == "missing");  // p+q = 13 > 12 is not a start of this run
}

TEST_CASE("classify gives the same starts in the same order with one thread and with three", "[classify]") {
  json one = successfulJson({"classify", "--max-n", "14", "--json", "--threads", "1"});
  json three = successfulJson({"classify", "--max-n", "14", "--json", "--threads", "3"});
  REQUIRE(one.at("starts").size() == three.at("starts").size());
  for (std::size_t i = 0; i < one.at("starts").size(); ++i) {
    const json& a = one.at("starts")[i];
    const json& b = three.at("starts")[i];
    INFO(a.dump() << " vs " << b.dump());
    CHECK(a.at("p") == b.at("p"));
    CHECK(a.at("q") == b.at("q"));
    CHECK(a.at("outcome") == b.at("outcome"));
  }
}

TEST_CASE("classify --max-n 2 has the single start: one red and one blue chip", "[classify]") {
  json j = successfulJson({"classify", "--max-n", "2", "--json"});
  REQUIRE(j.at("starts").size() == 1);
  CHECK(j.at("starts")[0].at("p") == 1);
  CHECK(j.at("starts")[0].at("q") == 1);
  CHECK(j.at("starts")[0].at("outcome") == "N");
}

TEST_CASE("classify prints a text table and a summary line", "[classify]") {
  RunResult r = runBabylon({"classify", "--max-n", "6"});
  INFO(r.command << "\n" << r.out << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(mentions(r.out, "Theorem 4.1"));
  CHECK(mentions(r.out, R"(\b9 starts, 9 agree, 0 disagree\b)"));  // 1+1+2+2+3 starts for n = 2..6
  CHECK(mentions(r.out, R"(\n\s*6\s+3\s+3\s+P\s+P\s+yes\b)"));     // <3,3;;>: solver and theorem say P
  CHECK_FALSE(mentions(r.out, R"(\bNO\b)"));
}

TEST_CASE("classify with a small --max-memory gives the same outcomes, its tables replacing entries",
          "[classify][memory]") {
  // The tables get half of what the limit leaves above the process itself: with 16M, a few
  // mebibytes for two solvers, less than the starts of 36 to 40 chips need. The run must still
  // finish (no exit 3), with every outcome as with room to spare.
  json roomy = successfulJson({"classify", "--max-n", "40", "--json"});
  json small = successfulJson({"classify", "--max-n", "40", "--json", "--max-memory", "16M"});
  CHECK(small.at("complete") == true);
  REQUIRE(roomy.at("starts").size() == small.at("starts").size());
  for (std::size_t i = 0; i < roomy.at("starts").size(); ++i) {
    const json& a = roomy.at("starts")[i];
    const json& b = small.at("starts")[i];
    INFO(a.dump() << " vs " << b.dump());
    CHECK(a.at("p") == b.at("p"));
    CHECK(a.at("q") == b.at("q"));
    CHECK(a.at("outcome") == b.at("outcome"));
    CHECK(b.at("outcome") == theorem41Outcome(b.at("p"), b.at("q")));
  }
  CHECK(roomy.at("totals").at("table_replacements") == 0);
  CHECK(small.at("totals").at("table_replacements").get<std::uint64_t>() > 0);
  CHECK(small.at("totals").at("table_bytes_per_solver").get<std::uint64_t>() <
        roomy.at("totals").at("table_bytes_per_solver").get<std::uint64_t>());
}

TEST_CASE("classify in text says when its tables were full", "[classify][memory]") {
  RunResult r = runBabylon({"classify", "--max-n", "40", "--max-memory", "16M"});
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(mentions(r.out, R"(tables .* were full and replaced [\d,]+ entries)"));
  CHECK(mentions(r.out, R"(\b400 starts, 400 agree, 0 disagree\b)"));
}
