// The stacks of one color that a pair template (lemmas/AliceMoves: two stacks by their total) can
// be shown to find among, on a counter abstraction: its named stacks and representatives of its
// classes, with what every real position's stacks satisfy. proofs/README.md argues soundness.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/Expr.hpp"
#include "proofs/AliceReplies.hpp"

namespace babylon::abstract {

// A class of unnamed stacks of the color: its count, and either its one height or the heights it
// allows (`allowed`, a condition over var("g")).
struct WitnessClass {
  std::string name;
  Expr count;
  std::optional<Expr> height;
  Expr allowed = Expr::always();
};

// Distinct stacks of the color, each with its height and when it is there: each named stack; two
// of a class of one height; of a class of free heights its tallest, its shortest and a third
// (fresh heights, named after the class). `facts` holds on every real position: the free
// representatives' order and heights; the number of odd stacks of each free class (all of them
// or none when its shortest and tallest are equal); and the color's chips (`chips`) have the
// parity of its number of odd stacks.
struct Witnesses {
  std::vector<PairStack> stacks;
  Expr facts;
};
Witnesses pairWitnesses(const std::vector<Expr>& named, const std::vector<WitnessClass>& classes, const Expr& chips);

}  // namespace babylon::abstract
