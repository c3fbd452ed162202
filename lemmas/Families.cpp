// Shapes and hypotheses of the paper's families, and matching positions against them.
#include "Families.hpp"

#include <array>

#include <absl/container/inlined_vector.h>

#include "Params.hpp"
#include "ShapeReading.hpp"

namespace babylon {

using namespace param;

Stack reflect(Stack s) {
  s.color = s.color == kRed ? kBlue : s.color == kBlue ? kRed : s.color;
  return s;
}

Position reflect(const Position& p) {
  // Written straight in canonical order (the blue run becomes the red one and goes first), so the
  // position is only checked, not sorted, and no heap vector is made.
  absl::InlinedVector<Stack, kMaxChips> swapped;
  for (Color from : {kBlue, kRed})
    for (const Stack& s : p.stacks())
      if (s.color == from) swapped.push_back(reflect(s));
  for (const Stack& s : p.stacks())
    if (s.color != kRed && s.color != kBlue) swapped.push_back(s);
  return Position(std::span<const Stack>(swapped.data(), swapped.size()));
}

SymbolicPosition reflected(const SymbolicPosition& p) { return {p.k, p.j, p.blueHills, p.redHills}; }

const FamilyInfo& familyInfo(Family f) {
  static const std::array<FamilyInfo, 11> infos = {{
      {Family::Opening, "<p,q;;> (j = p, k = q)", j >= 3 && k >= j && 2 * m == j + k,
       "Theorem 4.1: Bob wins <p,q;;> when p+q = 2m and 3 <= p <= q"},
      {Family::TargetState, "<j,k;2u;2v>", j >= 4 && k >= 4 && u >= 1 && v >= 1 && 2 * m == j + k + 2 * u + 2 * v,
       "Target states: even states with one hill of each color, of even heights, and at least four singletons of each "
       "color"},
      {Family::Lemma44, "<3,k;2u;2v>", k >= 3 && u >= 1 && v >= 1 && u + v >= 3 && 2 * m == 3 + k + 2 * u + 2 * v,
       "Lemma 4.4: any even state of the form <3,k;2u;2v> with k >= 3 and u+v >= 3 is safe"},
      {Family::Lemma45, "<2,2s;2u;2v>",
       s >= 1 && u >= 1 && v >= 1 && 2 * m == 2 + 2 * s + 2 * u + 2 * v && !(2 * u + 2 == m && s > 1),
       "Lemma 4.5: any even state of the form <2,2s;2u;2v> with u,v >= 1 is safe unless 2u+2 = m and s > 1"},
      {Family::Position1, "<3,k;2u+1;2v>", k >= 4 && u >= 1 && v >= 1 && 2 * m == 3 + k + 2 * u + 1 + 2 * v,
       "Position 1: <3,k;2u+1;2v> with k >= 4 (Alice just played rR)"},
      {Family::Position2, "<2,k;2u,2;2v>", k >= 4 && u >= 1 && v >= 1 && 2 * m == 2 + k + 2 * u + 2 + 2 * v,
       "Position 2: <2,k;2u,2;2v> with k >= 4 and even (Alice just played rr)"},
      {Family::Position3, "<4,k;;2v>", k >= 4 && v >= 1 && 2 * m == 4 + k + 2 * v,
       "Position 3: <4,k;;2v> with k >= 4 and even (Alice just played BR)"},
      {Family::Plan44ii, "Lemma 4.4 (ii) after br", Expr::always(), "Lemma 4.4 (ii): Bob played br, threatening rR"},
      {Family::Plan45ii, "Lemma 4.5 (ii) after br", Expr::always(),
       "Lemma 4.5 (ii): Bob played br and counters rb with brrb"},
      {Family::Plan45i, "Lemma 4.5 (i) after rr", Expr::always(), "Lemma 4.5 (i): Bob keeps the rr stack alive"},
      {Family::KeepAlive, "one color a single stack", Expr::always(),
       "Lemmas 4.2 and 4.3: a single stack of one color that can be kept alive to the end"},
  }};
  return infos[static_cast<int>(f)];
}

bool hasShape(Family f) {
  switch (f) {
    case Family::Opening:
    case Family::TargetState:
    case Family::Lemma44:
    case Family::Lemma45:
    case Family::Position1:
    case Family::Position2:
    case Family::Position3: return true;
    default: return false;
  }
}

SymbolicPosition familyShape(Family f) {
  switch (f) {
    case Family::Opening: return {j, k, {}, {}};
    case Family::Position1: return {j, k, {2 * u + 1}, {2 * v}};
    case Family::Position2: return {j, k, {2 * u, lit(2)}, {2 * v}};
    case Family::Position3: return {j, k, {}, {2 * v}};
    default: return {j, k, {2 * u}, {2 * v}};  // target states, Lemmas 4.4 and 4.5
  }
}

std::optional<Position> instantiate(const SymbolicPosition& p, const Env& env) {
  std::int64_t j = p.j.evalInt(env), k = p.k.evalInt(env), total = j + k;
  if (j < 0 || k < 0) return std::nullopt;
  std::vector<Stack> stacks;
  stacks.insert(stacks.end(), j, Stack{kRed, 1});
  stacks.insert(stacks.end(), k, Stack{kBlue, 1});
  for (Color c : {kRed, kBlue})
    for (const Expr& h : c == kRed ? p.redHills : p.blueHills) {
      std::int64_t height = h.evalInt(env);
      if (height < 2 || height > kMaxChips) return std::nullopt;
      total += height;
      stacks.push_back({c, static_cast<std::uint8_t>(height)});
    }
  if (total > kMaxChips || stacks.empty()) return std::nullopt;
  return Position(std::move(stacks));
}

Expr familyAssumption(Family f) { return familyInfo(f).hypothesis && shapeEquations(f); }

Expr shapeEquations(Family f) {
  switch (f) {
    case Family::Lemma44: return j == 3 && H == 2 * u + 2 * v;
    case Family::Position1: return j == 3;
    case Family::Lemma45: return j == 2 && k == 2 * s;
    case Family::Position2: return j == 2;
    case Family::Position3: return j == 4;
    default: return Expr::always();
  }
}

std::vector<std::pair<std::string, Expr>> shapeLetters(Family f) {
  if (f == Family::TargetState || f == Family::Lemma44 || f == Family::Lemma45)
    return {{"s", k / 2}, {"H", 2 * u + 2 * v}};
  return {};
}

const std::vector<std::string>& familySlots() {
  static const std::vector<std::string> slots{"m", "j", "k", "u", "v", "s", "H"};
  return slots;
}

Env FamilyValues::env() const {
  Env out;
  for (int i = 0; i < kFamilySlots; ++i)
    if (present & (1u << i)) out.set(familySlots()[static_cast<std::size_t>(i)], values[static_cast<std::size_t>(i)]);
  return out;
}

std::optional<FamilyValues> matchFamilyValues(Family f, const Position& p) {
  return readFamily(f, p, FamilyReading::WithHypothesis);
}

std::optional<Env> matchFamily(Family f, const Position& p) {
  if (auto values = matchFamilyValues(f, p)) return values->env();
  return std::nullopt;
}

}  // namespace babylon
