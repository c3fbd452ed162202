// The compiled form of every condition of the paper evaluates exactly as the Expr it is compiled
// from: every case guard, family hypothesis and claim condition, on random parameter values.
#include <catch2/catch.hpp>

#include <random>

#include "lemmas/CaseTable.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/CompiledExpr.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/Params.hpp"

using namespace babylon;

namespace {
std::vector<Expr> everyCondition() {
  std::vector<Expr> all;
  for (const CaseEntry& e : caseTable()) all.push_back(e.guard);
  for (int f = 0; f <= static_cast<int>(Family::KeepAlive); ++f)
    all.push_back(familyInfo(static_cast<Family>(f)).hypothesis);
  for (const Claim& c : paperClaims()) {
    all.push_back(c.hypothesis());
    all.push_back(c.domain);
    for (const NamedCondition& e : c.exceptions) all.push_back(e.condition);
  }
  return all;
}
}  // namespace

TEST_CASE("compiled conditions agree with Expr::evalBool on random values", "[compiled]") {
  std::mt19937 random(20261124);  // fixed seed
  std::uniform_int_distribution<std::int64_t> value(-2, 40);
  int checked = 0, held = 0;
  for (const Expr& e : everyCondition()) {
    std::vector<std::string> slots = e.variables();
    slots.insert(slots.begin(), "unused");  // slots need not be the expression's own, nor in its order
    CompiledExpr c(e, slots);
    for (int trial = 0; trial < 200; ++trial) {
      std::vector<std::int64_t> values;
      Env env;
      for (const std::string& name : slots) {
        values.push_back(value(random));
        env.set(name, values.back());
      }
      INFO(e.str());
      bool expected = e.evalBool(env);
      CHECK(c.evalBool(values) == expected);
      ++checked;
      held += expected;
    }
  }
  CHECK(held > 0);
  CHECK(held < checked);
}

TEST_CASE("compiled numbers agree with Expr::evalInt, floor division and if-then-else included", "[compiled]") {
  using namespace param;
  std::vector<Expr> numbers = {(m - 7) / 2, 3 * u + v - 1, ite(u == v, lit(1), lit(0)) + (j - k) / 3};
  std::vector<std::string> slots = {"m", "u", "v", "j", "k"};
  for (const Expr& e : numbers) {
    CompiledExpr c(e, slots);
    for (std::int64_t a = -5; a <= 5; ++a) {
      std::vector<std::int64_t> values = {a, a + 1, 3 - a, 2 * a, -a};
      Env env{{"m", values[0]}, {"u", values[1]}, {"v", values[2]}, {"j", values[3]}, {"k", values[4]}};
      INFO(e.str() << " at " << a);
      CHECK(c.evalInt(values) == e.evalInt(env));
    }
  }
}

TEST_CASE("compiling an expression over slots that lack one of its parameters is refused", "[compiled]") {
  using namespace param;
  CHECK_THROWS_AS(CompiledExpr(u + v > m, {"u", "v"}), std::invalid_argument);
}
