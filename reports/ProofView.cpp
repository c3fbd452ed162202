// Text and JSON of the prove command (and of the report's proof sections).
#include "ProofView.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "core/util/Thousands.hpp"
#include "reports/TextTable.hpp"

namespace babylon::report {

namespace {
// A table of obligations counted per verdict: a name column, then Z3's and cvc5's answers.
TextTable solverTable(const std::string& first) {
  return TextTable({{first, TextTable::Align::Left},
                    {"total"},
                    {"Z3 proved"},
                    {"Z3 refuted"},
                    {"Z3 unknown"},
                    {"cvc5 proved"},
                    {"cvc5 refuted"},
                    {"disagree"},
                    {"cvc5 not run"}},
                   "  ");
}

// The steps of a graph over counter abstractions that Z3 did not prove or cvc5 disagreed on, one line each.
void printNotProved(const ProofRun& run, std::ostream& out) {
  for (const ProofRecord& r : run.records)
    if (r.result.status != ProofStatus::Proved || r.result.disagreement)
      out << fmt::format("    NOT PROVED {}: {}\n", r.result.obligation.id, r.result.obligation.statement);
}

// One row of a solverTable: a run's obligations counted by Z3's answer and by cvc5's.
void solverRow(TextTable& table, const std::string& name, const ProofRun& r) {
  auto cvc5 = [&](const char* answer) {
    return thousands(static_cast<std::uint64_t>(std::count_if(
        r.records.begin(), r.records.end(), [&](const ProofRecord& x) { return x.result.cvc5 == answer; })));
  };
  table.row({name, thousands(r.records.size()), thousands(r.proved), thousands(r.refuted), thousands(r.unknown),
             cvc5("proved"), cvc5("refuted"), thousands(r.disagreements), thousands(r.recheckFailures)});
}

nlohmann::json modelJson(const Env& model) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [name, value] : model.values()) out[name] = value;
  return out;
}

nlohmann::json edgeJson(const symbolic::Edge& e) {
  return {{"from", familyName(e.from)},
          {"alice", e.alice},
          {"alice_class", e.aliceClass},
          {"case", e.caseId},
          {"reply", e.reply},
          {"to", e.to.empty() ? nullptr : nlohmann::json(e.to)},
          {"status", symbolic::edgeStatusName(e.status)},
          {"why", e.why},
          {"detail", e.detail},
          {"region", e.region.str()},
          {"instance", modelJson(e.instance)},
          {"position", e.position}};
}

std::string instanceText(const InstanceCheck& c) {
  if (!c.note.empty()) return "no instance played: " + c.note;
  return fmt::format("instance {} ({}): {}", c.position, c.kind,
                     c.verified ? "Bob's strategy wins there: a gap in the proof's wording, not a strategy failure"
                                : fmt::format("Bob's strategy LOSES there (counterexample of {})",
                                              counted(c.counterexampleLength, "move")));
}

// Failures first: refuted, then unknown, then disagreements with cvc5, then re-checks with no answer.
int failureRank(const ProofResult& r) {
  if (r.status == ProofStatus::Refuted) return 0;
  if (r.status == ProofStatus::Unknown) return 1;
  if (r.disagreement) return 2;
  if (r.recheckFailed) return 3;
  return 4;
}
}  // namespace

nlohmann::json obligationJson(const ProofRecord& record, bool withSmtlib) {
  const ProofResult& r = record.result;
  const Obligation& o = r.obligation;
  nlohmann::json j = {{"id", o.id},
                      {"kind", o.kind},
                      {"place", o.place},
                      {"statement", o.statement},
                      {"assumption", o.assumption.str()},
                      {"claim", o.claim.str()},
                      {"status", proofStatusName(r.status)},
                      {"z3", r.z3},
                      {"seconds", r.seconds},
                      {"cvc5", r.cvc5},
                      {"disagreement", r.disagreement},
                      {"counter_model", nullptr},
                      {"instance", nullptr}};
  if (withSmtlib) j["smtlib"] = r.smtlib;
  if (r.status == ProofStatus::Refuted) j["counter_model"] = modelJson(r.counterModel);
  if (record.instance) {
    const InstanceCheck& c = *record.instance;
    j["instance"] = {{"position", c.position},
                     {"kind", c.kind},
                     {"verified", c.verified},
                     {"counterexample_length", c.counterexampleLength},
                     {"note", c.note}};
  }
  return j;
}

