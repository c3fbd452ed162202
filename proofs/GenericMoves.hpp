// The generic move rule over abstract stacks, shared by the counter abstractions of the proofs
// (proofs/LoneAbstraction, proofs/GatherAbstraction): which pairs of abstract stacks a move can
// take, and when it is legal. proofs/README.md argues why every move of the game is one of them.
#pragma once

#include <cstddef>
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

}  // namespace babylon::abstract
