// Lemma 4.5 (viii) read as four checkable sentences, each instance examined by the solver.
#include "SentenceCheck.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/Params.hpp"
#include "strategies/PaperFrame.hpp"
#include "core/util/ParallelUnits.hpp"

namespace babylon {

namespace {

using namespace param;

// (viii): "if 2u+2 = m, Alice threatens to combine all red chips into a stack of height m".
const Expr threat = 2 * u + 2 == m;
// "... capture the red hill of height 2u with the blue hill, which he can do iff u = v".
const Expr equalHills = u == v;

// What one Lemma 4.5-shaped state says about each sentence.
struct Findings {
  bool onlyCase = true;
  std::string onlyCaseDetail;
  Position onlyCaseShown;
  bool threatened = false;  // 2u+2 = m: the other sentences speak
  bool equal = false;       // u = v
  bool captureLegal = false;
  bool safeAfterRr = false;
  bool onlyCaptureDefends = true;  // every safe reply is the capture BR
  bool onlyHillsDefend = true;     // every safe reply puts one of the two hills on the other
  std::string defences;            // Bob's safe replies after rr
  Position afterRr;
};

// "capture the red hill of height 2u with the blue hill": the blue 2v-stack onto the red 2u-stack.
Move capture(const Env& params) {
  auto height = [&](const char* name) { return static_cast<std::uint8_t>(2 * params.get(name)); };
  return {Stack{kBlue, height("v")}, Stack{kRed, height("u")}};
}

void examineRr(const Instance& instance, Solver& solver, Findings& f) {
  Move rr = parseMove(instance.position, "rr");
  f.afterRr = instance.position.combined(rr.a, rr.b);
  Move cap = capture(instance.params), reverse{cap.b, cap.a};
  f.captureLegal = isLegal(f.afterRr, cap);
  f.safeAfterRr = safe(f.afterRr, solver.outcome(f.afterRr));
  if (!f.safeAfterRr) return;
  // Compared as positions: with u = 1 the rr stack is a red 2-stack like the hill.
  auto reaches = [&](const Successor& s, const Move& m) {
    return isLegal(f.afterRr, m) && s.position == f.afterRr.combined(m.a, m.b);
  };
  for (const Successor& s : successors(f.afterRr)) {
    if (!safe(s.position, solver.outcome(s.position))) continue;
    bool isCapture = reaches(s, cap), isHills = isCapture || reaches(s, reverse);
    f.onlyCaptureDefends = f.onlyCaptureDefends && isCapture;
    f.onlyHillsDefend = f.onlyHillsDefend && isHills;
    f.defences += (f.defences.empty() ? "" : ", ") + formatMovePaper(s.move) + " to " + formatPosition(s.position);
  }
}

Findings examine(const Instance& instance, Solver& solver) {
  Findings f;
  f.threatened = threat.evalBool(instance.params);
  f.equal = equalHills.evalBool(instance.params);
  for (const Successor& s : successors(instance.position)) {
    if (safe(s.position, solver.outcome(s.position))) continue;
    if (moveClass(s.move) == "rr" && f.threatened) continue;
    if (f.onlyCase) f.onlyCaseShown = s.position;
    f.onlyCase = false;
    f.onlyCaseDetail += (f.onlyCaseDetail.empty() ? "Bob has no safe reply after Alice's " : ", ") + moveClass(s.move);
  }
  if (f.threatened) examineRr(instance, solver, f);
  return f;
}

std::string yesNo(bool b) { return b ? "yes" : "no"; }

}  // namespace

std::vector<SentenceResult> checkLemma45Sentences(const std::vector<Instance>& instances, Solver& solver,
                                                  RunGuard& guard, int threads) {
  std::vector<Findings> found(instances.size());
  runUnits(instances.size(), threads, guard, [&](std::size_t i) { found[i] = examine(instances[i], solver); });
  SentenceResult only{"L4.5(viii).only-case",
                      "(viii) rr is \"the only case where, under certain circumstances, Bob can lose\": in every "
                      "<2,2s;2u;2v> with u,v >= 1, the exception included, the only moves of Alice after which Bob "
                      "has no safe reply are rr with " +
                          threat.str(),
                      0,
                      0,
                      {}};
  SentenceResult canCapture{"L4.5(viii).capture-iff-u=v",
                            "(viii) if " + threat.str() +
                                ", after Alice's rr Bob can capture the red hill of height "
                                "2u with the blue hill (BR) iff " +
                                equalHills.str(),
                            0,
                            0,
                            {}};
  SentenceResult defends{
      "L4.5(viii).defend-iff-u=v",
      "(viii) if " + threat.str() + ", Bob can defend after Alice's rr (the state is safe) iff " + equalHills.str(),
      0,
      0,
      {}};
  SentenceResult onlyWay{"L4.5(viii).only-defence-is-capture",
                         "(viii) \"the only way for Bob to defend is to capture the red hill of height 2u with the "
                         "blue hill\": when " +
                             threat.str() +
                             " and the state after rr is safe, every safe reply is "
                             "that capture",
                         0,
                         0,
                         {}};
  SentenceResult hillsOnly{"L4.5(viii).only-defence-combines-hills",
                           "(viii) the same, read loosely: when " + threat.str() +
                               " and the state after rr is safe, "
                               "every safe reply puts one of the two hills (2u, 2v) on the other, BR or RB",
                           0,
                           0,
                           {}};
  auto tally = [](SentenceResult& r, bool agrees, const Instance& i, std::string detail, const Position& shown) {
    ++r.checked;
    if (agrees)
      ++r.agree;
    else
      r.disagreements.push_back({i.position, std::move(detail), shown, {}, false});
  };
  for (std::size_t i = 0; i < instances.size(); ++i) {
    const Findings& f = found[i];
    tally(only, f.onlyCase, instances[i], f.onlyCaseDetail, f.onlyCaseShown);
    if (!f.threatened) continue;
    std::string facts = "u = v: " + yesNo(f.equal) + ", capture legal: " + yesNo(f.captureLegal) +
                        ", safe after rr: " + yesNo(f.safeAfterRr) +
                        (f.defences.empty() ? "" : "; Bob's safe replies: " + f.defences);
    tally(canCapture, f.captureLegal == f.equal, instances[i], facts, f.afterRr);
    tally(defends, f.safeAfterRr == f.equal, instances[i], facts, f.afterRr);
    if (!f.safeAfterRr) continue;
    tally(onlyWay, f.onlyCaptureDefends, instances[i], "Bob's safe replies: " + f.defences, f.afterRr);
    tally(hillsOnly, f.onlyHillsDefend, instances[i], "Bob's safe replies: " + f.defences, f.afterRr);
  }
  return {only, canCapture, defends, onlyWay, hillsOnly};
}

}  // namespace babylon
