// The proof of Alice's gather phase (n odd, p >= 3) as a graph over its counter abstraction:
// every step proved by Z3; every move of Bob generated; each conjunct of the invariant needed, a
// weakened invariant and the rules made wrong refuted; and the abstraction is checked against
// concrete play: on every line from every start up to 27 chips the invariant, read off the
// position, holds at each of Bob's turns of the phase, and the phase ends where the proof says;
// that check finds violations when the gather rules are made wrong.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>

#include "core/RunGuard.hpp"
#include "lemmas/AliceConditions.hpp"
#include "lemmas/CompiledExpr.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/Prover.hpp"
#include "ProofSteps.hpp"
#include "core/Notation.hpp"
#include "strategies/AliceStrategy.hpp"

using namespace babylon;

namespace {
using prooftest::statusOf;
ProofStatus stepWith(const std::string& id, const AliceRules& rules, const Expr& invariant = alice::gatherInvariant()) {
  return statusOf(prooftest::stepById(aliceGatherObligations(rules, invariant), "alice.GA.", id));
}
AliceRules withCondition(const std::string& id, const Expr& condition) {
  AliceRules rules;
  for (auto& [caseId, e] : rules.conditions)
    if (caseId == id) e = condition;
  return rules;
}
}  // namespace

TEST_CASE("Every step of the gather phase's proof is proved, one per move of Bob the generic rule gives") {
  auto steps = aliceGatherObligations();
  std::vector<std::string> bob, complete;
  for (const Obligation& o : steps) {
    INFO(o.id << ": " << o.assumption.str() << "  =>  " << o.claim.str());
    CHECK(o.place == std::string(kGatherPlace));
    CHECK(statusOf(o) == ProofStatus::Proved);
    if (o.id.rfind("alice.GA.bob.", 0) == 0) (o.kind == "moves-complete" ? complete : bob).push_back(o.id.substr(13));
  }
  // T, the x-singletons and the y-stacks: every ordered pair, one of each same-colored pair; and
  // per pair of colors, the claim that these are every move of the generic rule.
  CHECK(bob == std::vector<std::string>{"T>XS", "T>Y", "XS>XS", "XS>Y", "Y>T", "Y>XS", "Y>Y"});
  CHECK(complete ==
        std::vector<std::string>{"moves-complete.xx", "moves-complete.xy", "moves-complete.yx", "moves-complete.yy"});
  int inHalf = 0;
  for (const Obligation& o : aliceHalfObligations()) inHalf += o.place == std::string(kGatherPlace);
  CHECK(inHalf == static_cast<int>(steps.size()));
}

TEST_CASE("Each conjunct of the gather invariant is needed, and a weakened invariant fails the proof") {
  RunGuard guard(RunGuard::defaultMaxMemory());
  auto needs = gatherConjunctNeeds({10000, "", false}, 1, guard);
  REQUIRE(needs.size() == alice::gatherInvariantConjuncts().size());
  for (const ConjunctNeed& c : needs) {
    INFO(c.conjunct);
    CHECK(c.needed());
  }
  using namespace alice;
  const auto& all = gatherInvariantConjuncts();
  auto with = [&](std::size_t i, const Expr& replacement) {
    Expr out = Expr::always();
    for (std::size_t j = 0; j < all.size(); ++j) out = out && (j == i ? replacement : all[j]);
    return out;
  };
  // With H >= e a y-stack may match T at Bob's turn, and he covers T with it.
  CHECK(stepWith("bob.Y>T", {}, with(2, H >= e)) == ProofStatus::Refuted);
  // Without the slack while H = e + 2: when Bob builds a y-stack as tall as T, x may have as many
  // stacks as y (it no longer gathers), or pile-on-match leaves s - k < 1.
  CHECK(stepWith("bob.Y>Y", {}, with(3, s - k >= 1)) == ProofStatus::Refuted);
}

