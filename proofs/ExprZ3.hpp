// Translation of expression objects (lemmas/Expr) into Z3 formulas over integer parameters.
#pragma once

#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include <z3++.h>

#include "lemmas/Expr.hpp"

namespace babylon {

// One Z3 integer constant per parameter name, created on first use.
class Z3Params {
 public:
  explicit Z3Params(z3::context& c) : context_(c) {}
  z3::expr operator[](const std::string& name);
  z3::context& context() { return context_; }

 private:
  z3::context& context_;
  std::map<std::string, z3::expr> vars_;
};

z3::expr toZ3(const Expr& e, Z3Params& params);

// Translations kept across calls, for one context: a node shared by many formulas (a family's
// hypothesis, a keep-alive condition) is translated once. The formulas translated are kept alive
// with it, so that no node's identity is reused while its translation is remembered.
class Z3Translations {
 public:
  explicit Z3Translations(Z3Params& params) : params_(params) {}
  z3::expr operator()(const Expr& e);

 private:
  Z3Params& params_;
  std::unordered_map<const void*, z3::expr> done_;
  std::vector<Expr> roots_;
};

}  // namespace babylon
