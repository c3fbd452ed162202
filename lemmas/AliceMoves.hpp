// Alice's rules as data (lemmas/tables/alice.rules): for each, the stacks it moves, named by color
// role and by which stack of that color (a move template), and the alternative move its "reply
// replaced" mutant plays. strategies/AliceStrategy resolves a template on a position; proofs/AliceLemmas and
// proofs/AliceGather apply the same template to their abstract positions.
//
// Roles: x is the color Alice keeps alive or gathers (at a start the minority; at a lone stack its
// color; in the gather phase the gathering color; with one color left, that color), y the other.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "CaseTable.hpp"
#include "Expr.hpp"

namespace babylon::alice {

enum class Role { X, Y };

// Which stack of a color: a singleton; the tallest; the second in height order (the tallest
// again on a tie); one of a height (an Expr over h and H); the tallest whose height is not that.
enum class Pick { Singleton, Tallest, NextTallest, OfHeight, TallestNotOfHeight };

struct StackRef {
  Role role = Role::X;
  Pick pick = Pick::Singleton;
  Expr height = lit(0);  // OfHeight, TallestNotOfHeight: over h (the lone stack's height) and H (T's)
};

// A move: `top` put on `bottom`; or two stacks of one role chosen by their total (the most or the
// fewest chips), leaving out pairs whose total is `avoid` (an Expr over h, H; lit(-1): none).
struct MoveTemplate {
  enum class Kind { Named, PairMost, PairFewest };
  Kind kind = Kind::Named;
  StackRef top{}, bottom{};
  Role pairRole = Role::Y;
  Expr avoid = lit(-1);
};

// Where a rule applies (its shape; lemmas/AliceConditions gives the arithmetic on top).
enum class Phase { OneColor, Start, Lone, Gather };

// One of Alice's rules, as lemmas/tables/alice.rules writes it (AliceRulesFile).
struct AliceMove {
  std::string id;  // the rule's case id
  Phase phase;
  MoveTemplate move;
  MoveTemplate alternative;  // the "reply replaced" mutant's move
  std::string alternativeText;
  std::optional<Expr> guard;  // over lemmas/AliceConditions' letters; none for the one-color rule
  Origin origin = Origin::Paper;
  std::string text;  // the rule and its reason, for the record
  // For a player: {x} the color she keeps alive or gathers, {y} the other, {h} X's height.
  std::string plain;
};

// In the strategy's order of trial: the rules of lemmas/tables/alice.rules (or of the folder
// $BABYLON_TABLES names), read with Bob's case tables (CaseTableFile's loadedCaseTables).
const std::vector<AliceMove>& aliceMoves();
// Throws std::out_of_range naming the case.
const AliceMove& aliceMove(const std::string& caseId);

// Builders, for the table and for tests' wrong tables.
inline StackRef singleton(Role r) { return {r, Pick::Singleton, lit(0)}; }
inline StackRef tallest(Role r) { return {r, Pick::Tallest, lit(0)}; }
inline StackRef nextTallest(Role r) { return {r, Pick::NextTallest, lit(0)}; }
inline StackRef ofHeight(Role r, Expr e) { return {r, Pick::OfHeight, std::move(e)}; }
inline StackRef tallestNotOfHeight(Role r, Expr e) { return {r, Pick::TallestNotOfHeight, std::move(e)}; }
inline MoveTemplate put(StackRef top, StackRef bottom) {
  return {MoveTemplate::Kind::Named, std::move(top), std::move(bottom), Role::Y, lit(-1)};
}
inline MoveTemplate pairMost(Role r, Expr avoid = lit(-1)) {
  return {MoveTemplate::Kind::PairMost, {}, {}, r, std::move(avoid)};
}
inline MoveTemplate pairFewest(Role r, Expr avoid = lit(-1)) {
  return {MoveTemplate::Kind::PairFewest, {}, {}, r, std::move(avoid)};
}

}  // namespace babylon::alice
