// How conditions are printed: the paper's words for parity, and conjunctions without what an
// equation among them already implies; the readable form means the same as the expression.
#include <catch2/catch.hpp>

#include "lemmas/Expr.hpp"

using namespace babylon;

TEST_CASE("parity as the guards write it reads as odd or even", "[expr]") {
  Expr u = var("u"), k = var("k");
  CHECK((2 * u + 1 - 2 * ((2 * u + 1) / 2) == 1).str() == "2u+1 is odd");
  CHECK((k - 2 * (k / 2) == 0).str() == "k is even");
  CHECK((k - 2 * (k / 2) != 0).str() == "k is odd");
  CHECK((k - 2 * (k / 2) != 1).str() == "k is even");
  // Not the pattern: a different number halved, or a remainder compared with 2.
  CHECK((k - 2 * (u / 2) == 0).str() == "k-2*(u/2) = 0");
  CHECK((k - 2 * (k / 2) == 2).str() == "k-2*(k/2) = 2");
}

TEST_CASE("readable drops repeated conjuncts and bounds an equation implies", "[expr]") {
  Expr j = var("j"), k = var("k");
  CHECK((j >= 1 && j == 5).readable() == "j = 5");
  CHECK((j >= 4 && k >= 4 && j >= 1 && j == 5).readable() == "k >= 4 and j = 5");
  CHECK((j == 5 && j == 5).readable() == "j = 5");
  // A bound the equation does not imply stays (the conjunction is then unsatisfiable, as written).
  CHECK((j >= 6 && j == 5).readable() == "j >= 6 and j = 5");
  CHECK((k >= 1 && j == 5).readable() == "k >= 1 and j = 5");
  // Or-conditions are left whole.
  CHECK((j == 5 || k >= 1).readable() == (j == 5 || k >= 1).str());
}

TEST_CASE("readable means the same as the expression on every small instance", "[expr]") {
  Expr j = var("j"), k = var("k");
  std::vector<Expr> conditions{j >= 1 && j == 5, j >= 4 && k >= 4 && j >= 1 && j == 5 && k <= 9,
                               j == 2 && k > 1 && k == 3 && j < 7};
  // The readable text of each is the str() of the conjuncts it keeps; evaluate that subset.
  for (const Expr& c : conditions) {
    Expr kept = Expr::always();
    std::string text = c.readable();
    std::vector<Expr> parts{j >= 1, j == 5, j >= 4, k >= 4, k <= 9, j == 2, k > 1, k == 3, j < 7};
    for (const Expr& p : parts)
      if (text.find(p.str()) != std::string::npos) kept = kept && p;
    for (int jv = 0; jv <= 10; ++jv)
      for (int kv = 0; kv <= 10; ++kv) {
        Env env{{"j", jv}, {"k", kv}};
        INFO(c.str() << " read as " << text << " at j=" << jv << " k=" << kv);
        CHECK(c.evalBool(env) == kept.evalBool(env));
      }
  }
}
