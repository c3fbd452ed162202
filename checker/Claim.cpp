// The start sets a certificate may claim, written from the paper's statements (Theorem 4.1, the
// target states, Lemmas 4.4 and 4.5, positions 1-3 of Section 4) independently of the project.
// <j,k; R...; B...> is j red singletons, k blue singletons, red hills R, blue hills B.
#include "Claim.hpp"

#include <vector>

namespace bcheck {

namespace {

using Visit = std::function<bool(const Position&)>;

Position paper(int j, int k, std::vector<int> red, std::vector<int> blue) {
  Position p(j, Stack{0, 1});
  p.insert(p.end(), k, Stack{1, 1});
  for (int h : red) p.push_back({0, h});
  for (int h : blue) p.push_back({1, h});
  canonicalize(p);
  return p;
}

// Each family visits its starts up to n chips and returns false as soon as visit does.

// Bob (second player) wins <p,q;;> when p+q is even and 3 <= p <= q (Theorem 4.1).
bool bobInitial(int n, const Visit& visit) {
  for (int t = 6; t <= n; t += 2)
    for (int p = 3; 2 * p <= t; ++p)
      if (!visit(paper(p, t - p, {}, {}))) return false;
  return true;
}

// Alice wins the other <p,q;;> with 1 <= p <= q (Theorem 4.1's "only if").
bool aliceInitial(int n, const Visit& visit) {
  for (int t = 2; t <= n; ++t)
    for (int p = 1; 2 * p <= t; ++p)
      if ((t % 2 == 1 || p <= 2) && !visit(paper(p, t - p, {}, {}))) return false;
  return true;
}

// Each family below: every even total t <= n, then its parameters in increasing order.
bool targetStates(int n, const Visit& visit) {  // <j,k;2u;2v>, j,k >= 4, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int j = 4; j + 8 <= t; ++j)
      for (int k = 4; j + k + 4 <= t; ++k)
        if ((t - j - k) % 2 == 0)
          for (int u = 1; j + k + 2 * u + 2 <= t; ++u)
            if (!visit(paper(j, k, {2 * u}, {t - j - k - 2 * u}))) return false;
  return true;
}

bool lemma44(int n, const Visit& visit) {  // <3,k;2u;2v>, k >= 3, u,v >= 1, u+v >= 3
  for (int t = 12; t <= n; t += 2)
    for (int k = 3; 3 + k + 6 <= t; k += 2)
      for (int u = 1; 3 + k + 2 * u + 2 <= t; ++u)
        if (!visit(paper(3, k, {2 * u}, {t - 3 - k - 2 * u}))) return false;
  return true;
}

bool lemma45(int n, const Visit& visit) {  // <2,2s;2u;2v>, s,u,v >= 1, unless 2u+2 = m and s > 1
  for (int t = 8; t <= n; t += 2)
    for (int s = 1; 2 + 2 * s + 4 <= t; ++s)
      for (int u = 1; 2 + 2 * s + 2 * u + 2 <= t; ++u)
        if (!(2 * u + 2 == t / 2 && s > 1) && !visit(paper(2, 2 * s, {2 * u}, {t - 2 - 2 * s - 2 * u}))) return false;
  return true;
}

bool position1(int n, const Visit& visit) {  // <3,k;2u+1;2v>, k >= 4, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int k = 4; 3 + k + 5 <= t; k += 2)
      for (int u = 1; 3 + k + 2 * u + 3 <= t; ++u)
        if (!visit(paper(3, k, {2 * u + 1}, {t - 4 - k - 2 * u}))) return false;
  return true;
}

bool position2(int n, const Visit& visit) {  // <2,k;2u,2;2v>, k >= 4 even, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int k = 4; 2 + k + 6 <= t; k += 2)
      for (int u = 1; 2 + k + 2 * u + 4 <= t; ++u)
        if (!visit(paper(2, k, {2 * u, 2}, {t - 4 - k - 2 * u}))) return false;
  return true;
}

bool position3(int n, const Visit& visit) {  // <4,k;;2v>, k >= 4 even, v >= 1
  for (int t = 10; t <= n; t += 2)
    for (int k = 4; 4 + k + 2 <= t; k += 2)
      if (!visit(paper(4, k, {}, {t - 4 - k}))) return false;
  return true;
}

using Family = bool (*)(int, const Visit&);

struct StartSet {
  Side side;
  std::string_view name;
  std::vector<Family> families;  // visited in this order
};

// The one list of start sets: what a claim may name, and what each name covers.
const std::vector<StartSet>& startSets() {
  static const std::vector<StartSet> sets = {
      {Side::Bob, "initial", {bobInitial}},
      {Side::Bob, "target", {targetStates}},
      {Side::Bob, "lemmas", {lemma44, lemma45, position1, position2, position3}},
      {Side::Bob, "all", {bobInitial, targetStates, lemma44, lemma45, position1, position2, position3}},
      {Side::Alice, "initial", {aliceInitial}},
  };
  return sets;
}

const StartSet* find(Side side, std::string_view name) {
  for (const StartSet& s : startSets())
    if (s.side == side && s.name == name) return &s;
  return nullptr;
}

}  // namespace

bool isStartSet(Side side, std::string_view name) { return find(side, name) != nullptr; }

bool forEachClaimedStart(const Claim& c, const Visit& visit) {
  const StartSet* set = find(c.side, c.starts);
  if (set == nullptr) return true;  // the parser has refused an unknown name already
  for (Family f : set->families)
    if (!f(c.maxN, visit)) return false;
  return true;
}

}  // namespace bcheck
