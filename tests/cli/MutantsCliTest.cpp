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

TEST_CASE("babylon mutants --symbolic --json: the score adds up, each mutant judged symbolically", "[mutants][cli]") {
  auto r = runBabylon({"mutants", "--symbolic", "--max-n", "12", "--case", "P1", "--case", "O(p>=6).rr", "--json"}, "");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["command"] == "mutants");
  CHECK(j["symbolic"] == true);
  const auto& t = j["totals"];
  int mutants = t["mutants"].get<int>();
  CHECK(mutants == 11);  // P1: five replies and its guard; O(p>=6).rr: four replies and its guard
  CHECK(t["killed_symbolically"].get<int>() + t["killed_by_finite_verifier"].get<int>() + t["equivalent"].get<int>() +
            t["survived"].get<int>() + t["unfinished"].get<int>() ==
        mutants);
  CHECK(t["symbolic"]["killed"].get<int>() + t["symbolic"]["not_decided"].get<int>() +
            t["symbolic"]["survived"].get<int>() ==
        mutants);
  CHECK(t["survived"] == 0);
  REQUIRE(j["list"].size() == static_cast<std::size_t>(mutants));
  int byReason = 0;
  for (const auto& [reason, n] : j["killed_by_reason"].items()) byReason += n.get<int>();
  CHECK(byReason == t["symbolic"]["killed"].get<int>());
  for (const auto& m : j["list"]) {
    INFO(m.dump());
    for (const char* key : {"id", "kind", "target", "family", "description", "score", "symbolic", "finite"})
      CHECK(m.contains(key));
    REQUIRE(m["symbolic"].is_object());
    bool killed = m["symbolic"]["verdict"] == "killed";
    CHECK(killed == (m["score"] == "killed symbolically"));
    // The finite verifier judges exactly the mutants the symbolic verifier did not kill.
    CHECK(m["finite"].is_null() == killed);
    if (killed) CHECK_FALSE(m["symbolic"]["instance"].empty());
  }
}

TEST_CASE("babylon mutants --symbolic: those not killed symbolically go to the finite verifier", "[mutants][cli]") {
  // P1.exception's edges are open in the paper's graph (not decided); L4.5(vii).b's br -> rb
  // survives the symbolic verifier. The finite verifier and the solver judge both kinds.
  auto r = runBabylon(
      {"mutants", "--symbolic", "--max-n", "16", "--case", "P1.exception", "--case", "L4.5(vii).b", "--json"}, "");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["totals"]["symbolic"]["not_decided"].get<int>() > 0);
  CHECK(j["totals"]["symbolic"]["survived"].get<int>() > 0);
  CHECK(j["totals"]["finitely_judged"].get<int>() ==
        j["totals"]["symbolic"]["not_decided"].get<int>() + j["totals"]["symbolic"]["survived"].get<int>());
  for (const auto& m : j["list"]) {
    INFO(m.dump());
    if (m["symbolic"]["verdict"] == "killed") continue;
    REQUIRE(m["finite"].is_object());
    const std::string verdict = m["finite"]["verdict"];
    if (verdict == "equivalent") {
      CHECK(m["score"] == "equivalent");
      CHECK(m["finite"]["solver_audit"]["unsafe"] == 0);
    } else {
      CHECK(verdict == "killed");
      CHECK(m["score"] == "killed by the finite verifier");
    }
  }
}

TEST_CASE("babylon mutants --symbolic: bad input is one line and status 2", "[mutants][cli]") {
  for (std::vector<std::string> args :
       {std::vector<std::string>{"mutants", "--symbolic", "--max-n", "12", "--side", "alice"},
        {"mutants", "--max-n", "12", "--case", "P1"},
        {"mutants", "--symbolic", "--max-n", "12", "--case", "no such case"}}) {
    auto r = runBabylon(args, "");
    INFO(r.err);
    CHECK(r.status == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}
