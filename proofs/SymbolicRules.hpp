// The rules of Babylon on symbolic positions, generically: every move of the player to move from
// every ordered pair of abstract stacks, a paper move string read on a symbolic position, the
// family a symbolic position belongs to, and equality of symbolic positions. Nothing here is
// written per case of the paper: the symbolic verifier derives its steps from these rules.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lemmas/Expr.hpp"
#include "lemmas/Families.hpp"

namespace babylon::symbolic {

// One abstract stack of a symbolic position: the singletons of a color (a class of j or k stacks
// of height 1) or one hill (a stack of height at least 2, paper R = redHills[0]).
struct AbstractStack {
  bool red = true;
  int hill = -1;             // index into the color's hills; -1 for the singleton class
  Expr height;               // 1 for singletons
  Expr count;                // how many stacks the class holds: j or k for singletons, 1 for a hill
  std::string word() const;  // the paper's letter: r, b, R, B (R2, B2 for a second hill)
};

std::vector<AbstractStack> abstractStacks(const SymbolicPosition& p);

// A move from one abstract stack onto another: the condition for it to be legal (both exist,
// distinct stacks, same top color or same height) and the position it leaves.
struct SymbolicMove {
  AbstractStack top, below;
  Expr legal;
  SymbolicPosition after;
  std::string paperClass;  // the paper's class: rr, rb, rR (a hill on a singleton of its color reads rR), RB, ...
  std::string text() const { return top.word() + ">" + below.word(); }
};

// The disjunction of the parts, left to right (false when there are none).
Expr anyOf(const std::vector<Expr>& parts);

// Every move of the player to move, from the generic rule: every ordered pair of abstract stacks.
std::vector<SymbolicMove> allMoves(const SymbolicPosition& p);

// That `moves` hold every move of the generic rule on an instance of p, stated from the rule
// itself rather than from abstractStacks: for each color of the top stack and of the one below,
// and any heights g1, g2 (fresh variables named by kMoveHeights), if such stacks are on the board
// (two of them when they are alike: p's singleton counts and hill heights say how many) and may be
// merged (same color or same height), then one of `moves` takes stacks of those colors and heights
// and is legal. One claim per pair of colors (rr, rb, br, bb), to be proved under the family's
// assumption; a move left out of `moves` refutes the claim of its colors.
inline constexpr const char* kMoveHeights[2] = {"g_top", "g_below"};
std::vector<std::pair<std::string, Expr>> movesComplete(const SymbolicPosition& p,
                                                        const std::vector<SymbolicMove>& moves);

// A position's shape: how many red hills and how many blue ones. allMoves reads the shape alone:
// each move's condition and result are built from the position's terms in the same way for every
// position of that shape. So a claim about the moves of a shape, proved over fresh variables,
// holds for every position of the shape, whatever its terms.
using Shape = std::pair<std::size_t, std::size_t>;
Shape shapeOf(const SymbolicPosition& p);
// The position of that shape over fresh variables: j and k, and the hills h_r1, ..., h_b1, ....
SymbolicPosition genericPosition(Shape s);
// What every position satisfies: no count below 0, no hill below two chips.
Expr positionFacts(const SymbolicPosition& p);

// The readings of a paper move string (`rbR`, `brrb`, `rr`) on a symbolic position, in the order
// the concrete parser (core/MoveNotation) tries them: by cut, then by stack.
std::vector<SymbolicMove> readings(const SymbolicPosition& p, const std::string& reply);

// The condition for two symbolic positions to be the same position (equal singleton counts and
// equal multisets of hill heights per color); false when their hill counts differ.
Expr samePosition(const SymbolicPosition& a, const SymbolicPosition& b);

// The parameters of family f read off a symbolic position in f's own frame (u from a red hill of
// height 2u, s from k = 2s, ...) and the condition for the position to be an instance of f: its
// shape, parities and hypothesis. nullopt when the hill counts do not fit f's shape. Generic over
// lemmas/Families: f's shape, its shape equations and its hypothesis, nothing written again.
struct Membership {
  Expr holds;
  Expr shape;  // `holds` without f's hypothesis: the shape, parities and shape equations
  std::vector<std::pair<std::string, Expr>> params;  // f's parameters in terms of the position's
};
std::optional<Membership> membership(Family f, const SymbolicPosition& p);

// The total number of chips of a symbolic position.
Expr chips(const SymbolicPosition& p);

}  // namespace babylon::symbolic
