// Theorem 4.1's verdict (proofs/TheoremVerdict): each half gets its positive status only when every
// step the run took holds, a losing strategy is "refuted at" its smallest losing start, and no
// sentence claims a machine proof or a confirmation.
#include <catch2/catch.hpp>

#include "core/Notation.hpp"
#include "proofs/TheoremVerdict.hpp"

using namespace babylon;

namespace {

ProofRecord step(const std::string& place, ProofStatus status = ProofStatus::Proved) {
  ProofRecord r;
  r.result.obligation.place = place;
  r.result.status = status;
  return r;
}

// An empty family graph (closed, nothing to re-check), one proved step of Lemmas 4.2 and 4.3, the
// small sizes won, and one proved step in each part of Alice's half.
TheoremProof holdingProof() {
  TheoremProof t;
  t.lemmas.records.push_back(step("Lemma 4.3"));
  t.lemmas.proved = 1;
  t.lemmaConjuncts = {{"L4.3", "t_u <= 2", "lemma.L4.3.odd.K1.lemma-4.3.cover"}};
  StartVerdict won;
  won.verified = true;
  won.start.position = parsePosition("<2,2;;>");
  t.small = SmallSizes{10, {}};
  t.small->play.strategy = "paper";
  t.small->play.complete = true;
  t.small->play.starts = {won, won};
  for (const char* place : {kLemmaAPlace, kOpeningsPlace, kGatherPlace}) {
    t.alice.steps.records.push_back(step(place));
    ++t.alice.steps.proved;
  }
  t.alice.conjuncts = {{"gather invariant", "H >= e+2", "alice.GA.bob.T>Y"}};
  // Every step shown to mean something (proofs/Vacuity).
  for (ProofRun* run : {&t.recheck, &t.lemmas, &t.alice.steps}) {
    run->vacuityChecked = true;
    for (ProofRecord& r : run->records) r.vacuity.status = Vacuity::Meaningful;
  }
  return t;
}

bool says(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("Theorem 4.1's verdict: both positive statuses when every step holds") {
  TheoremVerdict v = theoremVerdict(holdingProof());
  CHECK(halfStatusName(v.bob.status) == std::string("graph-closed-given-lemmas"));
  CHECK(halfStatusName(v.alice.status) == std::string("graphs-closed-over-abstractions"));
  CHECK(v.stepsHold());
  CHECK(v.bob.sentence() ==
        "Bob's half: the family graph closes up to Lemmas 4.2 and 4.3, and their graph over counter-abstracted "
        "positions closes at the nodes the end game's rules hand over to (the abstraction's soundness, including "
        "that it reads the lemmas' parameters as the family graph does, is a written argument).");
  CHECK(v.alice.sentence() ==
        "Alice's half: the gather phase, Lemma A and Section 2's openings close as graphs over counter abstractions, "
        "every move of Bob generated and every reply of hers read from her rules (the abstractions' soundness is a "
        "written argument).");
  REQUIRE(v.bob.play.size() == 1);
  CHECK(playStatusName(v.bob.play[0].status()) == std::string("won"));
  CHECK(v.bob.play[0].sentence() == "Bob's strategy 'paper' won all 2 starts <p,q;;> Theorem 4.1 gives Bob, to n = 10");
  CHECK(says(v.sentence(), "Theorem 4.1. Bob's half: the family graph closes up to Lemmas 4.2"));
  CHECK(says(v.sentence(), "Exhaustive play: Bob's strategy 'paper' won all 2 starts"));
  CHECK_FALSE(says(v.sentence(), "confirmed"));
  CHECK_FALSE(says(v.sentence(), "machine proof"));
}

TEST_CASE("Theorem 4.1's verdict: each failing step leaves its half open and says why") {
  SECTION("a step of Lemma 4.3 refuted") {
    TheoremProof t = holdingProof();
    t.lemmas.records[0].result.status = ProofStatus::Refuted;
    t.lemmas.proved = 0;
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.status == HalfStatus::Open);
    CHECK(says(v.bob.sentence(), "Bob's half: open (1 of the 1 obligation of Lemmas 4.2 and 4.3 not proved)"));
    CHECK(v.alice.positive());
    CHECK_FALSE(v.stepsHold());
  }
  SECTION("a conjunct of Lemma 4.3's hypothesis that no obligation needs") {
    TheoremProof t = holdingProof();
    t.lemmaConjuncts[0].refutedBy.clear();
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.status == HalfStatus::Open);
    CHECK(says(v.bob.sentence(), "no obligation of L4.3 fails without its hypothesis' conjunct t_u <= 2"));
  }
  SECTION("the conjuncts' need not checked") {
    TheoremProof t = holdingProof();
    t.lemmaConjuncts.clear();
    CHECK(theoremVerdict(t).bob.status == HalfStatus::Open);
  }
  SECTION("a cvc5 disagreement on a step of Alice's gather phase") {
    TheoremProof t = holdingProof();
    t.alice.steps.records[2].result.disagreement = true;
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.positive());
    CHECK(v.alice.status == HalfStatus::Open);
    CHECK(says(v.alice.sentence(), "a step of the gather phase (n odd, p >= 3) is not proved"));
    CHECK_FALSE(v.stepsHold());
  }
  SECTION("a conjunct of the gather invariant that no obligation needs, or not checked") {
    TheoremProof t = holdingProof();
    t.alice.conjuncts[0].refutedBy.clear();
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.positive());
    CHECK(v.alice.status == HalfStatus::Open);
    CHECK(says(v.alice.sentence(), "no obligation of the gather phase fails without its conjunct H >= e+2"));
    t.alice.conjuncts.clear();
    CHECK(theoremVerdict(t).alice.status == HalfStatus::Open);
  }
  SECTION("a small size lost: Bob's half open, his play refuted at the smallest losing start") {
    TheoremProof t = holdingProof();
    StartVerdict big, small;
    big.start.position = parsePosition("<4,4;;>");
    small.start.position = parsePosition("<3,3;;>");
    t.small->play.starts = {t.small->play.starts[0], big, small};
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.status == HalfStatus::Open);
    CHECK(says(v.bob.reason, "did not win every start up to 10 chips"));
    REQUIRE(v.bob.play.size() == 1);
    CHECK(v.bob.play[0].status() == PlayStatus::Refuted);
    CHECK(v.bob.play[0].refutedAt == "<3,3;;>");
    CHECK(v.bob.play[0].sentence() ==
          "Bob's strategy 'paper' is refuted at <3,3;;>: it loses from 2 of 3 starts <p,q;;> Theorem 4.1 gives Bob, "
          "to n = 10");
    CHECK_FALSE(says(v.sentence(), "confirmed"));
  }
  SECTION("an edge of the family graph open") {
    TheoremProof t = holdingProof();
    symbolic::Edge open;
    open.status = symbolic::EdgeStatus::Open;
    open.why = "no case applies";
    t.graph.edges.push_back(open);
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.status == HalfStatus::Open);
    CHECK(says(v.bob.reason, "1 of the family graph's 1 edge neither close nor rest on Lemmas 4.2 and 4.3"));
  }
  SECTION("a solver fallback in the small sizes is no win") {
    TheoremProof t = holdingProof();
    t.small->play.fallbacks = 3;
    TheoremVerdict v = theoremVerdict(t);
    CHECK(v.bob.status == HalfStatus::Open);
    CHECK(v.bob.play[0].status() == PlayStatus::FellBack);
  }
}

