// The counter abstraction of Alice's gather phase (n odd, p >= 3) at Bob's turn, and the generic
// move rule on it (proofs/GenericMoves). proofs/README.md argues why it is sound.
//
// The gathering color x has its tallest stack T (height H) and k singletons; the other color y
// has s stacks holding s + e chips (e, their excess). The abstract position keeps T, the count of
// x-singletons, and of the y-stacks nobody has named yet (the rest) their count and their excess.
// A move names the stacks it takes from a class: an x-singleton has height 1; a y-stack a fresh
// height g >= 1, its g - 1 taken from the rest's excess. The move's new stack is named too.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/AliceReplies.hpp"
#include "proofs/GenericMoves.hpp"

namespace babylon::gather {

enum ColorRole { X = 0, Y = 1 };

struct NamedStack {
  std::string name;
  ColorRole color = X;
  Expr height, present;
};

struct AbstractGather {
  Expr n = alice::n, H = alice::H;
  std::vector<NamedStack> named;              // T first (while it is a stack), then stacks moves named
  Expr xSingles = alice::k;                   // unnamed x-singletons
  Expr yRest = alice::s, yExcess = alice::e;  // unnamed y-stacks: their count, chips less count
  Expr facts = Expr::always();                // what naming assumed (a y-stack's height)
};

// Bob's turn in the gather phase: T named, k x-singletons, s y-stacks of excess e.
AbstractGather bobTurn();

// What every abstract position satisfies: n = H + k + s + e, H >= 1, k, s, e >= 0, each named
// y-stack's height at least 1, and the rest's excess >= 0 (0 when the rest is empty). So every
// y-stack of the rest has at most its excess + 1 chips.
Expr gatherFacts(const AbstractGather& p);

// A move under the generic rule, from every pair of abstract stacks: T, the named stacks, the
// x-singletons (one, or two for a pair within the class) and the rest of the y-stacks.
struct GatherMove {
  std::string text;  // e.g. "XS>Y"
  Expr legal;
  AbstractGather after;
  abstract::TakenMove taken;  // its stacks' colors (0 x, 1 y) and heights, for movesComplete
};
std::vector<GatherMove> gatherMoves(const AbstractGather& p, const std::string& tag);

// That `moves` (gatherMoves(p, tag), or a part of it) hold every move of the generic rule on a
// position p abstracts (proofs/GenericMoves' movesComplete): x's stacks of a height are the named
// ones and, at height 1, the singletons; y's the named ones, and the rest may have any height.
// One claim per pair of colors ("xx", "xy", "yx", "yy").
std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractGather& p, const std::vector<GatherMove>& moves,
                                                        const std::string& tag);

// Counts of a position: its x-stacks and y-stacks.
Expr xStacks(const AbstractGather& p);
Expr yStacks(const AbstractGather& p);

// The position as Alice's gather rules read it with x gathering (proofs/AliceReplies' board): T
// the first named x-stack, at most one more, at most one named y-stack. Nullopt when it has
// another shape.
std::optional<GatherBoard> gatherBoard(const AbstractGather& p);

// The position read with color `lone` as the lone stack X (Lemma A's letters, proofs/AliceReplies'
// lone board): its height h, the t stacks of the other color, and c and d as Alice's reading
// counts them (lemmas/AliceConditions' aliceCounts "c", "d"). `uncounted` is what must hold for
// the counts to be right: no stack of the rest, of at most its excess + 1 chips, counts (a height
// g'' the claim leaves free). Nullopt when the lone color's stack cannot be named.
struct LoneReading {
  LoneBoard board;
  Expr uncounted;
};
std::optional<LoneReading> loneReading(const AbstractGather& p, ColorRole lone,
                                       const std::vector<alice::StackCount>& counts);

}  // namespace babylon::gather