TEST_CASE("The gathering color and the gather rules made wrong are refuted at a step that relies on them") {
  using namespace alice;
  // Without the tie-break both colors may gather at once.
  AliceRules anyTie;
  anyTie.gatheringColor = o == 0;
  CHECK(stepWith("one-gathering-color", anyTie) == ProofStatus::Refuted);
  // The tie-break reversed: on a tie the color with more stacks gathers, and it is not x.
  AliceRules reversed;
  reversed.gatheringColor = o == 0 && (m == 0 || r > s);
  CHECK(stepWith("bob.Y>Y", reversed) == ProofStatus::Refuted);
  CHECK(stepWith("bob.Y>XS", reversed) == ProofStatus::Refuted);
  // pile-on-match asking for two matching y-stacks: with one, merge-into-tall does not apply either.
  CHECK(stepWith("bob.Y>Y", withCondition("A.gather.pile-on-match", isOdd(n) && r >= 2 && s >= 2 && m >= 2)) ==
        ProofStatus::Refuted);
  // pile-on-match left out: no rule answers a matching y-stack.
  CHECK(stepWith("bob.Y>XS", withCondition("A.gather.pile-on-match", lit(0) == lit(1))) == ProofStatus::Refuted);
  // merge-into-tall left out, or asking for three x-stacks: no rule answers x with two.
  CHECK(stepWith("bob.T>XS", withCondition("A.gather.merge-into-tall", lit(0) == lit(1))) == ProofStatus::Refuted);
  CHECK(stepWith("bob.XS>Y", withCondition("A.gather.merge-into-tall", isOdd(n) && r >= 3 && s >= 2 && m == 0)) ==
        ProofStatus::Refuted);
  // A lone-stack rule left out: where Bob leaves a lone stack with a challenger, nothing answers it.
  CHECK(stepWith("bob.Y>XS", withCondition("A.keep-alive.pile-on-challenger", lit(0) == lit(1))) ==
        ProofStatus::Refuted);
  // The opening left out, or fired for p = 2 as well (two opening rules at once with n odd).
  CHECK(stepWith("open", withCondition("A.gather.open", lit(0) == lit(1))) == ProofStatus::Refuted);
  auto table = withCondition("A.gather.open", isOdd(n) && p >= 2).conditions;
  CHECK(statusOf(prooftest::stepById(aliceHalfObligations(table), "alice.", "S2.start-rules")) == ProofStatus::Refuted);
}

namespace {
// The invariant's letters read off a position at Bob's turn, x = color 0 (the minority at the
// start): nullopt unless x's stacks are one tall stack and singletons.
std::optional<std::array<std::int64_t, 5>> gatherLetters(const Position& p) {
  std::vector<int> xs, ys;
  for (const Stack& st : p.stacks()) (st.color == 0 ? xs : ys).push_back(st.height);
  std::sort(xs.rbegin(), xs.rend());
  for (std::size_t i = 1; i < xs.size(); ++i)
    if (xs[i] != 1) return std::nullopt;
  std::int64_t chips = 0;
  for (int y : ys) chips += y;
  std::int64_t s = static_cast<std::int64_t>(ys.size());
  return std::array<std::int64_t, 5>{p.chips(), xs[0], static_cast<std::int64_t>(xs.size()) - 1, s, chips - s};
}

struct Walk {
  explicit Walk(const Strategy& strategy) : alice(strategy) {}
  const Strategy& alice;
  std::set<std::vector<std::pair<int, int>>> seen;
  CompiledExpr invariant{alice::gatherInvariant(), {"n", "H", "k", "s", "e"}};
  int bobTurnsInPhase = 0, handoversToLemmaA = 0, handoversAtAliceTurn = 0;
  // Positions where the proof's claim about the phase fails: the invariant, or a hand-over it names.
  int violations = 0;
  std::optional<Position> firstViolation;

