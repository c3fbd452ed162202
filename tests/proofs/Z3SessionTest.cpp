// The one Z3 session the proofs use: its three answers, the model policy (m kept within the first
// bound of tuning::kModelBoundsOnM that has a model), and the optimizer's least and greatest values.
#include <catch2/catch.hpp>

#include "proofs/Tuning.hpp"
#include "proofs/Z3Session.hpp"

using namespace babylon;

TEST_CASE("Z3Session: satisfiable, unsatisfiable, and the same answer asked again") {
  Z3Session z3;
  Expr m = var("m");
  CHECK(z3.check(m >= 3) == Z3Answer::Sat);
  CHECK(z3.check(m >= 3 && m <= 2) == Z3Answer::Unsat);
  CHECK(z3.solve(m >= 3 && m <= 2).answer == Z3Answer::Unsat);
  CHECK(z3.check(m >= 3 && m <= 2) == Z3Answer::Unsat);  // remembered, the same
  CHECK(z3.timeoutMs() == tuning::kSolverTimeoutMs);
  // Asked afresh (nothing kept), the answers are the same.
  CHECK(z3.checkOnce(m >= 3) == Z3Answer::Sat);
  CHECK(z3.checkOnce(m >= 3 && m <= 2) == Z3Answer::Unsat);
}

TEST_CASE("Z3Session: a model has every variable, with m within the first bound that has one") {
  Z3Session z3;
  Expr m = var("m"), u = var("u");
  const auto& bounds = tuning::kModelBoundsOnM;
  // Above the first bound but within the second: the model is there, not anywhere above.
  Z3Session::Solved s = z3.solve(m > lit(bounds[0]) && 2 * u + 2 == m);
  REQUIRE(s.answer == Z3Answer::Sat);
  CHECK(s.model.get("m") > bounds[0]);
  CHECK(s.model.get("m") <= bounds[1]);
  CHECK(2 * s.model.get("u") + 2 == s.model.get("m"));
  // Above every bound: still a model.
  s = z3.solve(m > lit(bounds.back()));
  REQUIRE(s.answer == Z3Answer::Sat);
  CHECK(s.model.get("m") > bounds.back());
}

TEST_CASE("Z3Session: least and greatest values, unbounded sides and empty assumptions") {
  Z3Session z3;
  Expr m = var("m");
  Z3Session::Extreme lo = z3.extreme(m >= 3 && m <= 9, "m", true), hi = z3.extreme(m >= 3 && m <= 9, "m", false);
  REQUIRE(lo.answer == Z3Answer::Sat);
  REQUIRE(hi.answer == Z3Answer::Sat);
  CHECK(lo.value == 3);
  CHECK(hi.value == 9);
  Z3Session::Extreme open = z3.extreme(m >= 3, "m", false);
  CHECK(open.answer == Z3Answer::Sat);
  CHECK_FALSE(open.value.has_value());
  CHECK(z3.extreme(m >= 3 && m <= 2, "m", true).answer == Z3Answer::Unsat);
}
