// Grouping by total and by kind, the grid, the coverage rows, the headline numbers, the findings.
#include "ReportTotals.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "PaperFindings.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

namespace {

// The stage's headline value when it has no result.
nlohmann::json absent(const Report&, const std::string&) { return "not run"; }

// Mutants killed among those not shown equivalent by the solver, in percent (one decimal).
double mutationScore(const MutationRun& m) {
  int judged = m.count(MutantVerdict::Killed) + m.count(MutantVerdict::Survived);
  return judged == 0 ? 0.0 : std::round(1000.0 * m.count(MutantVerdict::Killed) / judged) / 10.0;
}

int refutedWithLosingInstance(const ProofRun& run) {
  int n = 0;
  for (const ProofRecord& rec : run.records)
    if (rec.instance && rec.instance->note.empty() && !rec.instance->verified) ++n;
  return n;
}

}  // namespace

namespace {
// Positions and seconds summed per total n, for the plots against n.
template <typename Item, typename TotalOf>
std::vector<TotalRow> rowsByTotal(const std::vector<Item>& items, TotalOf totalOf) {
  std::map<int, TotalRow> rows;
  for (const Item& s : items) {
    TotalRow& row = rows[totalOf(s)];
    row.n = totalOf(s);
    ++row.starts;
    row.positions += s.positions;
    row.seconds += s.seconds;
  }
  std::vector<TotalRow> out;
  for (auto& [n, row] : rows) out.push_back(row);
  return out;
}
}  // namespace

std::vector<TotalRow> classifyRows(const Classification& c) {
  return rowsByTotal(c.starts, [](const StartResult& s) { return s.p + s.q; });
}

std::vector<TotalRow> verifyRows(const Verification& v) {
  return rowsByTotal(v.starts, [](const StartVerdict& s) { return s.start.position.chips(); });
}

std::map<std::pair<int, int>, GridCell> theorem41Grid(const Report& r) {
  std::map<std::pair<int, int>, GridCell> grid;
  if (r.classification)
    for (const StartResult& s : r.classification->starts) grid[{s.p, s.q}] = {s.p, s.q, s.outcome, s.theorem, {}};
  for (const auto* verification : {&r.verification, &r.aliceVerification}) {
    if (!*verification) continue;
    for (const StartVerdict& v : (*verification)->starts) {
      if (v.start.kind != StartKind::Initial) continue;
      int p = 0, q = 0;
      for (const auto& [name, value] : v.start.params) {
        if (name == "p") p = value;
        if (name == "q") q = value;
      }
      auto it = grid.find({p, q});
      if (it == grid.end()) continue;
      it->second.verified = v.verified;
      it->second.verifiedBy = v.start.side;
    }
  }
  if (r.symbolic) {
    TheoremVerdict v = reportVerdict(r);
    for (auto& [pq, cell] : grid) {
      const HalfVerdict& half = cell.theorem == Outcome::P ? v.bob : v.alice;
      cell.proof = half.sentence();
      cell.halfEstablished = half.positive();
    }
  }
  return grid;
}

std::vector<KindRow> verifyKinds(const Verification& v) {
  std::map<StartKind, KindRow> rows;
  for (const StartVerdict& s : v.starts) {
    KindRow& row = rows[s.start.kind];
    row.kind = startKindName(s.start.kind);
    ++row.starts;
    row.verified += s.verified;
    row.positions += s.positions;
  }
  std::vector<KindRow> out;
  for (auto& [kind, row] : rows) out.push_back(row);
  return out;
}

std::vector<CoverageRow> coverageRows(const std::vector<CaseInfo>& cases, const Verification& v) {
  std::vector<CoverageRow> rows;
  for (const CaseInfo& c : cases) {
    auto it = v.coverage.find(c.id);
    rows.push_back({c.id, c.rule, originName(c.origin), it == v.coverage.end() ? 0 : it->second});
  }
  for (const std::string& id : v.undeclaredCases) rows.push_back({id, "", "undeclared", v.coverage.at(id)});
  return rows;
}

std::vector<CoverageRow> coverageRows(const Report& r) {
  if (!r.verification) return {};
  return coverageRows(r.strategyCases, *r.verification);
}

