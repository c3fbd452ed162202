// The prove command's view of Alice's half: with every step proved it gives the half the status
// graphs-closed-over-abstractions (never "proved for all n"); with one step of
// the gather phase not proved that part is open; with one step of Lemma A not proved both parts are.
#include <algorithm>
#include <sstream>

#include <catch2/catch.hpp>

#include "core/RunGuard.hpp"
#include "proofs/Vacuity.hpp"
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
  RunGuard guard(RunGuard::defaultMaxMemory());
  checkVacuity({&a.steps}, 10000, 2, guard);  // as prove does: each step shown to mean something
  a.conjuncts = gatherConjunctNeeds({10000, "", false}, 2, guard);
  return a;
}
}  // namespace

TEST_CASE("Alice's half: what prove says when every step is proved") {
  AliceHalfProof a = provedHalf();
  REQUIRE(a.steps.proved == static_cast<int>(a.steps.records.size()));
  CHECK(a.smallMinorityProved());
  CHECK(a.largeMinorityProved());
  CHECK(a.proved());
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["verdict"] == "graphs-closed-over-abstractions");
  CHECK(j["sentence"] == aliceHalfVerdict(a).sentence());
  CHECK(j["p_at_most_2"] == "steps-proved");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "steps-proved");
  CHECK(j["n_odd_p_at_least_3"]["gather_phase"] == "steps-proved");
  CHECK(j["n_odd_p_at_least_3"]["steps_proved"] == true);
  CHECK(j["steps_proved"] == true);
  CHECK(j["lemma_a"]["proved"] == j["lemma_a"]["total"]);
  CHECK(j["openings"]["total"].get<int>() > 0);
  // 9 steps (the opening, one gathering color, 7 moves of Bob) and 4 moves-complete claims.
  CHECK(j["gather_phase"]["total"] == 13);
  CHECK(j["gather_phase"]["proved"] == 13);
  CHECK(j["gather_invariant_conjuncts"].size() == alice::gatherInvariantConjuncts().size());
  CHECK(j["gap_lost_for_alice"]["total"] == 3);
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED") == std::string::npos);
  CHECK(text.str().find("Lemma A (abstract graph)") != std::string::npos);
  CHECK(text.str().find("the gather phase (n odd, p >= 3) (abstract graph)") != std::string::npos);
}

TEST_CASE("Alice's half: a step of the gather phase not proved leaves n odd, p >= 3 open") {
  AliceHalfProof a = provedHalf();
  auto step = std::find_if(a.steps.records.begin(), a.steps.records.end(),
                           [](const ProofRecord& r) { return r.result.obligation.id == "alice.GA.bob.Y>Y"; });
  REQUIRE(step != a.steps.records.end());
  step->result.status = ProofStatus::Refuted;
  CHECK(a.smallMinorityProved());
  CHECK_FALSE(a.gatherProved());
  CHECK_FALSE(a.largeMinorityProved());
  CHECK_FALSE(a.proved());
  std::string verdict = aliceHalfVerdict(a).sentence();
  CHECK(verdict == "Alice's half: open (a step of the gather phase (n odd, p >= 3) is not proved).");
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["verdict"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["gather_phase"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "steps-proved");
  CHECK(j["n_odd_p_at_least_3"]["steps_proved"] == false);
  CHECK(j["steps_proved"] == false);
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED alice.GA.bob.Y>Y") != std::string::npos);
  // A cvc5 disagreement is no proof either.
  step->result.status = ProofStatus::Proved;
  CHECK(a.gatherProved());
  step->result.disagreement = true;
  CHECK_FALSE(a.gatherProved());
}

TEST_CASE("Alice's half: a step of Lemma A not proved leaves both parts open") {
  AliceHalfProof a = provedHalf();
  auto step = std::find_if(a.steps.records.begin(), a.steps.records.end(),
                           [](const ProofRecord& r) { return r.result.obligation.id == "alice.LA.bob.Other>Other"; });
  REQUIRE(step != a.steps.records.end());
  step->result.status = ProofStatus::Unknown;
  CHECK_FALSE(a.lemmaAProved());
  CHECK(a.openingsProved());
  CHECK_FALSE(a.smallMinorityProved());
  CHECK(a.gatherProved());
  CHECK_FALSE(a.largeMinorityProved());
  nlohmann::json j = report::aliceHalfJson(a);
  CHECK(j["p_at_most_2"] == "open");
  CHECK(j["n_odd_p_at_least_3"]["steps_proved"] == false);
  CHECK(j["n_odd_p_at_least_3"]["keep_alive_phase"] == "open");
  std::ostringstream text;
  report::printAliceHalf(a, text);
  CHECK(text.str().find("NOT PROVED alice.LA.bob.Other>Other") != std::string::npos);
  // A run that never happened proves nothing.
  CHECK_FALSE(AliceHalfProof{}.lemmaAProved());
}

TEST_CASE("The Theorem 4.1 grid: a cell is dark green only when its half has its positive status") {
  report::Report r;
  r.classification = Classification{};
  // <3,4;;> (n odd, p >= 3), <2,5;;> (p <= 2), both Alice's; <3,3;;> Bob's.
  r.classification->starts = {
      {3, 4, Outcome::N, Outcome::N}, {2, 5, Outcome::N, Outcome::N}, {3, 3, Outcome::P, Outcome::P}};
  report::SymbolicSummary s;
  s.halves = notExamined("not run here");
  s.halves.alice = aliceHalfVerdict(provedHalf());
  r.symbolic = s;
  auto grid = report::theorem41Grid(r);
  CHECK(grid.at({3, 4}).halfEstablished);
  CHECK(grid.at({3, 4}).proof.find("counter abstractions") != std::string::npos);
  CHECK(grid.at({2, 5}).halfEstablished);
  CHECK_FALSE(grid.at({3, 3}).halfEstablished);  // Bob's half did not run here
  AliceHalfProof open = provedHalf();
  for (ProofRecord& rec : open.steps.records)
    if (rec.result.obligation.id == "alice.GA.bob.T>XS") rec.result.status = ProofStatus::Unknown;
  r.symbolic->halves.alice = aliceHalfVerdict(open);
  grid = report::theorem41Grid(r);
  CHECK_FALSE(grid.at({3, 4}).halfEstablished);
  CHECK(grid.at({3, 4}).proof.rfind("Alice's half: open", 0) == 0);
}
