// The exact solver: the outcome of any position, N (the player to move wins) or P (the player
// who just moved wins), by memoised search over positions up to renaming colors.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "Move.hpp"
#include "RunGuard.hpp"

namespace babylon {

enum class Outcome : char { N = 'N', P = 'P' };

inline char outcomeLetter(Outcome o) { return static_cast<char>(o); }

// The one word every command uses for the winner: "Alice" or "Bob". Alice moves first from a
// start of single chips, and in general whenever chips minus stacks is even (`aliceToMove`).
inline const char* winnerName(Outcome o, bool aliceToMove) {
  return (o == Outcome::N) == aliceToMove ? "Alice" : "Bob";
}

struct Analysis {
  Outcome outcome;
  std::vector<Move> winningMoves;  // moves to a P-position, one per distinct successor
  std::uint64_t positions = 0;     // positions examined by this call
  double seconds = 0;
};

// Shortcuts, each proved in the comment where it is applied (Solver.cpp) and tested against
// the plain search: one color left; a lone stack taller than all other chips together;
// enhanced transposition cut-offs (every successor looked up in the table before any is
// searched); move ordering (successors searched smallest first).
struct SolverOptions {
  int threads = 2;
  bool shortcuts = true;
  bool transpositionCutoffs = true;
  bool moveOrdering = true;
  // Cut-offs and ordering only at positions with at least this many stacks (smaller ones are
  // searched plainly: their subtrees cost less than the look-ups).
  int lookAheadMinStacks = 8;
  // Bytes the transposition table may take; 0 for half of the guard's memory limit, at least
  // 16 MiB. The table grows to this size, then replaces entries (core/BoundedTable.hpp):
  // answers stay exact.
  std::uint64_t tableBytes = 0;
};

class Solver {
 public:
  Solver(RunGuard& guard, SolverOptions options = {});
  ~Solver();

  // Sequential search; throws RunStopped when the guard stops the run.
  Outcome outcome(const Position& p);
  // Every successor solved, spread over the worker threads.
  Analysis analyse(const Position& p);

  std::uint64_t positionsExamined() const;
  std::uint64_t tableSize() const;
  // Entries the full table replaced by entries of larger subtrees, and entries it did not keep
  // because every entry in their place had the larger subtree.
  std::uint64_t tableReplacements() const;
  std::uint64_t tableRefusals() const;
  std::uint64_t tableBytes() const;
  void clear();

 private:
  struct Engines;
  std::unique_ptr<Engines> engines_;
  RunGuard& guard_;
  SolverOptions options_;
};

}  // namespace babylon
