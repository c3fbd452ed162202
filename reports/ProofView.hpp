// The prove command's views, also the report's: the symbolic verifier's graph and verdict for
// Theorem 4.1, and the paper's side conditions, as text and as JSON. One function per view, so
// `prove --json` and report.json say the same thing the same way.
#pragma once

#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "proofs/TheoremProof.hpp"

namespace babylon::report {

// One obligation: statement, assumption and claim in the paper's notation, Z3's status, cvc5's,
// the counter-model and its instance when refuted; the SMT-LIB query itself when `withSmtlib`.
nlohmann::json obligationJson(const ProofRecord& record, bool withSmtlib);
// Counts of a run (proved, refuted, unknown, cvc5 disagreements and failures).
nlohmann::json proofCountsJson(const ProofRun& run);
// The verdict, the families, edge counts, the obligations' and the lemmas' counts, and every open
// edge with its instance.
nlohmann::json theoremJson(const TheoremProof& t);

// Alice's half as prove establishes it: what is proved for all n (p <= 2; n odd, p >= 3: the
// gather phase and the keep-alive phase, Lemma A), with the step counts of each part.
nlohmann::json aliceHalfJson(const AliceHalfProof& a);
// One sentence: what is proved of Alice's half, and no more.
std::string aliceHalfVerdict(const AliceHalfProof& a);

// The family graph's summary, the open edges by reason, and the verdict.
void printTheorem(const TheoremProof& t, std::ostream& out);
// Alice's half: the steps of Lemma A, of Section 2's openings and of the gather phase per solver,
// any step not proved, and aliceHalfVerdict.
void printAliceHalf(const AliceHalfProof& a, std::ostream& out);
// The side conditions: a table per kind with one column per solver, then every obligation that is
// not proved (failures first), with its counter-model and the verifier's verdict on its instance.
void printSideConditions(const ProofRun& run, const std::string& smtDir, std::ostream& out);

}  // namespace babylon::report
