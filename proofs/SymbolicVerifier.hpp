// The symbolic verifier: the play of the finite verifier over the paper's parametric families
// instead of positions. From each family, Alice's moves come from the generic rule (every ordered
// pair of abstract stacks, split by Z3 on whether it is legal), Bob's case is chosen by splitting
// the case table's guards (the same Expr objects the strategy evaluates), his reply string is
// read and applied symbolically, and the successor is matched against the family the strategy
// moves to — derived, never written down. Every split, match and pruning is an obligation Z3
// proves (and cvc5 re-checks, through proofs/Prover). When every edge ends in a family whose own
// edges are all closed, the induction is closed; edges into the keep-alive end game where none of
// its rules is shown to apply on the whole region stay open and are listed with a concrete
// instance.
//
// The work is split by job: the case split and successor (ExplorerCases), the end game and its
// named moves (ExplorerEndGame), what one unit shares (ExplorerUnit), and here the driver: units,
// threads, merging.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTable.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "proofs/FamilyGraph.hpp"
#include "proofs/Tuning.hpp"

namespace babylon::symbolic {

// Slips planted in the explorer on purpose, for the tests that show an obligation of the graph
// catches each (none by default): one of Alice's moves at a family left out of the exploration
// (caught by the moves-complete obligation), and successors matched against the next family's
// shape without its hypothesis (caught by the closure re-check of every closed edge).
struct PlantedSlips {
  std::optional<std::pair<Family, std::string>> skippedMove;  // (family, move as SymbolicMove::text, e.g. "r>b")
  bool matchWithoutHypothesis = false;
};

struct ExploreOptions {
  // The case table explored: the paper's, repairs included, by default; tests and the obligation
  // mutants pass other ones.
  std::vector<CaseEntry> table = caseTable();
  // Bob's end-game rules K0-K4 and K5's named moves: lemmas/'s by default; the rule mutants
  // (proofs/RuleMutants) pass changed ones.
  KeepAliveRuleSet keepAlive = {};
  Family start = Family::Opening;  // the family the exploration starts from
  // Checked before each Z3 query: throws RunStopped on Ctrl-C or past the memory limit.
  RunGuard* guard = nullptr;
  // The quick graph, for previews (report --quick-proof): at an end-game hand-over where none of
  // K0-K4 is shown, K5's named moves are not tried, so such edges stay open. Never a proof.
  bool quick = false;
  // Every family assumes more chips than this (0: none); the finite verifier plays the starts up
  // to it. Where no named K5 move has its property at instances of at most N > finiteUpTo chips,
  // the end game leaves them to the finite verifier too (FamilyGraph::sizeNeeds, derived): it
  // plays up to the largest N.
  int finiteUpTo = 0;
  // The units of the exploration (a move of Alice from a family; Bob's first move at positions
  // 1-3) run on this many threads, each with its own Z3 session, and are merged in the order one
  // thread would find them: the graph is the same whatever the number of threads.
  int threads = 1;
  unsigned timeoutMs = tuning::kSolverTimeoutMs;  // each Z3 query's, the bounds' included
  // At each node of the end game, find the moves of Bob's by which K0-K4 apply (Edge::safeMoves),
  // for the proof certificate. More Z3 queries; no obligation changes.
  bool nameMoves = false;
  // Called after each unit with (units done, units known so far), one call at a time.
  std::function<void(std::size_t done, std::size_t total)> progress = {};
  PlantedSlips slips = {};  // tests only
};

// Explores the families reachable from `options.start` under `options.table` and `options.keepAlive`.
FamilyGraph exploreFamilies(const ExploreOptions& options = {});

}  // namespace babylon::symbolic
