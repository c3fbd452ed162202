// Bob's rules at a lone stack, K1 (Lemma 4.3's) and K2 (Lemma 4.2's), as data
// (lemmas/tables/lone-stack.rules): the strategy (strategies/KeepAlive) plays them on positions and
// the proof (proofs/LoneStackLemmas) reads the same cases on abstract positions.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Expr.hpp"

namespace babylon {

// One case of a rule. Where `guard` holds and no earlier case's guard does, Bob merges two
// y-stacks (stacks of the color other than the lone stack X) of heights a (on top) and b (below)
// with `pick` true. With `maximize`, he takes a pair whose value is the largest among the pairs
// `pick` allows. The guard is over the lone-stack parameters of lemmas/Claims (m, u, t, t_u,
// t_half); pick and maximize are over a, b and u.
struct LoneRuleCase {
  std::string id;     // "K1.two-at-u"
  std::string words;  // the paper's sentence
  Expr guard;
  Expr pick;
  std::optional<Expr> maximize;
};

struct LoneRule {
  std::string id;     // "K1.lemma-4.3"
  std::string claim;  // the claim of lemmas/Claims whose hypothesis says where the rule is played
  std::vector<LoneRuleCase> cases;
};

// The rules as the tables' folder holds them (CaseTableFile's loadedCaseTables). K1, Lemma 4.3's
// proof: "If there are two y-stacks of height u, Bob stacks them; if one, he stacks it with any
// other y-stack. [...] In all other cases, Bob makes the largest y-stack possible of height
// u' != u." K2, Lemma 4.2: nothing can be combined with X, so Bob merges two y-stacks (any two).
const LoneRule& lemma43Rule();  // the rule for L4.3
const LoneRule& lemma42Rule();  // the rule for L4.2

// The parameter slots of the guards and of pick/maximize (for CompiledExpr).
const std::vector<std::string>& loneGuardSlots();  // m, u, t, t_u, t_half
const std::vector<std::string>& lonePickSlots();   // u, a, b

}  // namespace babylon
