// Z3 is usable from the harness: it proves a small fact about the paper's parameters for all
// integers (negation unsat) and finds a model that we check, as the lemma obligations will.
#include <catch2/catch.hpp>

#include <z3++.h>

TEST_CASE("Z3 proves 2u+2 = m implies m even, for all integers u and m", "[z3]") {
  z3::context ctx;
  z3::expr u = ctx.int_const("u");
  z3::expr m = ctx.int_const("m");
  z3::solver solver(ctx);
  // The claim holds for all u, m iff its negation has no model.
  solver.add(!z3::implies(2 * u + 2 == m, z3::mod(m, 2) == 0));
  CHECK(solver.check() == z3::unsat);
}

TEST_CASE("Z3 refutes a false claim: 2u+2 = m does not imply m divisible by 4", "[z3]") {
  z3::context ctx;
  z3::expr u = ctx.int_const("u");
  z3::expr m = ctx.int_const("m");
  z3::solver solver(ctx);
  solver.add(!z3::implies(2 * u + 2 == m, z3::mod(m, 4) == 0));
  REQUIRE(solver.check() == z3::sat);
  z3::model model = solver.get_model();
  long long uValue = model.eval(u, true).get_numeral_int64();
  long long mValue = model.eval(m, true).get_numeral_int64();
  // The counterexample Z3 found really is one.
  CHECK(2 * uValue + 2 == mValue);
  CHECK(((mValue % 4) + 4) % 4 != 0);
}

TEST_CASE("Z3 finds the unique model of 2u+4 = m, m = 12", "[z3]") {
  z3::context ctx;
  z3::expr u = ctx.int_const("u");
  z3::expr m = ctx.int_const("m");
  z3::solver solver(ctx);
  solver.add(2 * u + 4 == m);
  solver.add(m == 12);
  REQUIRE(solver.check() == z3::sat);
  z3::model model = solver.get_model();
  CHECK(model.eval(u, true).get_numeral_int() == 4);
  CHECK(model.eval(m, true).get_numeral_int() == 12);
  CHECK(model.eval(2 * u + 4 == m, true).is_true());
  // And it is unique: excluding it leaves nothing.
  solver.add(u != 4);
  CHECK(solver.check() == z3::unsat);
}
