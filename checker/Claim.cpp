// The start sets a certificate may claim, written from the paper's statements (Theorem 4.1, the
// target states, Lemmas 4.4 and 4.5, positions 1-3 of Section 4) independently of the project.
// <j,k; R...; B...> is j red singletons, k blue singletons, red hills R, blue hills B.
#include "Claim.hpp"

namespace bcheck {

namespace {

Position paper(int j, int k, std::vector<int> red, std::vector<int> blue) {
  Position p(j, Stack{0, 1});
  p.insert(p.end(), k, Stack{1, 1});
  for (int h : red) p.push_back({0, h});
  for (int h : blue) p.push_back({1, h});
  canonicalize(p);
  return p;
}

using Starts = std::vector<Position>;

// Bob (second player) wins <p,q;;> when p+q is even and 3 <= p <= q (Theorem 4.1).
void bobInitial(Starts& out, int n) {
  for (int t = 6; t <= n; t += 2)
    for (int p = 3; 2 * p <= t; ++p) out.push_back(paper(p, t - p, {}, {}));
}

// Alice wins the other <p,q;;> with 1 <= p <= q (Theorem 4.1's "only if").
void aliceInitial(Starts& out, int n) {
  for (int t = 2; t <= n; ++t)
    for (int p = 1; 2 * p <= t; ++p)
      if (t % 2 == 1 || p <= 2) out.push_back(paper(p, t - p, {}, {}));
}

// Each family below: every even total t <= n, then its parameters in increasing order.
void targetStates(Starts& out, int n) {  // <j,k;2u;2v>, j,k >= 4, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int j = 4; j + 8 <= t; ++j)
      for (int k = 4; j + k + 4 <= t; ++k)
        for (int u = 1; j + k + 2 * u + 2 <= t; ++u)
          if ((t - j - k) % 2 == 0) out.push_back(paper(j, k, {2 * u}, {t - j - k - 2 * u}));
}

void lemma44(Starts& out, int n) {  // <3,k;2u;2v>, k >= 3, u,v >= 1, u+v >= 3
  for (int t = 12; t <= n; t += 2)
    for (int k = 3; 3 + k + 4 <= t; k += 2)
      for (int u = 1; 3 + k + 2 * u + 2 <= t; ++u)
        if (t - 3 - k >= 6) out.push_back(paper(3, k, {2 * u}, {t - 3 - k - 2 * u}));
}

void lemma45(Starts& out, int n) {  // <2,2s;2u;2v>, s,u,v >= 1, unless 2u+2 = m and s > 1
  for (int t = 8; t <= n; t += 2)
    for (int s = 1; 2 + 2 * s + 4 <= t; ++s)
      for (int u = 1; 2 + 2 * s + 2 * u + 2 <= t; ++u)
        if (!(2 * u + 2 == t / 2 && s > 1)) out.push_back(paper(2, 2 * s, {2 * u}, {t - 2 - 2 * s - 2 * u}));
}

void position1(Starts& out, int n) {  // <3,k;2u+1;2v>, k >= 4, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int k = 4; 3 + k + 5 <= t; k += 2)
      for (int u = 1; 3 + k + 2 * u + 3 <= t; ++u) out.push_back(paper(3, k, {2 * u + 1}, {t - 4 - k - 2 * u}));
}

void position2(Starts& out, int n) {  // <2,k;2u,2;2v>, k >= 4 even, u,v >= 1
  for (int t = 12; t <= n; t += 2)
    for (int k = 4; 2 + k + 6 <= t; k += 2)
      for (int u = 1; 2 + k + 2 * u + 4 <= t; ++u) out.push_back(paper(2, k, {2 * u, 2}, {t - 4 - k - 2 * u}));
}

void position3(Starts& out, int n) {  // <4,k;;2v>, k >= 4 even, v >= 1
  for (int t = 10; t <= n; t += 2)
    for (int k = 4; 4 + k + 2 <= t; k += 2) out.push_back(paper(4, k, {}, {t - 4 - k}));
}

}  // namespace

std::optional<std::vector<Position>> claimedStarts(const Claim& c) {
  Starts out;
  const std::string& s = c.starts;
  if (c.side == Side::Alice) {
    if (s != "initial") return std::nullopt;
    aliceInitial(out, c.maxN);
    return out;
  }
  if (s != "initial" && s != "target" && s != "lemmas" && s != "all") return std::nullopt;
  if (s == "initial" || s == "all") bobInitial(out, c.maxN);
  if (s == "target" || s == "all") targetStates(out, c.maxN);
  if (s == "lemmas" || s == "all") {
    lemma44(out, c.maxN);
    lemma45(out, c.maxN);
    position1(out, c.maxN);
    position2(out, c.maxN);
    position3(out, c.maxN);
  }
  return out;
}

}  // namespace bcheck
