// Translation of expression objects (lemmas/Expr) into Z3 formulas over integer parameters.
#pragma once

#include <map>
#include <string>

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

}  // namespace babylon
