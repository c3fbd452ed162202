// Theorem 4.1 proved as `babylon prove` proves it, for the command and for the report's prove
// stage alike: the family graph, its obligations re-checked, the small sizes played, the graphs of
// Lemmas 4.2 and 4.3 and of Alice's half over counter-abstracted positions.
#pragma once

#include <cstddef>
#include <functional>

#include "core/RunGuard.hpp"
#include "proofs/Prover.hpp"
#include "proofs/TheoremProof.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

// The largest --finite-up-to: the small sizes are every start of Bob's and of Alice's up to that
// many chips, played exhaustively (Alice's starts to 110 chips take an hour; Bob's grow as fast).
inline constexpr int kMaxFiniteUpTo = 110;

struct TheoremRunOptions {
  // The graph assumes more chips; every start of Bob's and Alice's up to this is played, or up to
  // the size the graph derives (FamilyGraph::smallSizesNeeded) when that is larger.
  int finiteUpTo = 0;
  int threads = 2;
  ProverOptions prover;  // the solvers' time limit (the exploration's too), the SMT-LIB folder, the cvc5 re-check
  bool quick = false;    // the quick graph (exploreFamilies' quick): never a proof
  // Prove the graph's obligations again, one by one, with the cvc5 re-check. Without it the
  // verdict is open whatever the graph (TheoremProof::proved), so only a run that cannot prove
  // (the report's quick graph) leaves it out.
  bool recheckGraph = true;
  // Name, at each node of the end game, the moves of Bob's by which K0-K4 apply (ExploreOptions'
  // nameMoves): for the proof certificate only.
  bool nameMoves = false;
  // Alice's strategy for her small sizes; null: hers (strategies/AliceStrategy). Tests pass variants.
  const Strategy* alice = nullptr;
};

struct TheoremRunProgress {
  // Called as each step begins: "families", "edges", "small sizes", "L4.2, 4.3", "vacuity"
  // (of Bob's obligations), "Alice's half" (her steps, and their vacuity).
  std::function<void(const char* step)> step = {};
  // Within a step: (done, total); the family graph's total grows as families are found.
  std::function<void(std::size_t done, std::size_t total)> progress = {};
};

// Every start <p,q;;> up to `upTo` chips that Theorem 4.1 gives to `strategy`'s side, played
// exhaustively by the finite verifier (verify/StrategyVerifier). A stop ends it incomplete.
SmallSizes playSmallSizes(const Strategy& strategy, int upTo, int threads, RunGuard& guard,
                          const std::function<void(std::size_t, std::size_t)>& progress = {});

// `strategy` is Bob's (it plays the small sizes and the counter-models of refuted obligations).
// When the guard stops the run (Ctrl-C, the memory limit), returns the steps finished so far with
// TheoremProof::stopReason and stoppedIn set, and proved() false.
TheoremProof proveTheorem(const TheoremRunOptions& options, const Strategy& strategy, RunGuard& guard,
                          const TheoremRunProgress& progress = {});

}  // namespace babylon
