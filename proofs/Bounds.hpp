// Bounds on a family's parameters, and a three-valued reading of conditions within them: used
// only to leave out parts of a keep-alive condition that cannot hold (SymbolicLemmas'
// `keepAliveApplies`). Leaving out a disjunct makes a claim stronger, so a proof of the smaller
// claim proves the full one whatever these bounds say; a wrong bound could only make a proof fail.
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "lemmas/Expr.hpp"
#include "proofs/Tuning.hpp"

namespace babylon::symbolic {

// A closed interval of integers; kUnbounded stands for no bound on that side.
struct Interval {
  static constexpr std::int64_t kUnbounded = std::int64_t{1} << 50;
  std::int64_t lo = -kUnbounded, hi = kUnbounded;
};
using Bounds = std::map<std::string, Interval>;

// Each variable's least and greatest value where `assumption` holds (Z3's optimizer, one query
// per side and variable, each within `timeoutMs`); a variable with no bound on a side is unbounded
// there. Empty (nothing bounded) when the assumption is unsatisfiable or Z3 gives no answer.
Bounds boundsOf(const Expr& assumption, unsigned timeoutMs = tuning::kSolverTimeoutMs);

// False when `condition` fails at every point of the box `bounds` (an absent variable is
// unbounded); true when it may hold somewhere there. Interval arithmetic: never false wrongly,
// often true where a solver would say false.
bool mayHold(const Expr& condition, const Bounds& bounds);

}  // namespace babylon::symbolic
