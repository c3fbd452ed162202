// Printing Expr as SMT-LIB 2: one case per expression kind, integer division as SMT-LIB's div
// (Euclidean; the same as floor division for the positive constant divisors Expr allows).
#include "SmtLib.hpp"

#include <set>
#include <stdexcept>

namespace babylon {

namespace {

std::string symbol(const std::string& name) { return "|" + name + "|"; }

std::string op(const char* name, const Expr& e) {
  std::string out = std::string("(") + name;
  for (const Expr& c : e.children()) out += " " + toSmtLib(c);
  return out + ")";
}

}  // namespace

std::string toSmtLib(const Expr& e) {
  switch (e.kind()) {
    case Expr::Kind::Const: return e.value() < 0 ? "(- " + std::to_string(-e.value()) + ")" : std::to_string(e.value());
    case Expr::Kind::Var: return symbol(e.name());
    case Expr::Kind::Add: return op("+", e);
    case Expr::Kind::Sub: return op("-", e);
    case Expr::Kind::Mul: return op("*", e);
    case Expr::Kind::Div: return op("div", e);
    case Expr::Kind::Eq: return op("=", e);
    case Expr::Kind::Ne: return "(not " + op("=", e) + ")";
    case Expr::Kind::Lt: return op("<", e);
    case Expr::Kind::Le: return op("<=", e);
    case Expr::Kind::Gt: return op(">", e);
    case Expr::Kind::Ge: return op(">=", e);
    case Expr::Kind::And: return op("and", e);
    case Expr::Kind::Or: return op("or", e);
    case Expr::Kind::Not: return op("not", e);
    case Expr::Kind::Implies: return op("=>", e);
    case Expr::Kind::Ite: return op("ite", e);
  }
  throw std::logic_error("toSmtLib: unknown expression kind");
}

std::string smtLibQuery(const Expr& assumption, const Expr& claim, const std::string& comment) {
  std::string out;
  if (!comment.empty()) out += "; " + comment + "\n";
  out += "(set-logic ALL)\n";
  std::set<std::string> names;
  for (const Expr* e : {&assumption, &claim})
    for (const std::string& n : e->variables()) names.insert(n);
  for (const std::string& n : names) out += "(declare-const " + symbol(n) + " Int)\n";
  out += "(assert " + toSmtLib(assumption) + ")\n";
  out += "(assert (not " + toSmtLib(claim) + "))\n";
  out += "(check-sat)\n";
  return out;
}

}  // namespace babylon
