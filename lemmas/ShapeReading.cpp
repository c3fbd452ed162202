// A family's parameters read off a concrete position, compiled once per family from its shape,
// shape equations, shape letters and hypothesis: no family's shape is written here again.
#include "ShapeReading.hpp"

#include <algorithm>
#include <array>
#include <set>
#include <stdexcept>

#include "Claims.hpp"
#include "CompiledExpr.hpp"

namespace babylon {

namespace {

constexpr int kSlotM = 0;              // m in familySlots()
constexpr std::size_t kMostSlots = 8;  // j, k and at most six hills: the shapes have three

int letterSlot(const std::string& name) {
  const auto& slots = familySlots();
  auto at = std::find(slots.begin(), slots.end(), name);
  if (at == slots.end()) throw std::logic_error("shape letter " + name + " is no family slot");
  return static_cast<int>(at - slots.begin());
}

LinearSlot linearSlot(const Expr& e, std::int64_t least) {
  std::vector<std::string> letters = e.variables();
  if (letters.empty()) return {-1, 0, e.evalInt({}), least};
  if (letters.size() > 1) throw std::logic_error("shape slot " + e.str() + " mixes parameters");
  const std::string& x = letters[0];
  std::int64_t d = e.evalInt({{x, 0}}), c = e.evalInt({{x, 1}}) - d;
  if (c <= 0 || e.evalInt({{x, 2}}) != d + 2 * c)
    throw std::logic_error("shape slot " + e.str() + " is not increasing and linear in " + x);
  return {letterSlot(x), c, d, least};
}

// A letter that no slot reads: letter = (value - offset) / coefficient, the value an expression
// in letters read before it (s from k = 2s, H from H = 2u+2v, a shape letter).
struct Derivation {
  LinearSlot letter;
  CompiledExpr value;
};

struct Reader {
  std::vector<LinearSlot> slots;
  std::size_t redHills = 0, blueHills = 0;
  std::vector<Derivation> derivations;
  CompiledExpr condition;  // the shape equations, with WithHypothesis also the hypothesis
};

bool allKnown(const Expr& e, const std::set<std::string>& known) {
  auto letters = e.variables();
  return std::all_of(letters.begin(), letters.end(), [&](const std::string& n) { return known.count(n) > 0; });
}

// Mirrors proofs/SymbolicRules' membership: slots first, then each shape equation solved for a
// letter it introduces (every equation is also checked, which confirms, e.g., that k is even for
// k = 2s), then the shape letters not read yet.
Reader makeReader(Family f, FamilyReading reading) {
  SymbolicPosition shape = familyShape(f);
  Reader r{linearSlots(shape), shape.redHills.size(), shape.blueHills.size(), {}, {}};
  if (r.slots.size() > kMostSlots)
    throw std::logic_error(std::string("family ") + familyName(f) + " has too many hills");
  std::set<std::string> known = {"m"};
  for (const LinearSlot& s : r.slots)
    if (s.letter >= 0) known.insert(familySlots()[static_cast<std::size_t>(s.letter)]);
  auto derive = [&](const Expr& unknown, const Expr& value) {
    Derivation d{linearSlot(unknown, 0), CompiledExpr(value, familySlots())};
    known.insert(familySlots()[static_cast<std::size_t>(d.letter.letter)]);
    r.derivations.push_back(std::move(d));
  };
  for (const Expr& eq : conjuncts(shapeEquations(f))) {
    if (eq.kind() != Expr::Kind::Eq) continue;
    const Expr& lhs = eq.children()[0];
    const Expr& rhs = eq.children()[1];
    if (!allKnown(lhs, known) && allKnown(rhs, known))
      derive(lhs, rhs);
    else if (!allKnown(rhs, known) && allKnown(lhs, known))
      derive(rhs, lhs);
  }
  for (const auto& [name, value] : shapeLetters(f))
    if (!known.count(name)) derive(var(name), value);
  Expr condition = shapeEquations(f);
  if (reading == FamilyReading::WithHypothesis) condition = condition && familyInfo(f).hypothesis;
  for (const std::string& n : condition.variables())
    if (!known.count(n))
      throw std::logic_error(std::string("family ") + familyName(f) + ": parameter " + n + " not read");
  r.condition = CompiledExpr(condition, familySlots());
  return r;
}

const Reader& reader(Family f, FamilyReading reading) {
  static const PerShapedFamily<Reader> all(makeReader);
  return all.at(f, reading);
}

// The values of the slots of a shape with `redHills` and `blueHills` hills in p, in reading
// order; false when p has another number of hills of a color or a third color.
bool observe(const Position& p, std::size_t redHills, std::size_t blueHills,
             std::array<std::int64_t, kMostSlots>& out) {
  if (p.colorSpan() > 2) return false;
  out[0] = out[1] = 0;
  std::size_t red = 0, blue = 0;
  for (const Stack& s : p.stacks()) {  // canonical order: tallest first within a color
    bool isRed = s.color == kRed;
    if (s.height == 1) {
      ++out[isRed ? 0 : 1];
      continue;
    }
    std::size_t& seen = isRed ? red : blue;
    if (seen == (isRed ? redHills : blueHills)) return false;
    out[2 + (isRed ? 0 : redHills) + seen++] = s.height;
  }
  return red == redHills && blue == blueHills;
}

}  // namespace

std::vector<LinearSlot> linearSlots(const SymbolicPosition& shape) {
  std::vector<LinearSlot> out = {linearSlot(shape.j, 0), linearSlot(shape.k, 0)};
  for (const auto* hills : {&shape.redHills, &shape.blueHills})
    for (const Expr& h : *hills) out.push_back(linearSlot(h, 2));
  return out;
}

std::optional<FamilyValues> readFamily(Family f, const Position& p, FamilyReading reading) {
  if (!hasShape(f) || p.chips() % 2 != 0) return std::nullopt;
  const Reader& r = reader(f, reading);
  std::array<std::int64_t, kMostSlots> observed{};
  if (!observe(p, r.redHills, r.blueHills, observed)) return std::nullopt;
  return readSlots(f, p.chips(), std::span(observed).first(r.slots.size()), reading);
}

std::optional<FamilyValues> readSlots(Family f, int chips, std::span<const std::int64_t> observed,
                                      FamilyReading reading) {
  if (!hasShape(f) || chips % 2 != 0) return std::nullopt;
  const Reader& r = reader(f, reading);
  if (observed.size() != r.slots.size()) return std::nullopt;
  FamilyValues values;
  values.set(kSlotM, chips / 2);
  for (std::size_t i = 0; i < r.slots.size(); ++i) {
    const LinearSlot& s = r.slots[i];
    std::int64_t x = s.coefficient ? (observed[i] - s.offset) / s.coefficient : 0;
    if (s.coefficient * x + s.offset != observed[i]) return std::nullopt;
    if (s.letter < 0) continue;
    if ((values.present >> s.letter) & 1u && values.values[static_cast<std::size_t>(s.letter)] != x)
      return std::nullopt;  // a letter in two slots with two values
    values.set(s.letter, x);
  }
  for (const Derivation& d : r.derivations)
    values.set(d.letter.letter, (d.value.evalInt(values.values) - d.letter.offset) / d.letter.coefficient);
  if (!r.condition.evalBool(values.values)) return std::nullopt;
  return values;
}

}  // namespace babylon
