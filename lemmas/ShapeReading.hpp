// Reading a family's parameters off a concrete two-color position, derived from the family's
// symbolic shape (familyShape), its shape equations and its shape letters: the concrete
// counterpart of proofs/SymbolicRules' membership, and what matchFamily runs.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "Families.hpp"

namespace babylon {

// A slot of a shape (a singleton count or a hill height) as coefficient * letter + offset, the
// letter a slot of familySlots() (-1 for a constant slot), with the least value a position can
// give the slot: 0 singletons, a hill of height 2.
struct LinearSlot {
  int letter = -1;
  std::int64_t coefficient = 0, offset = 0;
  std::int64_t least = 0;
};

// The slots of a shape in reading order: j, k, the red hills, the blue hills (each color's hills
// as the shape lists them). Throws std::logic_error for a slot that is not increasing and linear
// in at most one letter, as proofs/SymbolicRules' readSlot does.
std::vector<LinearSlot> linearSlots(const SymbolicPosition& shape);

// Whether a reading applies the family's hypothesis, or only its shape and shape equations
// (the shape instances claims/ClaimInstances takes its exceptional instances from).
enum class FamilyReading : std::uint8_t { WithHypothesis, ShapeOnly };

// The family's parameters read off `p`: m = chips/2 (an odd total is no instance), each slot of
// the shape read from p's singleton counts and hills (a color's hills tallest first, in the
// order the shape lists them), the shape equations solved for the letters they introduce (s
// from k = 2s, H = 2u+2v), the shape letters not yet read, and then the shape equations and,
// with WithHypothesis, the hypothesis checked. Only for the families with a shape.
std::optional<FamilyValues> readFamily(Family f, const Position& p, FamilyReading reading);
// The same reading from the values of the slots (`chips` in all) as readFamily observes them in
// a position: j, k, then each color's hills tallest first.
std::optional<FamilyValues> readSlots(Family f, int chips, std::span<const std::int64_t> slots, FamilyReading reading);

// One T for each family with a shape and each reading, made once by make(f, reading): the
// readers and the enumeration plans compiled from the families' Exprs. A family without a shape
// has a default T, never used.
template <class T>
class PerShapedFamily {
 public:
  explicit PerShapedFamily(T (*make)(Family, FamilyReading)) {
    for (int i = 0; i <= static_cast<int>(Family::KeepAlive); ++i) {
      auto f = static_cast<Family>(i);
      if (!hasShape(f))
        values_.emplace_back();
      else
        values_.push_back({make(f, FamilyReading::WithHypothesis), make(f, FamilyReading::ShapeOnly)});
    }
  }
  const T& at(Family f, FamilyReading reading) const {
    return values_[static_cast<std::size_t>(f)][static_cast<std::size_t>(reading)];
  }

 private:
  std::vector<std::array<T, 2>> values_;
};

}  // namespace babylon
