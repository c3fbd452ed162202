// Alice's gather replies as her proof reads them: her move templates (lemmas/AliceMoves) and her
// counts (lemmas/AliceConditions' aliceCounts), the data her strategy plays. The three planted
// faults of tests/proofs/AlicePlayTest, made in that data, each refute a step of the gather proof.
#include <catch2/catch.hpp>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/AliceReplies.hpp"
#include "proofs/PairWitnesses.hpp"
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
// The ids of the steps of Alice's half, played with `moves`, that Z3 refutes, of those starting with `prefix`.
std::vector<std::string> refutedSteps(const std::vector<alice::AliceMove>& moves, const std::string& prefix) {
  std::vector<std::string> out;
  for (const Obligation& o : aliceHalfObligations({}, nullptr, &moves))
    if (o.id.rfind(prefix, 0) == 0 && statusOf(o) == ProofStatus::Refuted) out.push_back(o.id);
  return out;
}
std::vector<alice::AliceMove> playing(const std::string& id, const alice::MoveTemplate& move) {
  std::vector<alice::AliceMove> moves = alice::aliceMoves();
  for (alice::AliceMove& m : moves)
    if (m.id == id) m.move = move;
  return moves;
}
std::vector<alice::AliceMove> mergeTallestPlaying(const alice::MoveTemplate& move) {
  return playing("A.keep-alive.merge-tallest", move);
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

TEST_CASE("merge-tallest's step reads its template: a pair whose total may be h refutes Lemma A") {
  using alice::Role, alice::h;
  CHECK(refutedSteps(alice::aliceMoves(), "alice.").empty());
  // Its alternative: the two tallest y-stacks whatever their total. A total of h makes a challenger.
  CHECK_FALSE(refutedSteps(replaced("A.keep-alive.merge-tallest"), "alice.LA.bob.").empty());
  // The total avoided read wrong (2h instead of h).
  CHECK_FALSE(refutedSteps(mergeTallestPlaying(alice::pairMost(Role::Y, 2 * h)), "alice.LA.bob.").empty());
  // x-stacks instead of y-stacks: X is the only one, so there is no pair.
  CHECK_FALSE(refutedSteps(mergeTallestPlaying(alice::pairMost(Role::X, h)), "alice.LA.bob.").empty());
  // The two smallest such y-stacks keep c = 0 as well: Lemma A holds for that rule too, and the
  // proof rightly accepts it (it reads which totals are allowed, not which allowed pair is taken).
  CHECK(refutedSteps(mergeTallestPlaying(alice::pairFewest(Role::Y, h)), "alice.").empty());
}

TEST_CASE("merge-tallest's pair is shown to exist among the board's stacks, not assumed") {
  using alice::isEven, alice::isOdd, alice::n, alice::h;
  const alice::MoveTemplate merge = alice::aliceMove("A.keep-alive.merge-tallest").move;
  // A board whose y-stacks are one class of free heights (any height >= 1): w of them, w even,
  // holding the n - h chips X does not.
  const Expr w = var("w");
  abstract::Witnesses free = abstract::pairWitnesses({}, {{"Free", w, std::nullopt, alice::g >= 1}}, n - h);
  LoneBoard board{h, w, lit(0), lit(0), free.stacks, free.facts};
  auto exists = [&](const LoneBoard& b, const Expr& assumption) {
    return statusOf({"test.pair", "lemma", "test", "a pair exists", assumption, loneAfter(b, merge).ok, std::nullopt});
  };
  Expr turn = h >= 1 && w >= 2 && isEven(w);
  CHECK(exists(board, isOdd(n) && turn) == ProofStatus::Proved);
  // With n even every y-stack may be h/2 (h = 4, two stacks of 2): no pair; the parity fact decides.
  CHECK(exists(board, isEven(n) && turn) == ProofStatus::Refuted);
  // Without the board's stacks nothing can be shown.
  LoneBoard bare{h, w, lit(0), lit(0)};
  CHECK(exists(bare, isOdd(n) && turn) == ProofStatus::Refuted);
  // Two named stacks of heights 1 and 2 with h = 3: their total is h, so no pair; 1 and 3: a pair.
  auto named = [&](int a, int b) {
    abstract::Witnesses two = abstract::pairWitnesses({lit(a), lit(b)}, {}, lit(a + b));
    return LoneBoard{lit(3), lit(2), lit(0), lit(0), two.stacks, two.facts};
  };
  CHECK(exists(named(1, 2), Expr::always()) == ProofStatus::Refuted);
  CHECK(exists(named(1, 3), Expr::always()) == ProofStatus::Proved);
}

TEST_CASE("Alice's one-color rule is read: a template that names no two of her stacks refutes the one-color node") {
  using alice::Role;
  const std::string node = "S2.one-color.bob.stacks>stacks";
  auto status = [&](const std::vector<alice::AliceMove>& moves) {
    return statusOf(prooftest::stepById(aliceHalfObligations({}, nullptr, &moves), "alice.", node));
  };
  CHECK(status(alice::aliceMoves()) == ProofStatus::Proved);
  // With one color every move leaves the same position: her alternative (the two smallest) and
  // the tallest on the next tallest are proved as well.
  CHECK(status(replaced("A.one-color")) == ProofStatus::Proved);
  CHECK(status(playing("A.one-color", alice::put(alice::tallest(Role::X), alice::nextTallest(Role::X)))) ==
        ProofStatus::Proved);
  // No move: two stacks of the color that is gone, or one stack on itself.
  CHECK(status(playing("A.one-color", alice::pairMost(Role::Y))) == ProofStatus::Refuted);
  CHECK(status(playing("A.one-color", alice::put(alice::tallest(Role::X), alice::tallest(Role::X)))) ==
        ProofStatus::Refuted);
  // Her rule left out: a rule of another phase is reached where it has no move.
  std::vector<alice::AliceMove> without;
  for (const alice::AliceMove& m : alice::aliceMoves())
    if (m.id != "A.one-color") without.push_back(m);
  CHECK(status(without) == ProofStatus::Refuted);
}
