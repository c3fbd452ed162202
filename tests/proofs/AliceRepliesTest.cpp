// Alice's gather replies as her proof reads them: her move templates (lemmas/AliceMoves) and her
// counts (lemmas/AliceConditions' aliceCounts), the data her strategy plays. The three planted
// faults of tests/proofs/AlicePlayTest, made in that data, each refute a step of the gather proof.
#include <catch2/catch.hpp>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/AliceReplies.hpp"
#include "ProofSteps.hpp"

using namespace babylon;

namespace {
using prooftest::statusOf;

// Her moves with one rule playing its alternative (the "reply replaced" mutant's move).
std::vector<alice::AliceMove> replaced(const std::string& id) {
  std::vector<alice::AliceMove> moves = alice::aliceMoves();
  for (alice::AliceMove& m : moves)
    if (m.id == id) m.move = m.alternative;
  return moves;
}
std::vector<Obligation> gatherWith(const std::vector<alice::StackCount>& counts,
                                   const std::vector<alice::AliceMove>& moves) {
  AliceRules rules;
  rules.counts = counts;
  rules.moves = moves;
  return aliceGatherObligations(rules);
}
ProofStatus step(const std::vector<Obligation>& all, const std::string& id) {
  return statusOf(prooftest::stepById(all, "alice.GA.", id));
}
}  // namespace

TEST_CASE("Alice's gather steps read her templates and counts: her own are proved") {
  for (const Obligation& o : gatherWith(alice::aliceCounts(), alice::aliceMoves())) {
    INFO(o.id);
    CHECK(statusOf(o) == ProofStatus::Proved);
  }
}

TEST_CASE("Planted faults in Alice's moves and reading refute her gather proof") {
  // (1) pile-on-match the other way round: the matching y-stack on T buries T.
  auto reversed = gatherWith(alice::aliceCounts(), replaced("A.gather.pile-on-match"));
  // Bob's y-singleton on the x-singleton with H = 2, and his two y-stacks of H's total.
  CHECK(step(reversed, "bob.Y>XS") == ProofStatus::Refuted);
  CHECK(step(reversed, "bob.Y>Y") == ProofStatus::Refuted);
  // (2) o read with >=: a y-stack as tall as T counts as taller, so x no longer gathers there.
  auto counts = alice::aliceCounts();
  for (alice::StackCount& c : counts)
    if (c.letter == "o") c.counted = alice::g >= alice::H;
  auto misread = gatherWith(counts, alice::aliceMoves());
  CHECK(step(misread, "bob.Y>Y") == ProofStatus::Refuted);
  CHECK(step(misread, "bob.Y>XS") == ProofStatus::Refuted);
  // (3) merge-into-tall merging x's two shortest stacks: two singletons become a second tall stack.
  auto shortest = gatherWith(alice::aliceCounts(), replaced("A.gather.merge-into-tall"));
  CHECK(step(shortest, "bob.T>XS") == ProofStatus::Refuted);
  CHECK(step(shortest, "bob.Y>Y") == ProofStatus::Refuted);
}

TEST_CASE("Alice's lone-stack replies read her templates: a reply replaced that Lemma A reaches refutes it") {
  auto refutedIn = [](const std::vector<Obligation>& steps) {
    for (const Obligation& o : steps)
      if (o.id.rfind("alice.LA.bob.", 0) == 0 && statusOf(o) == ProofStatus::Refuted) return true;
    return false;
  };
  CHECK_FALSE(refutedIn(aliceHalfObligations()));
  // After Bob's merge she faces at most one challenger: these rules answer it.
  for (const char* rule : {"A.keep-alive.pile-on-challenger",   // the challenger on X buries X
                           "A.keep-alive.cover-challenger"}) {  // X on the challenger meets a y-stack of 2h
    INFO(rule);
    auto moves = replaced(rule);
    CHECK(refutedIn(aliceHalfObligations({}, nullptr, &moves)));
  }
  // Two challengers or more never face her in Lemma A: those rules' replies are not reached.
  for (const char* rule : {"A.keep-alive.stack-challengers", "A.keep-alive.pile-on-one-of-many"}) {
    INFO(rule);
    auto moves = replaced(rule);
    CHECK_FALSE(refutedIn(aliceHalfObligations({}, nullptr, &moves)));
  }
}

TEST_CASE("Alice's openings read her templates: each reply replaced refutes the step of its rule") {
  auto own = aliceHalfObligations();
  const std::vector<std::pair<std::string, std::string>> rules = {
      {"A.obliterate.cover-one", "S2.cover-one"},       // rb leaves red alive
      {"A.obliterate.stack-two", "S2.stack-two"},       // br leaves red singletons and a blue 2-stack
      {"A.obliterate.cover-two", "S2.rr.bob.One>One"},  // RB leaves red on top
      {"A.keep-alive.red-on-blue", "S2.red-on-blue"},   // br buries the red chip
      {"A.keep-alive.stack-two", "S2.keep-two"},        // rb leaves a red singleton beside the 2-stack
  };
  for (const auto& [rule, id] : rules) {
    INFO(rule);
    CHECK(statusOf(prooftest::stepById(own, "alice.", id)) == ProofStatus::Proved);
    auto moves = replaced(rule);
    CHECK(statusOf(prooftest::stepById(aliceHalfObligations({}, nullptr, &moves), "alice.", id)) ==
          ProofStatus::Refuted);
  }
  // rb as the gather opening: a red-topped 2-stack too, but with q = p + 1 the slack s - k >= 3 fails.
  auto moves = replaced("A.gather.open");
  CHECK(step(gatherWith(alice::aliceCounts(), moves), "open") == ProofStatus::Refuted);
}

TEST_CASE("A template the gather board cannot read is no move: the step fails, it never passes") {
  // Bob's y-singleton is not among the board's named stacks: putting one on T cannot be shown.
  GatherBoard board{var("H"), var("k"), var("s"), var("e"), {}, {}};
  using alice::Role;
  GatherAfter a = gatherAfter(board, alice::put(alice::singleton(Role::Y), alice::tallest(Role::X)));
  CHECK(a.ok.str() == (lit(0) == lit(1)).str());
}
