// Obligation mutants of the rules besides Bob's case tables (proofs/SymbolicMutants has those):
// Alice's moves, guards and counts, each conjunct of Lemmas 4.2/4.3's hypotheses, Bob's lone-stack
// rules K1/K2, the conditions of his keep-alive rules K0-K4, K5's named moves, and the opponent's
// moves each graph generates. Each mutant changes one rule and is judged by the part of `prove`
// that reads it: killed when one of its obligations is refuted (for Alice's rules, also when her
// play of her starts loses one: `prove --finite-up-to N`; for K0-K5, when the family graph no
// longer closes, else by Bob's play of his starts).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTable.hpp"
#include "lemmas/KeepAliveRules.hpp"

namespace babylon {

enum class RuleMutantClass : std::uint8_t {
  AliceMove,        // one of Alice's rules plays another move (lemmas/AliceMoves)
  AliceGuard,       // one of her rules' guards negated (lemmas/AliceConditions)
  AliceCount,       // one of her counts (c, d, m, o) read with its condition negated
  LemmaHypothesis,  // a conjunct of Lemma 4.2's or 4.3's hypothesis dropped (lemmas/Claims)
  LoneRule,         // a case of K1 or K2 dropped, or its pick negated (lemmas/LoneStackRules)
  FamilyGraphMove,  // one of Alice's generated moves at a family left out (proofs/ExplorerCases)
  LemmaGraphMove,   // one of Alice's generated moves in the lemmas' graph left out (proofs/LoneAbstraction)
  AliceHalfMove,    // one of Bob's generated moves at a node of Alice's half left out (proofs/AliceLemmas)
  // A node of one of K0-K4's conditions changed (lemmas/KeepAliveRules): an atom (no move, lone
  // color, meets) negated, or a part of a conjunction or disjunction of two or more parts dropped;
  // or a whole rule left out.
  KeepAliveCondition,
  NamedMove,  // one of K5's named moves left out (lemmas/NamedMoves)
};
inline constexpr RuleMutantClass kRuleMutantClasses[] = {
    RuleMutantClass::AliceMove,       RuleMutantClass::AliceGuard,    RuleMutantClass::AliceCount,
    RuleMutantClass::LemmaHypothesis, RuleMutantClass::LoneRule,      RuleMutantClass::FamilyGraphMove,
    RuleMutantClass::LemmaGraphMove,  RuleMutantClass::AliceHalfMove, RuleMutantClass::KeepAliveCondition,
    RuleMutantClass::NamedMove};
// "alice-move", "alice-guard", "alice-count", "lemma-hypothesis", "lone-rule", "family-graph-move",
// "lemma-graph-move", "alice-half-move", "keep-alive-condition", "named-move".
const char* ruleMutantClassName(RuleMutantClass c);

struct RuleMutant {
  std::string id{};  // "R001" (set when the mutants are listed)
  RuleMutantClass cls = RuleMutantClass::AliceMove;
  std::string target;       // the rule: "A.gather.merge-into-tall", "L4.3", "K1.two-at-u", "Lemma 4.4", ...
  std::string description;  // what changed: "plays A.gather.open's move", "t_u <= 2 dropped", "r>b left out"
  // Where to find it again: Alice's rule or count letter, a lemma's conjunct index, a K case's
  // index and whether it is dropped (else its pick negated), a family and a move's text.
  std::string rule{}, other{};
  std::size_t index = 0;
  bool dropped = false;
  Family family = Family::Opening;
  // A keep-alive condition's node: the indices into `parts` from the rule's condition down to it.
  // Its part `index` is dropped when `dropped`, else the node is negated; with `ruleLeftOut` the
  // whole rule (`rule`) is left out.
  std::vector<std::size_t> path = {};
  bool ruleLeftOut = false;
};

// Every mutant, in class order: each of Alice's rules playing its alternative move
// (AliceMove::alternative, which her strategy can also play); each of her guards negated; each count negated; each conjunct of L4.2 and L4.3 dropped; each case of K1 and K2
// dropped and its pick negated; each of Alice's moves at the families where she moves (the opening,
// target states, Lemmas 4.4, 4.5) left out; each text of her generated moves in the lemmas' graph
// left out; each of Bob's generated moves at each node of her half left out; for each of K0-K4, each atom of its condition negated, each part of each conjunction
// or disjunction of two or more parts dropped, and the rule left out; each of K5's named moves
// left out.
std::vector<RuleMutant> buildRuleMutants();

// Bob's end-game rules with a keep-alive-condition or named-move mutant's change (lemmas/'s for
// the other classes).
KeepAliveRuleSet keepAliveRulesOf(const RuleMutant& m);

enum class RuleVerdict : std::uint8_t {
  // An obligation of the part of prove that reads the rule is refuted; for K0-K5, the family graph
  // explored with the changed rules has an open edge or leaves more chips than the play bound to
  // the finite verifier.
  KilledByProof,
  // (Alice's rules) her strategy so changed loses a start up to the play bound; (K0-K5) Bob's
  // loses a start of at most the chips the graph leaves to the finite verifier (prove plays those).
  KilledByPlay,
  WinsUpTo,    // (Alice's rules, K0-K5) not refuted, and the changed strategy wins every start up to the bound
  NeverLegal,  // (generated moves) not refuted, and Z3 shows the move left out is never legal there
  // None of these. For K0-K5: the graph closes, yet Bob's changed strategy loses a start above the
  // sizes prove plays: a hole in the proof.
  Survived,
};
const char* ruleVerdictName(RuleVerdict v);  // "killed by the proof", "killed by the play", ...

struct RuleJudgement {
  RuleMutant mutant;
  RuleVerdict verdict = RuleVerdict::Survived;
  std::string by;  // the refuted obligation's id, or the play's result
  double seconds = 0;
};

struct RuleMutantOptions {
  int playUpTo = 24;  // Alice's (for K0-K5, Bob's) starts played, for the mutants the proof does not kill
  int threads = 2;
  unsigned timeoutMs = 10000;  // each Z3 query's
  std::function<void(std::size_t done, std::size_t total)> progress = {};
};

// Judges every mutant (Z3 alone, as prove's conjunct check does; for K0-K5 the family graph is
// explored, one mutant to a thread). A stop of the guard throws RunStopped.
std::vector<RuleJudgement> judgeRuleMutants(const std::vector<RuleMutant>& mutants, const RuleMutantOptions& options,
                                            RunGuard& guard);

}  // namespace babylon
