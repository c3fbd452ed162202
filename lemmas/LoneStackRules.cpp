// K1 and K2 as data (see LoneStackRules.hpp).
#include "LoneStackRules.hpp"

namespace babylon {

namespace {
const Expr a = var("a"), b = var("b"), u = var("u"), tU = var("t_u"), t = var("t");
}  // namespace

const LoneRule& lemma43Rule() {
  static const LoneRule rule{
      "K1.lemma-4.3",
      "L4.3",
      {{"K1.two-at-u", "If there are two y-stacks of height u, Bob stacks them", tU == 2, a == u && b == u, {}},
       {"K1.one-at-u", "if one, he stacks it with any other y-stack", tU == 1, a == u && b != u, {}},
       {"K1.largest", "In all other cases, Bob makes the largest y-stack possible of height u' != u", Expr::always(),
        a + b != u, a + b}}};
  return rule;
}

const LoneRule& lemma42Rule() {
  static const LoneRule rule{
      "K2.lemma-4.2",
      "L4.2",
      {{"K2.merge", "Nothing can ever be combined with X: Bob merges two y-stacks", t >= 2, Expr::always(), {}}}};
  return rule;
}

const std::vector<std::string>& loneGuardSlots() {
  static const std::vector<std::string> slots{"m", "u", "t", "t_u", "t_half"};
  return slots;
}

const std::vector<std::string>& lonePickSlots() {
  static const std::vector<std::string> slots{"u", "a", "b"};
  return slots;
}

}  // namespace babylon
