// The reader of the paper's notation: it reads back what Expr::str() prints (a RapidCheck law
// over random expressions and every guard and successor of the case table), and refuses bad text
// with a message naming the column.
#include <catch2/catch.hpp>
#include <rapidcheck.h>
#include <rapidcheck/catch.h>

#include "core/ParseError.hpp"
#include "lemmas/CaseTable.hpp"
#include "lemmas/ExprParser.hpp"
#include "lemmas/Params.hpp"

using namespace babylon;

namespace {
const ExprNames kParams{{"m", "j", "k", "s", "u", "v", "H"}, {}};

// A random number-valued expression of the shapes the tables build (a whole number times
// something, floor division by a positive number, sums, differences, brackets, if-else).
Expr genCondition(int depth);
Expr genNumber(int depth) {
  int choice = *rc::gen::inRange(0, depth <= 0 ? 2 : 9);
  switch (choice) {
    case 0: return lit(*rc::gen::inRange(-9, 10));
    case 1: return var(*rc::gen::elementOf(kParams.parameters));
    case 2: return genNumber(depth - 1) + genNumber(depth - 1);
    case 3: return genNumber(depth - 1) - genNumber(depth - 1);
    case 4: return *rc::gen::inRange(-4, 5) * genNumber(depth - 1);
    case 5: return genNumber(depth - 1) / *rc::gen::inRange(1, 5);
    case 6: return ite(genCondition(depth - 1), lit(1), lit(0));
    case 7: return ite(genCondition(depth - 1), genNumber(depth - 1), genNumber(depth - 1));
    default: return *rc::gen::inRange(-4, 5) * var(*rc::gen::elementOf(kParams.parameters));
  }
}
Expr genCondition(int depth) {
  auto a = [&] { return genNumber(depth - 1); };
  switch (*rc::gen::inRange(0, depth <= 0 ? 6 : 12)) {
    case 0: return a() == a();
    case 1: return a() != a();
    case 2: return a() < a();
    case 3: return a() <= a();
    case 4: return a() > a();
    case 5: return a() >= a();
    case 6: {
      Expr x = a();
      return x - 2 * (x / 2) == *rc::gen::inRange(0, 2);  // x is even / x is odd
    }
    case 7: return Expr::make(Expr::Kind::And, {genCondition(depth - 1), genCondition(depth - 1)});
    case 8: return Expr::make(Expr::Kind::Or, {genCondition(depth - 1), genCondition(depth - 1)});
    case 9: return !genCondition(depth - 1);
    case 10: return implies(genCondition(depth - 1), genCondition(depth - 1));
    default: return Expr::always();
  }
}

Env randomEnv() {
  Env env;
  for (const std::string& p : kParams.parameters) env.set(p, *rc::gen::inRange(-20, 21));
  return env;
}

std::string parseFailure(std::string_view text, ExprSort sort = ExprSort::Condition) {
  try {
    parseExpr(text, kParams, sort);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}
}  // namespace

TEST_CASE("the guards' notation reads back what str() prints", "[expr][parser]") {
  rc::prop("parse(e.str()) prints as e and has e's value", [] {
    bool condition = *rc::gen::arbitrary<bool>();
    Expr e = condition ? genCondition(3) : genNumber(3);
    Expr back = parseExpr(e.str(), kParams, condition ? ExprSort::Condition : ExprSort::Number);
    RC_ASSERT(back.str() == e.str());
    for (int i = 0; i < 5; ++i) {
      Env env = randomEnv();
      if (condition)
        RC_ASSERT(back.evalBool(env) == e.evalBool(env));
      else
        RC_ASSERT(back.evalInt(env) == e.evalInt(env));
    }
  });
}

TEST_CASE("every guard and successor of the case table reads back", "[expr][parser]") {
  for (const CaseEntry& c : caseTable()) {
    INFO(c.id << ": " << c.guard.str());
    CHECK(parseExpr(c.guard.str(), kParams).str() == c.guard.str());
    for (const auto& [name, value] : c.successor)
      CHECK(parseExpr(value.str(), kParams, ExprSort::Number).str() == value.str());
  }
}

TEST_CASE("the paper's forms read as the operators build them", "[expr][parser]") {
  using namespace param;
  CHECK(parseExpr("2u+4 = m and k > 3", kParams).id() == (2 * u + 4 == m && k > 3).id());
  CHECK(parseExpr("not (2u+4 = m and k > 3)", kParams).id() == (!(2 * u + 4 == m && k > 3)).id());
  CHECK(parseExpr("k is odd", kParams).id() == (k - 2 * (k / 2) == 1).id());
  CHECK(parseExpr("(k-1)/2", kParams, ExprSort::Number).id() == ((k - 1) / 2).id());
  CHECK(parseExpr("[u = v]+2*(k/2)", kParams, ExprSort::Number).id() ==
        (ite(u == v, lit(1), lit(0)) + 2 * (k / 2)).id());
  CHECK(parseExpr("always", kParams).id() == Expr::always().id());
  // A named sub-condition is its expression.
  ExprNames named = kParams;
  named.defined.push_back({"iException", 2 * u + 4 == m && k > 3});
  CHECK(parseExpr("not iException", named).id() == (!(2 * u + 4 == m && k > 3)).id());
}

TEST_CASE("implications nest to the right and print so", "[expr][parser]") {
  Expr a = var("u") == 1, b = var("v") == 1, c = var("m") == 1;
  CHECK(implies(implies(a, b), c).str() == "(u = 1 implies v = 1) implies m = 1");
  CHECK(implies(a, implies(b, c)).str() == "u = 1 implies v = 1 implies m = 1");
  CHECK(parseExpr("u = 1 implies v = 1 implies m = 1", kParams).id() == implies(a, implies(b, c)).id());
}

TEST_CASE("bad text is refused with the column and what is wrong", "[expr][parser]") {
  CHECK(parseFailure("2w = m") == "column 2: unknown name 'w' (known: m, j, k, s, u, v, H)");
  CHECK(parseFailure("2u+4") == "column 1: '2u+4' is a number, but a condition is needed here");
  CHECK(parseFailure("k > 3", ExprSort::Number) == "column 1: 'k > 3' is a condition, but a number is needed here");
  CHECK(parseFailure("(k > 3") == "column 7: expected ')', found end of text");
  CHECK(parseFailure("k > 3 )") == "column 7: unexpected ')' after a complete expression");
  CHECK(parseFailure("k > 3 and 4") == "column 11: '4' is a number, but 'and' needs a condition");
  CHECK(parseFailure("k/0 = 1") == "column 3: '/' is floor division by a positive whole number");
  CHECK(parseFailure("k/u = 1") == "column 3: '/' is floor division by a positive whole number");
  CHECK(parseFailure("u*k = 1") == "column 1: write a product with the whole number first (2u, 2*(k/2))");
  CHECK(parseFailure("k is prime") == "column 6: expected 'even' or 'odd' after 'is', found 'prime'");
  CHECK(parseFailure("k # 3") == "column 3: unexpected character '#'");
  CHECK(parseFailure("") == "column 1: expected a number, a name, '(' or '[', found end of text");
  CHECK(parseFailure("k > and") == "column 5: 'and' is a word of the notation, not a name");
  CHECK(parseFailure("k = 99999999999999999999") == "column 5: the number 99999999999999999999 is too large");
  // Nesting without end is an error, not a stack overflow.
  CHECK(parseFailure(std::string(100000, '(') + "k") == "column 201: expressions nested more than 200 deep");
  std::string nots;
  for (int i = 0; i < 30000; ++i) nots += "not ";
  CHECK(parseFailure(nots + "k = 1") == "column 797: expressions nested more than 200 deep");
}
