// The compiled form of an Expr, for evaluation on the verifier's hot path: the same tree flattened
// into an array, each parameter resolved once to a slot of a fixed list, evaluated over an array
// of values with Expr's own semantics (short-circuit and/or/implies, floor division). It is only
// ever made from an Expr (compile), never written by hand, so the Expr stays the one source of
// truth; tests check it against Expr::evalBool / evalInt on random values.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "Expr.hpp"

namespace babylon {

class CompiledExpr {
 public:
  CompiledExpr() = default;
  // Throws std::invalid_argument naming a parameter the expression uses that `slots` lacks.
  CompiledExpr(const Expr& e, const std::vector<std::string>& slots);

  // values[i] is the value of slots[i].
  bool evalBool(std::span<const std::int64_t> values) const { return boolAt(root_, values); }
  std::int64_t evalInt(std::span<const std::int64_t> values) const { return intAt(root_, values); }

 private:
  struct Node {
    Expr::Kind kind;
    std::int64_t value;  // Const: the constant; Var: the slot
    std::int32_t child[3];
  };
  std::int32_t add(const Expr& e, const std::vector<std::string>& slots);
  bool boolAt(std::int32_t i, std::span<const std::int64_t> v) const;
  std::int64_t intAt(std::int32_t i, std::span<const std::int64_t> v) const;

  std::vector<Node> nodes_;
  std::int32_t root_ = -1;
};

}  // namespace babylon
