// The paper's statements outside the case tables, written once as data (see PaperStatements.hpp).
#include "PaperStatements.hpp"

#include "lemmas/Params.hpp"

namespace babylon {

using namespace param;

const std::vector<std::vector<Expr>>& evenHillForms() {
  static const std::vector<std::vector<Expr>> forms = {{j - 2, k, u + 1, v},      {j, k - 2, u, v + 1},
                                                       {j - 1, k - 1, u + 1, v},  {j - 1, k - 1, u, v + 1},
                                                       {j - 2, k, lit(1), v + u}, {j, k - 2, u + v, lit(1)}};
  return forms;
}

const std::vector<ListedForm>& listedEndgameForms() {
  static const std::vector<ListedForm> listed = {
      {"<3,k;2u,2;2v>", 2, false, true, 1, false, j == 3 && k >= 3},
      {"<3,k;2u;2v,2>", 1, false, false, 2, true, j == 3 && k >= 3},
      {"<5,k;;2v>", 0, false, false, 1, false, j == 5},
      {"position 1 <3,k;2u+1;2v>", 1, true, false, 1, false, j == 3 && k >= 4},
      {"position 2 <2,k;2u,2;2v>", 2, false, true, 1, false, j == 2 && k >= 4 && k - 2 * (k / 2) == 0},
      {"position 3 <4,k;;2v>", 0, false, false, 1, false, j == 4 && k >= 4 && k - 2 * (k / 2) == 0},
  };
  return listed;
}

const std::vector<StatedArithmetic>& statedArithmetic() {
  const Expr w = var("w");  // Lemma 4.3: X of height u = 2w (even here: two stacks of height u/2)
  static const std::vector<StatedArithmetic> stated = {
      {"L4.4(ii).u>1", "Lemma 4.4 (ii)", "u > 1 must hold (for u+v >= 3)", Family::Lemma44, 2 * u + 2 == m && k > 3,
       u > 1},
      {"L4.5(iii).u=v", "Lemma 4.5 (iii)", "if 2v+2 = m (and s = 1), u = v holds", Family::Lemma45,
       s == 1 && 2 * v + 2 == m, u == v},
      {"L4.5(v).u>1", "Lemma 4.5 (v)", "if 2u = m-1 then u > 1 (at least 8 chips)", Family::Lemma45, 2 * u == m - 1,
       u > 1},
      {"L4.5(viii).s=1", "Lemma 4.5 (viii)", "capturing the red hill needs u = v, which implies s = 1", Family::Lemma45,
       2 * u + 2 == m && u == v, s == 1},
      {"L4.5(viii).only-u=v", "Lemma 4.5 (viii)", "if 2u+2 = m, the blue hill can capture the red one (u = v)",
       Family::Lemma45, 2 * u + 2 == m, u == v},
      {"position3.m>4", "Positions 1-3, position 3", "m > 4", Family::Position3, Expr::always(), m > 4},
      {"L4.3.literal", "Lemma 4.3, proof", "u + u/2 + u/2 < 2u < 2m, as printed (u = 2w)", std::nullopt,
       w >= 1 && 2 * w < m, 2 * w + w + w < 4 * w && 4 * w < 2 * m},
      // Read with "=": the sum of X and two stacks of height u/2 is below 2m (that the sum is 2u
      // holds for every w, and is no claim to check).
      {"L4.3.intended", "Lemma 4.3, proof",
       "u + u/2 + u/2 = 2u < 2m: X and two stacks of height u/2 do not hold all chips (u = 2w)", std::nullopt,
       w >= 1 && 2 * w < m, 2 * w + w + w < 2 * m},
  };
  return stated;
}

}  // namespace babylon
