// Laws of the canonical form and the packed keys: stack order never matters, keys are exact,
// and anonymous keys are blind to renaming colors only.
#include <rapidcheck/catch.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "Generators.hpp"
#include "core/AnonymousState.hpp"

using namespace babylon;

namespace {
std::vector<Stack> shuffled(std::vector<Stack> s, unsigned seed) {
  std::shuffle(s.begin(), s.end(), std::mt19937(seed));
  return s;
}
}  // namespace

TEST_CASE("Canonical form is invariant under permutation of the stacks", "[canonical]") {
  rc::prop("Position(permuted stacks) == Position(stacks)", [] {
    auto stacks = *testgen::stacks({40, 12, 1, 16});
    auto permuted = shuffled(stacks, *rc::gen::arbitrary<unsigned>());
    Position a(stacks), b(permuted);
    RC_ASSERT(a == b);
    RC_ASSERT(formatStackList(a) == formatStackList(b));
    RC_ASSERT(a.key<8>() == b.key<8>());
    RC_ASSERT(AnonymousState::from(a).key<8>() == AnonymousState::from(b).key<8>());
  });

  rc::prop("the stacks are kept in canonical order and the chips add up", [] {
    auto stacks = *testgen::stacks({40, 12, 1, 16});
    Position p(stacks);
    RC_ASSERT(std::is_sorted(p.stacks().begin(), p.stacks().end(), stackBefore));
    RC_ASSERT(p.stackCount() == stacks.size());
    int chips = 0;
    for (const Stack& s : stacks) chips += s.height;
    RC_ASSERT(p.chips() == chips);
    for (const Stack& s : stacks) RC_ASSERT(p.has(s));
  });
}

TEST_CASE("Packed keys are equal exactly for equal positions", "[canonical][key]") {
  rc::prop("key<8>(p) == key<8>(q) iff p == q", [] {
    // Small shapes, so that equal pairs are drawn too, not only distinct ones.
    testgen::StackShape small{5, 3, 1, 2};
    Position p = *testgen::positions(small);
    Position q = *testgen::positions(small);
    RC_CLASSIFY(p == q, "equal");
    RC_ASSERT((p.key<8>() == q.key<8>()) == (p == q));
    RC_ASSERT((p.key<2>() == q.key<2>()) == (p == q));
  });
}

TEST_CASE("Anonymous keys are invariant under renaming colors", "[canonical][anonymous]") {
  rc::prop("renaming colors by a permutation keeps the anonymous key", [] {
    auto stacks = *testgen::stacks({30, 8, 1, 6});
    std::vector<int> rename(kMaxColors);
    std::iota(rename.begin(), rename.end(), 0);
    std::shuffle(rename.begin(), rename.end(), std::mt19937(*rc::gen::arbitrary<unsigned>()));
    auto renamed = stacks;
    for (Stack& s : renamed) s.color = static_cast<Color>(rename[s.color]);
    RC_ASSERT(AnonymousState::from(Position(stacks)).key<8>() == AnonymousState::from(Position(renamed)).key<8>());
  });

  rc::prop("changing one stack's height changes the anonymous key", [] {
    auto stacks = *testgen::stacks({30, 8, 1, 6});
    std::size_t i = *rc::gen::inRange<std::size_t>(0, stacks.size());
    auto changed = stacks;
    changed[i].height = static_cast<std::uint8_t>(changed[i].height + 1);
    RC_ASSERT(!(AnonymousState::from(Position(stacks)).key<8>() == AnonymousState::from(Position(changed)).key<8>()));
  });
}
