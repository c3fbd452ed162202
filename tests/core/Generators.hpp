// RapidCheck generators of random stacks and positions, and how counterexamples are printed.
#pragma once

#include <algorithm>
#include <ostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "ReferenceSolver.hpp"
#include "core/Notation.hpp"
#include "core/Position.hpp"

namespace babylon {

// Counterexamples print in stack-list notation (found by RapidCheck through argument lookup).
inline void showValue(const Stack& s, std::ostream& os) { os << formatStack(s); }
inline void showValue(const Position& p, std::ostream& os) { os << "'" << formatStackList(p) << "'"; }

namespace testgen {

struct StackShape {
  int maxChips = 14;  // total chips at most
  int maxHeight = 5;  // each stack 1..maxHeight
  int minColors = 2;  // the colors used are 0..colors-1, colors in [minColors, maxColors]
  int maxColors = 4;
  int maxStacks = 255;
  int singletonWeight = 3;  // against weight 2 for a height drawn from 1..maxHeight
};

// A non-empty list of stacks in random order. The total number of chips is drawn uniformly first,
// so large positions are as common as small ones; then stacks are added until it is reached.
// Singletons are drawn most often, since positions rich in singletons have the most moves.
inline rc::Gen<std::vector<Stack>> stacks(StackShape shape = {}) {
  return rc::gen::exec([shape] {
    // Full range whatever RapidCheck's current size: large positions matter from the first case.
    int colors = *rc::gen::resize(100, rc::gen::inRange(shape.minColors, shape.maxColors + 1));
    int target = *rc::gen::resize(100, rc::gen::inRange(1, shape.maxChips + 1));
    std::vector<Stack> out;
    int total = 0;
    while (total < target && static_cast<int>(out.size()) < shape.maxStacks) {
      int h = *rc::gen::weightedOneOf<int>({{static_cast<std::size_t>(shape.singletonWeight), rc::gen::just(1)},
                                            {2, rc::gen::inRange(1, shape.maxHeight + 1)}});
      h = std::min(h, target - total);
      int c = *rc::gen::inRange(0, colors);
      total += h;
      out.push_back(Stack{static_cast<Color>(c), static_cast<std::uint8_t>(h)});
    }
    return out;
  });
}

inline rc::Gen<Position> positions(StackShape shape = {}) {
  return rc::gen::map(stacks(shape), [](std::vector<Stack> s) { return Position(std::move(s)); });
}

// A few small stacks plus one to three tall ones (heights 20..120, equal heights likely, colors
// 0..7): sparse positions whose packed keys exceed 128 bits, so the solver's wide engine runs,
// and whose lone tall stacks trigger the "taller than all other chips" shortcut, or just miss it.
inline rc::Gen<Position> tallPositions() {
  return rc::gen::exec([] {
    auto out = *stacks({10, 3, 2, 4});
    int total = 0;
    for (const Stack& s : out) total += s.height;
    int tall = *rc::gen::inRange(1, 4);
    for (int i = 0; i < tall; ++i) {
      int h = *rc::gen::oneOf(rc::gen::element(40, 60, 64), rc::gen::inRange(20, 121));
      int c = *rc::gen::inRange(0, 8);
      if (total + h > kMaxChips) break;
      total += h;
      out.push_back(Stack{static_cast<Color>(c), static_cast<std::uint8_t>(h)});
    }
    return Position(out);
  });
}

// The same position for the reference solver, which shares no types with the library.
inline reference::Stacks toReference(const Position& p) {
  reference::Stacks s;
  for (const Stack& x : p.stacks()) s.push_back({x.height, x.color});
  return s;
}

}  // namespace testgen
}  // namespace babylon
