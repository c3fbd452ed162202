// The symbolic verifier: the play of the finite verifier over the paper's parametric families
// instead of positions. From each family, Alice's moves come from the generic rule (every ordered
// pair of abstract stacks, split by Z3 on whether it is legal), Bob's case is chosen by splitting
// the case table's guards (the same Expr objects the strategy evaluates), his reply string is
// read and applied symbolically, and the successor is matched against the family the strategy
// moves to — derived, never written down. Every split and match is an obligation Z3 proves (and
// cvc5 re-checks, through proofs/Prover). When every edge ends in a family whose own edges are
// all closed, the induction is closed; edges into the keep-alive end game where none of its rules
// is shown to apply on the whole region stay open and are listed with a concrete instance.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTable.hpp"
#include "lemmas/Families.hpp"
#include "proofs/Obligations.hpp"

namespace babylon::symbolic {

struct Edge {
  Family from;
  std::string alice;       // Alice's move on abstract stacks, e.g. "r>B" (class rR); "" where Bob moves first
  std::string aliceClass;  // the paper's class of it
  std::string caseId;      // the case that fires ("a/b" when a colour switch or hand-over leads to b)
  std::string reply;       // Bob's reply as the table writes it
  bool reflectedNext = false;
  std::string to;                             // the successor's family; empty when the edge is open
  std::optional<SymbolicPosition> successor;  // after Bob's reply, in the frame the case was read in
  std::string open;                           // why the edge is open; empty when closed
  // Open only because it hands over to the keep-alive rules where, as proved, one of K0-K4
  // applies after every reply of Alice: it closes once Lemmas 4.2 and 4.3 are proved for all n.
  bool restsOnLemmas = false;
  // Set when Bob's reply starts a plan of lemmas/EndgameCases (Lemma 4.4 (ii) or 4.5 (ii)): the
  // edge then covers every move of Alice after it, the plan's answer, and K0-K4 after that.
  std::optional<Family> plan;
  std::string detail;            // more on why it is open (the replies of Alice where K0-K4 is not shown)
  Expr region = Expr::always();  // the condition (over `from`'s parameters) under which this edge is taken
  Env instance;                  // a small instance of the region (parameter values)
  std::string position;          // that instance as a position, in the paper's notation
};

struct FamilyGraph {
  std::vector<Family> families;  // explored, in the order found
  std::vector<Edge> edges;
  std::vector<Obligation> obligations;  // every split and match, each proved by Z3 while exploring
  int openEdges() const;
  int edgesRestingOnLemmas() const;
  // Every open edge rests only on Lemmas 4.2 and 4.3 (closed once they are proved).
  bool closedUpToLemmas() const { return openEdges() == edgesRestingOnLemmas(); }
  bool closed() const { return openEdges() == 0; }
};

// Explores the families reachable from `start` under `table` (the paper's, repairs included, by
// default; tests pass deliberately wrong ones). `guard`, when given, is checked before each Z3
// query: it throws RunStopped on Ctrl-C or past the memory limit. With `lookahead`, an end-game
// hand-over where none of K0-K4 is shown also tries K5, two moves of Bob deep (a move of Bob
// after which every reply of Alice allows one of K0-K4, or such a move), the concrete rule's move
// at an instance first (its named K5 move, then the one its search alone would play), on the
// whole region, where K4 is not shown, and on the instance's cell (at both levels): more edges
// rest on the lemmas (with `finiteUpTo` 40, all of them that are not closed), at many more Z3
// queries (a minute and a half instead of seconds), so it is off by default.
//
// The units of the exploration (a move of Alice from a family; Bob's first move at positions 1-3)
// run on `threads` threads, each with its own Z3 context, and are merged in the order one thread
// would find them: the graph is the same whatever the number of threads. `progress` is called
// after each unit with (units done, units known so far), one call at a time.
FamilyGraph exploreFamilies(const std::vector<CaseEntry>& table = caseTable(), Family start = Family::Opening,
                            RunGuard* guard = nullptr, bool lookahead = false, int finiteUpTo = 0, int threads = 1,
                            const std::function<void(std::size_t done, std::size_t total)>& progress = {});

}  // namespace babylon::symbolic
