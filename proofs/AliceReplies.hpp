// Alice's replies read from her move templates (lemmas/AliceMoves) and her reading of a position
// (lemmas/AliceConditions' counts), applied to the abstract positions of her proof: a lone stack
// (proofs/AliceLemmas' Lemma A steps) and the gather phase (proofs/AliceGather). The data her
// strategy plays, not a copy.
#pragma once

#include <optional>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"

namespace babylon {

// The gather phase at Alice's turn, after a move of Bob's: x's stacks are T (height H), perhaps one
// more stack `extra` that is no singleton, and k singletons; y has s stacks of excess e (chips
// minus stacks), among them perhaps one stack `named` of known height (Bob's new one). Every
// other y-stack has at most (its share of the excess) + 1 chips.
struct GatherBoard {
  Expr H, k, s, e;
  std::optional<Expr> extra, named;
  Expr xStacks() const { return 1 + k + (extra ? 1 : 0); }
  // Every y-stack besides `named` has at most this many chips.
  Expr restBound() const { return named ? e - (*named - 1) + 1 : e + 1; }
};

// The counts m and o of the board as her reading defines them (aliceCounts' "m", "o": over g and
// H), with what must hold for them to be right: no y-stack besides `named`, of at most restBound()
// chips, counts (shown for every height g' in range, a variable the claim leaves free).
struct BoardCounts {
  Expr m, o, restUncounted;
};
BoardCounts boardCounts(const GatherBoard& b, const std::vector<alice::StackCount>& counts);

// Alice's move by `move` on the board: whether its stacks exist there and it leaves x again as one
// tall stack T' and singletons (`ok`), and then T''s height, x's singletons, y's stacks and excess.
struct GatherAfter {
  Expr ok, H, k, s, e;
};
GatherAfter gatherAfter(const GatherBoard& b, const alice::MoveTemplate& move);

// A stack of the other color that a pair template can take: its height and when it is there.
struct PairStack {
  Expr height, exists;
};

// A lone stack X of height h at Alice's turn: t y-stacks, c of height h and d of height 2h (her
// counts "c" and "d"), the others of heights the board does not know. `pairStacks`: distinct
// y-stacks a pair template can be shown to find among (proofs/PairWitnesses), with `pairFacts`,
// what every position the board stands for satisfies about them. None: no pair can be shown.
struct LoneBoard {
  Expr h, t, c, d;
  std::vector<PairStack> pairStacks{};
  Expr pairFacts = Expr::always();
};

// Alice's move by `move` on the board: `ok` says its stacks exist and X is still the only x-stack
// and on top; then X's height, the y-stacks and how many have X's height. A stack the template
// picks by a property only (the tallest y-stack not of a height, a pair by its total) is a fresh
// variable; `picked` says what is known of it, and the claim is to hold for every such value. For
// a pair, `ok` is that two of the board's pairStacks have a total the template allows (under its
// pairFacts): the pair exists. Which allowed pair it takes (the most or the fewest chips) is left
// free: the claim holds for each.
struct LoneAfter {
  Expr ok, h, t, c, picked;
};
LoneAfter loneAfter(const LoneBoard& b, const alice::MoveTemplate& move);

// A start <p,q;;>: x (the minority) has p singletons, y has q. After one move there is one
// 2-stack, of the top's color, and singletons.
struct StartBoard {
  Expr p, q;
};
struct StartAfter {
  Expr ok;              // the template's singletons exist
  bool twoIsX = false;  // the 2-stack is x's
  Expr xSingles = lit(0), ySingles = lit(0);
  // x is a lone stack after the move (Lemma A's letters: its height, the y-stacks, c).
  Expr lone() const;
  Expr h() const { return twoIsX ? lit(2) : lit(1); }
  Expr t() const { return twoIsX ? ySingles : ySingles + 1; }
  Expr c() const;  // y-stacks of x's height
};
StartAfter startAfter(const StartBoard& b, const alice::MoveTemplate& move);

// One color left, x's: s stacks. Any two of them combine (the same color), whatever their heights,
// so a move leaves s - 1. `ok` says the template certainly names two distinct x-stacks: a pair
// with no total left out, or the tallest and the next tallest, when s >= 2. Any other template
// is not read here (never ok): it names the other color, or a stack by a height the board does
// not know.
struct OneColorAfter {
  Expr ok, s;
};
OneColorAfter oneColorAfter(const Expr& s, const alice::MoveTemplate& move);

// Whether `move` on a lone stack puts a y-stack on X, the only x-stack: one color is left.
Expr buriesLone(const LoneBoard& b, const alice::MoveTemplate& move);

}  // namespace babylon
