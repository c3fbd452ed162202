// Expression objects as Z3 terms: the same object the strategy evaluates is what Z3 proves.
#include "ExprZ3.hpp"

namespace babylon {

z3::expr Z3Params::operator[](const std::string& name) {
  auto it = vars_.find(name);
  if (it == vars_.end()) it = vars_.emplace(name, context_.int_const(name.c_str())).first;
  return it->second;
}

z3::expr toZ3(const Expr& e, Z3Params& params) {
  z3::context& c = params.context();
  const auto& k = e.children();
  auto at = [&](int i) { return toZ3(k[i], params); };
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
}

}  // namespace babylon