nlohmann::json proofCountsJson(const ProofRun& r) {
  return {{"total", r.records.size()},
          {"proved", r.proved},
          {"refuted", r.refuted},
          {"unknown", r.unknown},
          {"cvc5_disagreements", r.disagreements},
          {"cvc5_failures", r.recheckFailures}};
}

namespace {
// Each conjunct of Lemmas 4.2 and 4.3's hypotheses and the obligation refuted without it.
nlohmann::json conjunctsJson(const std::vector<ConjunctNeed>& needs) {
  nlohmann::json out = nlohmann::json::array();
  for (const ConjunctNeed& c : needs)
    out.push_back({{"lemma", c.lemma},
                   {"conjunct", c.conjunct},
                   {"needed", c.needed()},
                   {"refuted_without_it", c.needed() ? nlohmann::json(c.refutedBy) : nlohmann::json(nullptr)}});
  return out;
}

// Each conjunct under `title` (nothing when none was checked): needed, and by which obligation.
void printConjuncts(const std::string& title, const std::vector<ConjunctNeed>& needs, std::ostream& out) {
  if (!needs.empty()) out << title;
  for (const ConjunctNeed& c : needs)
    out << fmt::format("    {} {}: {}\n", c.lemma, c.conjunct,
                       c.needed() ? "needed (" + c.refutedBy + " refuted without it)" : "NOT NEEDED by any obligation");
}

// The counts, and how many obligations asked a query an earlier one had asked (proved once).
nlohmann::json withSameQuery(const ProofRun& r) {
  nlohmann::json out = proofCountsJson(r);
  out["same_query"] = r.sameQuery;
  return out;
}
// The small sizes a half played (null: none).
nlohmann::json smallSizesJson(const std::optional<SmallSizes>& small) {
  if (!small) return nullptr;
  return {{"up_to_chips", small->upTo},
          {"starts", small->play.starts.size()},
          {"verified", small->play.verified()},
          {"counterexamples", small->play.counterexamples()},
          {"positions", small->play.positions},
          {"fallbacks", small->play.fallbacks},
          {"search_decisions", small->play.searches},
          {"complete", small->play.complete},
          {"won", small->won()}};
}
}  // namespace

nlohmann::json theoremJson(const TheoremProof& t) {
  nlohmann::json open = nlohmann::json::array(), families = nlohmann::json::array();
  for (const auto& e : t.graph.edges)
    if (e.status != symbolic::EdgeStatus::Closed) open.push_back(edgeJson(e));
  for (Family f : t.graph.families) families.push_back(familyName(f));
  nlohmann::json needs = nlohmann::json::array();
  for (const symbolic::SizeNeed& n : t.graph.sizeNeeds)
    needs.push_back({{"from", familyName(n.from)}, {"alice", n.alice}, {"up_to_chips", n.upTo}});
  return {{"verdict", halfStatusName(bobHalfVerdict(t).status)},
          {"small_sizes", smallSizesJson(t.small)},
          {"size_needs", needs},
          {"families", t.graph.families.size()},
          {"family_names", families},
          {"edges", t.graph.edges.size()},
          {"edges_resting_on_lemmas", t.graph.count(symbolic::EdgeStatus::RestsOnLemmas)},
          {"obligations", withSameQuery(t.recheck)},
          {"lemmas", proofCountsJson(t.lemmas)},
          {"lemma_conjuncts", conjunctsJson(t.lemmaConjuncts)},
          {"open_edges", open}};
}

