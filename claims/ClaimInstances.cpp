// Enumerating claim instances: each family's (lemmas/FamilyInstances), y-stack arrangements,
// and shapes with one stated exception failing.
#include "ClaimInstances.hpp"

#include <algorithm>
#include <functional>

#include "lemmas/FamilyInstances.hpp"

namespace babylon {

namespace {

void byTotal(std::vector<Instance>& out) {
  std::stable_sort(out.begin(), out.end(),
                   [](const Instance& a, const Instance& b) { return a.position.chips() < b.position.chips(); });
}

using Visit = std::function<void(Instance&&)>;

// Every shape instance of a family (its shape and shape equations, the hypothesis not applied),
// in increasing total, with the parameters matchFamily would read.
void familyShapes(Family f, int maxN, const Visit& visit) {
  for (int total = 1; total <= maxN; ++total)
    forEachFamilyInstance(f, total, FamilyReading::ShapeOnly, [&](FamilyInstance&& i) {
      visit({std::move(i.position), i.values.env()});
    });
}

// One stack X (red, height u) and t >= 1 blue y-stacks, t odd for even states and even for odd
// ones: every multiset of y-stack heights, as a non-increasing list, in increasing total.
void loneStacks(bool evenState, int maxN, const Visit& visit) {
  std::vector<int> heights;
  auto emit = [&](int u) {
    int t = static_cast<int>(heights.size());
    if (t == 0 || (t % 2 == 1) != evenState) return;
    std::vector<Stack> stacks = {{kRed, static_cast<std::uint8_t>(u)}};
    for (int h : heights) stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
    Position p(std::move(stacks));
    Env params = *loneStackParams(p);
    visit({std::move(p), std::move(params)});
  };
  std::function<void(int, int, int)> split = [&](int left, int largest, int u) {
    if (left == 0) return emit(u);
    for (int h = std::min(left, largest); h >= 1; --h) {
      heights.push_back(h);
      split(left - h, h, u);
      heights.pop_back();
    }
  };
  for (int total = 2; total <= maxN; total += 2)
    for (int u = 1; u < total; ++u) split(total - u, total - u, u);
}

// The shape instances in the claim's domain that `keep` accepts, in increasing total. The
// lone-stack shapes grow like the partitions of N: the guard is polled while enumerating.
std::vector<Instance> collect(const Claim& claim, int maxN, RunGuard* guard,
                              const std::function<bool(const Env&)>& keep) {
  std::vector<Instance> out;
  std::uint32_t seen = 0;
  Visit visit = [&](Instance&& i) {
    if (guard && (++seen & 0xfff) == 0) guard->check();
    if (claim.domain.evalBool(i.params) && keep(i.params)) out.push_back(std::move(i));
  };
  switch (claim.shape) {
    case ClaimShape::Family: familyShapes(claim.family, maxN, visit); break;
    case ClaimShape::LoneStackEven: loneStacks(true, maxN, visit); break;
    case ClaimShape::LoneStackOdd: loneStacks(false, maxN, visit); break;
  }
  byTotal(out);
  return out;
}

bool holds(const Expr& condition, const Env& env) { return condition.evalBool(env); }

bool among(const Expr& condition, const std::vector<Expr>& parts) {
  return std::any_of(parts.begin(), parts.end(), [&](const Expr& p) { return p.str() == condition.str(); });
}

}  // namespace

std::optional<Env> loneStackParams(const Position& p) {
  if (p.colorSpan() > 2 || p.stacksOfColor(kRed) != 1) return std::nullopt;
  int u = 0, t = 0, tU = 0, tHalf = 0;
  for (const Stack& s : p.stacks()) {
    if (s.color == kRed) {
      u = s.height;
      continue;
    }
    ++t;
    tU += s.height == u;  // red comes first in canonical order, so u is known here
    tHalf += 2 * s.height == u;
  }
  return Env{{"m", p.chips() / 2}, {"u", u}, {"t", t}, {"t_u", tU}, {"t_half", tHalf}};
}

std::vector<Instance> shapeInstances(const Claim& claim, int maxN, RunGuard* guard) {
  return collect(claim, maxN, guard, [](const Env&) { return true; });
}

std::vector<Instance> exceptionalInstances(const Claim& claim, const NamedCondition& exception, int maxN,
                                           RunGuard* guard) {
  std::vector<Expr> others;
  for (const Expr& h : claim.hypotheses)
    if (h.str() != exception.condition.str()) others.push_back(h);
  Expr rest = conjunction(others);
  return collect(claim, maxN, guard,
                 [&](const Env& params) { return !holds(exception.condition, params) && holds(rest, params); });
}

std::vector<Instance> claimInstances(const Claim& claim, int maxN, RunGuard* guard) {
  Expr wanted = claim.domain && claim.hypothesis();
  if (claim.shape != ClaimShape::Family)
    return collect(claim, maxN, guard, [&](const Env& params) { return holds(wanted, params); });
  std::vector<Instance> out;
  for (FamilyInstance& i : familyInstances(claim.family, maxN)) {
    Env env = i.values.env();
    if (holds(wanted, env)) out.push_back({std::move(i.position), std::move(env)});
  }
  // An exception the claim no longer states: its exceptional instances are now instances too.
  for (const NamedCondition& e : claim.exceptions)
    if (!among(e.condition, claim.hypotheses))
      for (Instance& i : exceptionalInstances(claim, e, maxN, guard)) out.push_back(std::move(i));
  byTotal(out);
  return out;
}

}  // namespace babylon
