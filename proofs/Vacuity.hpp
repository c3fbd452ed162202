// Whether each obligation a run proves means something: its assumption can hold, and its claim
// does not hold for every value of its parameters. A vacuous obligation is proved, but checks nothing.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "core/RunGuard.hpp"

namespace babylon {

struct ProofRun;

// An obligation "assumption implies claim" over the integers (the parameters' declared sort; no
// other domain is declared) is vacuous when
// - its assumption is unsatisfiable, unless its claim is unsatisfiable too: then the obligation
//   states that its assumption is impossible (a region that is empty, a case that cannot arise),
//   and that is what it proves; or
// - its claim holds for every integer value of its parameters, without the assumption; or so does
//   one conjunct of it, unless the claim is a condition stated elsewhere read on a position
//   (ObligationKind::readsCondition). A conjunct that the values written decide (`v >= 1` read at
//   v = 1, `0 = 0 or k < s`) claims nothing about the parameters and is not judged alone. Kinds
//   about a case table itself (ObligationKind::aboutTable) are exempt from this second test.
enum class Vacuity {
  NotChecked,
  Meaningful,
  AssumptionUnsatisfiable,
  ClaimValid,  // the claim, or a conjunct of it (VacuityVerdict::conjunct), holds for every value
  Undecided,   // Z3 gave no answer on one of the questions (its timeout): not shown to mean something
};
const char* vacuityName(Vacuity v);  // "not-checked", "meaningful", "assumption-unsatisfiable", ...

struct VacuityVerdict {
  Vacuity status = Vacuity::NotChecked;
  std::string conjunct;  // ClaimValid: the conjunct that holds for every value, in the paper's notation
  // Neither Meaningful nor NotChecked: the run fails on it.
  bool fails() const { return status != Vacuity::Meaningful && status != Vacuity::NotChecked; }
};

// What a check cost: the questions Z3 was asked, and the seconds.
struct VacuityCost {
  std::size_t questions = 0;
  double seconds = 0;
};

// Checks every obligation of `runs` (their records' vacuity and their counts are set), with Z3,
// `timeoutMs` per question, on `threads` threads. Each distinct assumption and each distinct
// conjunct of a claim is asked about once, whichever obligations share it (expressions are
// interned: equal structure, one node).
VacuityCost checkVacuity(const std::vector<ProofRun*>& runs, unsigned timeoutMs, int threads, RunGuard& guard,
                         const std::function<void(std::size_t done, std::size_t total)>& progress = {});

}  // namespace babylon
