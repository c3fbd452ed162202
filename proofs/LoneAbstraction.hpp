// The counter abstraction of a lone-stack position (Lemmas 4.2 and 4.3) and the generic move
// rule on it. proofs/README.md argues why it is sound.
//
// A lone-stack position has one stack X of color x, height u, and y-stacks of the other color.
// Each y-stack is in one class by its height: u (AtU), u/2 (Half) or any other (Other). The
// abstract position keeps, of the y-stacks nobody has named yet (the rest), only their count in
// each class; and of all y-stacks their total height S, with 2m = u + S. A stack is *named*
// when a move takes it from the rest: it then has a height (u, u/2, or a fresh variable of its
// class) and a presence condition (its class had one more stack).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "lemmas/Expr.hpp"

namespace babylon::lone {

enum class YClass { AtU, Half, Other };
inline constexpr std::array<YClass, 3> kClasses{YClass::AtU, YClass::Half, YClass::Other};
const char* className(YClass c);

struct NamedStack {
  std::string name;  // the variable of its height, or the move that made it
  Expr height;
  Expr present;     // the condition that it exists
  int origin = -1;  // its index in AbstractLone::origins when taken from the rest, else -1
};

// A stack taken from the rest: a stack of the position the abstraction started from.
struct Origin {
  std::string name;
  YClass cls;
  Expr height, present;
};

struct AbstractLone {
  Expr m = var("m"), u = var("u"), S = var("S");
  bool xIntact = true;            // X has not been moved nor covered
  std::vector<NamedStack> named;  // the named y-stacks that are still stacks
  // Unnamed y-stacks by class (kClasses order).
  std::array<Expr, 3> rest{var("c_u"), var("c_half"), var("c_other")};
  std::vector<Origin> origins;  // every stack ever taken from the rest
  Expr facts = Expr::always();  // what naming assumed (each named stack's class)
};

// The abstraction of every lone-stack position: all y-stacks unnamed, counts c_u, c_half,
// c_other, and parameters m, u, S.
AbstractLone abstractPosition();

// Names one stack of class c `name` (present when the class's rest count is at least 1); returns
// its index in `named`.
int takeFromRest(AbstractLone& p, YClass c, const std::string& name);

// What every abstract position satisfies: u >= 1, 2m = u + S, counts >= 0, and of the rest's
// total R = S minus the named origins' heights: R >= its count, R = 0 when the count is 0, and
// R >= u (u/2) plus the other count when a stack of class AtU (Half) is in it.
Expr abstractionFacts(const AbstractLone& p);

// The lone-stack parameters of lemmas/Claims read off the abstract position: m, u, t, t_u, t_half.
std::vector<std::pair<std::string, Expr>> loneParameters(const AbstractLone& p);

// A move under the generic rule (two stacks of the same color or the same height).
struct AbstractMove {
  std::string text;                       // e.g. "Other>w"
  bool yPair = false;                     // both stacks are y-stacks
  bool topIsX = false, belowIsX = false;  // the stack moved, the one below, is X
  Expr topHeight = lit(0), belowHeight = lit(0);
  int topOrigin = -1, belowOrigin = -1;  // their origins, when taken from the rest
  Expr legal = Expr::always();
  AbstractLone after;
};

// Every move from every pair of abstract stacks: X, each named stack, each class of the rest
// (one of its stacks, or two for a pair within the class). A move of A onto B leaves the same
// position as B onto A when both are y-stacks; such a pair is listed once. `tag` names the
// stacks this move takes from the rest and the stack it makes.
std::vector<AbstractMove> abstractMoves(const AbstractLone& p, const std::string& tag);

// That `moves` (abstractMoves(p, tag), or a part of it) hold every move of the generic rule on a
// position p abstracts, stated from the rule rather than from the sources abstractMoves lists:
// for each color of the top stack and of the one below (x or y) and any heights g_top, g_below,
// if such stacks may be there (X for x while it is intact; for y a named stack of that height, or
// a stack of the rest's class of that height: u, u/2 or another) -- two when they are alike -- and
// may be merged (both y, or the same height), one of `moves` takes stacks of those colors and
// heights (either way round for two y-stacks) and is legal. A stack the move takes from the rest
// with a fresh height (the class Other) is read at that height. One claim per pair of colors.
std::vector<std::pair<std::string, Expr>> movesComplete(const AbstractLone& p, const std::vector<AbstractMove>& moves,
                                                        const std::string& tag);

}  // namespace babylon::lone
