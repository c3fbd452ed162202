// The symbolic verifier as users run it: `prove` with no option, end to end with cvc5 re-checking
// every obligation. Minutes, not seconds (left out under the sanitizers).
// Bob's half gets the status graph-closed-given-lemmas: every edge of the family graph closed or
// resting only on Lemmas 4.2 and 4.3, whose graph the same run closes; the test pins that,
// so that an edge that opens again is seen. Alice's half gets graphs-closed-over-abstractions:
// neither is a machine proof end to end, and the verdict must not say "proved" of both halves.
// No obligation of the run is vacuous. The small sizes played are the ones the graph derives
// (size_needs), not a number given to it; today's run derives none.
#include <algorithm>
#include <cstdlib>
#include <fstream>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using namespace babylon::clitest;

TEST_CASE("prove: Bob's graph closed given the lemmas, every edge closed or resting on them, the small sizes derived",
          "[cli][prove][slow]") {
  RunResult r = runBabylon({"prove", "--json", "--quiet"});
  INFO(r.command << "\n" << r.err);
  // Under ctest, cli/json-schemas validates this very output (a fixture): saved where it reads it.
  if (const char* path = std::getenv("BABYLON_PROVE_JSON")) std::ofstream(path, std::ios::binary) << r.out;
  REQUIRE(r.status == 0);  // every step the run took holds
  nlohmann::json j = r.json();
  const nlohmann::json& t = j.at("theorem");
  const nlohmann::json& verdict = j.at("theorem_4_1");
  CHECK(verdict.at("bob").at("status") == "graph-closed-given-lemmas");
  CHECK(t.at("verdict") == "graph-closed-given-lemmas");
  CHECK(verdict.at("alice").at("status") == "graphs-closed-over-abstractions");
  CHECK(verdict.at("steps_hold") == true);
  CHECK(verdict.at("sentence").get<std::string>().find("both halves proved") == std::string::npos);
  // The small sizes the graph derives: each unit that leaves instances to the finite verifier says
  // up to which size; the play reaches the largest, and Bob won every start there. Which instances
  // Z3 offers decides whether any unit needs it: with none, nothing is played.
  int derived = 0;
  for (const nlohmann::json& n : t.at("size_needs")) derived = std::max(derived, n.at("up_to_chips").get<int>());
  if (derived > 0) {
    REQUIRE(verdict.at("bob").at("exhaustive_play").size() == 1);
    CHECK(verdict.at("bob").at("exhaustive_play")[0].at("status") == "won");
    CHECK(verdict.at("bob").at("exhaustive_play")[0].at("up_to") == derived);
  } else {
    CHECK(t.at("size_needs").empty());
    CHECK(verdict.at("bob").at("exhaustive_play").empty());
  }
  // Every edge that is not closed rests only on Lemmas 4.2 and 4.3.
  std::vector<std::string> open;
  for (const nlohmann::json& e : t.at("open_edges"))
    if (e.at("status") != "rests-on-lemmas") open.push_back(e.at("case").get<std::string>());
  CHECK(open.empty());
  CHECK(t.at("edges").get<int>() == 141);
  CHECK(t.at("edges_resting_on_lemmas").get<int>() < t.at("edges").get<int>());  // some edges close outright
  // The sizes left to exhaustive play were all won.
  if (derived > 0) {
    CHECK(t.at("small_sizes").at("up_to_chips") == derived);
    CHECK(t.at("small_sizes").at("won") == true);
    CHECK(t.at("small_sizes").at("search_decisions") == 0);  // K5 names its moves (strategies/KeepAlive)
  } else {
    CHECK(t.at("small_sizes").is_null());
  }
  // Every obligation of the graph and every step of Lemmas 4.2 and 4.3 proved by Z3 and
  // re-checked by cvc5, no disagreement.
  for (const char* part : {"obligations", "lemmas"}) {
    const nlohmann::json& o = t.at(part);
    CHECK(o.at("proved") == o.at("total"));
    CHECK(o.at("cvc5_disagreements") == 0);
    CHECK(o.at("cvc5_failures") == 0);
  }
  CHECK(j.at("alice_half").at("steps_proved") == true);
  // Her strategy played her starts up to the same bound.
  if (derived > 0) {
    CHECK(j.at("alice_half").at("small_sizes").at("up_to_chips") == derived);
    CHECK(j.at("alice_half").at("small_sizes").at("won") == true);
  } else {
    CHECK(j.at("alice_half").at("small_sizes").is_null());
  }
  // Every obligation the run proved means something (proofs/Vacuity): the graph's, the lemmas',
  // Alice's and the text's.
  const nlohmann::json& vacuity = j.at("vacuity");
  CHECK(vacuity.at("checked") == true);
  CHECK(vacuity.at("obligations").get<int>() > t.at("obligations").at("total").get<int>());
  CHECK(vacuity.at("vacuous_obligations") == 0);
  CHECK(vacuity.at("undecided_obligations") == 0);
  CHECK(vacuity.at("vacuous").empty());
}

TEST_CASE("prove: the text's last line is Theorem 4.1's verdict, the JSON's sentence", "[cli][prove]") {
  RunResult json = runBabylon({"prove", "--text-only", "--json", "--quiet"});
  RunResult text = runBabylon({"prove", "--text-only", "--quiet"});
  INFO(text.command << "\n" << text.err);
  REQUIRE(text.status == 0);
  std::string out = text.out;
  while (!out.empty() && out.back() == '\n') out.pop_back();
  std::string sentence = json.json().at("theorem_4_1").at("sentence");
  CHECK(out.substr(out.rfind('\n') + 1) == sentence);
  CHECK(sentence ==
        "Theorem 4.1. Bob's half: not examined (--text-only: the symbolic verifier did not run). "
        "Alice's half: not examined (--text-only: the symbolic verifier did not run).");
}
