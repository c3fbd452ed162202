// End-to-end runs of `babylon lemmas`: the JSON report's shape and consistency, exit statuses for
// a clean run, a contradicted sentence, bad input and the memory limit.
#include <catch2/catch.hpp>

#include <regex>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;
using nlohmann::json;

TEST_CASE("babylon lemmas --json reports every claim with consistent totals", "[lemmas-command]") {
  RunResult r =
      runBabylon({"lemmas", "--max-n", "14", "--json", "--claim", "L4.4", "--claim", "L4.3", "--claim", "P1"});
  INFO(r.command << "\n" << r.err);
  CHECK(r.err.empty());
  json report = r.json();
  REQUIRE(report["claims"].size() == 3);
  int instances = 0;
  for (const json& c : report["claims"]) {
    for (const char* key : {"id", "statement", "instances", "failures", "exceptions", "successor_checks", "sentences"})
      CHECK(c.contains(key));
    CHECK(c["failure_count"] == 0);
    instances += c["instances"].get<int>();
    for (const json& e : c["exceptions"])
      CHECK(e["safe_anyway_count"].get<int>() + e["unsafe"].get<int>() == e["instances"].get<int>());
  }
  CHECK(report["totals"]["instances"] == instances);
  CHECK(report["claims"][0]["id"] == "L4.4");
  CHECK(report["claims"][1]["successor_checks"].is_null());  // Lemma 4.3 has no case table
  CHECK(report["complete"] == true);
  CHECK(r.status == (report["all_claims_hold"] == true ? 0 : 1));
}

TEST_CASE("babylon lemmas exits 0 when every claim holds, a contradicted sentence being a finding",
          "[lemmas-command]") {
  RunResult clean = runBabylon({"lemmas", "--max-n", "16", "--claim", "L4.3", "--claim", "P3"});
  CHECK(clean.status == 0);
  CHECK(mentions(clean.out, "2 of 2 claims hold"));
  // <2,4;4;2> (m = 6): after Alice's rr Bob defends although u != v. The sentence of the proof is
  // false; the lemma's statement holds, so the run exits 0 and reports the finding.
  RunResult refuted = runBabylon({"lemmas", "--max-n", "12", "--claim", "L4.5", "--json"});
  CHECK(refuted.status == 0);
  json report = refuted.json();
  CHECK(report["all_claims_hold"] == true);
  CHECK(report["all_checks_pass"] == false);
  json lemma = report["claims"][0];
  CHECK(lemma["holds"] == true);
  CHECK(lemma["all_checks_pass"] == false);
  bool listed = false;
  for (const json& s : lemma["sentences"])
    for (const json& d : s["disagreements"]) listed = listed || d["position"] == "<2,4;4;2>";
  CHECK(listed);
}

TEST_CASE("babylon lemmas rejects bad input with exit 2 and one line", "[lemmas-command]") {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"lemmas", "--max-n", "1"},
                                               {"lemmas", "--max-n", "300"},
                                               {"lemmas", "--max-n", "10", "--claim", "L9.9"},
                                               {"lemmas", "--max-n", "10", "--list", "-1"}}) {
    RunResult r = runBabylon(args);
    INFO(r.command << "\n" << r.err);
    CHECK(r.status == 2);
    CHECK(r.errLines().size() == 1);
  }
  CHECK(mentions(runBabylon({"lemmas", "--max-n", "10", "--claim", "L9.9"}).err, "L9.9.*L4.5"));
}

TEST_CASE("babylon lemmas stopped by --max-memory exits 3 and keeps the finished claims", "[lemmas-command]") {
  RunResult r =
      runBabylon({"lemmas", "--max-n", "28", "--claim", "P3", "--claim", "L4.3", "--max-memory", "1M", "--json"});
  INFO(r.command << "\n" << r.err);
  CHECK(r.status == 3);
  REQUIRE(r.errLines().size() == 1);
  CHECK(mentions(r.err, "memory limit"));
  json report = r.json();
  CHECK(report["complete"] == false);
  REQUIRE(report["claims"].size() == 1);
  CHECK(report["claims"][0]["id"] == "P3");
  CHECK(report["unfinished"] == json::array({"L4.3"}));
}

TEST_CASE("babylon lemmas --help has examples", "[lemmas-command]") {
  RunResult r = runBabylon({"lemmas", "--help"});
  CHECK(r.status == 0);
  CHECK(mentions(r.out, "Examples:"));
  CHECK(mentions(r.out, "babylon lemmas --max-n 24"));
}

TEST_CASE("babylon verify and babylon lemmas run without --max-n at the default their help states",
          "[lemmas-command][defaults]") {
  for (const char* command : {"verify", "lemmas"}) {
    RunResult help = runBabylon({command, "--help"});
    std::smatch m;
    REQUIRE(std::regex_search(help.out, m, std::regex(R"(--max-n INT[^\n]*\s+[^\n]*default (\d+))")));
    int stated = std::stoi(m[1]);
    RunResult r = runBabylon({command, "--json", "--quiet"});
    INFO(command << "\n" << r.err);
    CHECK(r.status == 0);
    CHECK(r.json()["max_n"] == stated);
  }
}
