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
// instances the finite verifier can play, and the look-ahead's candidate moves (below).
inline constexpr std::array<int, 5> kModelBoundsOnM{8, 12, 16, 24, 32};

// The look-ahead (`prove --lookahead`, proofs/ExplorerEndGame) asks Z3 for at most this many
// instances per region, each one's cell tried in turn. With 6, Lemma 4.4 (v)'s `bb` after `RB`
// (H outside m-3 and m-2) stayed open; with 12 the graph of `prove --lookahead --finite-up-to 40`
// closes (CHANGELOG.md).
inline constexpr int kCellRounds = 12;

// A cell pins each difference of two hills, and of a hill and m, to its value at the instance
// when that value is at most this far from 0; else only to its side (more than this above, or
// below).
inline constexpr int kCellPinnedWithin = 4;

}  // namespace babylon::tuning
