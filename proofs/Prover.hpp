// Proving obligations with Z3 (assert the negation, expect unsat) and re-checking each one with
// cvc5 run as a separate process on the project's own SMT-LIB 2 printing of the same query.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "lemmas/Expr.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/Tuning.hpp"

namespace babylon {

enum class ProofStatus { Proved, Refuted, Unknown };
const char* proofStatusName(ProofStatus s);

struct ProverOptions {
  unsigned timeoutMs = tuning::kSolverTimeoutMs;  // per query and solver; a timeout is Unknown, never Proved
  std::string smtDir;  // where the SMT-LIB files go, whenever given (required for the cvc5 re-check)
  bool cvc5 = true;    // re-check with cvc5; when it cannot run, that is a failure
  // Prove again with Z3, in a fresh context, an obligation Z3 proved where it was made
  // (Obligation::z3Proved); without it that earlier answer is taken.
  bool z3Fresh = false;
};

struct ProofResult {
  Obligation obligation;
  ProofStatus status = ProofStatus::Unknown;  // Z3's verdict
  // Where Z3 answered: "fresh context" (here, on the obligation alone) or "exploration" (where
  // the obligation was made: Obligation::z3Proved, taken without ProverOptions::z3Fresh).
  std::string z3 = "fresh context";
  double seconds = 0;          // Z3's time here (0 when the exploration's answer was taken)
  std::string smtlib;          // the query: assumption and negated claim, with (check-sat)
  Env counterModel;            // when refuted: parameter values that break the claim
  std::string cvc5;            // "proved", "refuted", "unknown", "not run" or "unavailable: why"
  bool disagreement = false;   // cvc5 gave a definite answer different from Z3's
  bool recheckFailed = false;  // the cvc5 re-check was asked for and gave no answer (not run, unknown, time-out)
};

ProofResult prove(const Obligation& o, const ProverOptions& options);

// The result of `o`, whose query (assumption and claim) is the very one `earlier` answered: its
// answers, Z3's and cvc5's, with `o` as the obligation and its own SMT-LIB file written where a
// folder is given; no solver runs again.
ProofResult sameQuery(const ProofResult& earlier, const Obligation& o, const ProverOptions& options);

}  // namespace babylon
