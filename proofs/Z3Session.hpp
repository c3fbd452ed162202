// One Z3 session: the one way the proofs ask Z3 (one time limit per query, one model policy),
// used by the explorer, the bounds, the prover and the obligation mutants.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include <z3++.h>

#include "lemmas/Expr.hpp"
#include "proofs/ExprZ3.hpp"
#include "proofs/Tuning.hpp"

namespace babylon {

// Z3's answer to "is this formula satisfiable?". Unknown (the time limit passed, or Z3 gave up)
// is no answer: never a proof, never a refutation.
enum class Z3Answer : std::uint8_t { Unsat, Sat, Unknown };

// A Z3 context and solver, each query in its own push/pop scope, every query with the same time
// limit. Answers are remembered by formula (expressions are interned: the same structure is the
// same node, kept alive here); an Unknown is asked again. Not thread-safe: one session per thread.
class Z3Session {
 public:
  explicit Z3Session(unsigned timeoutMs = tuning::kSolverTimeoutMs);
  Z3Session(const Z3Session&) = delete;
  Z3Session& operator=(const Z3Session&) = delete;

  unsigned timeoutMs() const { return timeoutMs_; }

  // Whether f is satisfiable: one check, no model.
  Z3Answer check(const Expr& f);
  // The same, asked afresh: neither the translation nor the answer is kept. For a caller that
  // asks each formula once (proofs/Vacuity), where keeping them would only hold memory.
  Z3Answer checkOnce(const Expr& f);

  // f's answer and, when Sat, a model of it: a value for every variable of f. The model policy:
  // m bounded by each of tuning::kModelBoundsOnM in turn, the first bound that has a model kept.
  struct Solved {
    Z3Answer answer = Z3Answer::Unknown;
    Env model;  // when Sat
  };
  Solved solve(const Expr& f);

  // The least (`least`) or greatest value of variable x where f holds (Z3's optimizer). Sat with
  // the value when x is bounded on that side, Sat with none when it is not.
  struct Extreme {
    Z3Answer answer = Z3Answer::Unknown;
    std::optional<std::int64_t> value;
  };
  Extreme extreme(const Expr& f, const std::string& x, bool least);

 private:
  Solved solveNow(const Expr& f);

  unsigned timeoutMs_;
  z3::context context_;
  Z3Params params_;
  z3::solver solver_;
  Z3Translations translated_;
  std::unordered_map<const void*, std::pair<Expr, Solved>> solved_;
  std::unordered_map<const void*, std::pair<Expr, Z3Answer>> checked_;
};

}  // namespace babylon
