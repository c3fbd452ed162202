// The counter abstraction's soundness on instances (proofs/README.md, items 1-3): every move of
// the game from a lone-stack position (core's successors) is a generated abstract move whose
// legal condition holds under the position's values, and the position it leaves reads the same
// parameters and satisfies the abstraction's facts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "core/Move.hpp"
#include "proofs/LoneAbstraction.hpp"

using namespace babylon;
using namespace babylon::lone;

namespace {

YClass classOf(int h, int u) {
  if (h == u) return YClass::AtU;
  if (2 * h == u) return YClass::Half;
  return YClass::Other;
}

}  // namespace

TEST_CASE("Every move from a lone-stack position is a generated abstract move, read exactly") {
  std::mt19937 rng(2027);
  const AbstractLone start = abstractPosition();
  const auto generated = abstractMoves(start, "a");
  int checked = 0, withX = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    int u = 1 + static_cast<int>(rng() % 12);
    int count = 1 + static_cast<int>(rng() % 7), maxHeight = 1 + static_cast<int>(rng() % 12);
    std::vector<Stack> stacks{{kRed, static_cast<std::uint8_t>(u)}};
    std::vector<int> ys;
    for (int i = 0; i < count; ++i) {
      // Heights u and u/2 often, to reach every class.
      int pickKind = static_cast<int>(rng() % 4);
      int h = pickKind == 0 ? u : pickKind == 1 && u % 2 == 0 ? u / 2 : 1 + static_cast<int>(rng() % maxHeight);
      ys.push_back(h);
      stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
    }
    int total = u;
    for (int h : ys) total += h;
    if (total % 2 != 0) continue;
    Position p(stacks);
    Env base{{"m", total / 2}, {"u", u}, {"S", total - u}, {"c_u", 0}, {"c_half", 0}, {"c_other", 0}};
    std::array<int, 3> counts{};
    for (int h : ys) ++counts[static_cast<std::size_t>(classOf(h, u))];
    base.set("c_u", counts[0]);
    base.set("c_half", counts[1]);
    base.set("c_other", counts[2]);
    REQUIRE(abstractionFacts(start).evalBool(base));
    for (const Successor& s : successors(p)) {
      bool topX = s.move.a.color == kRed, belowX = s.move.b.color == kRed;
      int a = s.move.a.height, b = s.move.b.height;
      std::string top = topX ? "X" : className(classOf(a, u)), below = belowX ? "X" : className(classOf(b, u));
      // Two y-stacks are listed once, in the order AtU, Half, Other.
      if (!topX && !belowX && classOf(a, u) > classOf(b, u)) {
        std::swap(top, below);
        std::swap(a, b);
      }
      auto it = std::find_if(generated.begin(), generated.end(),
                             [&](const AbstractMove& m) { return m.text == top + ">" + below; });
      INFO("u = " << u << ", move " << top << ">" << below << " of heights " << a << ", " << b);
      REQUIRE(it != generated.end());
      Env env = base;
      // The picks' fresh heights: the first named stack is "a1", the second "a2".
      env.set("a1", topX ? b : a);
      env.set("a2", b);
      CHECK(it->legal.evalBool(env));
      CHECK(abstractionFacts(it->after).evalBool(env));
      CHECK(it->after.xIntact == !(topX || belowX));
      withX += topX || belowX;
      if (!it->after.xIntact) continue;
      // The parameters after the move, read off the abstract position, are the concrete ones.
      std::int64_t t = 0, tU = 0, tHalf = 0;
      for (const Stack& st : s.position.stacks()) {
        if (st.color != kBlue) continue;
        ++t;
        tU += st.height == u;
        tHalf += 2 * st.height == u;
      }
      for (const auto& [name, e] : loneParameters(it->after)) {
        std::int64_t expected = name == "t" ? t : name == "t_u" ? tU : name == "t_half" ? tHalf : env.get(name);
        CHECK(e.evalInt(env) == expected);
      }
      ++checked;
    }
  }
  CHECK(checked > 1000);
  CHECK(withX > 0);  // moves with X were reached (and found legal where the game allows them)
}
