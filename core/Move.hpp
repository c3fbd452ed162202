// Moves: stack `a` placed on stack `b`, legal when they share a height or a top color.
#pragma once

#include <vector>

#include "Position.hpp"

namespace babylon {

struct Move {
  Stack a;  // the stack that is moved; its top becomes the new stack's top
  Stack b;  // the stack it is placed on

  Stack result() const { return Stack{a.color, static_cast<std::uint8_t>(a.height + b.height)}; }
  friend bool operator==(const Move&, const Move&) = default;
};

inline bool compatible(const Stack& a, const Stack& b) { return a.height == b.height || a.color == b.color; }

// Legal in `p`: both stacks present (two copies when a == b) and compatible.
bool isLegal(const Position& p, const Move& m);

struct Successor {
  Move move;
  Position position;
};

// Whether any two stacks can be combined (cheaper than generating the moves).
bool hasLegalMove(const Position& p);

// One move for each distinct successor position, in a deterministic order.
std::vector<Successor> successors(const Position& p);

// Every legal move, including moves that lead to the same position (for move input).
std::vector<Move> legalMoves(const Position& p);

}  // namespace babylon
