// One unit of the family graph's exploration (a move of Alice from a family, or Bob's first move
// at positions 1-3): the run's settings it reads, its own Z3 session, and what it has found. The
// case split (ExplorerCases) and the end game (ExplorerEndGame) work on it; the driver
// (SymbolicVerifier.cpp) runs the units and merges them.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTable.hpp"
#include "proofs/Bounds.hpp"
#include "proofs/FamilyGraph.hpp"
#include "proofs/SymbolicRules.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "proofs/Z3Session.hpp"
#include "strategies/KeepAlive.hpp"

namespace babylon::symbolic {

Expr never();  // the region with no instance

// Family f's assumption (lemmas/Families) and, with `finiteUpTo`, more chips than that (the
// finite verifier plays every start up to that size).
Expr assumptionAbove(Family f, int finiteUpTo);

// What every unit of one run reads, set up once by the driver.
struct RunSettings {
  const std::vector<CaseEntry>& table;
  const KeepAliveRuleSet& keepAlive;  // K0-K4 and K5's named moves (ExplorerEndGame reads them)
  RunGuard* guard;                    // polled before each Z3 query, so that Ctrl-C and --max-memory stop the walk
  int k5Levels;        // levels of K5's named moves tried where K0-K4 are not shown (ExplorerEndGame); 0: none
  int finiteUpTo;      // instances of at most this many chips are left to the finite verifier
  unsigned timeoutMs;  // each Z3 query's time limit
  bool nameMoves;      // ExploreOptions::nameMoves
  // Each family's parameter bounds (proofs/Bounds), where its assumption holds: parts of a
  // keep-alive condition that cannot hold within them are left out (keepAliveApplies' `possible`;
  // what is left implies the full condition, so no claim rests on the bounds).
  const std::map<Family, Bounds>& bounds;
  const PlantedSlips& slips;  // none but in tests (SymbolicVerifier.hpp)
};

// A claim Z3 did not prove: its counter-model, or no answer within the time limit.
struct NotProved {
  Env instance;  // empty when Z3 gave no answer
  bool noAnswer = false;
  std::string claim;  // the claim in words
};

class ExplorerUnit {
 public:
  explicit ExplorerUnit(const RunSettings& settings) : run(settings), z3(settings.timeoutMs) {}

  const RunSettings& run;
  Z3Session z3;  // its own: every model, so every instance tried, depends on the unit alone
  // For the proof certificate's moves alone (ExplorerEndGame::nameMoves), so that asking for them
  // leaves z3's models, and so the proof, as they are without it.
  std::optional<Z3Session> namer;
  FamilyGraph graph;            // its edges and obligations (numbered when the units are merged)
  std::vector<Family> reached;  // the families its successors are instances of, in order
  // In the end game: the node being explored, named as Witness::path; and the witnesses recorded
  // (ExplorerCases::endGameStep gives them to the edges it adds).
  std::vector<std::string> nodePath;
  std::vector<Witness> witnesses;
  // A witness's part of the node needs no move of Bob's safety: for the certificate, the node's
  // moves named there are none (SafeMoves), joined with those of its other parts.
  void witness(const std::string& move, const Expr& region, std::vector<std::string> illegal = {}) {
    witnesses.push_back({nodePath, move, region, std::move(illegal)});
    if (run.nameMoves) safeMoves.push_back({nodePath, {}, false});
  }
  std::vector<SafeMoves> safeMoves;  // recorded at the end game's nodes, as `witnesses` are
  // Alice's move `alice` shown not legal at the node after the witness being explored (the last
  // one recorded whose path and move are nodePath).
  void illegalAfterWitness(const std::string& alice);
  // The most chips of an instance its end game leaves to the finite verifier (ExplorerEndGame's
  // namedShown): its obligations there assume more. 0: none beyond the run's finiteUpTo.
  int sizeNeed = 0;

  Expr assumption(Family f) const { return assumptionAbove(f, run.finiteUpTo); }

  // Records `assumption => claim` as an obligation of that kind (proofs/Obligations) when Z3
  // proves it; else why not.
  // `rules`: the case-table entries it reads (Obligation::rules).
  std::optional<NotProved> discharge(const std::string& id, Family f, const std::string& words, const Expr& assumption,
                                     const Expr& claim, const char* kind = "symbolic",
                                     const std::vector<std::string>& rules = {});
  // False when Z3 proves `region` empty, recorded as an obligation (id + ".empty"): the explorer
  // then drops it. `withModel` asks for a model (the session remembers it for the same region).
  bool nonEmpty(const std::string& id, Family f, const Expr& region, bool withModel = true,
                const std::vector<std::string>& rules = {});
  // Whether Z3 finds f unsatisfiable, recording nothing. Only where its answer chooses what to try
  // next, or where an obligation recorded after it claims what was left out.
  bool emptyNotRecorded(const Expr& f);

  void reach(Family f);
  Edge base(Family from, const SymbolicMove* alice, const Expr& region, const Env& instance) const;
  static void setInstance(Edge& e, const Env& env);
  void add(Edge e, EdgeStatus status, std::string why);
  // The edge open where `failed` says; `why` names the failure when Z3 gave a counter-model.
  void openAt(Edge e, const NotProved& failed, const std::string& why);
  void restOnLemmas(Edge e, const std::string& more = "");
};

}  // namespace babylon::symbolic