std::vector<Headline> headlines(const Report& r) {
  std::vector<Headline> h;
  auto add = [&](std::string key, std::string label, nlohmann::json value, bool bad, std::string anchor) {
    h.push_back({std::move(key), std::move(label), std::move(value), bad, std::move(anchor)});
  };
  if (const auto& c = r.classification) {
    std::uint64_t positions = 0;
    for (const StartResult& s : c->starts) positions += s.positions;
    add("classify.starts", "starts <p,q;;> solved", c->starts.size(), false, "theorem-4-1");
    add("classify.disagreements", "disagreements with Theorem 4.1", c->disagreements(), c->disagreements() > 0,
        "theorem-4-1");
    add("classify.positions", "positions examined by the solver", positions, false, "theorem-4-1");
  } else {
    add("classify.starts", "starts <p,q;;> solved", absent(r, "classify"), false, "theorem-4-1");
  }
  if (const auto& v = r.verification) {
    add("verify.starts", "starts played by Bob's strategy", v->starts.size(), false, "coverage");
    add("verify.verified", "starts where Bob always wins", v->verified(), false, "coverage");
    add("verify.counterexamples", "counterexamples", v->counterexamples(), v->counterexamples() > 0, "counterexamples");
    add("verify.positions", "decision nodes explored", v->positions, false, "coverage");
    add("verify.fallbacks", "solver fallbacks", v->fallbacks, v->fallbacks > 0, "coverage");
    // Not a failure of a check: where no named rule applies, the end game's search (K5.lookahead)
    // decides; counted so that no reader takes it for a named rule.
    add("verify.search_decisions", "Bob's decisions made by search (end-game look-ahead), not by a table rule",
        v->searches, false, "coverage");
    add("verify.never_fired", "cases never fired", v->neverFired.size(), false, "coverage");
  } else {
    add("verify.starts", "starts played by Bob's strategy", absent(r, "verify"), false, "coverage");
  }
  if (const auto& l = r.lemmas) {
    add("lemmas.claims", "claims of Section 4 checked", l->claims.size(), false, "lemmas");
    add("lemmas.holding", "claims that hold", l->holding(), false, "lemmas");
    add("lemmas.instances", "lemma instances checked", l->instances(), false, "lemmas");
    add("lemmas.failures", "instances not safe", l->failures(), l->failures() > 0, "lemmas");
    add("lemmas.successor_problems", "successor-claim problems", l->successorProblems(), l->successorProblems() > 0,
        "lemmas");
    // Findings about the paper, not failed checks.
    add("lemmas.sentence_disagreements", "contradicted sentences (instances)", l->sentenceDisagreements(), false,
        "lemmas");
  } else {
    add("lemmas.instances", "lemma instances checked", absent(r, "lemmas"), false, "lemmas");
  }
  if (const auto& p = r.proofs) {
    add("prove.obligations", "Z3 obligations", p->records.size(), false, "obligations");
    add("prove.proved", "proved", p->proved, false, "obligations");
    add("prove.refuted", "refuted (side conditions of the text)", p->refuted, false, "obligations");
    add("prove.unknown", "unknown (timeout)", p->unknown, p->unknown > 0, "obligations");
    add("prove.cvc5_disagreements", "cvc5 disagreements", p->disagreements, p->disagreements > 0, "obligations");
    add("prove.cvc5_failures", "cvc5 re-checks with no answer (not run, unknown or timed out)", p->recheckFailures,
        p->recheckFailures > 0, "obligations");
  } else {
    add("prove.obligations", "Z3 obligations", absent(r, "prove"), false, "obligations");
  }
  if (const auto& m = r.mutants) {
    add("mutants.count", "mutants of the paper's strategy", m->results.size(), false, "mutants");
    add("mutants.killed", "mutants killed", m->count(MutantVerdict::Killed), false, "mutants");
    add("mutants.equivalent", "mutants equivalent (the solver finds each move winning)",
        m->count(MutantVerdict::Equivalent), false, "mutants");
    add("mutants.survived", "mutants survived", m->count(MutantVerdict::Survived),
        m->count(MutantVerdict::Survived) > 0, "mutants");
    add("mutants.score", "mutation score (% of non-equivalent killed)", mutationScore(*m), false, "mutants");
  } else {
    add("mutants.score", "mutation score (% of non-equivalent killed)", absent(r, "mutants"), false, "mutants");
  }
  if (const auto& g = r.lemmaGraph) {
    add("graphs.lemma_acyclic", "lemma graph acyclic (apart from inductions)", g->acyclic, !g->acyclic, "graphs");
    add("graphs.inductions", "declared inductions", g->inductions.size(), false, "graphs");
  } else {
    add("graphs.lemma_acyclic", "lemma graph acyclic (apart from inductions)", absent(r, "graphs"), false, "graphs");
  }
  return h;
}

