// Flattening an Expr into CompiledExpr's array, and evaluating it.
#include "CompiledExpr.hpp"

#include <algorithm>
#include <stdexcept>

namespace babylon {

CompiledExpr::CompiledExpr(const Expr& e, const std::vector<std::string>& slots) { root_ = add(e, slots); }

std::int32_t CompiledExpr::add(const Expr& e, const std::vector<std::string>& slots) {
  Node n{e.kind(), 0, {-1, -1, -1}};
  if (e.kind() == Expr::Kind::Const) n.value = e.value();
  if (e.kind() == Expr::Kind::Var) {
    auto at = std::find(slots.begin(), slots.end(), e.name());
    if (at == slots.end()) throw std::invalid_argument("compiled expression: parameter '" + e.name() + "' has no slot");
    n.value = at - slots.begin();
  }
  const auto& c = e.children();
  if (c.size() > 3) throw std::logic_error("compiled expression: a node with more than three children");
  for (std::size_t i = 0; i < c.size(); ++i) n.child[i] = add(c[i], slots);
  nodes_.push_back(n);
  return static_cast<std::int32_t>(nodes_.size() - 1);
}

std::int64_t CompiledExpr::intAt(std::int32_t i, std::span<const std::int64_t> v) const {
  const Node& n = nodes_[static_cast<std::size_t>(i)];
  switch (n.kind) {
    case Expr::Kind::Const: return n.value;
    case Expr::Kind::Var: return v[static_cast<std::size_t>(n.value)];
    case Expr::Kind::Add: return intAt(n.child[0], v) + intAt(n.child[1], v);
    case Expr::Kind::Sub: return intAt(n.child[0], v) - intAt(n.child[1], v);
    case Expr::Kind::Mul: return intAt(n.child[0], v) * intAt(n.child[1], v);
    case Expr::Kind::Div: {
      std::int64_t a = intAt(n.child[0], v), b = intAt(n.child[1], v);
      return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);  // floor, as Expr::evalInt
    }
    case Expr::Kind::Ite: return boolAt(n.child[0], v) ? intAt(n.child[1], v) : intAt(n.child[2], v);
    default: throw std::logic_error("compiled expression: evalInt on a condition");
  }
}

bool CompiledExpr::boolAt(std::int32_t i, std::span<const std::int64_t> v) const {
  const Node& n = nodes_[static_cast<std::size_t>(i)];
  switch (n.kind) {
    case Expr::Kind::Eq: return intAt(n.child[0], v) == intAt(n.child[1], v);
    case Expr::Kind::Ne: return intAt(n.child[0], v) != intAt(n.child[1], v);
    case Expr::Kind::Lt: return intAt(n.child[0], v) < intAt(n.child[1], v);
    case Expr::Kind::Le: return intAt(n.child[0], v) <= intAt(n.child[1], v);
    case Expr::Kind::Gt: return intAt(n.child[0], v) > intAt(n.child[1], v);
    case Expr::Kind::Ge: return intAt(n.child[0], v) >= intAt(n.child[1], v);
    case Expr::Kind::And: return boolAt(n.child[0], v) && boolAt(n.child[1], v);
    case Expr::Kind::Or: return boolAt(n.child[0], v) || boolAt(n.child[1], v);
    case Expr::Kind::Not: return !boolAt(n.child[0], v);
    case Expr::Kind::Implies: return !boolAt(n.child[0], v) || boolAt(n.child[1], v);
    default: throw std::logic_error("compiled expression: evalBool on a number");
  }
}

}  // namespace babylon
