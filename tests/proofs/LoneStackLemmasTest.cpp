// Lemmas 4.2 and 4.3 as the closure of a graph over abstract positions: every obligation proved;
// a weakened hypothesis, the planted fault of issue 31 and K1 without its objective refuted.
#include <catch2/catch.hpp>

#include <algorithm>

#include "proofs/LoneStackLemmas.hpp"
#include "proofs/Prover.hpp"
#include "ProofSteps.hpp"

using namespace babylon;

namespace {
using prooftest::statusOf;

// The ids of the obligations Z3 does not prove.
std::vector<std::string> notProved(const std::vector<Obligation>& all) {
  std::vector<std::string> out;
  for (const Obligation& o : all)
    if (statusOf(o) != ProofStatus::Proved) out.push_back(o.id);
  return out;
}

// Whether Z3 refutes some obligation (stops at the first).
bool someRefuted(const std::vector<Obligation>& all) {
  return std::any_of(all.begin(), all.end(), [](const Obligation& o) { return statusOf(o) == ProofStatus::Refuted; });
}

// `lemma` with the hypothesis printed `printed` replaced by `by`.
Claim replaced(const Claim& lemma, const std::string& printed, const Expr& by) {
  Claim out = lemma;
  auto it =
      std::find_if(out.hypotheses.begin(), out.hypotheses.end(), [&](const Expr& h) { return h.str() == printed; });
  REQUIRE(it != out.hypotheses.end());
  *it = by;
  return out;
}
}  // namespace

TEST_CASE("Every obligation of Lemmas 4.2 and 4.3 is proved") {
  auto all = loneStackLemmaObligations();
  CHECK(all.size() > 100);
  // The graph has both lemmas' nodes and every case of both rules.
  for (const char* part : {"L4.2.even.", "L4.2.odd.K2.lemma-4.2.K2.merge.", "L4.3.odd.K1.lemma-4.3.K1.two-at-u.",
                           "L4.3.odd.K1.lemma-4.3.K1.one-at-u.", "L4.3.odd.K1.lemma-4.3.K1.largest."})
    CHECK(
        std::any_of(all.begin(), all.end(), [&](const Obligation& o) { return o.id.find(part) != std::string::npos; }));
  CHECK(notProved(all).empty());
}

TEST_CASE("Lemma 4.3 with t_u <= 2 weakened only when m > 20 (false) is refuted") {
  Expr m = var("m"), tU = var("t_u");
  Claim faulty = replaced(paperClaim("L4.3"), "t_u <= 2", tU <= 2 || m > 20);
  CHECK(someRefuted(loneStackLemmaObligations(paperClaim("L4.2"), faulty)));
}

TEST_CASE("Weakened invariants are refuted") {
  Expr m = var("m"), u = var("u"), tU = var("t_u");
  SECTION("Lemma 4.3 with three y-stacks of height u allowed") {
    Claim weaker = replaced(paperClaim("L4.3"), "t_u <= 2", tU <= 3);
    CHECK(someRefuted(loneStackLemmaObligations(paperClaim("L4.2"), weaker)));
  }
  SECTION("Lemma 4.3 with u <= m") {
    Claim weaker = replaced(paperClaim("L4.3"), "u < m", u <= m);
    CHECK(someRefuted(loneStackLemmaObligations(paperClaim("L4.2"), weaker)));
  }
  SECTION("Lemma 4.2 with u >= m") {
    Claim weaker = replaced(paperClaim("L4.2"), "u > m", u >= m);
    CHECK(someRefuted(loneStackLemmaObligations(weaker, paperClaim("L4.3"))));
  }
}

TEST_CASE(
    "At Lemma 4.2's odd states K1, tried first, does not apply, but it could if the lemmas' hypotheses overlapped") {
  auto all = loneStackLemmaObligations();
  const std::string id = "lemma.L4.2.odd.K2.lemma-4.2.before.L4.3";
  auto it = std::find_if(all.begin(), all.end(), [&](const Obligation& o) { return o.id == id; });
  REQUIRE(it != all.end());
  CHECK(statusOf(*it) == ProofStatus::Proved);
  // Lemma 4.3's rule is tried first: no step of that kind at its own odd node.
  CHECK_FALSE(std::any_of(all.begin(), all.end(),
                          [](const Obligation& o) { return o.id.find("lemma.L4.3.odd.K1.lemma-4.3.before") == 0; }));
  // Lemma 4.3 read with u != m: at Lemma 4.2's states (u > m) X can meet it, and K1 would play.
  Expr m = var("m"), u = var("u");
  Claim overlapping = replaced(paperClaim("L4.3"), "u < m", u != m);
  auto changed = loneStackLemmaObligations(paperClaim("L4.2"), overlapping);
  auto step = std::find_if(changed.begin(), changed.end(), [&](const Obligation& o) { return o.id == id; });
  REQUIRE(step != changed.end());
  CHECK(statusOf(*step) == ProofStatus::Refuted);
}

TEST_CASE("K1 without its objective (any pair of sum != u) is refuted") {
  LoneRule k1 = lemma43Rule();
  k1.cases.back().maximize.reset();
  CHECK(someRefuted(loneStackLemmaObligations(paperClaim("L4.2"), paperClaim("L4.3"), lemma42Rule(), k1)));
}

TEST_CASE("Every conjunct of the lemmas' hypotheses is needed") {
  RunGuard guard(RunGuard::defaultMaxMemory());
  auto needs = loneStackConjunctNeeds({10000, "", false}, 2, guard);
  REQUIRE(needs.size() == 4);  // L4.2: u > m; L4.3: u < m, t_half != t, t_u <= 2
  for (const ConjunctNeed& n : needs) {
    INFO(n.lemma << ": " << n.conjunct);
    CHECK(n.needed());
  }
}
