// The statuses of Theorem 4.1's halves and their sentences (proofs/TheoremVerdict.hpp).
#include "TheoremVerdict.hpp"

#include <fmt/format.h>

#include "core/Notation.hpp"
#include "core/util/Thousands.hpp"

namespace babylon {

namespace {

// "Bob", "Alice", as the sentences begin (strategies/Strategy.hpp's sideName is the lower-case key).
const char* player(Side s) { return s == Side::Bob ? "Bob" : "Alice"; }

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& p : parts) out += (out.empty() ? "" : "; ") + p;
  return out;
}

// Why the obligations of `runs` are not all shown to mean something (proofs/Vacuity): how many
// are vacuous, the first few by name, and how many Z3 could not decide.
std::string vacuityReason(const std::vector<const ProofRun*>& runs) {
  std::size_t total = 0;
  int vacuous = 0, undecided = 0;
  std::vector<std::string> names;
  for (const ProofRun* run : runs) {
    if (!run->vacuityChecked) return "the vacuity check did not run";
    total += run->records.size();
    vacuous += run->vacuous;
    undecided += run->vacuityUndecided;
    for (const ProofRecord& r : run->records)
      if (r.vacuity.status == Vacuity::AssumptionUnsatisfiable || r.vacuity.status == Vacuity::ClaimValid)
        names.push_back(r.result.obligation.id);
  }
  std::vector<std::string> why;
  if (vacuous > 0) {
    constexpr std::size_t kNamed = 5;
    std::string listed;
    for (std::size_t i = 0; i < names.size() && i < kNamed; ++i) listed += (i ? ", " : "") + names[i];
    if (names.size() > kNamed) listed += ", ...";
    why.push_back(fmt::format("{} of its {} vacuous, proved but checking nothing ({})", thousands(vacuous),
                              counted(total, "obligation"), listed));
  }
  if (undecided > 0)
    why.push_back(fmt::format("{} not shown to mean something (Z3 gave no answer)", counted(undecided, "obligation")));
  return joined(why);
}

}  // namespace

int notProved(const ProofRun& run) {
  int n = 0;
  for (const ProofRecord& r : run.records)
    n += r.result.status != ProofStatus::Proved || r.result.disagreement || r.result.recheckFailed;
  return n;
}

HalfVerdict bobHalfVerdict(const TheoremProof& t) {
  HalfVerdict h{Side::Bob, HalfStatus::Open, {}, {}};
  if (t.small) h.play.push_back(playCheck(t.small->play, Side::Bob, "<p,q;;> Theorem 4.1 gives Bob", t.small->upTo));
  if (t.proved()) {
    h.status = HalfStatus::GraphClosedGivenLemmas;
    return h;
  }
  h.status = HalfStatus::Open;
  std::vector<std::string> why;
  const symbolic::FamilyGraph& g = t.graph;
  if (!g.closedUpToLemmas())
    why.push_back(fmt::format("{} of the family graph's {} neither close nor rest on Lemmas 4.2 and 4.3",
                              thousands(g.count(symbolic::EdgeStatus::Open)), counted(g.edges.size(), "edge")));
  if (t.recheck.records.size() != g.obligations.size())
    why.push_back("the family graph's obligations were not re-checked one by one with cvc5");
  else if (int n = notProved(t.recheck))
    why.push_back(fmt::format("{} of the family graph's {} not proved by both Z3 and cvc5", thousands(n),
                              counted(t.recheck.records.size(), "obligation")));
  if (t.lemmas.records.empty())
    why.push_back("the obligations of Lemmas 4.2 and 4.3 did not run");
  else if (int n = notProved(t.lemmas))
    why.push_back(fmt::format("{} of the {} of Lemmas 4.2 and 4.3 not proved", thousands(n),
                              counted(t.lemmas.records.size(), "obligation")));
  if (t.lemmaConjuncts.empty())
    why.push_back("the need for each conjunct of Lemmas 4.2 and 4.3's hypotheses was not checked");
  for (const ConjunctNeed& c : t.lemmaConjuncts)
    if (!c.needed())
      why.push_back(fmt::format("no obligation of {} fails without its hypothesis' conjunct {}", c.lemma, c.conjunct));
  if (t.bobStepsFinished() && (!t.recheck.allMeaningful() || !t.lemmas.allMeaningful()))
    why.push_back(vacuityReason({&t.recheck, &t.lemmas}));
  if (t.small && !t.small->won())
    why.push_back(
        fmt::format("Bob's strategy did not win every start up to {} chips by exhaustive play", t.small->upTo));
  h.reason = joined(why);
  return h;
}

HalfVerdict aliceHalfVerdict(const AliceHalfProof& a) {
  HalfVerdict h{Side::Alice, HalfStatus::Open, {}, {}};
  if (a.small)
    h.play.push_back(playCheck(a.small->play, Side::Alice, "<p,q;;> Theorem 4.1 gives Alice", a.small->upTo));
  if (a.proved()) {
    h.status = HalfStatus::GraphsClosedOverAbstractions;
    return h;
  }
  h.status = HalfStatus::Open;
  std::vector<std::string> why;
  if (!a.lemmaAProved()) why.push_back("a step of Lemma A is not proved");
  if (!a.openingsProved()) why.push_back("a step of Section 2's openings is not proved");
  if (!a.gatherProved()) why.push_back("a step of the gather phase (n odd, p >= 3) is not proved");
  if (a.small && !a.small->won())
    why.push_back(
        fmt::format("Alice's strategy did not win every start up to {} chips by exhaustive play", a.small->upTo));
  if (!a.steps.allMeaningful()) why.push_back(vacuityReason({&a.steps}));
  if (a.conjuncts.empty()) why.push_back("the need for each conjunct of the gather invariant was not checked");
  for (const ConjunctNeed& c : a.conjuncts)
    if (!c.needed())
      why.push_back(fmt::format("no obligation of the gather phase fails without its conjunct {}", c.conjunct));
  h.reason = joined(why);
  return h;
}