  static std::vector<std::pair<int, int>> key(const Position& p, bool gathering) {
    std::vector<std::pair<int, int>> k{{gathering, 0}};
    for (const Stack& s : p.stacks()) k.push_back({s.color, s.height});
    return k;
  }
  void violated(const Position& p) {
    if (!violations++) firstViolation = p;
  }
  // Alice to move; `gathering`: no color has been a single stack yet on this line.
  void aliceTurn(const Position& p, bool gathering) {
    int xs = p.stacksOfColor(0), ys = static_cast<int>(p.stackCount()) - xs;
    if (xs == 0 || ys == 0) return;
    if (gathering && (xs == 1 || ys == 1)) {
      // The phase ends at Alice's turn only at a lone stack with at most one y-stack of its height.
      ++handoversAtAliceTurn;
      Color lone = xs == 1 ? 0 : 1;
      int h = 0, c = 0;
      for (const Stack& s : p.stacks())
        if (s.color == lone) h = s.height;
      for (const Stack& s : p.stacks()) c += s.color != lone && s.height == h;
      if (c > 1) violated(p);
      gathering = false;
    }
    StrategyMemory memory = alice.begin(p, StartKind::Initial);
    auto reply = alice.reply(Turn{p, nullptr, std::nullopt, memory, false});
    if (!reply) return violated(p);
    bobTurn(p.combined(reply->move.a, reply->move.b), gathering);
  }
  void bobTurn(const Position& p, bool gathering) {
    if (!seen.insert(key(p, gathering)).second) return;
    int xs = p.stacksOfColor(0), ys = static_cast<int>(p.stackCount()) - xs;
    if (gathering && xs >= 2 && ys >= 2) {
      ++bobTurnsInPhase;
      auto letters = gatherLetters(p);
      if (!letters || !invariant.evalBool(*letters)) return violated(p);  // the proof says nothing past it
    } else if (gathering) {
      // The phase ends at Bob's turn only in Lemma A's hypothesis, with x the single stack.
      ++handoversToLemmaA;
      if (xs != 1 || !lemmaAHolds(p)) return violated(p);
      gathering = false;
    }
    for (const Successor& s : successors(p)) aliceTurn(s.position, gathering);
  }
  void fromStartsUpTo(int maxN) {
    for (int n = 7; n <= maxN; n += 2)
      for (int p = 3; 2 * p < n; ++p) {
        std::array<int, 2> chips{p, n - p};
        aliceTurn(Position::initial(chips), true);
      }
  }
};
}  // namespace

TEST_CASE("The gather invariant holds, read off the position, on every line up to 27 chips") {
  auto alice = makeAliceStrategy();
  Walk walk(*alice);
  walk.fromStartsUpTo(27);
  INFO("first violation: " << (walk.firstViolation ? formatPaper(*walk.firstViolation) : "none"));
  CHECK(walk.violations == 0);
  CHECK(walk.bobTurnsInPhase > 1000);
  CHECK(walk.handoversToLemmaA > 100);
  CHECK(walk.handoversAtAliceTurn > 100);
}

TEST_CASE("The invariant's check rejects gather rules that break it") {
  // Merging x's two shortest stacks instead of feeding T leaves a 2-stack beside T at Bob's turn.
  auto shortest = makeAliceStrategy({.replaced = {"A.gather.merge-into-tall"}});
  Walk walk(*shortest);
  walk.fromStartsUpTo(15);
  CHECK(walk.violations > 0);
  // The matching y-stack put on T instead of T on it: T is covered, x's tallest is gone.
  auto covered = makeAliceStrategy({.replaced = {"A.gather.pile-on-match"}});
  Walk again(*covered);
  again.fromStartsUpTo(15);
  CHECK(again.violations > 0);
  // Without the opening, pile-on-match plays rb at the start: T = 2 with p - 1 singletons beside it,
  // and the slack s - k >= 3 fails when q = p + 1 (the strategy still wins there; the proof does not
  // cover it).
  auto noOpen = makeAliceStrategy({.dropped = {"A.gather.open"}});
  Walk third(*noOpen);
  third.fromStartsUpTo(15);
  CHECK(third.violations > 0);
}
