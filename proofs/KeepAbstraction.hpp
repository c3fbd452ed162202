// The counter abstraction of Lemma A's positions (Alice's keep-alive phase: one color x is a
// single stack X of height h) at Bob's turn, and the generic move rule on it (proofs/
// GenericMoves). proofs/README.md argues why it is sound.
//
// Each y-stack is in one class by its height: h (AtH), 2h (Double), 1 when h != 1 (One) or any
// other (Other). The abstract position keeps X and, of the y-stacks nobody has named yet, their
// count per class (c, d, v and w; t = c + d + v + w). A move names the stacks it takes from a
// class: one of Other gets a fresh height g >= 2, g != h, g != 2h. The move's new stack is named
// too. Section 2's openings use it as well (a red 2-stack among blue singletons).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/AliceReplies.hpp"
#include "proofs/GenericMoves.hpp"

namespace babylon::keep {

enum YClass { AtH = 0, Double = 1, One = 2, Other = 3 };

struct NamedStack {
  std::string name;
  bool isX = false;
  Expr height, present;
};

struct AbstractKeep {
  Expr h = alice::h;
  std::vector<NamedStack> named;                                     // X first, then stacks moves named
  std::array<Expr, 4> rest{alice::c, alice::d, var("v"), var("w")};  // unnamed y-stacks per class
  Expr facts = Expr::always();                                       // what naming assumed (an Other's height)
};

// Bob's turn at a lone stack: X named, c y-stacks of height h, d of 2h, v of 1, w of other heights.
AbstractKeep bobTurn();
// The number of y-stacks at Bob's turn, c + d + v + w.
Expr yCount();

// What every abstract position satisfies: h >= 1, the counts >= 0, h != 1 where a One is, n >= h + t
// (each y-stack has a chip), and each named Other's class.
Expr keepFacts(const AbstractKeep& p);

// A move under the generic rule, from every pair of abstract stacks: X, the named stacks and the
// three classes (one of their stacks, or two for a pair within one).
struct KeepMove {
  std::string text;  // e.g. "Other>Double"
  Expr legal;
  AbstractKeep after;
  abstract::TakenMove taken;  // its stacks' colors (0 x, 1 y) and heights, for movesComplete
};
std::vector<KeepMove> keepMoves(const AbstractKeep& p, const std::string& tag);

// That `moves` (keepMoves(p, tag), or a part of it) hold every move of the generic rule on a
// position p abstracts (proofs/GenericMoves' movesComplete): x's stacks are the named ones; y's of
// a height are the named ones and the classes of that height (h, 2h, 1), and the class Other's may
// have any height >= 2 but h and 2h. One claim per pair of colors ("xx", "xy", "yx", "yy").
std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractKeep& p, const std::vector<KeepMove>& moves,
                                                        const std::string& tag);

Expr xStacks(const AbstractKeep& p);
Expr yStacks(const AbstractKeep& p);

// The position read with its one x-stack (xLone) or its one y-stack as the lone stack
// (proofs/AliceReplies' lone board): its height, the other color's stacks, and c and d as Alice's
// reading counts them (aliceCounts "c", "d"). `uncounted`: no unnamed Other counts towards
// either (a height g'' the claim leaves free). Nullopt unless exactly one named stack has the lone
// color (a y-stack is read as lone only when named, with the classes empty).
struct KeepReading {
  LoneBoard board;
  Expr uncounted;
};
std::optional<KeepReading> keepReading(const AbstractKeep& p, const std::vector<alice::StackCount>& counts,
                                       bool xLone = true);

}  // namespace babylon::keep
