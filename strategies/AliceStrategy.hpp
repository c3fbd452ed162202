// Alice's strategies for the starts Theorem 4.1 gives to the first player (p+q odd, or p <= 2):
// Section 2's "obliterate red" and "keep red alive", and our own strategy for p+q odd and p >= 3,
// each case a named rule with its reason. No search and no solver: every move is read off the
// position.
//
// Letters: n chips in all; x the color of a stack X that is the only stack of its color (the
// "lone" stack), h its height, y the other color; c the number of y-stacks of height h.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "Strategy.hpp"
#include "lemmas/Expr.hpp"

namespace babylon {

// Variants of Alice's strategy, for mutation testing (mutants/): each set names case ids.
struct AliceStrategyOptions {
  std::set<std::string> dropped = {};   // the rule is skipped
  std::set<std::string> negated = {};   // the rule fires where its guard does NOT hold (when it can move)
  std::set<std::string> replaced = {};  // the rule plays its alternative move (AliceRule::alternative)
  // A count of her reading (lemmas/AliceConditions' aliceCounts: "c", "d", "m", "o") read with another
  // condition over g and h or H, e.g. {"o", g >= H}.
  std::map<std::string, Expr> recounted = {};
};

// The case ids, in the order the rules are tried.
std::vector<CaseInfo> aliceCases();
// For each case, the alternative move its "reply replaced" mutant plays, in words.
std::string aliceAlternative(const std::string& caseId);

std::unique_ptr<Strategy> makeAliceStrategy(AliceStrategyOptions options = {});

// Lemma A's hypothesis (lemmas/AliceConditions; proved for all n in proofs/AliceLemmas) on a
// two-color position: one color is a single stack X, no stack of the other color has X's height,
// n is odd and Bob is to move. From such a position Alice's keep-alive rules win every line.
bool lemmaAHolds(const Position& p);

}  // namespace babylon
