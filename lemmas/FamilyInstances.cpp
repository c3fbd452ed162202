// Enumerating a family's instances by total: loops over the letters of its shape, bounded by the
// shape and the hypothesis, the last letter solved from the total.
#include "FamilyInstances.hpp"

#include <algorithm>
#include <limits>
#include <set>
#include <stdexcept>

#include "Claims.hpp"

namespace babylon {

namespace {

constexpr std::int64_t kUnbounded = std::numeric_limits<std::int32_t>::max();

struct Loop {
  std::size_t slot;  // in Plan::slots
  std::int64_t low, high;
};

struct Plan {
  std::vector<LinearSlot> slots;  // j, k, red hills, blue hills of the shape, equations put in
  std::size_t redHills = 0;
  std::vector<Loop> loops;   // the slots with a letter, in reading order
  std::int64_t offsets = 0;  // the chips of the slots at every letter 0
};

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return a / b + (a % b != 0 && (a < 0) == (b < 0)); }
std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

// The shape equations `x = e` whose x is a letter of a slot (j = 3, k = 2s) put into the shape,
// so that every letter left is looped once; the others (H = 2u+2v) the reading derives.
SymbolicPosition shapeWithEquations(Family f) {
  SymbolicPosition shape = familyShape(f);
  std::vector<Expr*> slots = {&shape.j, &shape.k};
  for (auto* hills : {&shape.redHills, &shape.blueHills})
    for (Expr& h : *hills) slots.push_back(&h);
  auto inShape = [&](const std::string& name) {
    return std::any_of(slots.begin(), slots.end(), [&](const Expr* e) {
      auto letters = e->variables();
      return std::find(letters.begin(), letters.end(), name) != letters.end();
    });
  };
  for (const Expr& eq : conjuncts(shapeEquations(f))) {
    if (eq.kind() != Expr::Kind::Eq) continue;
    for (auto [x, value] :
         {std::pair{eq.children()[0], eq.children()[1]}, std::pair{eq.children()[1], eq.children()[0]}})
      if (x.kind() == Expr::Kind::Var && inShape(x.name())) {
        for (Expr* e : slots) *e = e->substitute({{x.name(), value}});
        break;
      }
  }
  return shape;
}

// A conjunct `letter op c` (either way round) narrowing [low, high].
void narrow(const Expr& conjunct, const std::string& letter, std::int64_t& low, std::int64_t& high) {
  using K = Expr::Kind;
  K kind = conjunct.kind();
  if (kind != K::Ge && kind != K::Gt && kind != K::Le && kind != K::Lt && kind != K::Eq) return;
  Expr a = conjunct.children()[0], b = conjunct.children()[1];
  if (b.kind() == K::Var && a.kind() == K::Const) {  // c op x: x flipped-op c
    std::swap(a, b);
    kind = kind == K::Ge ? K::Le : kind == K::Gt ? K::Lt : kind == K::Le ? K::Ge : kind == K::Lt ? K::Gt : K::Eq;
  }
  if (a.kind() != K::Var || a.name() != letter || b.kind() != K::Const) return;
  std::int64_t c = b.value();
  if (kind == K::Ge || kind == K::Eq) low = std::max(low, c);
  if (kind == K::Gt) low = std::max(low, c + 1);
  if (kind == K::Le || kind == K::Eq) high = std::min(high, c);
  if (kind == K::Lt) high = std::min(high, c - 1);
}

Plan makePlan(Family f, FamilyReading reading) {
  SymbolicPosition shape = shapeWithEquations(f);
  Plan plan{linearSlots(shape), shape.redHills.size(), {}, 0};
  std::vector<Expr> hypothesis;
  if (reading == FamilyReading::WithHypothesis) hypothesis = conjuncts(familyInfo(f).hypothesis);
  std::set<int> looped;
  for (std::size_t i = 0; i < plan.slots.size(); ++i) {
    const LinearSlot& s = plan.slots[i];
    plan.offsets += s.offset;
    if (s.letter < 0) continue;
    if (!looped.insert(s.letter).second)
      throw std::logic_error(std::string("family ") + familyName(f) + ": a letter in two slots");
    Loop loop{i, ceilDiv(s.least - s.offset, s.coefficient), kUnbounded};
    for (const Expr& c : hypothesis) narrow(c, familySlots()[static_cast<std::size_t>(s.letter)], loop.low, loop.high);
    plan.loops.push_back(loop);
  }
  return plan;
}

const Plan& plan(Family f, FamilyReading reading) {
  static const PerShapedFamily<Plan> all(makePlan);
  return all.at(f, reading);
}

// The values of the shape's slots with the loops' letters set; false when a color's hills would
// not be tallest first, as a position lists them (that position is the candidate whose letters
// list them so, which keeps every instance once).
bool slotValues(const Plan& plan, const std::vector<std::int64_t>& letters, std::vector<std::int64_t>& values) {
  values.clear();
  for (const LinearSlot& s : plan.slots) values.push_back(s.offset);
  for (std::size_t i = 0; i < plan.loops.size(); ++i)
    values[plan.loops[i].slot] += plan.slots[plan.loops[i].slot].coefficient * letters[i];
  for (std::size_t i = 3; i < values.size(); ++i)
    if (i != 2 + plan.redHills && values[i] > values[i - 1]) return false;
  return true;
}

// The position with those slot values: j red and k blue singletons, then the hills.
Position positionOf(const Plan& plan, const std::vector<std::int64_t>& values) {
  std::vector<Stack> stacks;
  stacks.insert(stacks.end(), static_cast<std::size_t>(values[0]), Stack{kRed, 1});
  stacks.insert(stacks.end(), static_cast<std::size_t>(values[1]), Stack{kBlue, 1});
  for (std::size_t i = 2; i < values.size(); ++i)
    stacks.push_back({i < 2 + plan.redHills ? kRed : kBlue, static_cast<std::uint8_t>(values[i])});
  return Position(std::move(stacks));
}

}  // namespace