nlohmann::json playCheckJson(const PlayCheck& c) {
  return {{"strategy", c.strategy},
          {"starts", c.starts},
          {"up_to", c.upTo},
          {"played", c.played},
          {"lost", c.lost},
          {"fallbacks", c.fallbacks},
          {"complete", c.complete},
          {"status", playStatusName(c.status())},
          {"refuted_at", c.refutedAt.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.refutedAt)},
          {"sentence", c.sentence()}};
}

nlohmann::json halfVerdictJson(const HalfVerdict& h) {
  nlohmann::json play = nlohmann::json::array();
  for (const PlayCheck& c : h.play) play.push_back(playCheckJson(c));
  return {{"status", halfStatusName(h.status)},
          {"sentence", h.sentence()},
          {"reason", h.reason},
          {"exhaustive_play", play}};
}

nlohmann::json theoremVerdictJson(const TheoremVerdict& v) {
  return {{"bob", halfVerdictJson(v.bob)},
          {"alice", halfVerdictJson(v.alice)},
          {"steps_hold", v.stepsHold()},
          {"sentence", v.sentence()}};
}

void printTheorem(const TheoremProof& t, std::ostream& out) {
  const auto& g = t.graph;
  out << "Theorem 4.1, Bob's half: the symbolic verifier over the paper's families\n\n";
  std::string names;
  for (Family f : g.families) names += (names.empty() ? "" : ", ") + std::string(familyName(f));
  auto closed = static_cast<std::size_t>(g.count(symbolic::EdgeStatus::Closed));
  out << fmt::format("  {} ({})\n  {}: {} closed, {} rest only on Lemmas 4.2 and 4.3, {} open\n\n",
                     counted(g.families.size(), "family", "families"), names, counted(g.edges.size(), "edge"),
                     thousands(closed), thousands(g.count(symbolic::EdgeStatus::RestsOnLemmas)),
                     thousands(g.count(symbolic::EdgeStatus::Open)));
  if (!g.sizeNeeds.empty()) {
    out << "  Where no named K5 move has its property at an instance, the graph leaves that size to the finite "
           "verifier (derived, not chosen):\n";
    for (const symbolic::SizeNeed& n : g.sizeNeeds)
      out << fmt::format("    {}{}: up to {} chips\n", familyName(n.from),
                         n.alice.empty() ? std::string() : ", after Alice's " + n.alice, n.upTo);
    out << "\n";
  }
  if (t.small) {
    const Verification& v = t.small->play;
    out << fmt::format(
        "  The families assume more than {} chips. Up to {} chips the finite verifier played every start of Bob's "
        "exhaustively: {} of {} won, {} positions, {} solver fallbacks, {} search decisions{}\n\n",
        t.small->upTo, t.small->upTo, thousands(static_cast<std::uint64_t>(v.verified())), thousands(v.starts.size()),
        thousands(v.positions), thousands(v.fallbacks), thousands(v.searches), v.complete ? "" : " (stopped early)");
  } else {
    out << "  The families cover every size (no part is left to the finite verifier)\n\n";
  }
  TextTable table = solverTable("obligations");
  solverRow(table, "the family graph's (splits, matches)", t.recheck);
  solverRow(table, "Lemmas 4.2, 4.3 (abstract graph)", t.lemmas);
  out << table.str();
  out << "  (cvc5 reads the project's own SMT-LIB printing of each query; proofs/LoneStackLemmas.cpp builds the "
         "lemmas' graph)\n";
  printNotProved(t.lemmas, out);
  printConjuncts("  Each conjunct of the lemmas' hypotheses, dropped, fails an obligation:\n", t.lemmaConjuncts, out);
  for (auto [status, heading] :
       {std::pair{symbolic::EdgeStatus::RestsOnLemmas,
                  "Edges into the end game, which rest on Lemmas 4.2 and 4.3, by reason (each "
                  "with an instance):"},
        std::pair{symbolic::EdgeStatus::Open,
                  "Open edges, by reason (each with an instance the finite verifier plays):"}}) {
    std::map<std::string, std::vector<const symbolic::Edge*>> byReason;
    for (const auto& e : g.edges)
      if (e.status == status) byReason[e.why].push_back(&e);
    if (!byReason.empty()) out << "\n  " << heading << "\n";
    for (const auto& [reason, edges] : byReason) {
      out << fmt::format("    {}: {}\n", counted(edges.size(), "edge"), reason);
      for (const symbolic::Edge* e : edges)
        out << fmt::format("      {} {} {} -> {}   e.g. {}{}\n", familyName(e->from),
                           e->alice.empty() ? "(Bob first)" : "Alice " + e->alice + " (" + e->aliceClass + ")",
                           e->caseId, e->reply.empty() ? "-" : e->reply, e->position.empty() ? "-" : e->position,
                           e->detail.empty() ? "" : "  (" + e->detail + ")");
    }
  }
  out << "\n  " << bobHalfVerdict(t).sentence() << "\n\n";
}

