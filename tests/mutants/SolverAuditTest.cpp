// The solver's audit can fail: it finds the unsafe moves of a losing strategy, and finds none,
// and no difference, when the paper's strategy is audited against itself.
#include <catch2/catch.hpp>

#include "tests/verify/VerifierTestSupport.hpp"
#include "strategies/PaperStrategy.hpp"
#include "mutants/SolverAudit.hpp"

using namespace babylon;

TEST_CASE("the audit of the paper's strategy against itself is clean", "[audit]") {
  auto paper = makePaperStrategy();
  auto same = makePaperStrategy();
  Solver solver(test::unlimitedGuard(), {1, true});
  OutcomeMemo outcomes(solver);
  SolverAudit a = auditWithSolver(*paper, *same, startsFor(StartSet::All, 12), outcomes, test::unlimitedGuard());
  CHECK(a.bobDecisions > 0);
  CHECK(a.differing == 0);
  CHECK(a.unsafe == 0);
  CHECK_FALSE(a.firstUnsafe);
}

TEST_CASE("the audit finds the literal paper's unsafe moves, where it differs from the repaired strategy", "[audit]") {
  auto literal = makePaperStrategy({.repairs = false});
  auto paper = makePaperStrategy();
  Solver solver(test::unlimitedGuard(), {1, true});
  OutcomeMemo outcomes(solver);
  std::vector<Start> starts = {test::startAt("<5,5;;>"), test::startAt("<4,6;;>")};
  SolverAudit a = auditWithSolver(*literal, *paper, starts, outcomes, test::unlimitedGuard());
  CHECK(a.unsafe > 0);
  CHECK(a.differing > 0);
  REQUIRE(a.firstUnsafe);
  CHECK(a.firstUnsafe->find("N-position") != std::string::npos);
}