std::string headlineText(const nlohmann::json& value) {
  if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

TheoremVerdict reportVerdict(const Report& r) {
  TheoremVerdict v = r.symbolic ? r.symbolic->halves : notExamined("the prove stage did not run");
  if (r.verification)
    v.bob.play.insert(v.bob.play.begin(),
                      playCheck(*r.verification, Side::Bob, "of Section 4's families", r.settings.maxN));
  if (r.aliceVerification) {
    PlayCheck c = playCheck(*r.aliceVerification, Side::Alice, "<p,q;;> Theorem 4.1 gives Alice", r.settings.maxN);
    // The prove stage may have played the same starts to the same size: one sentence for both.
    bool same = std::any_of(v.alice.play.begin(), v.alice.play.end(),
                            [&](const PlayCheck& p) { return p.sentence() == c.sentence(); });
    if (!same) v.alice.play.push_back(std::move(c));
  }
  return v;
}

std::vector<std::string> failedChecks(const Report& r) {
  std::vector<std::string> out;
  for (const StageRecord& s : r.stages)
    if (s.status == StageStatus::Failed) out.push_back("stage " + s.name + " failed: " + s.note);
  if (r.classification && r.classification->disagreements())
    out.push_back(fmt::format("{} starts disagree with Theorem 4.1", r.classification->disagreements()));
  // Every exhaustive play that was not won: a strategy that loses, or one the solver helped.
  TheoremVerdict v = reportVerdict(r);
  for (const HalfVerdict* h : {&v.bob, &v.alice})
    for (const PlayCheck& c : h->play)
      if (c.status() == PlayStatus::Refuted || c.status() == PlayStatus::FellBack) out.push_back(c.sentence());
  if (r.symbolic && r.symbolic->failedSteps)
    out.push_back(fmt::format("{} of Theorem 4.1's proof not proved by both Z3 and cvc5 (see `babylon prove`)",
                              counted(r.symbolic->failedSteps, "step")));
  if (const auto& l = r.lemmas) {
    for (const ClaimRow& c : l->claims)
      if (c.failures)
        out.push_back(fmt::format("{} ({}) is not safe on {} of {} instances", c.title, c.id, c.failures, c.instances));
    if (l->successorProblems())
      out.push_back(fmt::format("{} problems with the case tables' successor claims", l->successorProblems()));
  }
  if (const auto& m = r.mutants; m && m->count(MutantVerdict::Survived))
    out.push_back(fmt::format("{} mutants survived: the verifier accepted a strategy the solver shows wrong",
                              m->count(MutantVerdict::Survived)));
  if (const auto& m = r.mutants; m && m->complete && m->tooFew())
    out.push_back(fmt::format("fewer than {} mutants ({}): raise --mutants-max-n so that more cases fire", kMinMutants,
                              m->results.size()));
  if (const auto& p = r.proofs) {
    // A refuted side condition is a finding about the text, unless Bob's strategy loses at its instance.
    if (int losing = refutedWithLosingInstance(*p))
      out.push_back(fmt::format("{} refuted side conditions with an instance where Bob's strategy loses", losing));
    if (p->unknown) out.push_back(fmt::format("{} obligations unknown (solver timeout)", p->unknown));
    if (p->disagreements) out.push_back(fmt::format("{} obligations where cvc5 disagrees with Z3", p->disagreements));
    if (p->recheckFailures)
      out.push_back(fmt::format("{} obligations whose cvc5 re-check gave no answer", p->recheckFailures));
  }
  if (r.lemmaGraph && !r.lemmaGraph->acyclic)
    out.push_back("the lemma dependency graph has a cycle that is not a declared induction");
  return out;
}

std::vector<std::string> verdictParts(const Report& r) {
  std::vector<std::string> parts;
  if (!r.complete)
    parts.push_back("INCOMPLETE (" + (r.stopReason.empty() ? std::string("a stage failed") : r.stopReason) +
                    "): only the finished stages are reported.");
  if (std::size_t n = failedChecks(r).size())
    parts.push_back(
        fmt::format("{} of the harness FAILED (listed under \"Checks that failed\").", counted(n, "check")));
  for (std::string& part : reportVerdict(r).parts()) parts.push_back(std::move(part));
  parts.push_back(paperCounts(paperFindings(r)).sentence());
  std::string notSelected;
  for (const StageRecord& s : r.stages)
    if (s.status == StageStatus::Skipped && r.complete) notSelected += (notSelected.empty() ? "" : ", ") + s.name;
  if (!notSelected.empty()) parts.push_back("Not run: " + notSelected + ".");
  return parts;
}

std::string verdictLine(const Report& r) {
  std::string line;
  for (const std::string& part : verdictParts(r)) line += (line.empty() ? "" : " ") + part;
  return line;
}

}  // namespace babylon::report