std::vector<std::string> familyLetters(Family f) {
  if (!hasShape(f)) throw std::invalid_argument(std::string("no shape for ") + familyName(f));
  const Plan& p = plan(f, FamilyReading::WithHypothesis);
  std::vector<std::string> out;
  for (const Loop& l : p.loops) out.push_back(familySlots()[static_cast<std::size_t>(p.slots[l.slot].letter)]);
  return out;
}

void forEachFamilyInstance(Family f, int total, FamilyReading reading,
                           const std::function<void(FamilyInstance&&)>& visit) {
  if (!hasShape(f)) throw std::invalid_argument(std::string("no shape for ") + familyName(f));
  if (total % 2 != 0 || total < 1) return;  // readFamily reads m = chips/2: no odd total is an instance
  const Plan& p = plan(f, reading);
  std::size_t n = p.loops.size();
  // least[i]: the fewest chips the letters from the i-th on can add.
  std::vector<std::int64_t> least(n + 1, 0), letters(n, 0);
  for (std::size_t i = n; i-- > 0;) least[i] = least[i + 1] + p.slots[p.loops[i].slot].coefficient * p.loops[i].low;
  std::vector<std::int64_t> values;
  // The slots' values are what readFamily would observe in the candidate's position: the same
  // reading, without building the positions it rejects.
  auto emit = [&] {
    if (!slotValues(p, letters, values)) return;
    if (std::optional<FamilyValues> read = readSlots(f, total, values, reading)) visit({positionOf(p, values), *read});
  };
  std::function<void(std::size_t, std::int64_t)> loop = [&](std::size_t i, std::int64_t rest) {
    if (i == n) {
      if (rest == 0) emit();
      return;
    }
    const Loop& l = p.loops[i];
    std::int64_t c = p.slots[l.slot].coefficient;
    if (i + 1 == n) {  // the last letter is what the total leaves
      if (rest % c != 0 || rest / c < l.low || rest / c > l.high) return;
      letters[i] = rest / c;
      return emit();
    }
    std::int64_t top = std::min(l.high, floorDiv(rest - least[i + 1], c));
    for (std::int64_t x = l.low; x <= top; ++x) {
      letters[i] = x;
      loop(i + 1, rest - c * x);
    }
  };
  loop(0, total - p.offsets);
}

std::vector<FamilyInstance> familyInstances(Family f, int maxN, FamilyReading reading) {
  std::vector<FamilyInstance> out;
  for (int total = 1; total <= maxN; ++total)
    forEachFamilyInstance(f, total, reading, [&](FamilyInstance&& i) { out.push_back(std::move(i)); });
  return out;
}

}  // namespace babylon
