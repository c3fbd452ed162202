// Expression objects: evaluation, the paper's printing, substitution, and the Z3 translation agree.
#include <catch2/catch.hpp>
#include <z3++.h>

#include "lemmas/Params.hpp"
#include "proofs/ExprZ3.hpp"

using namespace babylon;
using namespace babylon::param;

TEST_CASE("a guard evaluates on parameter values and prints as the paper writes it") {
  Expr guard = 2 * u + 4 == m && k > 3;
  CHECK(guard.str() == "2u+4 = m and k > 3");
  CHECK(guard.evalBool({{"u", 3}, {"m", 10}, {"k", 5}}));
  CHECK_FALSE(guard.evalBool({{"u", 3}, {"m", 10}, {"k", 3}}));
  CHECK_FALSE(guard.evalBool({{"u", 2}, {"m", 10}, {"k", 5}}));
  CHECK(guard.variables() == std::vector<std::string>{"k", "m", "u"});
  CHECK_THROWS_AS(guard.evalBool({{"u", 3}}), std::out_of_range);
}

TEST_CASE("floor division and substitution") {
  CHECK(((k - 1) / 2).evalInt({{"k", 7}}) == 3);
  CHECK(((k - 1) / 2).evalInt({{"k", -2}}) == -2);  // floor, as Z3's div for a positive divisor
  Expr reflected = (j >= 4 && u == v + 1).substitute({{"j", k}, {"u", v}, {"v", u}});
  CHECK(reflected.str() == "k >= 4 and v = u+1");
}

TEST_CASE("constant conditions vanish when combined") {
  CHECK((Expr::always() && k > 3).str() == "k > 3");
  CHECK((k > 3 || lit(0) == lit(1)).str() == "k > 3");
}

TEST_CASE("the Z3 translation has the same models as evaluation") {
  Expr guard = 2 * u + 2 == m && s > 1 && (k - 1) / 2 == s;
  z3::context c;
  Z3Params params(c);
  z3::solver solver(c);
  solver.add(toZ3(guard, params));
  for (int uu = 0; uu < 5; ++uu)
    for (int mm = 0; mm < 12; ++mm)
      for (int kk = 0; kk < 8; ++kk)
        for (int ss = 0; ss < 4; ++ss) {
          solver.push();
          solver.add(params["u"] == uu && params["m"] == mm && params["k"] == kk && params["s"] == ss);
          bool sat = solver.check() == z3::sat;
          solver.pop();
          REQUIRE(sat == guard.evalBool({{"u", uu}, {"m", mm}, {"k", kk}, {"s", ss}}));
        }
}
