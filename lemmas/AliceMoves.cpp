// Alice's move templates, rule by rule (lemmas/AliceMoves.hpp); the reasons are in
// strategies/AliceStrategy's rule sentences.
#include "AliceMoves.hpp"

#include <stdexcept>

#include "AliceConditions.hpp"

namespace babylon::alice {

const std::vector<AliceMove>& aliceMoves() {
  using enum Role;
  static const std::vector<AliceMove> moves = {
      {"A.one-color", Phase::OneColor, pairMost(X), pairFewest(X), "merge the two smallest stacks"},
      {"A.obliterate.cover-one", Phase::Start, put(singleton(Y), singleton(X)), put(singleton(X), singleton(Y)),
       "rb (red on blue)"},
      {"A.obliterate.stack-two", Phase::Start, put(singleton(X), singleton(X)), put(singleton(Y), singleton(X)),
       "br (a blue chip on a red one)"},
      {"A.obliterate.cover-two", Phase::Lone, put(ofHeight(Y, lit(2)), tallest(X)),
       put(tallest(X), ofHeight(Y, lit(2))), "RB (the red 2-stack on the blue one)"},
      {"A.keep-alive.red-on-blue", Phase::Start, put(singleton(X), singleton(Y)), put(singleton(Y), singleton(X)),
       "br (blue on the red chip)"},
      {"A.keep-alive.stack-two", Phase::Start, put(singleton(X), singleton(X)), put(singleton(X), singleton(Y)),
       "rb (a red chip on a blue one)"},
      {"A.keep-alive.pile-on-challenger", Phase::Lone, put(tallest(X), ofHeight(Y, h)), put(ofHeight(Y, h), tallest(X)),
       "the challenger on X"},
      {"A.keep-alive.cover-challenger", Phase::Lone, put(tallestNotOfHeight(Y, h), ofHeight(Y, h)),
       put(tallest(X), ofHeight(Y, h)), "X on the challenger"},
      {"A.keep-alive.stack-challengers", Phase::Lone, put(ofHeight(Y, h), ofHeight(Y, h)),
       put(tallest(X), ofHeight(Y, h)), "X on one of them"},
      {"A.keep-alive.pile-on-one-of-many", Phase::Lone, put(tallest(X), ofHeight(Y, h)),
       put(ofHeight(Y, h), ofHeight(Y, h)), "two of them stacked"},
      // The alternative drops the total's condition: the two smallest such y-stacks would keep
      // c = 0 as well (the proof reads which totals are allowed, not which allowed pair is taken).
      {"A.keep-alive.merge-tallest", Phase::Lone, pairMost(Y, h), pairMost(Y),
       "the two tallest y-stacks even when their total is h"},
      {"A.gather.open", Phase::Start, put(singleton(X), singleton(X)), put(singleton(X), singleton(Y)),
       "rb (a red chip on a blue one)"},
      {"A.gather.pile-on-match", Phase::Gather, put(tallest(X), ofHeight(Y, H)), put(ofHeight(Y, H), tallest(X)),
       "the matching y-stack on T"},
      {"A.gather.merge-into-tall", Phase::Gather, put(nextTallest(X), tallest(X)), pairFewest(X),
       "merge x's two shortest stacks"},
  };
  return moves;
}

const AliceMove& aliceMove(const std::string& caseId) {
  for (const AliceMove& m : aliceMoves())
    if (m.id == caseId) return m;
  throw std::out_of_range("no case '" + caseId + "' among Alice's moves");
}

}  // namespace babylon::alice
