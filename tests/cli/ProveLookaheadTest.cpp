// The strongest run of the symbolic verifier: `prove --lookahead --finite-up-to 40`, end to end
// with cvc5 re-checking every obligation. Minutes, not seconds (left out under the sanitizers).
// It proves Bob's half for all n: every edge of the family graph closed or resting only on
// Lemmas 4.2 and 4.3, whose written-out steps are proved too; the test pins that, so that an edge
// that opens again is seen.
#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using namespace babylon::clitest;

TEST_CASE("prove --lookahead --finite-up-to 40: Bob's half proved, every edge closed or resting on the lemmas",
          "[cli][prove][slow]") {
  RunResult r = runBabylon({"prove", "--lookahead", "--finite-up-to", "40", "--json", "--quiet"});
  INFO(r.command << "\n" << r.err);
  REQUIRE(r.status == 0);  // the verdict is proved
  nlohmann::json j = r.json();
  const nlohmann::json& t = j.at("theorem");
  CHECK(t.at("verdict") == "proved");
  CHECK(j.at("verdict") == "proved");
  // Every edge that is not closed rests only on Lemmas 4.2 and 4.3.
  std::vector<std::string> open;
  for (const nlohmann::json& e : t.at("open_edges"))
    if (e.at("rests_on_lemmas") == false) open.push_back(e.at("case").get<std::string>());
  CHECK(open.empty());
  CHECK(t.at("edges").get<int>() == 130);
  CHECK(t.at("edges_resting_on_lemmas").get<int>() < t.at("edges").get<int>());  // some edges close outright
  // The sizes left to exhaustive play were all won.
  CHECK(t.at("small_sizes").at("up_to_chips") == 40);
  CHECK(t.at("small_sizes").at("won") == true);
  CHECK(t.at("small_sizes").at("search_decisions") == 0);  // K5 names its moves (strategies/KeepAlive)
  // Every obligation of the graph and every step of Lemmas 4.2 and 4.3 proved by Z3 and
  // re-checked by cvc5, no disagreement.
  for (const char* part : {"obligations", "lemmas"}) {
    const nlohmann::json& o = t.at(part);
    CHECK(o.at("proved") == o.at("total"));
    CHECK(o.at("cvc5_disagreements") == 0);
    CHECK(o.at("cvc5_failures") == 0);
  }
  // Alice's half is proved, so the theorem is, both halves.
  CHECK(j.at("alice_half").at("proved") == true);
  CHECK(j.at("both_halves_proved") == true);
}
