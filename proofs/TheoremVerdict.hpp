// Theorem 4.1's verdict, worded in one place: what a run of the proofs and of exhaustive play
// establishes for each half, as a status name and a sentence. `prove` and `report` print it.
// Bob's half: he wins <p,q;;> when p+q is even and p >= 3; Alice's half: she wins the others.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "proofs/TheoremProof.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

// What a run establishes for one half. Neither positive status is a machine proof end to end:
// Lemmas 4.2 and 4.3, Alice's gather phase and Lemma A rest on written arguments that their
// counter abstractions are sound.
enum class HalfStatus {
  // Bob: the family graph closes for all n given Lemmas 4.2 and 4.3; Z3 proved each of its
  // obligations and cvc5 re-checked them; Z3 and cvc5 proved each obligation of the two lemmas'
  // graph over abstract positions, each conjunct of their hypotheses is needed by one; the sizes
  // the graph leaves out were won by exhaustive play.
  GraphClosedGivenLemmas,
  // Alice: Z3 and cvc5 proved each obligation of her half, each conjunct of the gather invariant
  // is needed, and her strategy won every start of hers the run played (up to --finite-up-to
  // chips). The gather phase, Lemma A and the openings' move of Bob are graphs over counter
  // abstractions with Bob's moves generated and her replies, merge-tallest's pair included, read
  // from her rules' data; the abstractions' soundness is argued in writing (proofs/README.md).
  GraphsClosedOverAbstractions,
  Open,    // the run did not establish the above (HalfVerdict::reason says why)
  NotRun,  // the proofs did not run
};
const char* halfStatusName(HalfStatus s);  // "graph-closed-given-lemmas", "graphs-closed-over-abstractions", ...

// One exhaustive play of a strategy (verify/): every move of the opponent from every start of a set.
enum class PlayStatus { Won, Refuted, FellBack, Stopped };
const char* playStatusName(PlayStatus s);  // "won", "refuted", "fell-back", "stopped"

struct PlayCheck {
  Side side = Side::Bob;
  std::string strategy;  // its name()
  std::string starts;    // which starts, in words: "starts <p,q;;> Theorem 4.1 gives Bob"
  int upTo = 0;          // the largest number of chips
  int played = 0, lost = 0;
  std::uint64_t fallbacks = 0;  // decisions the exact solver made for the strategy
  bool complete = true;
  std::string refutedAt;  // a losing start with the fewest chips, in the paper's notation
  PlayStatus status() const;
  // "Bob's strategy 'paper' won all 210 starts <p,q;;> Theorem 4.1 gives Bob, to n = 40";
  // "Bob's strategy 'first' is refuted at <2,2;;>: it loses from 13 of 20 ...". Never "confirmed".
  std::string sentence() const;
};
PlayCheck playCheck(const Verification& v, Side side, const std::string& starts, int upTo);

struct HalfVerdict {
  Side side = Side::Bob;
  HalfStatus status = HalfStatus::NotRun;
  std::string reason;           // why Open or NotRun
  std::vector<PlayCheck> play;  // the exhaustive plays of this half's strategy the run made
  bool positive() const {
    return status == HalfStatus::GraphClosedGivenLemmas || status == HalfStatus::GraphsClosedOverAbstractions;
  }
  // The status in words, without the half's name: "the family graph closes up to Lemmas 4.2 and 4.3, ...".
  std::string phrase() const;
  std::string sentence() const;  // "Bob's half: " + phrase() + "."
};

struct TheoremVerdict {
  HalfVerdict bob{Side::Bob, HalfStatus::NotRun, {}, {}}, alice{Side::Alice, HalfStatus::NotRun, {}, {}};
  // Every step the run took holds: both halves positive and no play refuted, fell back or stopped.
  bool stepsHold() const;
  // "Theorem 4.1. Bob's half: ....", "Alice's half: ....", and "Exhaustive play: ...; ...." when
  // the run played any; sentence() joins them.
  std::vector<std::string> parts() const;
  std::string sentence() const;
};

// Each half as `proof` establishes it; Bob's with the small sizes it played as his play check.
HalfVerdict bobHalfVerdict(const TheoremProof& proof);
HalfVerdict aliceHalfVerdict(const AliceHalfProof& alice);
TheoremVerdict theoremVerdict(const TheoremProof& proof);
// Steps of a run that Z3 did not prove, or that cvc5 did not confirm where asked.
int notProved(const ProofRun& run);

// The proofs did not run: both halves NotRun with `why`.
TheoremVerdict notExamined(const std::string& why);

}  // namespace babylon
