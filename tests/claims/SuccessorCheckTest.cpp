// Successor claims played on concrete instances: the paper's tables pass at small n with the
// checked counts computed by hand, and deliberately wrong successors, families and replies are
// caught, an unsafe successor confirmed by the reference solver.
#include <catch2/catch.hpp>

#include "LemmasTestSupport.hpp"
#include "core/Notation.hpp"
#include "lemmas/Params.hpp"
#include "claims/SuccessorCheck.hpp"

using namespace babylon;

namespace {

const CaseEntry& entry(const std::string& id) {
  for (const CaseEntry& e : caseTable())
    if (e.id == id) return e;
  throw std::out_of_range(id);
}

SuccessorChecks checkOne(const CaseEntry& e, int maxN) {
  Solver solver(test::unlimitedGuard(), {1, true});
  const Claim& claim = e.family == Family::Lemma44 ? paperClaim("L4.4") : paperClaim("target");
  return checkSuccessors({&e}, claimInstances(claim, maxN), solver, test::unlimitedGuard(), 2);
}

int countOf(const SuccessorChecks& c, SuccessorProblem::Kind kind) {
  return static_cast<int>(
      std::count_if(c.problems.begin(), c.problems.end(), [&](const SuccessorProblem& p) { return p.kind == kind; }));
}

}  // namespace

TEST_CASE("the paper's successor claims hold on every instance up to 20 chips", "[successors]") {
  Solver solver(test::unlimitedGuard(), {1, true});
  for (const char* id : {"T4.1", "target", "L4.4", "L4.5", "P1", "P2", "P3"}) {
    const Claim& claim = paperClaim(id);
    SuccessorChecks checks = checkSuccessors(successorEntries(caseTable(), claim.family), claimInstances(claim, 20),
                                             solver, test::unlimitedGuard(), 2);
    INFO(id);
    CHECK(!checks.entries.empty());
    CHECK(checks.checked() > 0);
    CHECK(checks.problems.empty());
  }
}

TEST_CASE("Lemma 4.4 (i) is checked where Alice's rb is legal and 2u+4 = m and k > 3 fails", "[successors]") {
  // <3,k;2u;2v>, k odd >= 3, u+v >= 3; rb is always legal; the guard excludes 2u+4 = m, k > 3.
  const int maxN = 24;
  int expected = 0;
  for (int k = 3; k <= maxN; k += 2)
    for (int u = 1; u <= maxN; ++u)
      for (int v = 1; v <= maxN; ++v) {
        int total = 3 + k + 2 * u + 2 * v;
        if (total > maxN || u + v < 3) continue;
        expected += !(2 * u + 4 == total / 2 && k > 3);
      }
  SuccessorChecks checks = checkOne(entry("L4.4(i)"), maxN);
  CHECK(checks.checked() == expected);
  CHECK(checks.problems.empty());
}

TEST_CASE("a deliberately wrong successor parameter is caught on every instance", "[successors]") {
  using namespace param;
  CaseEntry wrong = entry("L4.4(i)");
  for (auto& [name, value] : wrong.successor)
    if (name == "u") value = u + 2;  // the paper's <2,k-1;2u+2;2v> has u+1
  SuccessorChecks checks = checkOne(wrong, 20);
  REQUIRE(checks.checked() > 0);
  CHECK(countOf(checks, SuccessorProblem::Kind::Parameters) == checks.checked());
  CHECK(checks.problems.front().detail.find("u = ") != std::string::npos);
}

TEST_CASE("a wrongly cited family is caught", "[successors]") {
  CaseEntry wrong = entry("L4.4(i)");
  wrong.next = Family::Lemma44;  // the successor has two red singletons, not three
  SuccessorChecks checks = checkOne(wrong, 20);
  REQUIRE(checks.checked() > 0);
  CHECK(countOf(checks, SuccessorProblem::Kind::NotInFamily) == checks.checked());
}

TEST_CASE("an illegal reply is caught", "[successors]") {
  CaseEntry wrong = entry("L4.4(i)");
  wrong.reply = "bR";  // a blue singleton never goes on the red hill of height >= 2
  SuccessorChecks checks = checkOne(wrong, 20);
  REQUIRE(checks.checked() > 0);
  CHECK(countOf(checks, SuccessorProblem::Kind::IllegalReply) == checks.checked());
}

TEST_CASE("an unsafe successor is caught, and the reference solver agrees", "[successors]") {
  // Even-hill strategy, Alice's rr answered by rr instead of rrR: two red 2-stacks next to the
  // hill, the even-hill invariant lost.
  CaseEntry wrong = entry("EH.xz.rr");
  wrong.reply = "rr";
  SuccessorChecks checks = checkOne(wrong, 20);
  REQUIRE(checks.checked() > 0);
  int unsafe = 0;
  for (const SuccessorProblem& p : checks.problems) {
    if (p.kind != SuccessorProblem::Kind::Unsafe) continue;
    ++unsafe;
    CHECK_FALSE(test::referenceSafe(*p.successor));
  }
  CHECK(unsafe > 0);
}
