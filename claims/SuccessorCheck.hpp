// The successor claims of the case tables checked on concrete instances: for each entry with a
// successor and each instance of its family where Alice's move class is legal and the guard
// holds, the move and Bob's reply are played, and the position reached must be the cited
// family's instance with the stated parameters, and really safe.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/Solver.hpp"
#include "lemmas/CaseTable.hpp"
#include "claims/ClaimInstances.hpp"
#include "claims/WinningLine.hpp"

namespace babylon {

struct SuccessorProblem {
  enum class Kind { IllegalReply, NotInFamily, Parameters, Unsafe };
  Kind kind = Kind::Unsafe;
  std::string entry;                  // the case id
  Instance instance;                  // the family instance the case was played from
  std::optional<Position> successor;  // the position reached (absent when the reply is illegal)
  std::string detail;
  std::vector<BestPlayStep> line;  // Alice's win from an unsafe successor, when listed
};
const char* successorProblemName(SuccessorProblem::Kind kind);  // "illegal-reply", ...

struct EntryChecks {
  std::string id;
  int checked = 0;  // instances where Alice's move is legal and the guard holds
  int problems = 0;
};

struct SuccessorChecks {
  std::vector<EntryChecks> entries;        // every entry of the family with a successor, table order
  std::vector<SuccessorProblem> problems;  // in entry order, then instance order
  int checked() const;
};

// The entries of `table` belonging to `family` that carry a successor.
std::vector<const CaseEntry*> successorEntries(const std::vector<CaseEntry>& table, Family family);

// One entry played from one instance: nullopt when Alice's move class is not legal there or the
// guard fails (not a check); otherwise the problems found (none when the claim holds).
std::optional<std::vector<SuccessorProblem>> checkSuccessor(const CaseEntry& e, const Instance& instance,
                                                            Solver& solver);

// Every entry against every instance, spread over `threads` threads; results merged in order.
SuccessorChecks checkSuccessors(const std::vector<const CaseEntry*>& entries, const std::vector<Instance>& instances,
                                Solver& solver, RunGuard& guard, int threads);

}  // namespace babylon
