// Representatives of a color's stacks for pair templates (PairWitnesses.hpp).
#include "PairWitnesses.hpp"

#include "lemmas/AliceConditions.hpp"

namespace babylon::abstract {

namespace {

Expr oneIf(const Expr& condition) { return ite(condition, lit(1), lit(0)); }

}  // namespace

Witnesses pairWitnesses(const std::vector<Expr>& named, const std::vector<WitnessClass>& classes, const Expr& chips) {
  using alice::isEven, alice::isOdd;
  Witnesses out{{}, Expr::always()};
  Expr odd = lit(0);  // the color's stacks of odd height
  for (const Expr& height : named) {
    out.stacks.push_back({height, Expr::always()});
    odd = odd + oneIf(isOdd(height));
  }
  for (const WitnessClass& k : classes) {
    if (k.height) {
      // Stacks of one height: two of them name every pair the class can give.
      out.stacks.push_back({*k.height, k.count >= 1});
      out.stacks.push_back({*k.height, k.count >= 2});
      odd = odd + ite(isOdd(*k.height), k.count, lit(0));
      continue;
    }
    // Free heights: the tallest, the shortest and a third, every other stack between them.
    Expr top = var(k.name + ".tallest"), low = var(k.name + ".shortest"), mid = var(k.name + ".third");
    auto allowed = [&](const Expr& g) { return k.allowed.substitute({{"g", g}}); };
    out.stacks.push_back({top, k.count >= 1});
    out.stacks.push_back({low, k.count >= 2});
    out.stacks.push_back({mid, k.count >= 3});
    // The class's odd stacks: at least its odd representatives, and its even ones are at least
    // its even representatives (they are distinct stacks); all of one height (one stack, or the
    // shortest as tall as the tallest): all odd or none.
    Expr oddHere = var(k.name + ".odd"), oddReps = lit(0), evenReps = lit(0);
    for (const PairStack& rep : std::vector<PairStack>(out.stacks.end() - 3, out.stacks.end())) {
      oddReps = oddReps + oneIf(rep.exists && isOdd(rep.height));
      evenReps = evenReps + oneIf(rep.exists && isEven(rep.height));
    }
    out.facts = out.facts && implies(k.count >= 1, allowed(top)) && implies(k.count >= 2, allowed(low) && low <= top) &&
                implies(k.count >= 3, allowed(mid) && low <= mid && mid <= top) && oddHere >= oddReps &&
                k.count - oddHere >= evenReps &&
                implies(k.count <= 1 || low == top, oddHere == ite(k.count >= 1 && isOdd(top), k.count, lit(0)));
    odd = odd + oddHere;
  }
  // A sum of heights has the parity of its odd terms' number.
  out.facts = out.facts && isEven(chips - odd);
  return out;
}

}  // namespace babylon::abstract
