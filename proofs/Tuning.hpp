// The proofs' tuning knobs, each written once here with what it does. None of them is part of a
// claim: they decide how long a solver may try and which queries the explorer asks. A query past
// the time limit has no answer, which is never a proof and never a refutation.
#pragma once

#include <array>

namespace babylon::tuning {

// Milliseconds Z3 may spend on one query (proofs/Z3Session), and cvc5 on one re-check
// (proofs/Prover). Every Z3 query of a run has it: the explorer's, the bounds', the prover's and
// the obligation mutants'. `prove --timeout` and `report --timeout` replace it for their run.
inline constexpr unsigned kSolverTimeoutMs = 10000;

// How long after its own time limit a cvc5 process is killed, in case it ignores that limit.
inline constexpr unsigned kCvc5KillAfterMs = 10000;

// The model policy (proofs/Z3Session): a satisfiable query's model is sought with m at most each
// of these in turn, and the first bound that has one is kept (none: any model). Small models give
// instances the finite verifier can play; in the end game they choose which of K5's named moves
// is tried next (proofs/ExplorerEndGame). Whatever the models, what is proved is proved: the
// coverage obligation claims the whole region.
inline constexpr std::array<int, 5> kModelBoundsOnM{8, 12, 16, 24, 32};

}  // namespace babylon::tuning
