// K1 and K2 as data (see LoneStackRules.hpp), as lemmas/tables/lone-stack.rules writes them.
#include "LoneStackRules.hpp"

#include <stdexcept>

#include "CaseTableFile.hpp"

namespace babylon {

namespace {
// The rule for `claim`: the reader makes sure there is one for L4.2 and one for L4.3.
const LoneRule& ruleFor(const std::string& claim) {
  for (const LoneRule& r : loadedCaseTables().lone)
    if (r.claim == claim) return r;
  throw std::logic_error("no lone-stack rule for " + claim);
}
}  // namespace

const LoneRule& lemma43Rule() { return ruleFor("L4.3"); }

const LoneRule& lemma42Rule() { return ruleFor("L4.2"); }

const std::vector<std::string>& loneGuardSlots() {
  static const std::vector<std::string> slots{"m", "u", "t", "t_u", "t_half"};
  return slots;
}

const std::vector<std::string>& lonePickSlots() {
  static const std::vector<std::string> slots{"u", "a", "b"};
  return slots;
}

}  // namespace babylon
