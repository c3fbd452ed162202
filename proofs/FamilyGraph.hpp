// The family graph the symbolic verifier builds: its edges, each with its status, and the
// obligations Z3 proved while building it.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "lemmas/CaseTable.hpp"
#include "lemmas/Families.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/SymbolicRules.hpp"

namespace babylon::symbolic {

// A move of Bob the end game relies on at one of its nodes (a position where Bob is to move): a
// named move of K5, or a plan's reply, on the part `region` of that node (over the edge's
// family's parameters). `path` names the node by the moves that lead to it from where the edge
// enters the end game: after Bob's reply into it, Alice's move; then a witness's move and hers in
// turn; empty for a hand-over's position, where Bob moves first. `illegal`: the moves of Alice
// after `move` that Z3 showed not legal on `region`. Moves are named in the frame of the edge's
// successor (or of its hand-over position). The proof certificate (proofs/ProofCertificate) writes
// each as a `witness`.
struct Witness {
  std::vector<std::string> path;
  std::string move;
  Expr region = Expr::always();
  std::vector<std::string> illegal;
};

// Bob's moves by which the end game's rules K0, K3 and K4 were shown to apply on a part of one of
// its nodes (`path` as in Witness), where K1 and K2 do not; none where those two apply on all of
// it, or where a witness covers it. `every`: the search for them gave up, so any move of Bob's may
// be needed. The proof certificate joins a node's parts into a `safe` line (none if one part says
// `every`), so that its checker tries only these moves of Bob's there (ExploreOptions::nameMoves).
struct SafeMoves {
  std::vector<std::string> path;
  std::vector<std::string> moves;
  bool every = false;
};

// The parts' moves joined by node: one entry for each path, in the order paths first appear, its
// moves in the order first named, without repeats. A path where one part says `every` has no entry.
std::vector<SafeMoves> joinedByNode(const std::vector<SafeMoves>& parts);

enum class EdgeStatus : std::uint8_t {
  Closed,  // Z3 proved the successor an instance of the case's next family (`to`)
  // It enters the end game, and Z3 proved that one of K0-K4 (or K5's named moves) applies at
  // Bob's next turn on the whole region: closed once Lemmas 4.2 and 4.3 are proved for all n.
  RestsOnLemmas,
  Open,  // neither is shown: `why` says what is not, `instance` where
};
const char* edgeStatusName(EdgeStatus s);  // "closed", "rests-on-lemmas", "open"

struct Edge {
  Family from;
  std::string alice;           // Alice's move on abstract stacks, e.g. "r>B" (class rR); "" where Bob moves first
  std::string aliceClass;      // the paper's class of it
  std::string caseId;          // the case that fires ("a/b" when a colour switch or hand-over leads to b)
  std::string reply;           // Bob's reply as the table writes it
  std::string to;              // the successor's family, where the edge is closed
  std::optional<Family> next;  // that family
  std::optional<SymbolicPosition> successor;  // after Bob's reply, in the frame the case was read in
  EdgeStatus status = EdgeStatus::Closed;
  std::string why;  // why the edge rests on the lemmas or is open; empty when closed
  // Set when Bob's reply starts a plan of lemmas/tables/endgame.cases (Lemma 4.4 (ii) or 4.5 (ii)): the
  // edge then covers every move of Alice after it, the plan's answer, and K0-K4 after that.
  std::optional<Family> plan;
  std::string detail;            // more on why it is open (the replies of Alice where K0-K4 is not shown)
  Expr region = Expr::always();  // the condition (over `from`'s parameters) under which this edge is taken
  Env instance;                  // a small instance of the region (parameter values)
  std::string position;          // that instance as a position, in the paper's notation
  // Where the edge enters the end game: the moves of Bob it relies on beyond one move of his
  // (K5's named moves, a plan's replies); and, after Bob's reply into it, the moves of Alice Z3
  // showed not legal on the region (an obligation each), in the frame of `successor`. The proof
  // certificate writes both, so that its checker asks only that such a move is not legal.
  std::vector<Witness> witnesses;
  std::vector<std::string> illegalReplies;
  std::vector<SafeMoves> safeMoves;
  // A hand-over to the keep-alive rules: the position where Bob moves, in the frame the case was
  // read in (its witnesses are named in it).
  std::optional<SymbolicPosition> handOver;
};

// A part of the graph that holds only above a size: the unit (a move of Alice from a family) whose
// open edges all failed on instances of at most `upTo` chips (Z3's greatest m there, times two),
// explored again assuming more chips than that.
struct SizeNeed {
  Family from;
  std::string alice;  // Alice's move of the unit ("" where Bob moves first)
  int upTo = 0;
};

struct FamilyGraph {
  std::vector<Family> families;  // explored, in the order found
  std::vector<Edge> edges;
  std::vector<Obligation> obligations;  // every split, match and pruning, each proved by Z3 while exploring
  // The units explored again above a size, in the order found; the finite verifier must play every
  // start up to the largest (smallSizesNeeded).
  std::vector<SizeNeed> sizeNeeds;
  // The shapes of the end game's positions where every move of Alice is read from the generic rule
  // (K0's "cannot move", K4's and K5's "after every reply"): the driver proves each shape's move
  // set complete (endGameMovesComplete).
  std::set<Shape> replyShapes;
  int smallSizesNeeded() const;
  int count(EdgeStatus s) const;
  // Every edge closed or resting only on Lemmas 4.2 and 4.3 (closed once they are proved).
  bool closedUpToLemmas() const { return count(EdgeStatus::Open) == 0; }
};

}  // namespace babylon::symbolic
