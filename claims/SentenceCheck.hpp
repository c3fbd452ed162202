// The proof's sentences that claim impossibility or exclusivity, checked on every instance like
// the lemmas: Lemma 4.5 (viii), "the only case where, under certain circumstances, Bob can lose",
// and "the only way for Bob to defend is to capture the red hill ... which he can do iff u = v";
// Lemma 4.2's "nothing can ever be combined with X"; and Lemma 4.3's induction step.
#pragma once

#include <string>
#include <vector>

#include "core/Solver.hpp"
#include "claims/ClaimInstances.hpp"
#include "claims/WinningLine.hpp"

namespace babylon {

// One instance where a sentence is contradicted.
struct SentenceCounterexample {
  Position position;  // the Lemma 4.5-shaped state
  std::string detail;
  Position shown;                  // the position the line starts from (after Alice's move)
  std::vector<BestPlayStep> line;  // best play from `shown`, filled for the listed counterexamples
  bool shownSafe = false;          // who wins that line: Bob when safe, else Alice
};

struct SentenceResult {
  std::string id;         // e.g. "L4.5(viii).only-case"
  std::string statement;  // the paper's sentence and how it is read
  int checked = 0;        // instances the sentence speaks about
  int agree = 0;
  std::vector<SentenceCounterexample> disagreements;  // all of them, in instance order
};

// Lemma 4.5 (viii) on every <2,2s;2u;2v> of `instances` (the exception included): five sentences
// (the last two are the strict and a loose reading of "the only way for Bob to defend").
std::vector<SentenceResult> checkLemma45Sentences(const std::vector<Instance>& instances, Solver& solver,
                                                  RunGuard& guard, int threads);

// Lemma 4.2's proof on every instance: no legal move involves X.
std::vector<SentenceResult> checkLemma42Sentences(const std::vector<Instance>& instances);

// Lemma 4.3's proof on every instance of `lemma` (its hypothesis is read from the claim): the
// tallest or the shortest two y-stacks combine to a height != u; Bob's rule (every move it
// allows: two y-stacks of height u stacked, one stacked with any other y-stack, else the largest
// y-stack of height u' != u) kills the y-stacks of height u; and after it, every reply of Alice
// leaves the hypotheses true again (or Alice cannot move): the induction step.
std::vector<SentenceResult> checkLemma43Sentences(const Claim& lemma, const std::vector<Instance>& instances,
                                                  RunGuard& guard, int threads);

}  // namespace babylon
