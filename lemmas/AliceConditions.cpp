// Alice's conditions: Section 2's openings by n's parity and p, the keep-alive rules by how many
// y-stacks match the lone stack's height h (c) or its double 2h (d), and the gather rules by how
// many y-stacks match the gathering color's tallest stack (m).
#include "AliceConditions.hpp"

#include <stdexcept>

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
  static const std::vector<std::pair<std::string, Expr>> conditions = {
      // At a start <p,q;;> (p the minority's chips): Section 2's openings.
      {"A.obliterate.cover-one", isEven(n) && p == 1},
      {"A.obliterate.stack-two", isEven(n) && p == 2},
      // A lone red 2-stack after `rr` and Bob's forced `bb`.
      {"A.obliterate.cover-two", isEven(n) && h == 2 && c >= 1},
      {"A.keep-alive.red-on-blue", isOdd(n) && p == 1},
      {"A.keep-alive.stack-two", isOdd(n) && p == 2},
      // A lone stack X, n odd: by the y-stacks of X's height h (c) and of height 2h (d).
      {"A.keep-alive.pile-on-challenger", isOdd(n) && c == 1 && d == 0},
      {"A.keep-alive.cover-challenger", isOdd(n) && c == 1 && d >= 1},
      {"A.keep-alive.stack-challengers", isOdd(n) && c == 2},
      {"A.keep-alive.pile-on-one-of-many", isOdd(n) && c >= 3 && d == 0},
      {"A.keep-alive.merge-tallest", isOdd(n) && c == 0},
      // n odd, p >= 3: the gather phase, at a start and then by the gathering color's tallest stack T.
      {"A.gather.open", isOdd(n) && p >= 3},
      {"A.gather.pile-on-match", isOdd(n) && r >= 2 && s >= 2 && m >= 1},
      {"A.gather.merge-into-tall", isOdd(n) && r >= 2 && s >= 2 && m == 0},
  };
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