TEST_CASE("Theorem 4.1's verdict when the proofs did not run") {
  TheoremVerdict v = notExamined("--text-only");
  CHECK(halfStatusName(v.bob.status) == std::string("not-run"));
  CHECK(v.bob.sentence() == "Bob's half: not examined (--text-only).");
  CHECK(v.alice.sentence() == "Alice's half: not examined (--text-only).");
  CHECK_FALSE(v.stepsHold());
}

TEST_CASE("a stopped run decides neither half whose steps it did not finish", "[verdict]") {
  TheoremProof t = holdingProof();
  REQUIRE(theoremVerdict(t).stepsHold());
  t.stopReason = "interrupted";
  t.stoppedIn = "families";
  TheoremVerdict early = theoremVerdict(t);
  CHECK(early.bob.status == HalfStatus::NotRun);
  CHECK(early.alice.status == HalfStatus::NotRun);
  CHECK(says(early.sentence(), "the run stopped (interrupted) during families"));
  CHECK_FALSE(early.stepsHold());
  t.stoppedIn = kAliceHalfStep;  // Bob's steps all ran; his status stands, Alice's is not decided
  TheoremVerdict late = theoremVerdict(t);
  CHECK(late.bob.status == HalfStatus::GraphClosedGivenLemmas);
  CHECK(late.alice.status == HalfStatus::NotRun);
  CHECK_FALSE(late.stepsHold());
}
