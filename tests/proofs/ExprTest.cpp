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

TEST_CASE("the operators fold what is plain and keep every value") {
  CHECK((lit(1) + lit(1)).str() == "2");
  CHECK((lit(-3) / 2).str() == "-2");  // floor division
  CHECK((k - lit(1) - lit(0)).str() == "k-1");
  CHECK((lit(1) >= lit(1)).constantTruth() == true);
  CHECK((k >= k).constantTruth() == true);
  CHECK((k < k).constantTruth() == false);
  CHECK((!!(k > 3)).str() == "k > 3");
  CHECK((k > 3 && k > 3).str() == "k > 3");
  CHECK(implies(lit(0) == lit(1), k > 3).constantTruth() == true);
  CHECK(ite(lit(2) > lit(1), k, m).str() == "k");
  CHECK_FALSE((k > 3).constantTruth().has_value());
  // Substitution folds too: an instance of a guard is its truth value.
  CHECK((2 * u + 4 == m).substitute({{"u", lit(3)}, {"m", lit(10)}}).constantTruth() == true);
  // Each folded form has the value of the unfolded one, on every value of its parameters.
  const std::vector<Expr> formulas = {
      2 * (k + lit(0)) / 1 == lit(1) + lit(1) + k - lit(0),
      ite(k >= k, k / 2, m) < (lit(0) + m) || !(!(k == m)),
      implies(lit(3) > lit(2), 1 * k <= m) && (lit(1) - lit(2) < k),
  };
  const std::vector<Expr> unfolded = {
      Expr::make(
          Expr::Kind::Eq,
          {Expr::make(Expr::Kind::Div,
                      {Expr::make(Expr::Kind::Mul, {lit(2), Expr::make(Expr::Kind::Add, {k, lit(0)})}), lit(1)}),
           Expr::make(Expr::Kind::Sub,
                      {Expr::make(Expr::Kind::Add, {Expr::make(Expr::Kind::Add, {lit(1), lit(1)}), k}), lit(0)})}),
      Expr::make(
          Expr::Kind::Or,
          {Expr::make(Expr::Kind::Lt, {Expr::make(Expr::Kind::Ite, {Expr::make(Expr::Kind::Ge, {k, k}),
                                                                    Expr::make(Expr::Kind::Div, {k, lit(2)}), m}),
                                       Expr::make(Expr::Kind::Add, {lit(0), m})}),
           Expr::make(Expr::Kind::Not, {Expr::make(Expr::Kind::Not, {Expr::make(Expr::Kind::Eq, {k, m})})})}),
      Expr::make(
          Expr::Kind::And,
          {Expr::make(Expr::Kind::Implies, {Expr::make(Expr::Kind::Gt, {lit(3), lit(2)}),
                                            Expr::make(Expr::Kind::Le, {Expr::make(Expr::Kind::Mul, {lit(1), k}), m})}),
           Expr::make(Expr::Kind::Lt, {Expr::make(Expr::Kind::Sub, {lit(1), lit(2)}), k})}),
  };
  for (std::size_t i = 0; i < formulas.size(); ++i) {
    CHECK(formulas[i].str() != unfolded[i].str());
    for (int kk = -4; kk <= 4; ++kk)
      for (int mm = -4; mm <= 4; ++mm)
        CHECK(formulas[i].evalBool({{"k", kk}, {"m", mm}}) == unfolded[i].evalBool({{"k", kk}, {"m", mm}}));
  }
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