namespace {
// A part of Alice's half by its place (kLemmaAPlace, kOpeningsPlace), as a run of its own.
ProofRun alicePart(const AliceHalfProof& a, const std::string& place) {
  ProofRun part;
  for (const ProofRecord& r : a.steps.records) {
    if (r.result.obligation.place != place) continue;
    part.records.push_back(r);
    part.proved += r.result.status == ProofStatus::Proved;
    part.refuted += r.result.status == ProofStatus::Refuted;
    part.unknown += r.result.status == ProofStatus::Unknown;
    part.disagreements += r.result.disagreement;
    part.recheckFailures += r.result.recheckFailed;
  }
  return part;
}
}  // namespace

nlohmann::json aliceHalfJson(const AliceHalfProof& a) {
  // Each part's word: its steps' arithmetic all proved, or open.
  auto word = [](bool holds) { return holds ? "steps-proved" : "open"; };
  return {{"p_at_most_2", word(a.smallMinorityProved())},
          {"n_odd_p_at_least_3",
           {{"keep_alive_phase", word(a.lemmaAProved())},
            {"gather_phase", word(a.gatherProved())},
            {"steps_proved", a.largeMinorityProved()}}},
          {"steps_proved", a.stepsProved()},
          {"small_sizes", smallSizesJson(a.small)},
          {"lemma_a", proofCountsJson(alicePart(a, kLemmaAPlace))},
          {"openings", proofCountsJson(alicePart(a, kOpeningsPlace))},
          {"gather_phase", proofCountsJson(alicePart(a, kGatherPlace))},
          {"gap_lost_for_alice", proofCountsJson(alicePart(a, kGapPlace))},
          {"gather_invariant_conjuncts", conjunctsJson(a.conjuncts)},
          {"verdict", halfStatusName(aliceHalfVerdict(a).status)},
          {"sentence", aliceHalfVerdict(a).sentence()}};
}

