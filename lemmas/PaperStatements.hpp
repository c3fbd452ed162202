// What the paper states outside its case tables, as data: the six forms the even-hill strategy
// leaves, the positions S it lists before Lemma 4.4 and as positions 1-3, and the arithmetic its
// proof states in words. The proofs turn each into obligations; the reports print them.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/CaseTable.hpp"
#include "lemmas/Expr.hpp"

namespace babylon {

// Section 4: the even-hill reply turns <j,k;2u;2v> into <j',k';2u';2v'> with (j',k',u',v') one of
// these six tuples.
const std::vector<std::vector<Expr>>& evenHillForms();

// A position S the paper lists before Lemma 4.4 or as one of positions 1-3 (up to reflection).
struct ListedForm {
  std::string name;
  int redHills;  // number of red hills
  bool redOdd;   // the (single) red hill has odd height
  bool redHas2;  // one red hill is the new 2-stack
  int blueHills;
  bool blueHas2;
  Expr condition;  // on (jS, kS) = (j, k)
};
const std::vector<ListedForm>& listedEndgameForms();

// A sentence of arithmetic in the proof, with the family whose hypotheses it assumes (none for
// Lemma 4.3's, which is about its own parameters).
struct StatedArithmetic {
  std::string id;
  std::string where;
  std::string words;
  std::optional<Family> family;
  Expr assumption;
  Expr claim;
};
const std::vector<StatedArithmetic>& statedArithmetic();

}  // namespace babylon
