// Expression objects as Z3 terms: the same object the strategy evaluates is what Z3 proves.
#include "ExprZ3.hpp"

#include <stdexcept>
#include <unordered_map>

namespace babylon {

z3::expr Z3Params::operator[](const std::string& name) {
  auto it = vars_.find(name);
  if (it == vars_.end()) it = vars_.emplace(name, context_.int_const(name.c_str())).first;
  return it->second;
}

namespace {

// Each shared node of the expression translated once (the DAG stays a DAG in Z3).
z3::expr translate(const Expr& e, Z3Params& params, std::unordered_map<const void*, z3::expr>& done) {
  if (auto it = done.find(e.id()); it != done.end()) return it->second;
  z3::context& c = params.context();
  const auto& k = e.children();
  auto at = [&](int i) { return translate(k[i], params, done); };
  z3::expr out = [&]() -> z3::expr {
    switch (e.kind()) {
      case Expr::Kind::Const: return c.int_val(static_cast<int64_t>(e.value()));
      case Expr::Kind::Var: return params[e.name()];
      case Expr::Kind::Add: return at(0) + at(1);
      case Expr::Kind::Sub: return at(0) - at(1);
      case Expr::Kind::Mul: return at(0) * at(1);
      case Expr::Kind::Div: return at(0) / at(1);
      case Expr::Kind::Eq: return at(0) == at(1);
      case Expr::Kind::Ne: return at(0) != at(1);
      case Expr::Kind::Lt: return at(0) < at(1);
      case Expr::Kind::Le: return at(0) <= at(1);
      case Expr::Kind::Gt: return at(0) > at(1);
      case Expr::Kind::Ge: return at(0) >= at(1);
      case Expr::Kind::And: return at(0) && at(1);
      case Expr::Kind::Or: return at(0) || at(1);
      case Expr::Kind::Not: return !at(0);
      case Expr::Kind::Implies: return z3::implies(at(0), at(1));
      case Expr::Kind::Ite: return z3::ite(at(0), at(1), at(2));
    }
    throw std::logic_error("toZ3: unknown expression kind");
  }();
  done.emplace(e.id(), out);
  return out;
}

}  // namespace

z3::expr toZ3(const Expr& e, Z3Params& params) {
  std::unordered_map<const void*, z3::expr> done;
  return translate(e, params, done);
}

z3::expr Z3Translations::operator()(const Expr& e) {
  if (!done_.count(e.id())) roots_.push_back(e);  // keeps every node below it alive
  return translate(e, params_, done_);
}

}  // namespace babylon
