// Alice's half as `prove --finite-up-to N` decides it: her steps read her rule tables
// (lemmas/AliceMoves, AliceConditions), not the strategy's own code that plays them, so `prove`
// also plays her starts. Three planted faults in how the strategy plays (its options, the tables
// left as they are), which every step of her proofs still passes, must each make her half open
// through that play.
#include <catch2/catch.hpp>

#include "lemmas/AliceConditions.hpp"
#include "proofs/AliceGather.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/TheoremRun.hpp"
#include "proofs/TheoremVerdict.hpp"
#include "proofs/Vacuity.hpp"
#include "strategies/AliceStrategy.hpp"
#include "strategies/PaperStrategy.hpp"

using namespace babylon;

namespace {

constexpr int kUpTo = 30;  // 134 starts of Alice's; the faults below lose dozens of them

// Her half with every written step proved (Z3 alone) and checked for vacuity, and `strategy` playing her starts to kUpTo.
AliceHalfProof halfWith(const Strategy& strategy) {
  RunGuard guard(RunGuard::defaultMaxMemory());
  static const ProofRun steps = [] {
    RunGuard g(RunGuard::defaultMaxMemory());
    ProofRun run = proveObligations(aliceHalfObligations(), {10000, "", false}, 1, *makePaperStrategy(), g);
    checkVacuity({&run}, 10000, 1, g);  // as prove does: every step shown to mean something
    return run;
  }();
  static const std::vector<ConjunctNeed> conjuncts = [] {
    RunGuard g(RunGuard::defaultMaxMemory());
    return gatherConjunctNeeds({10000, "", false}, 1, g);
  }();
  AliceHalfProof a;
  a.steps = steps;
  a.conjuncts = conjuncts;
  a.small = playSmallSizes(strategy, kUpTo, 1, guard);
  return a;
}

}  // namespace

TEST_CASE("prove plays Alice's starts: her strategy wins them all and her half is positive") {
  auto hers = makeAliceStrategy();
  AliceHalfProof a = halfWith(*hers);
  REQUIRE(a.stepsProved());
  REQUIRE(a.small);
  CHECK(a.small->play.starts.size() == 134);
  CHECK(a.small->won());
  HalfVerdict v = aliceHalfVerdict(a);
  CHECK(v.status == HalfStatus::GraphsClosedOverAbstractions);
  REQUIRE(v.play.size() == 1);
  CHECK(v.play[0].status() == PlayStatus::Won);
}

TEST_CASE("Planted faults in Alice's moves pass her written steps but fail prove's play of her starts") {
  using alice::g, alice::H;
  struct Fault {
    const char* name;
    AliceStrategyOptions options;
  };
  const std::vector<Fault> faults = {
      // (1) a reply played the other way round: the y-stack that matches T put on T, not T on it.
      {"pile-on-match the other way round", {.replaced = {"A.gather.pile-on-match"}}},
      // (2) the count of taller stacks (o) read with >=: a y-stack as tall as T counts as taller.
      {"o read with >=", {.recounted = {{"o", g >= H}}}},
      // (3) the gather rule merging x's two shortest stacks instead of putting the next tallest on T.
      {"merge-into-tall merging the two shortest", {.replaced = {"A.gather.merge-into-tall"}}},
  };
  for (const Fault& f : faults) {
    INFO(f.name);
    auto mutant = makeAliceStrategy(f.options);
    AliceHalfProof a = halfWith(*mutant);
    CHECK(a.stepsProved());  // the steps read the tables, which the fault leaves as they are
    REQUIRE(a.small);
    CHECK_FALSE(a.small->won());
    CHECK(a.small->play.verified() < static_cast<int>(a.small->play.starts.size()));
    HalfVerdict v = aliceHalfVerdict(a);
    CHECK(v.status == HalfStatus::Open);
    CHECK(v.reason.find("did not win every start up to 30 chips") != std::string::npos);
    REQUIRE(v.play.size() == 1);
    CHECK(v.play[0].status() == PlayStatus::Refuted);
    TheoremVerdict t;
    t.alice = v;
    CHECK_FALSE(t.stepsHold());
  }
}
