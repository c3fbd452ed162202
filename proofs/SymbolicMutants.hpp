// Obligation mutants: the case table changed in one entry (its reply replaced by another legal
// move of Bob's generic rule, or its guard negated) and explored by the symbolic verifier, to show
// that its closed edges depend on the table. A mutant is killed when the mutated table fails
// where the paper's closes (or rests on Lemmas 4.2 and 4.3), at an instance the paper's graph has
// no open edge for; it is not decided when the entry's own edges are already open in the paper's
// graph; otherwise it survives the symbolic verifier (and the finite verifier must judge it).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/RunGuard.hpp"
#include "lemmas/CaseTable.hpp"
#include "proofs/SymbolicVerifier.hpp"

namespace babylon::symbolic {

enum class ObligationMutation : std::uint8_t {
  ReplyReplaced,  // the entry's reply replaced by another move of the generic rule
  GuardNegated,   // the entry's guard replaced by its negation
};
const char* obligationMutationName(ObligationMutation k);  // "reply-replaced", "guard-negated" (as mutants/)

struct ObligationMutant {
  std::string id;  // "S001"
  ObligationMutation kind = ObligationMutation::ReplyReplaced;
  std::string target;            // the entry's id
  Family family{};               // the entry's family
  std::string description;       // "reply rbR -> rb", "guard j >= 6 negated"
  std::vector<CaseEntry> table;  // the whole table with the one change
};

// The other moves a Move entry's reply can be replaced by: every ordered pair of abstract stacks
// of the position Bob answers (after each move of Alice of the entry's class from the family's
// shape; the shape itself at positions 1-3; after the plan's first move for the plans of Lemmas
// 4.4 (ii) and 4.5 (ii)), written as a stack string (r, b for singletons; R, B for a hill; a hill
// of constant height h, where its color has two hills, as h letters, e.g. rr), read back through
// the same readings as the reply. Strings naming only the reply's own move, and strings that are
// no legal move anywhere in the entry's region (Z3), are left out. In a fixed order.
std::vector<std::string> replacementReplies(const std::vector<CaseEntry>& table, std::size_t entry);

// For each entry of `table` that is not a red-blue reflection (each mirrors an entry mutated
// itself, as mutants/ does): for a Move entry, its reply replaced by each replacementReplies
// string; for every entry with a guard, the guard negated. `only`, when not empty, keeps the
// entries with those ids (throws std::invalid_argument naming an id that is not in the table).
std::vector<ObligationMutant> buildObligationMutants(const std::vector<CaseEntry>& table = caseTable(),
                                                     const std::vector<std::string>& only = {});

enum class SymbolicVerdict : std::uint8_t {
  Killed,      // an edge of the mutated table fails where the paper's graph has none open
  NotDecided,  // not killed, and the entry's own edges are open in the paper's graph already
  Survived,    // not killed, and the entry's own edges all close or rest on the lemmas
};
const char* symbolicVerdictName(SymbolicVerdict v);  // "killed", "not decided", "survived"

struct SymbolicJudgement {
  SymbolicVerdict verdict = SymbolicVerdict::Survived;
  Family start{};  // the family the exploration started from
  // Killed: the mutated graph's failing edge (its case, why it fails, the instance). Not decided:
  // an open edge of the entry in the paper's graph, or a failing edge with no instance to test.
  std::string caseId, why, position;
  Env instance;
  int edges = 0, openEdges = 0, restingOnLemmas = 0;  // the mutated graph's edges from `start`
  std::size_t obligations = 0;                        // Z3 obligations of the mutated exploration
  double seconds = 0;
};

// The family an entry's mutants are explored from: the entry's own family, or for the plans of
// Lemmas 4.4 (ii) and 4.5 (ii) the family whose case starts the plan.
Family explorationStart(const CaseEntry& e);

// Judges mutants against the paper's table. Each mutant is explored from explorationStart of its
// entry with only the table's slice that those edges can consult: the start family's entries
// (of the entry's class and its reflection, and those for any move, when the entry answers one
// class) and the families explored inline (positions 1-3, the plans); the successor families'
// own entries are left out, and only edges from the start family are compared. The paper's
// graph of each slice is explored once and kept. Safe to call from several threads once
// prepare() has run for every mutant judged.
class SymbolicMutantJudge {
 public:
  explicit SymbolicMutantJudge(const std::vector<CaseEntry>& table = caseTable()) : table_(table) {}
  // Explores the paper's slice graph of each mutant (once per slice), on `threads` threads;
  // `explored` is called as each slice is done. Throws RunStopped when the guard stops the run.
  void prepare(const std::vector<ObligationMutant>& mutants, RunGuard& guard, int threads = 1,
               const std::function<void()>& explored = {});
  // How many slices prepare() would explore for these mutants.
  std::size_t slicesToExplore(const std::vector<ObligationMutant>& mutants) const;
  SymbolicJudgement judge(const ObligationMutant& mutant, RunGuard* guard = nullptr) const;
  // The paper's slice graphs explored so far: (slice name, graph).
  const std::map<std::string, FamilyGraph>& baselines() const { return baselines_; }

 private:
  std::string sliceKey(const ObligationMutant& m) const;
  std::vector<CaseEntry> slice(const std::vector<CaseEntry>& table, const ObligationMutant& m) const;
  const std::vector<CaseEntry>& table_;
  std::map<std::string, FamilyGraph> baselines_;
};

}  // namespace babylon::symbolic
