// The written-out proofs of Lemmas 4.2 and 4.3: every step proved by Z3, and steps whose key
// assumption is taken away (or whose claim is strengthened past the truth) refuted.
#include <catch2/catch.hpp>

#include "proofs/LoneStackLemmas.hpp"
#include "proofs/Prover.hpp"
#include "ProofSteps.hpp"

using namespace babylon;

namespace {
using prooftest::statusOf;
const Obligation& byId(const std::vector<Obligation>& all, const std::string& id) {
  return prooftest::stepById(all, "lemma.", id);
}
}  // namespace

TEST_CASE("Every step of the proofs of Lemmas 4.2 and 4.3 is proved") {
  auto steps = loneStackLemmaObligations();
  REQUIRE(steps.size() == 12);
  for (const Obligation& o : steps) {
    INFO(o.id << ": " << o.assumption.str() << "  =>  " << o.claim.str());
    CHECK(statusOf(o) == ProofStatus::Proved);
  }
}

TEST_CASE("No step is proved vacuously: each assumption has instances") {
  // With the claim replaced by false, each step is refuted (its assumption is satisfiable), except
  // the one step that derives a contradiction by design.
  for (Obligation o : loneStackLemmaObligations()) {
    o.claim = lit(0) == lit(1);
    INFO(o.id);
    CHECK(statusOf(o) == (o.id == "lemma.L4.3.iii-four" ? ProofStatus::Proved : ProofStatus::Refuted));
  }
}

TEST_CASE("Steps that lean on an assumption fail without it") {
  auto steps = loneStackLemmaObligations();
  // Without the lemma's u < m, four y-stacks of total u are possible: no contradiction.
  Obligation noBound = byId(steps, "L4.3.iii-four");
  noBound.assumption = var("a") >= 1 && var("b") >= 1 && 2 * (var("a") + var("b")) == var("u") &&
                       2 * var("w") == var("u") && var("a'") + var("b'") == var("w");
  CHECK(statusOf(noBound) == ProofStatus::Refuted);
  // A y-stack can have X's height when X is not taller than m.
  Obligation apart = byId(steps, "L4.2.apart");
  apart.assumption = var("a") >= 1 && var("a") <= 2 * var("m") - var("h");
  CHECK(statusOf(apart) == ProofStatus::Refuted);
}
