// The rules a run of `prove` covers, for each half: every rule of every table (Bob's case-table
// entries, the keep-alive rules K0-K5 and K5's named moves, K1/K2's cases; Alice's move templates,
// guards and counts), each with whether an obligation of the run reads it.
#pragma once

#include <string>
#include <vector>

#include "proofs/TheoremProof.hpp"

namespace babylon {

struct CoveredRule {
  std::string id;     // "L4.4(i)", "K3.protect", "K1.two-at-u", "A.gather.open", "o"
  std::string table;  // "case table", "keep-alive", "lone-stack", "alice-move", "alice-guard", "alice-count"
  bool read = false;  // an obligation of the run reads it
  // Where none reads it: the proved property that covers it, else empty. A named move of K5 is
  // played only where it has K5's property (every reply of Alice then allows one of K0-K4), and
  // the ".k5" coverage obligations show that property keeps Bob safe and that some named move has
  // it wherever K0-K4 do not apply. So a named move the end game did not try is "K5's property".
  std::string through;
};

struct RulesCovered {
  std::vector<CoveredRule> bob, alice;
};

// Read means: for a case-table entry, a family-graph obligation names it among the entries it reads
// (Obligation::rules); for K0-K3, K4, K5 (and its named moves), an end-game obligation that one of
// them applies (ids ".keep-alive", ".keep-alive-k4", ".k5"); for a case of K1/K2, an obligation of
// the lemmas' graph made for that case; for Alice's template, guard or count, an obligation of her
// half that changes when the rule is changed (its template replaced by its alternative or by two
// stacks of the color it does not take, its guard or count negated). A part of the run that did not run reads nothing.
RulesCovered rulesCovered(const TheoremProof& theorem);

}  // namespace babylon
