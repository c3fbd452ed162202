// The proof obligations: every arithmetic side condition of the paper's proof, as a claim over
// the integers built from the same case tables and families the strategy executes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/CaseTable.hpp"

namespace babylon {

struct Obligation {
  std::string id;         // e.g. "cover.L4.4.rb", "successor.L4.4(i)"
  std::string kind;       // even-hill, opening, endgame-entry, coverage, exclusive, legal, successor, arithmetic
  std::string place;      // where in the paper, e.g. "Lemma 4.4 (i)"
  std::string statement;  // in words
  Expr assumption = Expr::always();  // hypotheses (the family's, the guard, Alice's move legal)
  Expr claim = Expr::always();       // what must follow, for all integers
  // The family a counter-model is an instance of (the verifier plays it), if any.
  std::optional<Family> family;
  // Z3 has already proved this very query where the obligation was made (the symbolic verifier's
  // exploration, in its unit's context). proofs/Prover then takes that answer instead of asking
  // Z3 again (unless ProverOptions::z3Fresh), and still has cvc5 re-check the query.
  bool z3Proved = false;
};

// The obligations of a case table (the paper's by default; tests pass deliberately wrong ones).
std::vector<Obligation> allObligations(const std::vector<CaseEntry>& table = caseTable());

}  // namespace babylon
