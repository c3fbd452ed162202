// Lemmas 4.2 and 4.3's proofs checked move by move: X cannot be touched, and Bob's rule of
// Lemma 4.3 keeps the lemma's hypotheses through every reply of Alice.
#include <algorithm>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "strategies/KeepAlive.hpp"
#include "core/util/ParallelUnits.hpp"
#include "claims/SentenceCheck.hpp"

namespace babylon {

namespace {

bool touchesX(const Move& m) { return m.a.color == kRed || m.b.color == kRed; }

std::vector<int> yHeights(const Position& p) {
  std::vector<int> out;
  for (const Stack& s : p.stacks())
    if (s.color == kBlue) out.push_back(s.height);
  return out;  // tallest first (canonical order)
}

struct Findings43 {
  bool pairExists = true;
  bool killed = true;
  std::string killedDetail;
  bool induction = true;
  std::string inductionDetail;
  Position shown;
};

Findings43 examine43(const Expr& hypothesis, const Instance& instance) {
  Findings43 f;
  const Position& p = instance.position;
  int u = static_cast<int>(instance.params.get("u"));
  std::vector<int> ys = yHeights(p);
  if (ys.size() >= 2) f.pairExists = ys[0] + ys[1] != u || ys[ys.size() - 2] + ys.back() != u;
  for (const Move& bob : lemma43Moves(p, kRed, u)) {
    Position after = p.combined(bob.a, bob.b);
    std::vector<int> left = yHeights(after);
    if (std::count(left.begin(), left.end(), u) > 0 && f.killed) {
      f.killed = false;
      f.killedDetail = "after Bob's " + formatMoveExplicit(bob) + ": " + formatPosition(after);
    }
    for (const Successor& alice : successors(after)) {
      std::optional<Env> params = loneStackParams(alice.position);
      if (!touchesX(alice.move) && params && hypothesis.evalBool(*params)) continue;
      if (!f.induction) continue;
      f.induction = false;
      f.shown = alice.position;
      f.inductionDetail = "Bob " + formatMoveExplicit(bob) + ", Alice " + formatMoveExplicit(alice.move) + " leaves " +
                          formatPosition(alice.position) + (touchesX(alice.move) ? ", X touched" : ", hypotheses fail");
    }
  }
  return f;
}

}  // namespace

std::vector<SentenceResult> checkLemma42Sentences(const std::vector<Instance>& instances) {
  SentenceResult r{"L4.2.untouchable",
                   "Lemma 4.2's proof: \"Nothing can ever be combined with X\": in every instance no legal move "
                   "involves X (moves among the y-stacks keep X alone and taller than m)",
                   0,
                   0,
                   {}};
  for (const Instance& i : instances) {
    ++r.checked;
    auto moves = legalMoves(i.position);
    auto bad = std::find_if(moves.begin(), moves.end(), touchesX);
    if (bad == moves.end())
      ++r.agree;
    else
      r.disagreements.push_back(
          {i.position, "the move " + formatMoveExplicit(*bad) + " involves X", i.position, {}, false});
  }
  return {r};
}

std::vector<SentenceResult> checkLemma43Sentences(const Claim& lemma, const std::vector<Instance>& instances,
                                                  RunGuard& guard, int threads) {
  std::vector<Findings43> found(instances.size());
  Expr hypothesis = lemma.hypothesis();
  runUnits(instances.size(), threads, guard, [&](std::size_t i) { found[i] = examine43(hypothesis, instances[i]); });
  SentenceResult pair{"L4.3.tallest-or-shortest",
                      "Lemma 4.3's proof: \"Since the y-stacks are not all of height u/2, either the tallest two or "
                      "the shortest two combine to a height != u\"",
                      0,
                      0,
                      {}};
  SentenceResult killed{"L4.3.height-u-killed",
                        "Lemma 4.3's proof: after Bob's rule \"all y-stacks of height u are thus killed\"",
                        0,
                        0,
                        {}};
  SentenceResult induction{"L4.3.induction",
                           "Lemma 4.3's proof, the induction step: after Bob's rule (every move it allows) and every "
                           "reply of Alice, X is untouched and the hypotheses " +
                               hypothesis.str() + " hold again",
                           0,
                           0,
                           {}};
  auto tally = [](SentenceResult& r, bool agrees, const Instance& i, const std::string& detail, const Position& shown) {
    ++r.checked;
    if (agrees)
      ++r.agree;
    else
      r.disagreements.push_back({i.position, detail, shown, {}, false});
  };
  for (std::size_t i = 0; i < instances.size(); ++i) {
    const Findings43& f = found[i];
    tally(pair, f.pairExists, instances[i], "the tallest two and the shortest two both sum to u",
          instances[i].position);
    tally(killed, f.killed, instances[i], f.killedDetail, instances[i].position);
    tally(induction, f.induction, instances[i], f.inductionDetail, f.induction ? instances[i].position : f.shown);
  }
  return {pair, killed, induction};
}

}  // namespace babylon
