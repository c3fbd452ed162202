// The keep-alive rules K0-K4 (lemmas/KeepAliveRules) as the proof reads them and as the strategy
// reads them agree on every two-color position reachable from a start of at most 12 chips, and
// both with the rules' meaning in words; a hypothesis changed on one side is noticed.
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

TEST_CASE("K0-K4, read by the proof and by the strategy, agree with each other and with their meaning") {
  const std::vector<KeepAliveRule>& rules = keepAliveRules();
  REQUIRE(rules.size() == 5);
  int checked = 0, k[5] = {0, 0, 0, 0, 0};
  for (const Position& p : reachable(12)) {
    if (p.colorSpan() != 2 || p.stacksOfColor(kRed) == 0 || p.stacksOfColor(kBlue) == 0) continue;
    SymbolicPosition s = constant(p);
    auto next = successors(p);
    // The rules' meaning, as the comments of lemmas/KeepAliveRules state it.
    bool meaning[5];
    meaning[0] =
        std::any_of(next.begin(), next.end(), [](const Successor& n) { return successors(n.position).empty(); });
    meaning[1] = lemma43Holds(p);
    meaning[2] = lemma42Holds(p) && std::max(p.stacksOfColor(kRed), p.stacksOfColor(kBlue)) >= 2;
    meaning[3] = std::any_of(next.begin(), next.end(), [](const Successor& n) { return lemma42Holds(n.position); });
    meaning[4] = std::any_of(next.begin(), next.end(), [](const Successor& n) {
      const Position& q = n.position;
      bool lone = (q.stacksOfColor(kRed) == 1 && q.stacksOfColor(kBlue) >= 1) ||
                  (q.stacksOfColor(kBlue) == 1 && q.stacksOfColor(kRed) >= 1);
      auto replies = successors(q);
      return lone && !replies.empty() && std::all_of(replies.begin(), replies.end(), [](const Successor& r) {
               return lemma43Holds(r.position) || lemma42Holds(r.position);
             });
    });
    INFO(formatPaper(p));
    for (std::size_t i = 0; i < rules.size(); ++i) {
      const KeepAliveRule& r = rules[i];
      INFO(r.id);
      bool played =
          r.loneRule ? keepAliveHolds(r.condition, p) : std::any_of(next.begin(), next.end(), [&](const Successor& n) {
            return keepAliveHolds(r.condition, n.position);
          });
      bool proved = keepAliveRuleApplies(r, s).evalBool({});
      CHECK(played == meaning[i]);
      CHECK(proved == meaning[i]);
      k[i] += meaning[i];
    }
    // Without the rules that read replies: K0-K3.
    CHECK(keepAliveApplies(s, false).evalBool({}) == std::any_of(meaning, meaning + 4, [](bool b) { return b; }));
    CHECK(noMoves(s).evalBool({}) == next.empty());
    ++checked;
  }
  CHECK(checked > 1000);
  for (int i = 0; i < 5; ++i) CHECK(k[i] > 10);  // each rule is exercised
}

TEST_CASE("The rules' language is read as written: a rule changed in the data changes both readings") {
  // K3 with Lemma 4.3 in place of Lemma 4.2: both interpreters follow the change.
  KeepAliveRule changed = keepAliveRules()[3];
  changed.condition = meets("L4.3");
  int differ = 0;
  for (const Position& p : reachable(10)) {
    if (p.colorSpan() != 2 || p.stacksOfColor(kRed) == 0 || p.stacksOfColor(kBlue) == 0) continue;
    auto next = successors(p);
    bool played = std::any_of(next.begin(), next.end(),
                              [&](const Successor& n) { return keepAliveHolds(changed.condition, n.position); });
    bool proved = keepAliveRuleApplies(changed, constant(p)).evalBool({});
    CHECK(played == proved);
    differ += played != keepAliveRuleApplies(keepAliveRules()[3], constant(p)).evalBool({});
  }
  CHECK(differ > 10);
  CHECK(readsReplies(keepAliveRules()[4].condition));
  CHECK_FALSE(readsReplies(keepAliveRules()[3].condition));
  CHECK(keepAliveRange(false) == "K0-K3");
  CHECK(keepAliveRange(true) == "K0-K4");
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

TEST_CASE("The lemmas' nodes are where the rules hand over: read from the rules' data") {
  std::vector<LemmaNode> want{{"L4.2", false}, {"L4.2", true}, {"L4.3", true}};
  CHECK(lemmaNodesReached() == want);
  // K3 handing over to Lemma 4.3 after Bob's move would need an even node of Lemma 4.3.
  std::vector<KeepAliveRule> changed = keepAliveRules();
  changed[3].condition = meets("L4.3");
  std::vector<LemmaNode> nodes = lemmaNodesReached(changed);
  CHECK(std::find(nodes.begin(), nodes.end(), LemmaNode{"L4.3", false}) != nodes.end());
  CHECK(std::find(nodes.begin(), nodes.end(), LemmaNode{"L4.2", false}) == nodes.end());
}
