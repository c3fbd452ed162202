// Bob's keep-alive rules K0-K4 as data (lemmas/tables/keep-alive.rules): each is a condition in a
// small language of positions, read by the strategy (strategies/KeepAlive, on positions) and by the
// proof (proofs/SymbolicLemmas, on symbolic positions). One definition, two interpreters.
#pragma once

#include <string>
#include <vector>

#include "CaseTable.hpp"
#include "LoneStackRules.hpp"
#include "NamedMoves.hpp"

namespace babylon {

// A condition on a position. The position is a two-color one; "the player" is whoever is to move.
struct KeepAliveCondition {
  enum class Kind : std::uint8_t {
    NoMove,      // the player has no legal move
    LoneColor,   // one color has a single stack and the other color has some
    Meets,       // a color's single stack X meets `claim`'s hypothesis (lemmas/Claims, over m, u, t,
                 // t_u, t_half, with X the lone stack), and with `rule` some case of that rule applies
    Not,         // parts[0] does not hold
    All,         // every one of `parts` holds
    Any,         // some one of `parts` holds
    EveryReply,  // after every legal move of the player, parts[0] holds
  };
  Kind kind;
  std::string claim;               // Meets
  const LoneRule* rule = nullptr;  // Meets, optional
  std::vector<KeepAliveCondition> parts;
};

KeepAliveCondition noMove();
KeepAliveCondition loneColor();
KeepAliveCondition meets(const std::string& claim);
KeepAliveCondition meets(const LoneRule& rule);  // rule.claim's hypothesis, and a case of the rule applies
KeepAliveCondition operator!(KeepAliveCondition c);
KeepAliveCondition all(std::vector<KeepAliveCondition> parts);
KeepAliveCondition any(std::vector<KeepAliveCondition> parts);
KeepAliveCondition everyReply(KeepAliveCondition c);

// Whether the condition looks past a move (it has EveryReply): the proof tries the rules that do
// not first, as their conditions are much smaller.
bool readsReplies(const KeepAliveCondition& c);

// One rule, at Bob's turn. With `loneRule`, `condition` holds at his turn and he plays that rule's
// move (lemmas/LoneStackRules) at the lone stack `condition` names. Without, he plays the first
// move (in the order of the position's moves) after which `condition` holds, Alice to move.
struct KeepAliveRule {
  std::string id;      // "K3.make-lemma-4.2"
  std::string rule;    // the rule in words, for coverage lists
  std::string reason;  // the short reason a move shows
  // The plain sentence for a player: {x} the lone stack's color, {y} the other, {u} its height,
  // {m} half the chips.
  std::string plain;
  Origin origin;
  const LoneRule* loneRule;
  KeepAliveCondition condition;
};

// K0-K4 in the order Bob tries them, as lemmas/tables/keep-alive.rules states them (read with the
// case tables: CaseTableFile's loadedCaseTables). Each leaves a state that is won (K0) or that
// Lemma 4.3 or 4.2 calls safe, or (K4) from which every move of Alice leads to one.
const std::vector<KeepAliveRule>& keepAliveRules();

// Bob's end-game rules as one value both interpreters are given: K0-K4 and K5's named moves, each
// in the order he tries them. The default is the rules above and lemmas/NamedMoves' (written once,
// there); the rule mutants (proofs/RuleMutants) pass copies changed in one place.
struct KeepAliveRuleSet {
  std::vector<KeepAliveRule> rules = keepAliveRules();
  std::vector<NamedMove> named = namedMoves();
};

// Where the rules hand the game to Lemmas 4.2 and 4.3: the lemmas' hypotheses each rule's
// condition guarantees (whyNotSafe), at the parity of the state it is read at. A lone-stack rule
// reads its condition at Bob's turn (an odd state), the others after his move (even); every reply
// flips the parity. Each such node must be a node of the lemmas' graph (proofs/LoneStackLemmas
// builds its nodes from this list), with a lone-stack rule of that claim to play at an odd node.
struct LemmaNode {
  std::string claim;
  bool odd;
  bool operator<(const LemmaNode& o) const { return claim != o.claim ? claim < o.claim : odd < o.odd; }
  bool operator==(const LemmaNode& o) const { return claim == o.claim && odd == o.odd; }
};
std::vector<LemmaNode> lemmaNodesReached(const std::vector<KeepAliveRule>& rules = keepAliveRules());

// Why playing a rule keeps Bob safe, read from its condition alone: it guarantees, after his move,
// that Alice cannot move (he has won) or a lemma's hypothesis at one of the nodes above; a
// lone-stack rule's, at his turn, its own lemma's hypothesis. A conjunction guarantees what one of
// its parts does, a disjunction what all of them do, "after every reply" what its part does one
// move later; a lone color or a negation guarantees nothing. Empty when the rule's condition
// guarantees it, else why not. The proof's end game rests on the lemmas only when every rule
// passes (proofs/ExplorerEndGame): Bob plays the first rule that applies, whichever it is.
std::string whyNotSafe(const KeepAliveRule& rule);
// The first rule's reason, or empty when every rule's condition guarantees safety.
std::string firstUnsafe(const std::vector<KeepAliveRule>& rules);

// The ids of the rules whose conditions do not read replies (readsReplies), or of all with
// `withReplies`; and the same as a range of short names, "K0-K3" or "K0-K4".
std::vector<std::string> keepAliveIds(bool withReplies, const std::vector<KeepAliveRule>& rules = keepAliveRules());
std::string keepAliveRange(bool withReplies, const std::vector<KeepAliveRule>& rules = keepAliveRules());

}  // namespace babylon
