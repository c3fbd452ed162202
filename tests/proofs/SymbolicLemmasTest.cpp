// The keep-alive rules K0-K4 and the lemmas' hypotheses read off symbolic positions agree with
// strategies/KeepAlive on every two-color position reachable from a start of at most 14 chips;
// and a hypothesis changed on one side is noticed.
#include <catch2/catch.hpp>

#include <algorithm>
#include <unordered_set>

#include "core/Move.hpp"
#include "core/Notation.hpp"
#include "proofs/SymbolicLemmas.hpp"
#include "strategies/KeepAlive.hpp"

using namespace babylon;
using namespace babylon::symbolic;

namespace {

// A concrete position as a symbolic one with constant counts and heights.
SymbolicPosition constant(const Position& p) {
  SymbolicPosition s{lit(0), lit(0), {}, {}};
  std::int64_t j = 0, k = 0;
  for (const Stack& st : p.stacks()) {
    bool red = st.color == kRed;
    if (st.height == 1)
      (red ? j : k) += 1;
    else
      (red ? s.redHills : s.blueHills).push_back(lit(st.height));
  }
  s.j = lit(j);
  s.k = lit(k);
  return s;
}

std::vector<Position> reachable(int maxChips) {
  std::unordered_set<Position, PositionHash> seen;
  std::vector<Position> work;
  for (int p = 1; p < maxChips; ++p)
    for (int q = p; p + q <= maxChips; ++q)
      work.push_back(parsePaper("<" + std::to_string(p) + "," + std::to_string(q) + ";;>"));
  while (!work.empty()) {
    Position p = work.back();
    work.pop_back();
    if (!seen.insert(p).second) continue;
    for (const Successor& s : successors(p)) work.push_back(s.position);
  }
  return {seen.begin(), seen.end()};
}

}  // namespace

TEST_CASE("K0-K4 and the lemmas' hypotheses, read symbolically, agree with the keep-alive rules") {
  int checked = 0, k[5] = {0, 0, 0, 0, 0};
  for (const Position& p : reachable(12)) {
    if (p.colorSpan() != 2 || p.stacksOfColor(kRed) == 0 || p.stacksOfColor(kBlue) == 0) continue;
    SymbolicPosition s = constant(p);
    KeepAliveRules rules = keepAliveRules(s);
    auto next = successors(p);
    bool k0 = std::any_of(next.begin(), next.end(), [](const Successor& n) { return successors(n.position).empty(); });
    bool k1 = lemma43Holds(p);
    bool k2 = lemma42Holds(p) && std::max(p.stacksOfColor(kRed), p.stacksOfColor(kBlue)) >= 2;
    bool k3 = std::any_of(next.begin(), next.end(), [](const Successor& n) { return lemma42Holds(n.position); });
    // K4 as strategies/KeepAlive states it: a color with one stack, and every reply protected.
    bool k4 = std::any_of(next.begin(), next.end(), [](const Successor& n) {
      const Position& q = n.position;
      bool lone = (q.stacksOfColor(kRed) == 1 && q.stacksOfColor(kBlue) >= 1) ||
                  (q.stacksOfColor(kBlue) == 1 && q.stacksOfColor(kRed) >= 1);
      auto replies = successors(q);
      return lone && !replies.empty() && std::all_of(replies.begin(), replies.end(), [](const Successor& r) {
               return lemma43Holds(r.position) || lemma42Holds(r.position);
             });
    });
    INFO(formatPaper(p));
    CHECK(rules.k0.evalBool({}) == k0);
    CHECK(rules.k1.evalBool({}) == k1);
    CHECK(rules.k2.evalBool({}) == k2);
    CHECK(rules.k3.evalBool({}) == k3);
    CHECK(rules.k4.evalBool({}) == k4);
    CHECK_FALSE(keepAliveRules(s, false).k4.evalBool({}));
    CHECK(noMoves(s).evalBool({}) == next.empty());
    k[0] += k0, k[1] += k1, k[2] += k2, k[3] += k3, k[4] += k4;
    ++checked;
  }
  CHECK(checked > 1000);
  for (int i = 0; i < 5; ++i) CHECK(k[i] > 10);  // each rule is exercised
}

TEST_CASE("The symbolic reading follows the claim it is given: a hypothesis dropped is noticed") {
  // Lemma 4.3 without "at most two are of height u": positions with three y-stacks of height u
  // now meet it, and the concrete rule (which evaluates the paper's claim) disagrees there.
  Claim dropped = paperClaim("L4.3");
  dropped.hypotheses.pop_back();
  int differ = 0;
  for (const Position& p : reachable(12)) {
    if (p.colorSpan() != 2) continue;
    SymbolicPosition s = constant(p);
    bool stated = loneMeets(paperClaim("L4.3"), s).evalBool({});
    CHECK(stated == lemma43Holds(p));
    if (loneMeets(dropped, s).evalBool({}) != stated) ++differ;
  }
  CHECK(differ > 0);
}
