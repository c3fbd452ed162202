// The prove command's view of Alice's half: with every step proved it says p <= 2 is proved for all
// n and, for n odd and p >= 3, the keep-alive phase only; with one step of Lemma A not proved it
// claims neither; the JSON has the new field's parts.
#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "reports/ProofView.hpp"

using namespace babylon;

namespace {
AliceHalfProof provedHalf() {
  AliceHalfProof a;
  for (const Obligation& o : aliceHalfObligations()) {
    ProofRecord r;
    r.result = prove(o, {10000, "", false});
    a.steps.records.push_back(r);
    a.steps.proved += r.result.status == ProofStatus::Proved;
  }
  return a;
}
}  // namespace

TEST_CASE("Alice's half: what prove says when every step is proved, and no more") {
  AliceHalfProof a = provedHalf();
  REQUIRE(a.steps.proved == static_cast<int>(a.steps.records.size()));
  CHECK(a.smallMinorityProved());
  std::string verdict = report::aliceHalfVerdict(a);
  CHECK(verdict.find("p <= 2 proved for all n") != std::string::npos);
  CHECK(verdict.find("keep-alive phase proved for all n (Lemma A)") != std::string::npos);
  CHECK(verdict.find("gather phase before it not proved") != std::string::npos);
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["p_at_most_2"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["gather_phase"].get<std::string>().rfind("not proved", 0) == 0);
  CHECK(j["lemma_a"]["proved"] == j["lemma_a"]["total"]);
  CHECK(j["openings"]["total"].get<int>() > 0);
  CHECK(j["gap_lost_for_alice"]["total"] == 3);
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED") == std::string::npos);
  CHECK(text.str().find("Lemma A written out") != std::string::npos);
}

TEST_CASE("Alice's half: a step of Lemma A not proved leaves both parts open") {
  AliceHalfProof a = provedHalf();
  auto step = std::find_if(a.steps.records.begin(), a.steps.records.end(),
                           [](const ProofRecord& r) { return r.result.obligation.id == "alice.LA.pile-on"; });
  REQUIRE(step != a.steps.records.end());
  step->result.status = ProofStatus::Unknown;
  CHECK_FALSE(a.lemmaAProved());
  CHECK(a.openingsProved());
  CHECK_FALSE(a.smallMinorityProved());
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["p_at_most_2"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "open");
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED alice.LA.pile-on") != std::string::npos);
  // A run that never happened proves nothing.
  CHECK_FALSE(AliceHalfProof{}.lemmaAProved());
}