const char* halfStatusName(HalfStatus s) {
  switch (s) {
    case HalfStatus::GraphClosedGivenLemmas: return "graph-closed-given-lemmas";
    case HalfStatus::GraphsClosedOverAbstractions: return "graphs-closed-over-abstractions";
    case HalfStatus::Open: return "open";
    case HalfStatus::NotRun: return "not-run";
  }
  return "?";
}

const char* playStatusName(PlayStatus s) {
  switch (s) {
    case PlayStatus::Won: return "won";
    case PlayStatus::Refuted: return "refuted";
    case PlayStatus::FellBack: return "fell-back";
    case PlayStatus::Stopped: return "stopped";
  }
  return "?";
}

PlayStatus PlayCheck::status() const {
  if (lost > 0) return PlayStatus::Refuted;
  if (!complete) return PlayStatus::Stopped;
  if (fallbacks > 0) return PlayStatus::FellBack;
  return PlayStatus::Won;
}

std::string PlayCheck::sentence() const {
  std::string who = fmt::format("{}'s strategy '{}'", player(side), strategy);
  std::string what = fmt::format("{} {}, to n = {}", counted(played, "start"), starts, upTo);
  switch (status()) {
    case PlayStatus::Won: return fmt::format("{} won all {}", who, what);
    case PlayStatus::Refuted:
      return fmt::format("{} is refuted at {}: it loses from {} of {}", who, refutedAt, thousands(lost), what);
    case PlayStatus::FellBack:
      return fmt::format("{} lost none of {}, but the exact solver made {} of its decisions", who, what,
                         thousands(fallbacks));
    case PlayStatus::Stopped: return fmt::format("{} was stopped after {}, none lost", who, what);
  }
  return who;
}

PlayCheck playCheck(const Verification& v, Side side, const std::string& starts, int upTo) {
  PlayCheck c;
  c.side = side;
  c.strategy = v.strategy;
  c.starts = starts;
  c.upTo = upTo;
  c.played = static_cast<int>(v.starts.size());
  // Every finished start not won (a run without counterexample lines records no line, only the loss).
  c.lost = c.played - v.verified();
  c.fallbacks = v.fallbacks;
  c.complete = v.complete;
  const StartVerdict* first = nullptr;
  for (const StartVerdict& s : v.starts)
    if (!s.verified && (!first || s.start.position.chips() < first->start.position.chips())) first = &s;
  if (first) c.refutedAt = formatPosition(first->start.position);
  return c;
}

std::string HalfVerdict::phrase() const {
  switch (status) {
    case HalfStatus::GraphClosedGivenLemmas:
      return "the family graph closes up to Lemmas 4.2 and 4.3, and their graph over counter-abstracted "
             "positions closes at the nodes the end game's rules hand over to (the abstraction's soundness, "
             "including that it reads the lemmas' parameters as the family graph does, is a written argument)";
    case HalfStatus::GraphsClosedOverAbstractions:
      return "the gather phase, Lemma A and Section 2's openings close as graphs over counter abstractions, every "
             "move of Bob generated and every reply of hers read from her rules (the abstractions' soundness is a "
             "written argument)";
    case HalfStatus::Open: return "open (" + reason + ")";
    case HalfStatus::NotRun: return "not examined (" + reason + ")";
  }
  return "?";
}

std::string HalfVerdict::sentence() const { return fmt::format("{}'s half: {}.", player(side), phrase()); }

bool TheoremVerdict::stepsHold() const {
  for (const HalfVerdict* h : {&bob, &alice}) {
    if (!h->positive()) return false;
    for (const PlayCheck& c : h->play)
      if (c.status() != PlayStatus::Won) return false;
  }
  return true;
}

std::vector<std::string> TheoremVerdict::parts() const {
  std::vector<std::string> out = {"Theorem 4.1. " + bob.sentence(), alice.sentence()};
  std::vector<std::string> plays;
  for (const HalfVerdict* h : {&bob, &alice})
    for (const PlayCheck& c : h->play) plays.push_back(c.sentence());
  if (!plays.empty()) out.push_back("Exhaustive play: " + joined(plays) + ".");
  return out;
}

std::string TheoremVerdict::sentence() const {
  std::string s;
  for (const std::string& part : parts()) s += (s.empty() ? "" : " ") + part;
  return s;
}

TheoremVerdict theoremVerdict(const TheoremProof& proof) {
  TheoremVerdict v{bobHalfVerdict(proof), aliceHalfVerdict(proof.alice)};
  if (proof.stopReason.empty()) return v;
  // A stopped run decides neither half whose steps it did not finish: Bob's end with Lemmas 4.2
  // and 4.3, Alice's come after them (proofs/TheoremRun), and "the text" after both.
  std::string why = "the run stopped (" + proof.stopReason + ") during " + proof.stoppedIn;
  bool aliceFinished = proof.stoppedIn == kTextStep;
  if (!proof.bobStepsFinished()) v.bob = {Side::Bob, HalfStatus::NotRun, why, {}};
  if (!aliceFinished) v.alice = {Side::Alice, HalfStatus::NotRun, why, {}};
  return v;
}

TheoremVerdict notExamined(const std::string& why) {
  TheoremVerdict v;
  v.bob.reason = v.alice.reason = why;
  return v;
}

}  // namespace babylon
