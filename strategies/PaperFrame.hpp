// The paper's frame: which concrete color plays the paper's red. "Or its red-blue reflection"
// and "switch colors" are a change of frame; tables are written for the paper's red.
#pragma once

#include <string>

#include "core/Move.hpp"
#include "lemmas/Families.hpp"

namespace babylon {

struct PaperFrame {
  bool reflected = false;

  Position toPaper(const Position& p) const { return reflected ? reflect(p) : p; }
  Position toConcrete(const Position& p) const { return toPaper(p); }  // a reflection is its own inverse
  Stack swap(Stack s) const { return reflected ? reflect(s) : s; }
  Move toPaper(const Move& m) const { return {swap(m.a), swap(m.b)}; }
  Move toConcrete(const Move& m) const { return toPaper(m); }
};

// Alice's move as the paper names it: each stack by its color letter, lower case for a
// singleton, upper case for a hill; a hill placed on a singleton of its color reads as xX.
std::string moveClass(const Move& paperMove);

}  // namespace babylon
