// Alice's conditions: her readings and invariants; her rules' guards come from
// lemmas/tables/alice.rules.
#include "AliceConditions.hpp"

#include <stdexcept>

#include "AliceMoves.hpp"

namespace babylon::alice {

const std::vector<StackCount>& aliceCounts() {
  static const std::vector<StackCount> counts = {
      {"c", g == h},      // y-stacks as tall as the lone stack X
      {"d", g == 2 * h},  // y-stacks of X's double height
      {"m", g == H},      // y-stacks as tall as T, the candidate gathering color's tallest stack
      {"o", g > H},       // y-stacks taller than T
  };
  return counts;
}

const Expr& aliceCount(const std::string& letter) {
  for (const StackCount& count : aliceCounts())
    if (count.letter == letter) return count.counted;
  throw std::out_of_range("Alice's reading of a position has no count '" + letter + "'");
}

Expr countIn(const std::vector<StackCount>& counts, const std::string& letter) {
  for (const StackCount& count : counts)
    if (count.letter == letter) return count.counted;
  return lit(0) == lit(1);
}

Expr lemmaAHypothesis() { return isOdd(n) && h >= 1 && t >= 1 && c == 0 && isOdd(n - (1 + t)); }

Expr afterStackTwo(const Expr& singles) { return isEven(n) && singles >= 2 && n == 2 + singles; }

Expr aliceLoneTurn() { return isOdd(n) && h >= 1 && t >= 1 && c >= 0 && d >= 0 && isEven(n - (1 + t)); }

Expr gatheringColor() { return o == 0 && (m == 0 || r < s); }

const std::vector<Expr>& gatherInvariantConjuncts() {
  static const std::vector<Expr> conjuncts{isOdd(n), isOdd(n - (k + 1 + s)), H >= e + 2,
                                           s - k >= 1 + 2 * ite(H == e + 2, lit(1), lit(0))};
  return conjuncts;
}

Expr gatherInvariant() {
  Expr all = Expr::always();
  for (const Expr& c : gatherInvariantConjuncts()) all = all && c;
  return all;
}

const std::vector<std::pair<std::string, Expr>>& aliceConditions() {
  static const std::vector<std::pair<std::string, Expr>> conditions = [] {
    std::vector<std::pair<std::string, Expr>> out;
    for (const AliceMove& m : aliceMoves())
      if (m.guard) out.emplace_back(m.id, *m.guard);
    return out;
  }();
  return conditions;
}

const Expr& aliceCondition(const std::string& caseId) {
  for (const auto& [id, condition] : aliceConditions())
    if (id == caseId) return condition;
  throw std::out_of_range("Alice's rule '" + caseId + "' has no arithmetic guard");
}

const std::vector<std::string>& aliceSlots() {
  static const std::vector<std::string> slots{"n", "p", "h", "t", "c", "d", "H", "r", "s", "m", "o"};
  return slots;
}

}  // namespace babylon::alice
