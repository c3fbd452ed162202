// `babylon mutants` end to end: its JSON and exit status (0 only with no survivor and at least
// 20 mutants), too few mutants (1), bad input (2) and the memory limit (3).
#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::runBabylon;

TEST_CASE("babylon mutants --json: counts that add up, a list entry per mutant, status 0", "[mutants][cli]") {
  auto r = runBabylon({"mutants", "--max-n", "12", "--json"}, "");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["totals"]["mutants"].get<int>() >= 20);
  CHECK(j["totals"]["survived"] == 0);
  CHECK(j["totals"]["killed"].get<int>() > 0);
  CHECK(j["totals"]["killed"].get<int>() + j["totals"]["equivalent"].get<int>() == j["totals"]["mutants"].get<int>());
  REQUIRE(j["list"].size() == j["totals"]["mutants"].get<std::size_t>());
  for (const auto& m : j["list"]) {
    INFO(m.dump());
    for (const char* key : {"id", "kind", "target", "description", "verdict", "fallbacks"}) CHECK(m.contains(key));
    if (m["verdict"] == "killed" && !m["counterexample"].is_null()) CHECK(m["counterexample"]["length"].get<int>() > 0);
    if (m["verdict"] == "equivalent") CHECK(m["solver_audit"]["unsafe"] == 0);
  }
}

TEST_CASE("babylon mutants: too few mutants is a failure, bad sizes are bad input", "[mutants][cli]") {
  auto few = runBabylon({"mutants", "--max-n", "6"}, "");
  CHECK(few.status == 1);
  CHECK(few.out.find("fewer than 20 mutants") != std::string::npos);
  auto bad = runBabylon({"mutants", "--max-n", "1"}, "");
  CHECK(bad.status == 2);
  CHECK(std::count(bad.err.begin(), bad.err.end(), '\n') == 1);
}

TEST_CASE("babylon mutants: the memory limit stops the run with status 3", "[mutants][cli]") {
  auto r = runBabylon({"mutants", "--max-n", "12", "--max-memory", "1M"}, "");
  CHECK(r.status == 3);
  CHECK(r.err.find("memory limit") != std::string::npos);
}