void printAliceHalf(const AliceHalfProof& a, std::ostream& out) {
  out << "Theorem 4.1, Alice's half: Lemma A (her keep-alive phase), Section 2's openings and the gather phase, "
         "over counter abstractions\n\n";
  TextTable table = solverTable("steps");
  for (const auto& [name, place] : {std::pair<std::string, const char*>{"Lemma A (abstract graph)", kLemmaAPlace},
                                    {"Section 2's openings", kOpeningsPlace},
                                    {"the gather phase (n odd, p >= 3) (abstract graph)", kGatherPlace},
                                    {"the gap (c >= 3, d >= 1) lost for Alice", kGapPlace}}) {
    solverRow(table, name, alicePart(a, place));
  }
  out << table.str();
  out << "  (proofs/AliceLemmas.cpp and proofs/AliceGather.cpp build the graphs; Bob's moves come from the generic "
         "rule, her replies from lemmas/AliceConditions' guards and lemmas/AliceMoves' templates, which the strategy "
         "plays; merge-tallest's pair is shown among the stacks the boards name, proofs/PairWitnesses)\n";
  printNotProved(a.steps, out);
  printConjuncts("  Each conjunct of the gather invariant, dropped, fails an obligation:\n", a.conjuncts, out);
  if (a.small) {
    const Verification& v = a.small->play;
    out << fmt::format(
        "  Up to {} chips the finite verifier played every start of Alice's exhaustively, her strategy's moves: {} of "
        "{} won, {} positions, {} solver fallbacks{}\n",
        a.small->upTo, thousands(static_cast<std::uint64_t>(v.verified())), thousands(v.starts.size()),
        thousands(v.positions), thousands(v.fallbacks), v.complete ? "" : " (stopped early)");
  } else {
    out << "  Her starts were not played (--finite-up-to 0)\n";
  }
  out << "\n  " << aliceHalfVerdict(a).sentence() << "\n\n";
}

namespace {
// The obligations of `runs` whose vacuity check fails (vacuous, or not decided).
std::vector<const ProofRecord*> failingVacuity(const std::vector<const ProofRun*>& runs) {
  std::vector<const ProofRecord*> out;
  for (const ProofRun* run : runs)
    for (const ProofRecord& r : run->records)
      if (r.vacuity.fails()) out.push_back(&r);
  return out;
}

// "the claim holds for every value" or "its assumption cannot hold", for one obligation.
std::string vacuityWhy(const VacuityVerdict& v) {
  switch (v.status) {
    case Vacuity::AssumptionUnsatisfiable: return "its assumption cannot hold (and its claim can)";
    case Vacuity::ClaimValid: return "its claim's conjunct " + v.conjunct + " holds for every value";
    case Vacuity::Undecided: return "Z3 gave no answer on whether it means something";
    default: return vacuityName(v.status);
  }
}
}  // namespace

nlohmann::json vacuityJson(const std::vector<const ProofRun*>& runs, const VacuityCost& cost) {
  std::size_t total = 0;
  int vacuous = 0, undecided = 0;
  bool checked = true;
  for (const ProofRun* run : runs) {
    total += run->records.size();
    vacuous += run->vacuous;
    undecided += run->vacuityUndecided;
    checked = checked && run->vacuityChecked;
  }
  nlohmann::json names = nlohmann::json::array(), listed = nlohmann::json::array();
  for (const ProofRecord* r : failingVacuity(runs)) {
    const Obligation& o = r->result.obligation;
    if (r->vacuity.status != Vacuity::Undecided) names.push_back(o.id);
    listed.push_back(
        {{"id", o.id},
         {"kind", o.kind},
         {"vacuity", vacuityName(r->vacuity.status)},
         {"conjunct", r->vacuity.conjunct.empty() ? nlohmann::json(nullptr) : nlohmann::json(r->vacuity.conjunct)},
         {"why", vacuityWhy(r->vacuity)}});
  }
  return {{"checked", checked},
          {"obligations", total},
          {"vacuous_obligations", vacuous},
          {"undecided_obligations", undecided},
          {"vacuous", names},
          {"failing", listed},
          {"questions", cost.questions},
          {"seconds", cost.seconds}};
}

