// The paper's families of positions (target states, Lemmas 4.4 and 4.5, positions 1-3, the
// starts): their shape, their hypotheses as expression objects, and matching a concrete position.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "CaseTable.hpp"
#include "core/Position.hpp"

namespace babylon {

// Red-blue reflection ("or its red-blue reflection"), one function for each kind of thing: a
// stack, a position, a symbolic position here; move strings: swapColorLetters (CaseTable.hpp);
// parameters: param::kColorSwap (Params.hpp). Colors other than red and blue stay.
Stack reflect(Stack s);
Position reflect(const Position& p);

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
SymbolicPosition reflected(const SymbolicPosition& p);  // red and blue exchanged
// The families with a shape: Opening (a start <p,q;;>), TargetState, Lemma44, Lemma45,
// Position1-3 (not the plans of the end game nor the keep-alive rules).
bool hasShape(Family f);
// The family's shape in its parameters (e.g. <3,k;2u;2v>), and the equations fixing its
// singletons (j = 3; for Lemma 4.5 also k = 2s). Only for the families with a shape.
SymbolicPosition familyShape(Family f);
// The concrete position of a symbolic one under parameter values; nullopt if a count or height
// is out of range (negative count, hill below 2, too many chips).
std::optional<Position> instantiate(const SymbolicPosition& p, const Env& env);
Expr shapeEquations(Family f);
// The family's hypothesis and its shape equations: what every instance of it satisfies.
Expr familyAssumption(Family f);
// Letters the paper defines on a shape without constraining it, which a reading of the shape
// reports when no slot or equation gives them: on <j,k;2u;2v>, s with k = 2s (Lemma 4.5; k/2
// rounded down when k is odd) and H = 2u+2v, the hill RB makes (Lemma 4.4 (v)). The case tables'
// reasons list them, and lemmas/tables/even-hill.cases states them for the family it cites.
std::vector<std::pair<std::string, Expr>> shapeLetters(Family f);

// The family's parameters (m always; j, k, s, u, v, H as the family's shape, shape equations and
// shape letters give them) if `p` has the family's shape and meets its hypotheses; nullopt
// otherwise, and for a family without a shape (lemmas/ShapeReading does the reading).
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
