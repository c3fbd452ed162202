// The solver's audit of a strategy variant: walks the variant's whole strategy tree from every
// start, as the verifier does but without its memo or its code, and checks with the exact
// solver that every move of Bob leads to a position Alice loses (P); it also counts where the
// variant's move differs from the original strategy's on the same line.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <absl/container/flat_hash_map.h>

#include "core/RunGuard.hpp"
#include "core/Solver.hpp"
#include "verify/DecisionMemo.hpp"
#include "verify/Starts.hpp"

namespace babylon {

struct SolverAudit {
  std::uint64_t bobDecisions = 0;          // Bob's turns in the variant's tree (distinct per node)
  std::uint64_t differing = 0;             // of these, where the original would move elsewhere
  std::uint64_t unsafe = 0;                // Bob's moves to an N-position, or a failure of the strategy
  std::optional<std::string> firstUnsafe;  // where the first unsafe move was found, in words

  // Every move of Bob is safe: the variant wins from every start with best play after each move.
  bool allSafe() const { return unsafe == 0; }
};

// The solver's outcomes remembered by position: audits of many variants ask about the same
// positions again and again, and the outcome of a position does not depend on who asks.
class OutcomeMemo {
 public:
  explicit OutcomeMemo(Solver& solver) : solver_(solver) {}
  Outcome outcome(const Position& p);

 private:
  Solver& solver_;
  absl::flat_hash_map<PackedKey<kMaxKeyWords>, Outcome> known_;
};

// `original` is asked in lockstep along each line for as long as the variant has played its
// moves; after the first difference the line leaves the original's tree and only the solver
// judges. Throws StrategyError when either strategy throws, RunStopped when the guard stops.
SolverAudit auditWithSolver(const Strategy& variant, const Strategy& original, const std::vector<Start>& starts,
                            OutcomeMemo& outcomes, RunGuard& guard);

}  // namespace babylon
