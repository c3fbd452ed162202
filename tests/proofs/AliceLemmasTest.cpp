// The graphs of Lemma A and of Section 2's openings (Alice's half): every step proved
// by Z3; each assumption has instances; rule tables and a hypothesis made wrong on purpose are
// refuted at the step that needs them; and the one shape of position none of Alice's lone-stack
// rules covers (c >= 3 y-stacks of height h and one of 2h) is found by Z3.
#include <algorithm>

#include <catch2/catch.hpp>

#include "lemmas/AliceConditions.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/Prover.hpp"
#include "ProofSteps.hpp"

using namespace babylon;

namespace {
using prooftest::statusOf;
const Obligation& byId(const std::vector<Obligation>& all, const std::string& id) {
  return prooftest::stepById(all, "alice.", id);
}
// Alice's conditions with one rule's condition replaced.
std::vector<std::pair<std::string, Expr>> withCondition(const std::string& id, const Expr& condition) {
  auto table = alice::aliceConditions();
  for (auto& [caseId, e] : table)
    if (caseId == id) e = condition;
  return table;
}
ProofStatus stepWith(const std::vector<std::pair<std::string, Expr>>& table, const std::string& id) {
  return statusOf(byId(aliceHalfObligations(table), id));
}
// Whether some step of Lemma A's graph (a move of Bob's, her reply) is refuted.
bool lemmaARefuted(const std::vector<Obligation>& steps) {
  for (const Obligation& o : steps)
    if (o.id.rfind("alice.LA.bob.", 0) == 0 && statusOf(o) == ProofStatus::Refuted) return true;
  return false;
}
}  // namespace

TEST_CASE("Every step of the proofs of Lemma A, Section 2's openings and the gather phase is proved") {
  auto steps = aliceHalfObligations();
  auto count = [&](const std::string& prefix, const std::string& kind) {
    return std::count_if(steps.begin(), steps.end(),
                         [&](const Obligation& o) { return o.id.rfind(prefix, 0) == 0 && o.kind == kind; });
  };
  // X and four classes of y-stacks: X with each class both ways, each pair of classes once; and
  // one claim per pair of colors that these are every move of the generic rule.
  CHECK(count("alice.LA.bob.", "generated-move") == 18);
  CHECK(count("alice.LA.bob.moves-complete.", "moves-complete") == 4);
  CHECK(count("alice.S2.rr.bob.", "generated-move") == 18);
  CHECK(count("alice.S2.rr.bob.moves-complete.", "moves-complete") == 4);
  // One color left: one class, two of its stacks.
  CHECK(count("alice.S2.one-color.bob.", "generated-move") == 1);
  CHECK(count("alice.S2.one-color.bob.moves-complete.", "moves-complete") == 1);
  CHECK(count("alice.GA.bob.moves-complete.", "moves-complete") == 4);
  REQUIRE(steps.size() == 22 + 5 + 22 + 2 + 3 + aliceGatherObligations().size());
  for (const Obligation& o : steps) {
    INFO(o.id << ": " << o.assumption.str() << "  =>  " << o.claim.str());
    CHECK((o.kind == "lemma" || o.kind == "generated-move" || o.kind == "moves-complete"));
    CHECK((o.place == kLemmaAPlace || o.place == kOpeningsPlace || o.place == kGapPlace || o.place == kGatherPlace));
    CHECK(statusOf(o) == ProofStatus::Proved);
  }
}

TEST_CASE("No step of Alice's half is proved vacuously: each assumption has instances") {
  for (Obligation o : aliceHalfObligations()) {
    o.claim = lit(0) == lit(1);
    INFO(o.id);
    bool contradiction = o.id == "alice.GA.one-gathering-color";
    INFO(o.assumption.str());
    CHECK(statusOf(o) == (contradiction ? ProofStatus::Proved : ProofStatus::Refuted));
  }
}

