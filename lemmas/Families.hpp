// The paper's families of positions (target states, Lemmas 4.4 and 4.5, positions 1-3, the
// starts): their shape, their hypotheses as expression objects, and matching a concrete position.
#pragma once

#include <array>
#include <optional>
#include <string>

#include <absl/container/inlined_vector.h>

#include "CaseTable.hpp"
#include "core/Position.hpp"

namespace babylon {

// A two-color position read in the paper's terms: red and blue singletons, red and blue hills
// (tallest first). Colors other than red (0) and blue (1) are not allowed.
struct TwoColorView {
  int j = 0, k = 0;
  absl::InlinedVector<int, 4> redHills, blueHills;  // the families have at most two hills of a color
  int m2 = 0;                                       // the number of chips, 2m
};
std::optional<TwoColorView> twoColorView(const Position& p);
Position reflect(const Position& p);  // red and blue swapped

struct FamilyInfo {
  Family family;
  std::string shape;      // e.g. "<3,k;2u;2v>"
  Expr hypothesis;        // over the family's parameters
  std::string statement;  // the paper's statement
};
const FamilyInfo& familyInfo(Family f);

// A position written symbolically in the paper's terms: j red and k blue singletons and hills
// whose heights are expressions (the paper's red hill R is redHills[0], B is blueHills[0]).
struct SymbolicPosition {
  Expr j, k;
  std::vector<Expr> redHills, blueHills;
};
// The family's shape in its parameters (e.g. <3,k;2u;2v>), and the equations fixing its
// singletons (j = 3; for Lemma 4.5 also k = 2s). Only for the families with a shape.
SymbolicPosition familyShape(Family f);
// The concrete position of a symbolic one under parameter values; nullopt if a count or height
// is out of range (negative count, hill below 2, too many chips).
std::optional<Position> instantiate(const SymbolicPosition& p, const Env& env);
Expr shapeEquations(Family f);

// The family's parameters (m always; j, k, s, u, v, H as the family uses them) if `p` has the
// family's shape and meets its hypotheses; nullopt otherwise. Only for the families with a
// shape: Opening (a start <p,q;;>), TargetState, Lemma44, Lemma45, Position1-3.
std::optional<Env> matchFamily(Family f, const Position& p);

// The parameters a family match can set, in the order matchFamily sets them: m, j, k, u, v, s, H
// (slots for CompiledExpr).
inline constexpr int kFamilySlots = 7;
const std::vector<std::string>& familySlots();

// A family's parameters by slot of familySlots(), the set ones marked: matchFamily's Env without
// the strings, for the strategy's hot path.
struct FamilyValues {
  std::array<std::int64_t, kFamilySlots> values{};
  std::uint8_t present = 0;  // bit i: slot i is set

  void set(int slot, std::int64_t value) {
    values[static_cast<std::size_t>(slot)] = value;
    present = static_cast<std::uint8_t>(present | (1u << slot));
  }
  Env env() const;  // the set parameters, in slot order (the order matchFamily gives)
};

// matchFamily with the values by slot; the hypothesis is evaluated in its compiled form.
std::optional<FamilyValues> matchFamilyValues(Family f, const Position& p);

}  // namespace babylon
