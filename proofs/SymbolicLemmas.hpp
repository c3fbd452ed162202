// Lemmas 4.2 and 4.3 on symbolic positions, and the keep-alive rules K0-K4 as conditions: the
// proof's interpreter of lemmas/KeepAliveRules' language.
//
// The lemmas' hypotheses are the Exprs of lemmas/Claims (over m, u, t, t_u, t_half), the same
// objects strategies/KeepAlive evaluates on concrete positions; here their parameters are read
// off a symbolic position (u the lone stack's height, t_u how many stacks of the other color have
// height u, ...). Where one of K0-K4 applies at an odd state, the concrete strategy plays the
// first that applies, and each leaves a state that is won (K0) or that Lemma 4.3 (K1) or
// Lemma 4.2 (K2, K3) calls safe, or (K4) from which every move of Alice leads to one of those.
#pragma once

#include <functional>
#include <set>

#include "lemmas/Claims.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "lemmas/NamedMoves.hpp"
#include "proofs/SymbolicRules.hpp"

namespace babylon::symbolic {

// The condition that one color of `p` has exactly one stack X, the other color at least one, and
// `lemma`'s hypothesis holds with X as the lone stack (strategies/KeepAlive's loneMeeting).
Expr loneMeets(const Claim& lemma, const SymbolicPosition& p);

// The condition that the player to move at `p` has no legal move.
Expr noMoves(const SymbolicPosition& p);

// The condition that some color of `p` has a single stack while the other has some.
Expr hasLone(const SymbolicPosition& p);

// Whether a condition can hold where the rules are asked (false only when it surely cannot).
using Possible = std::function<bool(const Expr&)>;

// At an odd state (Bob to move), the condition for a keep-alive rule (lemmas/KeepAliveRules, the
// data strategies/KeepAlive plays) to apply: with a lone-stack rule, its condition at `odd`; else
// some legal move of Bob after which its condition holds. Each is a property of Bob's move, not a
// search: where it holds, every move with the property is safe by the lemmas (K0 wins at once),
// whichever one the concrete rule finds first.
// With `possible`, a part of the condition is left out (false) where `possible` says it cannot
// hold: a move of Bob that is not legal there, a color that cannot be the lone one. Parts are left
// out only where the condition reads them positively, so the condition built implies the full
// one: a proof of it is a proof of the full condition, whatever `possible` says; where `possible`
// is right, the two are equivalent.
// With `replyShapes`, the shapes of the positions where a condition reads every move of Alice
// from the generic rule ("after every reply", "cannot move") are added to it: the caller proves
// those move sets complete once per shape (proofs/SymbolicVerifier).
Expr keepAliveRuleApplies(const KeepAliveRule& rule, const SymbolicPosition& odd, const Possible& possible = {},
                          std::set<Shape>* replyShapes = nullptr);
// Some keep-alive rule applies; without `withReplies`, only the rules whose conditions do not look
// past a reply of Alice (lemmas/KeepAliveRules' readsReplies), a first, much smaller try.
// `rules`: K0-K4 as the run is given them (lemmas/KeepAliveRules' by default).
Expr keepAliveApplies(const SymbolicPosition& odd, bool withReplies = true, const Possible& possible = {},
                      const std::vector<KeepAliveRule>& rules = keepAliveRules(),
                      std::set<Shape>* replyShapes = nullptr);

// keepAliveApplies split by Bob's move: `lone`, the rules that name no move of his (K1 and K2,
// which hold at the position itself); `byMove`, each move of allMoves(odd) with the other rules
// applying through it (left out where none can). keepAliveApplies holds exactly where `lone` or
// some move's condition does. The proof certificate names the moves its checker tries
// (ExplorerEndGame::nameMoves).
struct KeepAliveByMove {
  Expr lone;
  std::vector<std::pair<SymbolicMove, Expr>> byMove;
};
KeepAliveByMove keepAliveByMove(const SymbolicPosition& odd, bool withReplies, const Possible& possible,
                                const std::vector<KeepAliveRule>& rules);

// K5's named moves (lemmas/NamedMoves) on a symbolic position: for each named move, every pair of
// abstract stacks of `odd` its two stacks can be, with the condition for the template to name
// them there (which color has fewer stacks, how their heights rank among their color's). At an
// instance where `names` and `move.legal` hold, the concrete rule's named move is `move`'s
// instance: the same colors and heights. In the order of `named` (namedMoves() by default).
struct NamedChoice {
  const NamedMove* rule;
  SymbolicMove move;
  Expr names;
};
std::vector<NamedChoice> namedChoices(const SymbolicPosition& odd, const std::vector<NamedMove>& named = namedMoves());

}  // namespace babylon::symbolic
