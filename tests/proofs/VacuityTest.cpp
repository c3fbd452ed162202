// The vacuity check (proofs/Vacuity): a planted obligation whose assumption cannot hold, or whose
// claim (or a conjunct of it) holds for every value, is reported and fails the half it is in; a
// meaningful one is not; the written proofs and the paper's side conditions have no vacuous one.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "core/RunGuard.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/ProofRun.hpp"
#include "proofs/TheoremVerdict.hpp"
#include "proofs/Vacuity.hpp"

using namespace babylon;

namespace {

const Expr x = var("x"), y = var("y"), z = var("z"), u = var("u");

Obligation planted(const std::string& id, Expr assumption, Expr claim, const std::string& kind = "lemma") {
  return {id, kind, "a test", "planted", std::move(assumption), std::move(claim), std::nullopt};
}

ProofRun runOf(const std::vector<Obligation>& obligations) {
  ProofRun run;
  for (const Obligation& o : obligations) {
    ProofRecord r;
    r.result.obligation = o;
    r.result.status = ProofStatus::Proved;
    run.records.push_back(r);
  }
  run.proved = static_cast<int>(obligations.size());
  return run;
}

ProofRun checked(const std::vector<Obligation>& obligations) {
  ProofRun run = runOf(obligations);
  RunGuard guard(RunGuard::defaultMaxMemory());
  checkVacuity({&run}, 10000, 2, guard);
  return run;
}

Vacuity statusOf(const Obligation& o) { return checked({o}).records.at(0).vacuity.status; }

}  // namespace

TEST_CASE("vacuity: an assumption that cannot hold is reported") {
  ProofRun run = checked({planted("a", x >= 1 && x <= 0, x >= 5)});
  CHECK(run.records[0].vacuity.status == Vacuity::AssumptionUnsatisfiable);
  CHECK(run.vacuous == 1);
  CHECK_FALSE(run.allMeaningful());
  // A table's check too: a coverage check over no instance checks nothing.
  CHECK(statusOf(planted("c", x >= 1 && x <= 0, x >= 5, "coverage")) == Vacuity::AssumptionUnsatisfiable);
}

TEST_CASE("vacuity: a claim, or a conjunct of it, that holds for every value is reported") {
  // Lemma 4.3's old step: ite(a+b = u, 1, 0) <= 2 holds whatever a, b and u.
  Expr count = ite(x + y == z, lit(1), lit(0)) <= 2;
  ProofRun run = checked({planted("b", x >= 1 && y >= 1, count)});
  CHECK(run.records[0].vacuity.status == Vacuity::ClaimValid);
  CHECK(run.records[0].vacuity.conjunct == count.str());
  CHECK(run.vacuous == 1);
  CHECK_FALSE(run.allMeaningful());
  // Beside a conjunct that needs the assumption, it still checks nothing.
  CHECK(statusOf(planted("b2", x >= 1 && y >= 1, x + y >= 2 && count)) == Vacuity::ClaimValid);
  // A claim with no parameter that holds (0 = 0) checks nothing.
  CHECK(statusOf(planted("b3", x >= 1, Expr::always())) == Vacuity::ClaimValid);
}

TEST_CASE("vacuity: a meaningful obligation is not reported") {
  // 2u != u fails at u = 0: it uses u >= 1.
  ProofRun run = checked({planted("m", u >= 1, 2 * u != u), planted("m2", x >= 3 && y == x + 1, y >= 4 && x + y >= 7)});
  CHECK(run.records[0].vacuity.status == Vacuity::Meaningful);
  CHECK(run.records[1].vacuity.status == Vacuity::Meaningful);
  CHECK(run.vacuous == 0);
  CHECK(run.allMeaningful());
  // An obligation that states its assumption impossible (its claim is false) proves just that.
  CHECK(statusOf(planted("empty", x >= 1 && x <= 0, lit(0) == lit(1))) == Vacuity::Meaningful);
  // A conjunct without parameters, met by the values written (v >= 1 read at v = 1), claims
  // nothing about the parameters and is left out.
  CHECK(statusOf(planted("read", x >= 3, x >= 2 && lit(1) >= lit(1))) == Vacuity::Meaningful);
  CHECK(statusOf(planted("read2", x >= 3, x >= 2 && (lit(0) == lit(0) || y < x))) == Vacuity::Meaningful);
  // But one whose parameters the values written leave in it is judged: [y = x] >= 0 holds for every value.
  CHECK(statusOf(planted("read3", x >= 3, x >= 2 && ite(y == x, lit(1), lit(0)) >= 0)) == Vacuity::ClaimValid);
  // A table's coverage is about the table: its guards may cover every value by their form.
  CHECK(statusOf(planted("cover", x >= 0, x >= 5 || x < 5, "coverage")) == Vacuity::Meaningful);
  // A condition read on a position is judged whole: part of it may hold by the position's form.
  CHECK(statusOf(planted("succ", x >= 3, x >= 2 && 2 * y == 2 * y, "successor")) == Vacuity::Meaningful);
  CHECK(statusOf(planted("succ2", x >= 3, 2 * y == 2 * y, "successor")) == Vacuity::ClaimValid);
}

TEST_CASE("vacuity: every kind is defined once, and an unknown kind is refused") {
  CHECK(obligationKind("coverage").aboutTable);
  CHECK(obligationKind("exclusive").aboutTable);
  CHECK_FALSE(obligationKind("lemma").aboutTable);
  CHECK_THROWS_AS(checked({planted("k", x >= 1, x >= 0, "no such kind")}), std::logic_error);
}

TEST_CASE("vacuity: a vacuous step leaves its half open, and the verdict says why") {
  ProofRun lemmas = checked({planted("lemma.L4.3.planted", x >= 1 && y >= 1, ite(x + y == z, lit(1), lit(0)) <= 2)});
  TheoremProof t;
  t.lemmas = lemmas;
  t.recheck.vacuityChecked = true;
  TheoremVerdict v = theoremVerdict(t);
  CHECK(v.bob.status == HalfStatus::Open);
  CHECK(v.bob.reason.find("1 of its 1 obligation vacuous, proved but checking nothing (lemma.L4.3.planted)") !=
        std::string::npos);
  CHECK_FALSE(v.stepsHold());  // prove's exit status 1
}

TEST_CASE("vacuity: the written proofs and the paper's side conditions have no vacuous obligation") {
  for (const auto& all : {loneStackLemmaObligations(), aliceHalfObligations(), allObligations()}) {
    ProofRun run = checked(all);
    for (const ProofRecord& r : run.records) {
      INFO(r.result.obligation.id << ": " << vacuityName(r.vacuity.status) << " " << r.vacuity.conjunct);
      CHECK(r.vacuity.status == Vacuity::Meaningful);
    }
    CHECK(run.allMeaningful());
  }
}
