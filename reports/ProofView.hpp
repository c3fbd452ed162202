// The prove command's views, also the report's: the symbolic verifier's graph and verdict for
// Theorem 4.1, and the paper's side conditions, as text and as JSON. One function per view, so
// `prove --json` and report.json say the same thing the same way.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "proofs/TheoremProof.hpp"
#include "proofs/TheoremVerdict.hpp"

namespace babylon::report {

// One obligation: statement, assumption and claim in the paper's notation, Z3's status, cvc5's,
// the counter-model and its instance when refuted; the SMT-LIB query itself when `withSmtlib`.
nlohmann::json obligationJson(const ProofRecord& record, bool withSmtlib);
// Counts of a run (proved, refuted, unknown, cvc5 disagreements and failures).
nlohmann::json proofCountsJson(const ProofRun& run);
// The verdict, the families, edge counts, the obligations' and the lemmas' counts, and every open
// edge with its instance.
nlohmann::json theoremJson(const TheoremProof& t);

// Alice's half as prove checks it: per part (p <= 2; n odd, p >= 3: the gather phase and the
// keep-alive phase, Lemma A) whether every step's arithmetic is proved, the step counts of each
// part, and the half's status and sentence (proofs/TheoremVerdict).
nlohmann::json aliceHalfJson(const AliceHalfProof& a);
// Theorem 4.1's verdict (proofs/TheoremVerdict): per half its status name, sentence, the reason
// when open, and each exhaustive play with its status; `steps_hold` and the whole sentence.
nlohmann::json theoremVerdictJson(const TheoremVerdict& v);

// The vacuity check of `runs` (proofs/Vacuity): how many obligations it checked, how many are
// vacuous and which (id, kind, why, and the conjunct that holds for every value), those Z3 did not
// decide, and the questions and seconds it cost.
nlohmann::json vacuityJson(const std::vector<const ProofRun*>& runs, const VacuityCost& cost);
void printVacuity(const std::vector<const ProofRun*>& runs, const VacuityCost& cost, std::ostream& out);

// The family graph's summary, the open edges by reason, and Bob's half's sentence.
void printTheorem(const TheoremProof& t, std::ostream& out);
// Alice's half: the steps of Lemma A, of Section 2's openings and of the gather phase per solver,
// any step not proved, and the half's sentence.
void printAliceHalf(const AliceHalfProof& a, std::ostream& out);
// The side conditions: a table per kind with one column per solver, then every obligation that is
// not proved (failures first), with its counter-model and the verifier's verdict on its instance.
void printSideConditions(const ProofRun& run, const std::string& smtDir, std::ostream& out);

}  // namespace babylon::report