void printVacuity(const std::vector<const ProofRun*>& runs, const VacuityCost& cost, std::ostream& out) {
  std::size_t total = 0;
  int vacuous = 0, undecided = 0;
  for (const ProofRun* run : runs) {
    total += run->records.size();
    vacuous += run->vacuous;
    undecided += run->vacuityUndecided;
  }
  out << fmt::format("Vacuity: {} checked ({} questions to Z3, {:.1f} s): {} vacuous, {} undecided\n",
                     counted(total, "obligation"), thousands(cost.questions), cost.seconds, thousands(vacuous),
                     thousands(undecided));
  out << "  (vacuous: the assumption cannot hold, or the claim or a conjunct of it holds for every value without "
         "it; proofs/README.md)\n";
  for (const ProofRecord* r : failingVacuity(runs))
    out << fmt::format("  {} {}  [{}]: {}\n", r->vacuity.status == Vacuity::Undecided ? "UNDECIDED" : "VACUOUS",
                       r->result.obligation.id, r->result.obligation.place, vacuityWhy(r->vacuity));
}

void printSideConditions(const ProofRun& run, const std::string& smtDir, std::ostream& out) {
  out << "Proof obligations of the text (Z3 for all integers; cvc5 re-checks the same SMT-LIB query)\n\n";
  struct Counts {
    std::uint64_t total = 0, proved = 0, refuted = 0, unknown = 0, cvc5Proved = 0, cvc5Refuted = 0, disagree = 0,
                  notRun = 0;
  };
  std::map<std::string, Counts> byKind;
  Counts all;
  for (const ProofRecord& r : run.records) {
    for (Counts* c : {&byKind[r.result.obligation.kind], &all}) {
      ++c->total;
      c->proved += r.result.status == ProofStatus::Proved;
      c->refuted += r.result.status == ProofStatus::Refuted;
      c->unknown += r.result.status == ProofStatus::Unknown;
      c->cvc5Proved += r.result.cvc5 == "proved";
      c->cvc5Refuted += r.result.cvc5 == "refuted";
      c->disagree += r.result.disagreement;
      c->notRun += r.result.recheckFailed;
    }
  }
  TextTable table = solverTable("kind");
  auto row = [&](const std::string& name, const Counts& c) {
    table.row({name, thousands(c.total), thousands(c.proved), thousands(c.refuted), thousands(c.unknown),
               thousands(c.cvc5Proved), thousands(c.cvc5Refuted), thousands(c.disagree), thousands(c.notRun)});
  };
  for (const auto& [kind, c] : byKind) row(kind, c);
  table.rule();
  row("all", all);
  out << table.str();
  std::vector<const ProofRecord*> failing;
  for (const ProofRecord& r : run.records)
    if (failureRank(r.result) < 4) failing.push_back(&r);
  std::stable_sort(failing.begin(), failing.end(), [](const ProofRecord* a, const ProofRecord* b) {
    return failureRank(a->result) < failureRank(b->result);
  });
  for (const ProofRecord* record : failing) {
    const ProofResult& r = record->result;
    out << fmt::format("\n{} {}  [{}]\n  {}\n  assuming {}\n  claim    {}\n  Z3: {}   cvc5: {}\n",
                       r.status == ProofStatus::Proved ? "DISAGREEMENT" : "NOT PROVED", r.obligation.id,
                       r.obligation.place, r.obligation.statement, r.obligation.assumption.readable(),
                       r.obligation.claim.readable(), proofStatusName(r.status), r.cvc5);
    if (r.status == ProofStatus::Refuted) {
      out << "  counter-model:";
      for (const auto& [name, value] : r.counterModel.values()) out << " " << name << "=" << value;
      out << "\n";
    }
    if (record->instance) out << "  " << instanceText(*record->instance) << "\n";
  }
  out << fmt::format(
      "\n{}: {} proved, {} refuted, {} unknown; {} with cvc5; {} with no answer; "
      "{:.2f} s\n",
      counted(run.records.size(), "obligation"), thousands(run.proved), thousands(run.refuted), thousands(run.unknown),
      counted(run.disagreements, "disagreement"), counted(run.recheckFailures, "cvc5 re-check"), run.seconds);
  if (!smtDir.empty()) out << "SMT-LIB files: " << smtDir << "\n";
}

}  // namespace babylon::report
