// The generic move rule over abstract stacks, shared by the counter abstractions of the proofs
// (proofs/LoneAbstraction, GatherAbstraction, KeepAbstraction, and Alice's one-color node): which
// pairs of abstract stacks a move can take, when it is legal, and the claim that a generator's
// moves are all the rule's. proofs/README.md argues why every move of the game is one of them.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "lemmas/Expr.hpp"

namespace babylon::abstract {

// An abstract stack: one named stack, or a class of unnamed stacks of one color (a move within
// the class takes two of its stacks). `color` tells the colors apart (0 and 1).
struct PairSource {
  bool isClass = false;
  int color = 0;
};

// A move of the stack `top` onto `below` (indices into the sources).
struct SourcePair {
  std::size_t top = 0, below = 0;
  bool sameColor = false;
};

// Every pair a move can take: each ordered pair of distinct sources, and each class with itself.
// A pair of one color is listed once (top first in the sources' order): either order leaves the
// same position, a stack of that color and of their total height.
std::vector<SourcePair> sourcePairs(const std::vector<PairSource>& sources);

// The generic rule: both stacks are there, and they have the same color or the same height.
Expr legalMove(bool sameColor, const Expr& topPresent, const Expr& belowPresent, const Expr& topHeight,
               const Expr& belowHeight);

// 1 where `condition` holds, else 0: a named stack's share of a class count.
inline Expr one(const Expr& condition) { return ite(condition, lit(1), lit(0)); }

// A generated move as the completeness claim reads it: the colors and heights of its two stacks
// (a stack it takes from a class of varying heights has a fresh height, named by the move's tag
// and "1" for the top, "2" for the one below), and when it is legal, with what naming assumed of
// those fresh heights. A pair of one color is listed in one order only: it stands for both.
struct TakenMove {
  int topColor = 0, belowColor = 0;
  Expr topHeight = lit(0), belowHeight = lit(0);
  Expr legal = Expr::always();
};

// How many stacks of a color may have height h: `fixed`, those whose height is known (named
// stacks, classes of one height); `varying`, the stacks of the color's one class whose heights
// vary that may have h (0 where h is not among its heights).
struct StacksOfHeight {
  std::function<Expr(int color, const Expr&h)> fixed, varying;
};

// That `moves` (generated with `tag`) hold every move of the generic rule on a position, stated
// from the rule rather than from the sources the generator lists. For each color of the top stack
// and of the one below (0 and 1, named by `colorNames`; `colors` of them) and any heights g_top,
// g_below >= 1: if such stacks may be there (two when they are alike, and two of the varying class
// when neither height is a fixed one's), and may be merged (the same color or the same height),
// one of `moves` takes stacks of those colors and heights (either way round for a pair of one
// color) and is legal. One claim per pair of colors, named like "xy".
std::vector<std::pair<std::string, Expr>> movesComplete(const std::vector<TakenMove>& moves,
                                                        const StacksOfHeight& stacks, const std::string& tag,
                                                        const std::vector<std::string>& colorNames);

}  // namespace babylon::abstract
