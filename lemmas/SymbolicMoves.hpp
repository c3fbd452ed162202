// The rules on symbolic positions: Alice's move classes applied to a position whose counts and
// hill heights are expressions, and the condition for a paper move string to be legal there.
// These are what the Z3 obligations reason about (legality of replies, successors of cases).
#pragma once

#include <string>

#include "Families.hpp"

namespace babylon {

struct SymbolicStep {
  Expr legal;  // when the move can be made
  SymbolicPosition after;
};

// Alice's move in the paper's classes: rr, rb, br, bb (singleton on singleton), rR, bB
// (singleton on the hill of its color, R = redHills[0]), RB, BR (hill on hill).
SymbolicStep applyMoveClass(const SymbolicPosition& p, const std::string& moveClass);

// The condition under which the stack string `reply` (e.g. "rbR", "brrb", "rr") names a legal
// move in p: some reading of it picks existing, distinct stacks that share a height or a color.
Expr replyLegal(const SymbolicPosition& p, const std::string& reply);

}  // namespace babylon
