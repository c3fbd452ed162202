// The prove command's view of Alice's half: with every step proved it says the half is proved for
// all n; with one step of the gather phase not proved it claims p <= 2 only; with one step of
// Lemma A not proved it claims neither; the JSON has the field's parts.
#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "reports/ProofView.hpp"
#include "reports/Report.hpp"
#include "reports/ReportTotals.hpp"

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

TEST_CASE("Alice's half: what prove says when every step is proved") {
  AliceHalfProof a = provedHalf();
  REQUIRE(a.steps.proved == static_cast<int>(a.steps.records.size()));
  CHECK(a.smallMinorityProved());
  CHECK(a.largeMinorityProved());
  CHECK(a.proved());
  std::string verdict = report::aliceHalfVerdict(a);
  CHECK(verdict ==
        "Theorem 4.1, Alice's half: proved for all n (p <= 2 by Section 2's openings and Lemma A; n odd "
        "and p >= 3 by the gather phase, which ends in Lemma A, and Lemma A)");
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["p_at_most_2"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["gather_phase"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["proved"] == true);
  CHECK(j["proved"] == true);
  CHECK(j["lemma_a"]["proved"] == j["lemma_a"]["total"]);
  CHECK(j["openings"]["total"].get<int>() > 0);
  CHECK(j["gather_phase"]["total"] == 15);
  CHECK(j["gather_phase"]["proved"] == 15);
  CHECK(j["gap_lost_for_alice"]["total"] == 3);
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED") == std::string::npos);
  CHECK(text.str().find("Lemma A written out") != std::string::npos);
  CHECK(text.str().find("the gather phase (n odd, p >= 3) written out") != std::string::npos);
}

TEST_CASE("Alice's half: a step of the gather phase not proved leaves n odd, p >= 3 open") {
  AliceHalfProof a = provedHalf();
  auto step = std::find_if(a.steps.records.begin(), a.steps.records.end(),
                           [](const ProofRecord& r) { return r.result.obligation.id == "alice.GA.merge.match"; });
  REQUIRE(step != a.steps.records.end());
  step->result.status = ProofStatus::Refuted;
  CHECK(a.smallMinorityProved());
  CHECK_FALSE(a.gatherProved());
  CHECK_FALSE(a.largeMinorityProved());
  CHECK_FALSE(a.proved());
  std::string verdict = report::aliceHalfVerdict(a);
  CHECK(verdict.find("p <= 2 proved for all n") != std::string::npos);
  CHECK(verdict.find("n odd, p >= 3: OPEN") != std::string::npos);
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["n_odd_p_at_least_3"]["gather_phase"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "proved for all n");
  CHECK(j["n_odd_p_at_least_3"]["proved"] == false);
  CHECK(j["proved"] == false);
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED alice.GA.merge.match") != std::string::npos);
  // A cvc5 disagreement is no proof either.
  step->result.status = ProofStatus::Proved;
  CHECK(a.gatherProved());
  step->result.disagreement = true;
  CHECK_FALSE(a.gatherProved());
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
  CHECK(a.gatherProved());
  CHECK_FALSE(a.largeMinorityProved());
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["p_at_most_2"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["proved"] == false);
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "open");
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED alice.LA.pile-on") != std::string::npos);
  // A run that never happened proves nothing.
  CHECK_FALSE(AliceHalfProof{}.lemmaAProved());
}

TEST_CASE("The Theorem 4.1 grid: Alice's cells with n odd and p >= 3 are proved for all n only with the gather phase") {
  report::Report r;
  r.classification = Classification{};
  // <3,4;;> (n odd, p >= 3), <2,5;;> (p <= 2), both Alice's; <3,3;;> Bob's.
  r.classification->starts = {
      {3, 4, Outcome::N, Outcome::N}, {2, 5, Outcome::N, Outcome::N}, {3, 3, Outcome::P, Outcome::P}};
  r.aliceHalf = provedHalf();
  auto grid = report::theorem41Grid(r);
  CHECK(grid.at({3, 4}).provedForAllN());
  CHECK(grid.at({3, 4}).proved.find("gather phase") != std::string::npos);
  CHECK(grid.at({2, 5}).provedForAllN());
  CHECK_FALSE(grid.at({3, 3}).provedForAllN());  // Bob's: no symbolic run here, nothing claimed
  for (ProofRecord& rec : r.aliceHalf->steps.records)
    if (rec.result.obligation.id == "alice.GA.grow") rec.result.status = ProofStatus::Unknown;
  grid = report::theorem41Grid(r);
  CHECK_FALSE(grid.at({3, 4}).provedForAllN());
  CHECK(grid.at({3, 4}).proved.rfind("not proved", 0) == 0);
  CHECK(grid.at({2, 5}).provedForAllN());
}
