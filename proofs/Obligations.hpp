// The proof obligations: every arithmetic side condition of the paper's proof, as a claim over
// the integers built from the same case tables and families the strategy executes.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/CaseTable.hpp"

namespace babylon {

// What an obligation is about. Every kind an obligation may have is defined here, once, with the
// two properties the vacuity check (proofs/Vacuity) reads.
struct ObligationKind {
  const char* name;   // the Obligation's `kind`
  const char* about;  // in words
  // It checks a case table itself: its guards cover every instance or never overlap, its reply
  // names one legal move, its successors are the forms the paper lists; or a generated move set
  // itself (it holds every move of the generic rule). Such a check means something even where its
  // claim holds for every value: that the table or the set is so written is what it establishes.
  // Every other kind's claim must depend on its assumption.
  bool aboutTable = false;
  // Its claim is a condition stated once elsewhere (a family's hypothesis, the keep-alive rules)
  // read on a position, so only the whole claim is judged: a part of that condition the position
  // meets by its form is the condition's own. Otherwise each conjunct of the claim is a claim of
  // the step, and each must depend on the assumption.
  bool readsCondition = false;
  // Its claim is `moved implies then`, after moves the generic rule proposes over abstract stacks.
  // The moves' conditions are facts of the step, so only `then` is judged: where the moves cannot
  // happen, the step shows the proposed moves impossible (a pruning), which means something.
  bool prunesMoves = false;
};
const std::vector<ObligationKind>& obligationKinds();
// The kind of that name; std::logic_error when there is none (a new kind is added to obligationKinds).
const ObligationKind& obligationKind(const std::string& name);

struct Obligation {
  std::string id;                    // e.g. "cover.L4.4.rb", "successor.L4.4(i)"
  std::string kind;                  // the name of one of obligationKinds()
  std::string place;                 // where in the paper, e.g. "Lemma 4.4 (i)"
  std::string statement;             // in words
  Expr assumption = Expr::always();  // hypotheses (the family's, the guard, Alice's move legal)
  Expr claim = Expr::always();       // what must follow, for all integers
  // The family a counter-model is an instance of (the verifier plays it), if any.
  std::optional<Family> family;
  // Z3 has already proved this very query where the obligation was made (the symbolic verifier's
  // exploration, in its unit's context). proofs/Prover then takes that answer instead of asking
  // Z3 again (unless ProverOptions::z3Fresh), and still has cvc5 re-check the query.
  bool z3Proved = false;
  // The case-table entries (ids) the obligation reads: their guards, replies or successors (set by
  // the family graph's explorer; empty elsewhere).
  std::vector<std::string> rules = {};
};

// The obligations of a case table (the paper's by default; tests pass deliberately wrong ones).
std::vector<Obligation> allObligations(const std::vector<CaseEntry>& table = caseTable());

}  // namespace babylon
