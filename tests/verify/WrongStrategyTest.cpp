// Mutants of the solver's strategy, each wrong in one case, are rejected, and the counterexample
// points at the wrong case. One mutant depends on its memory, so a verifier that forgot the
// memory in its memo would wrongly accept it.
#include <catch2/catch.hpp>

#include <functional>

#include "WrongStrategies.hpp"
#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

using test::Answer;
using test::answer;
using test::Mutant;

namespace {
// Answers Alice's `rb` (a red stack onto a blue one) with a move to an N-position, if any.
Answer losesAfterRedOnBlue(const Turn& t, Solver& solver) {
  if (!t.opponent || t.opponent->a.color != kRed || t.opponent->b.color != kBlue) return std::nullopt;
  for (const Successor& s : successors(t.now))
    if (solver.outcome(s.position) == Outcome::N) return answer(s.move, t, "mutant.rb");
  return std::nullopt;
}
}  // namespace

TEST_CASE("a mutant that blunders after Alice's rb is rejected at the blunder", "[mutant]") {
  SolverStrategy good(test::unlimitedGuard());
  Solver solver(test::unlimitedGuard());
  Mutant mutant(good, [&](const Turn& t) { return losesAfterRedOnBlue(t, solver); });
  Verification v = verifyStrategy(mutant, startsFor(StartSet::All, 12), {}, test::unlimitedGuard());
  REQUIRE(v.counterexamples() > 0);
  CHECK(v.coverage.count("mutant.rb"));
  for (const StartVerdict& s : v.starts) {
    if (!s.counterexample) continue;
    const Counterexample& c = *s.counterexample;
    INFO(formatPosition(s.start.position));
    CHECK(test::checkLosingLine(c, mutant) == "");
    if (!c.diagnosis.startSafe) continue;
    REQUIRE(c.diagnosis.firstUnsafeBobMove);
    CHECK(c.steps[*c.diagnosis.firstUnsafeBobMove].why->caseId == "mutant.rb");
  }
}

TEST_CASE("a mutant with no answer in one case is rejected with a no-reply ending", "[mutant]") {
  // No answer when Alice has just made a stack of height 3.
  SolverStrategy good(test::unlimitedGuard());
  Mutant mutant(good, [](const Turn& t) -> Answer {
    if (t.opponent && t.opponent->result().height == 3) return test::noAnswer();
    return std::nullopt;
  });
  Verification v = verifyStrategy(mutant, initialStarts(10), {}, test::unlimitedGuard());
  REQUIRE(v.counterexamples() > 0);
  for (const StartVerdict& s : v.starts) {
    if (!s.counterexample) continue;
    CHECK(s.counterexample->end.kind == StrategyTurn::Kind::NoReply);
    CHECK(test::checkLosingLine(*s.counterexample, mutant) == "");
  }
}

TEST_CASE("a mutant that answers an illegal move is rejected with an illegal-reply ending", "[mutant]") {
  // After Alice's bb, the mutant puts a blue 5-stack on a red singleton: never legal here.
  SolverStrategy good(test::unlimitedGuard());
  Mutant mutant(good, [](const Turn& t) -> Answer {
    if (t.opponent && t.opponent->a == Stack{kBlue, 1} && t.opponent->b == Stack{kBlue, 1})
      return answer(Move{{kBlue, 5}, {kRed, 1}}, t, "mutant.illegal");
    return std::nullopt;
  });
  Verification v = verifyStrategy(mutant, initialStarts(10), {}, test::unlimitedGuard());
  REQUIRE(v.counterexamples() == static_cast<int>(v.starts.size()));
  for (const StartVerdict& s : v.starts) {
    const Counterexample& c = *s.counterexample;
    CHECK(c.end.kind == StrategyTurn::Kind::Illegal);
    CHECK(c.end.reply->why.caseId == "mutant.illegal");
    CHECK(c.steps.size() == 1);  // the shortest line: Alice opens bb
    CHECK(c.diagnosis.failedWhenSafe);
    CHECK(test::checkLosingLine(c, mutant) == "");
  }
}

TEST_CASE("the memo tells nodes apart by the strategy's memory", "[mutant]") {
  // Begun as Lemma 4.4 the mutant has memory 1 and then always blunders; begun as an initial
  // position it has memory 0 and plays the solver's moves. Same position, same run.
  StrategyMemory one;
  one.bytes[0] = 1;
  SolverStrategy good(test::unlimitedGuard());
  Solver solver(test::unlimitedGuard());
  Mutant mutant(
      good,
      [&](const Turn& t) -> Answer {
        if (t.memory.bytes[0] != 1) return std::nullopt;
        for (const Successor& s : successors(t.now))
          if (solver.outcome(s.position) == Outcome::N) return answer(s.move, t, "mutant.memory");
        return std::nullopt;
      },
      one);
  Position p = parsePosition("<6,6;;>");
  std::vector<Start> starts = {{p, StartKind::Initial, {}}, {p, StartKind::Lemma44, {}}};
  Verification v = verifyStrategy(mutant, starts, {}, test::unlimitedGuard());
  REQUIRE(v.starts.size() == 2);
  CHECK(v.starts[0].verified);
  CHECK(!v.starts[1].verified);
  CHECK(v.starts[1].positions > 0);  // explored anew, not taken from the memo
}
