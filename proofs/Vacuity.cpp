// The vacuity check: Z3 asked whether each distinct assumption can hold and whether each distinct
// conjunct of a claim can fail (proofs/Vacuity.hpp).
#include "Vacuity.hpp"

#include <chrono>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "core/util/ParallelUnits.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/Z3Session.hpp"

namespace babylon {

const char* vacuityName(Vacuity v) {
  switch (v) {
    case Vacuity::NotChecked: return "not-checked";
    case Vacuity::Meaningful: return "meaningful";
    case Vacuity::AssumptionUnsatisfiable: return "assumption-unsatisfiable";
    case Vacuity::ClaimValid: return "claim-valid";
    case Vacuity::Undecided: return "undecided";
  }
  return "?";
}

namespace {

// The conjuncts of e: its top-level `and`s taken apart (e itself when it is no conjunction).
void conjuncts(const Expr& e, std::vector<Expr>& out) {
  if (e.kind() == Expr::Kind::And) {
    for (const Expr& c : e.children()) conjuncts(c, out);
    return;
  }
  out.push_back(e);
}

// The parts of o's claim judged on their own (proofs/Vacuity.hpp): the whole claim, and unless
// its kind reads a stated condition, each conjunct that the values written do not decide. Such a
// conjunct (v >= 1 read at v = 1, or 0 = 0 or k < s) claims nothing about the parameters when
// true, and refutes the obligation when false.
std::vector<Expr> judged(const Obligation& o) {
  // A step after generated moves (`moved implies then`): the moves are among its facts, so what it
  // claims is `then`. Where the moves cannot happen it records a pruning, which means something.
  if (obligationKind(o.kind).prunesMoves && o.claim.kind() == Expr::Kind::Implies) return {o.claim.children()[1]};
  std::vector<Expr> out{o.claim};
  if (obligationKind(o.kind).readsCondition) return out;
  std::vector<Expr> parts;
  conjuncts(o.claim, parts);
  if (parts.size() == 1) return out;
  for (const Expr& c : parts) {
    // Rebuilt by the folding builders (Expr::build): each part that names no parameter becomes
    // its value, and `and`, `or` and `if` are simplified by it (`0 = 0 or k < s` is `0 = 0`).
    Expr f = c.substitute({});
    if (!f.variables().empty()) out.push_back(f);
  }
  return out;
}

// Each distinct formula whose satisfiability is asked, once. A formula without parameters is
// evaluated here (`never()`'s 0 = 1, `always()`'s 0 = 0); the others go to Z3.
class Questions {
 public:
  void ask(const Expr& f) {
    if (index_.count(f.id())) return;
    index_.emplace(f.id(), formulas_.size());
    formulas_.push_back(f);
    answers_.push_back(Z3Answer::Unknown);
    if (f.variables().empty())
      answers_.back() = f.evalBool(Env{}) ? Z3Answer::Sat : Z3Answer::Unsat;
    else
      toSolver_.push_back(formulas_.size() - 1);
  }
  Z3Answer answer(const Expr& f) const { return answers_.at(index_.at(f.id())); }

  // Z3's answers to the questions asked since the last call.
  std::size_t solve(unsigned timeoutMs, int threads, RunGuard& guard,
                    const std::function<void(std::size_t, std::size_t)>& progress, std::size_t& done,
                    std::size_t total) {
    std::vector<std::size_t> batch;
    batch.swap(toSolver_);
    std::mutex progressMutex;
    runUnitsWith(
        batch.size(), threads, guard, [&] { return std::make_unique<Z3Session>(timeoutMs); },
        [&](std::unique_ptr<Z3Session>& z3, std::size_t k) {
          answers_[batch[k]] = z3->checkOnce(formulas_[batch[k]]);
          std::lock_guard lock(progressMutex);
          if (progress) progress(++done, total);
        });
    return batch.size();
  }
  std::size_t pending() const { return toSolver_.size(); }

 private:
  std::vector<Expr> formulas_;  // kept alive, so that no node's identity is reused while it is a key
  std::vector<Z3Answer> answers_;
  std::unordered_map<const void*, std::size_t> index_;
  std::vector<std::size_t> toSolver_;
};

// A claim that is false whatever the values (`never()`, 0 = 1): the obligation states that its
// assumption is impossible, which is what it proves; no question about it is needed.
bool statesImpossible(const Obligation& o) { return o.claim.variables().empty() && !o.claim.evalBool(Env{}); }

VacuityVerdict verdict(const Obligation& o, const Questions& q) {
  VacuityVerdict v;
  if (statesImpossible(o)) {
    v.status = Vacuity::Meaningful;
    return v;
  }
  switch (q.answer(o.assumption)) {
    case Z3Answer::Unknown: v.status = Vacuity::Undecided; return v;
    case Z3Answer::Unsat:
      // An unsatisfiable claim too: the obligation states that its assumption is impossible.
      switch (q.answer(o.claim)) {
        case Z3Answer::Unsat: v.status = Vacuity::Meaningful; break;
        case Z3Answer::Sat: v.status = Vacuity::AssumptionUnsatisfiable; break;
        case Z3Answer::Unknown: v.status = Vacuity::Undecided; break;
      }
      return v;
    case Z3Answer::Sat: break;
  }
  v.status = Vacuity::Meaningful;
  if (obligationKind(o.kind).aboutTable) return v;
  for (const Expr& c : judged(o)) switch (q.answer(!c)) {
      case Z3Answer::Unsat:  // no value makes the conjunct fail
        v.status = Vacuity::ClaimValid;
        v.conjunct = c.str();
        return v;
      case Z3Answer::Unknown: v.status = Vacuity::Undecided; break;
      case Z3Answer::Sat: break;
    }
  return v;
}

}  // namespace

VacuityCost checkVacuity(const std::vector<ProofRun*>& runs, unsigned timeoutMs, int threads, RunGuard& guard,
                         const std::function<void(std::size_t, std::size_t)>& progress) {
  auto start = std::chrono::steady_clock::now();
  // First every assumption, and every conjunct of a claim not about a table (its negation: a
  // conjunct holds for every value when its negation is unsatisfiable).
  Questions q;
  for (ProofRun* run : runs)
    for (const ProofRecord& r : run->records) {
      const Obligation& o = r.result.obligation;
      if (statesImpossible(o)) continue;
      q.ask(o.assumption);
      if (obligationKind(o.kind).aboutTable) continue;
      for (const Expr& c : judged(o)) q.ask(!c);
    }
  std::size_t done = 0, total = q.pending();
  std::size_t asked = q.solve(timeoutMs, threads, guard, progress, done, total);
  // Then, where an assumption cannot hold, whether the claim can: if not, the obligation says
  // that the assumption is impossible.
  for (ProofRun* run : runs)
    for (const ProofRecord& r : run->records)
      if (!statesImpossible(r.result.obligation) && q.answer(r.result.obligation.assumption) == Z3Answer::Unsat)
        q.ask(r.result.obligation.claim);
  total += q.pending();
  asked += q.solve(timeoutMs, threads, guard, progress, done, total);
  for (ProofRun* run : runs) {
    run->vacuous = run->vacuityUndecided = 0;
    for (ProofRecord& r : run->records) {
      r.vacuity = verdict(r.result.obligation, q);
      run->vacuous += r.vacuity.status == Vacuity::AssumptionUnsatisfiable || r.vacuity.status == Vacuity::ClaimValid;
      run->vacuityUndecided += r.vacuity.status == Vacuity::Undecided;
    }
    run->vacuityChecked = true;
  }
  return {asked, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

}  // namespace babylon