TEST_CASE("A rule's condition made wrong is refuted at a step that relies on it") {
  using namespace alice;
  // pile-on-challenger without its guard d = 0: X's new height 2h may meet a y-stack.
  CHECK(lemmaARefuted(aliceHalfObligations(withCondition("A.keep-alive.pile-on-challenger", isOdd(n) && c == 1))));
  // cover-challenger or merge-tallest left out: with c = 1 and d >= 1, or with c = 0, no rule applies.
  CHECK(lemmaARefuted(aliceHalfObligations(withCondition("A.keep-alive.cover-challenger", lit(0) == lit(1)))));
  CHECK(lemmaARefuted(aliceHalfObligations(withCondition("A.keep-alive.merge-tallest", lit(0) == lit(1)))));
  // The opening for one red chip fired for n even as well: two opening rules at once.
  CHECK(stepWith(withCondition("A.keep-alive.red-on-blue", p == 1), "S2.start-rules") == ProofStatus::Refuted);
  // A.obliterate.cover-two asking for two blue 2-stacks: after rr, bb it would not apply.
  CHECK(stepWith(withCondition("A.obliterate.cover-two", isEven(n) && h == 2 && c >= 2), "S2.rr.bob.One>One") ==
        ProofStatus::Refuted);
}

TEST_CASE("Lemma A's hypothesis without c = 0 or without n odd breaks its proof") {
  using namespace alice;
  // Without c = 0 Bob may cover X with a y-stack of its height.
  Expr noC = isOdd(n) && h >= 1 && t >= 1 && isOdd(n - (1 + t));
  CHECK(statusOf(byId(aliceHalfObligations({}, &noC), "LA.bob.AtH>X")) == ProofStatus::Refuted);
  // With n even her keep-alive rules do not apply.
  Expr anyN = h >= 1 && t >= 1 && c == 0 && isOdd(n - (1 + t));
  CHECK(lemmaARefuted(aliceHalfObligations({}, &anyN)));
  // Without Bob to move (the parity of the moves played) he may face an even number of y-stacks,
  // and after his merge she faces an odd number.
  Expr anyTurn = isOdd(n) && h >= 1 && t >= 1 && c == 0;
  CHECK(lemmaARefuted(aliceHalfObligations({}, &anyTurn)));
}

TEST_CASE("Alice's lone-stack rules miss exactly c >= 3 y-stacks of height h with one of 2h") {
  using namespace alice;
  // Alice to move at a lone stack, n odd: is some lone-stack rule's condition always met?
  std::vector<std::string> lone{"A.keep-alive.pile-on-challenger", "A.keep-alive.cover-challenger",
                                "A.keep-alive.stack-challengers", "A.keep-alive.pile-on-one-of-many",
                                "A.keep-alive.merge-tallest"};
  Expr some = lit(0) == lit(1);
  for (const std::string& id : lone) some = some || aliceCondition(id);
  Obligation covered{"alice.gap",
                     "lemma",
                     kLemmaAPlace,
                     "some lone-stack rule applies",
                     isOdd(n) && h >= 1 && t >= 2 && c >= 0 && d >= 0 && c + d <= t,
                     some,
                     std::nullopt};
  ProofResult r = prove(covered, {10000, "", false});
  REQUIRE(r.status == ProofStatus::Refuted);
  CHECK(r.counterModel.get("c") >= 3);
  CHECK(r.counterModel.get("d") >= 1);
  // ... and nothing else: with c <= 2 or d = 0 one applies.
  covered.assumption = covered.assumption && (c <= 2 || d == 0);
  CHECK(statusOf(covered) == ProofStatus::Proved);
}

TEST_CASE("The gap's steps need c >= 3 and d >= 1: with fewer a lone-stack rule wins") {
  using namespace alice;
  auto steps = aliceHalfObligations();
  // d = 0: X on a y-stack of height h is safe (pile-on-one-of-many).
  Obligation pile = byId(steps, "gap.pile-on");
  pile.assumption = isOdd(n) && h >= 1 && t >= 2 && c >= 3 && d >= 0;
  CHECK(statusOf(pile) == ProofStatus::Refuted);
  // c = 2: stacking the two leaves none of height h (stack-challengers).
  Obligation merge = byId(steps, "gap.merge");
  merge.assumption = isOdd(n) && h >= 1 && t >= 2 && c == 2 && d >= 1 && var("a") >= 1 && var("b") >= 1;
  CHECK(statusOf(merge) == ProofStatus::Refuted);
}
