// One function per section of report.json.
#include "ReportJson.hpp"

#include "reports/MutantsView.hpp"
#include "reports/ProofView.hpp"
#include "reports/VerifyView.hpp"

#include "PaperFindings.hpp"

#include "core/Notation.hpp"
#include "reports/ReportTotals.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon::report {

namespace {

using nlohmann::json;

std::string letter(Outcome o) { return std::string(1, outcomeLetter(o)); }

json metadataJson(const RunMetadata& m) {
  return {{"program_version", m.programVersion},
          {"git_commit", m.gitCommit},
          {"git_dirty", m.gitDirty},
          {"compiler", m.compiler},
          {"compiler_options", m.compilerOptions},
          {"build_type", m.buildType},
          {"z3_version", m.z3Version},
          {"cvc5_version", m.cvc5Version},
          {"graphviz_version", m.graphvizVersion},
          {"date", m.date},
          {"command_line", m.commandLine},
          {"case_tables", {{"folder", m.caseTablesFolder}, {"sha256", m.caseTablesSha256}}},
          {"machine",
           {{"hostname", m.machine.hostname},
            {"os", m.machine.os},
            {"cpu", m.machine.cpu},
            {"cores", m.machine.cores},
            {"memory_bytes", m.machine.memoryBytes}}}};
}

json settingsJson(const Report& r) {
  return {{"max_n", r.settings.maxN},
          {"threads", r.settings.threads},
          {"mutants_max_n", r.settings.mutantsMaxN},
          {"graph_n", r.settings.graphN},
          {"proof_timeout_ms", r.settings.proofTimeoutMs},
          {"quick_proof", r.settings.quickProof},
          {"finite_up_to", r.settings.finiteUpTo},
          {"stages", r.settings.stages},
          {"strategy", r.strategy}};
}

json stagesJson(const Report& r) {
  json out = json::array();
  for (const StageRecord& s : r.stages)
    out.push_back({{"name", s.name}, {"status", stageStatusName(s.status)}, {"seconds", s.seconds}, {"note", s.note}});
  return out;
}

json rowsJson(const std::vector<TotalRow>& rows) {
  json out = json::array();
  for (const TotalRow& t : rows)
    out.push_back({{"n", t.n}, {"starts", t.starts}, {"positions", t.positions}, {"seconds", t.seconds}});
  return out;
}

json theoremJson(const Report& r) {
  if (!r.classification) return nullptr;
  const Classification& c = *r.classification;
  auto grid = theorem41Grid(r);
  json cells = json::array();
  for (const StartResult& s : c.starts) {
    const GridCell& cell = grid.at({s.p, s.q});
    cells.push_back(
        {{"p", s.p},
         {"q", s.q},
         {"n", s.p + s.q},
         {"outcome", letter(s.outcome)},
         {"theorem", letter(s.theorem)},
         {"agrees", s.agrees()},
         {"verified", cell.verified ? json(*cell.verified) : json(nullptr)},
         {"verified_by", cell.verified ? json(cell.verifiedBy == Side::Bob ? "bob" : "alice") : json(nullptr)},
         {"half", cell.proof.empty() ? json(nullptr) : json(cell.proof)},
         {"positions", s.positions},
         {"seconds", s.seconds}});
  }
  return {{"complete", c.complete},
          {"stop_reason", c.stopReason},
          {"max_n", c.maxN},
          {"seconds", c.seconds},
          {"peak_memory_bytes", c.peakMemory},
          {"starts", cells},
          {"per_n", rowsJson(classifyRows(c))}};
}

json verificationJson(const Report& r) {
  if (!r.verification) return nullptr;
  const Verification& v = *r.verification;
  json kinds = json::array(), counterexamples = json::array();
  for (const KindRow& k : verifyKinds(v))
    kinds.push_back({{"kind", k.kind}, {"starts", k.starts}, {"verified", k.verified}, {"positions", k.positions}});
  for (const StartVerdict& s : v.starts)
    if (s.counterexample) counterexamples.push_back(counterexampleJson(*s.counterexample));
  json coverage = coverageJson(r.strategyCases, v);  // the same as `verify --json`'s
  json out = verifyTotalsJson(v);                    // the same counts as `verify --json`'s totals
  out.update({{"strategy", v.strategy},
              {"complete", v.complete},
              {"stop_reason", v.stopReason},
              {"per_kind", kinds},
              {"per_n", rowsJson(verifyRows(v))},
              {"coverage", coverage["cases"]},
              {"never_fired", coverage["never_fired"]},
              {"undeclared", coverage["undeclared"]},
              {"counterexample_lines", counterexamples}});
  return out;
}

json obligationsJson(const Report& r) {
  if (!r.proofs) return nullptr;
  const ProofRun& p = *r.proofs;
  json records = json::array();
  for (const ProofRecord& rec : p.records) records.push_back(obligationJson(rec, false));
  return {
      {"obligations", p.records.size()},       {"proved", p.proved},   {"refuted", p.refuted}, {"unknown", p.unknown},
      {"cvc5_disagreements", p.disagreements}, {"seconds", p.seconds}, {"records", records}};
}

json lemmasJson(const Report& r) {
  if (!r.lemmas) return nullptr;
  const LemmaSummary& l = *r.lemmas;
  json claims = json::array(), lines = json::array();
  for (const ClaimRow& c : l.claims) {
    json exceptions = json::array();
    for (const ExceptionTightness& e : c.exceptions)
      exceptions.push_back({{"words", e.words},
                            {"condition", e.condition},
                            {"instances", e.instances},
                            {"unsafe", e.unsafe},
                            {"safe_anyway", e.safeAnyway()},
                            {"safe_anyway_listed", e.safeAnywayListed}});
    claims.push_back({{"id", c.id},
                      {"title", c.title},
                      {"statement", c.statement},
                      {"hypothesis", c.hypothesis},
                      {"instances", c.instances},
                      {"failures", c.failures},
                      {"exceptions", exceptions},
                      {"successor_checks", c.successorChecks},
                      {"successor_problems", c.successorProblems},
                      {"sentence_checks", c.sentenceChecks},
                      {"sentence_disagreements", c.sentenceDisagreements},
                      {"holds", c.holds},
                      {"seconds", c.seconds}});
  }
  for (const GameLine& g : l.lines) lines.push_back(gameLineJson(g));
  return {{"complete", l.complete},
          {"stop_reason", l.stopReason},
          {"max_n", l.maxN},
          {"list_cap", l.listCap},
          {"seconds", l.seconds},
          {"positions", l.positions},
          {"instances", l.instances()},
          {"failures", l.failures()},
          {"holding", l.holding()},
          {"successor_problems", l.successorProblems()},
          {"sentence_disagreements", l.sentenceDisagreements()},
          {"unfinished", l.unfinished},
          {"claims", claims},
          {"lines", lines}};
}

json mutantsJson(const Report& r) {
  if (!r.mutants) return nullptr;
  return mutationRunJson(*r.mutants);
}

json renderedJson(const std::optional<RenderedGraph>& g) {
  if (!g) return {{"dot", nullptr}, {"svg", nullptr}, {"render_error", "not written"}};
  return {{"dot", g->dotPath}, {"svg", g->rendered() ? json(g->svgPath) : json(nullptr)}, {"render_error", g->error}};
}

json graphsJson(const Report& r, const RenderedGraphs& rendered) {
  json out = {{"lemma_dependencies", nullptr}, {"strategy", nullptr}};
  if (const auto& g = r.lemmaGraph) {
    json lemma = {{"families", g->families()}, {"cases", g->cases()},         {"edges", boost::num_edges(g->graph)},
                  {"acyclic", g->acyclic},     {"inductions", g->inductions}, {"proof_order", g->proofOrder},
                  {"cycle", g->cycle}};
    lemma.update(renderedJson(rendered.lemmaDependencies));
    out["lemma_dependencies"] = lemma;
  }
  if (const auto& g = r.strategyGraph) {
    json strategy = {{"n", g->n},
                     {"strategy", g->strategy},
                     {"starts", g->starts},
                     {"nodes", boost::num_vertices(g->graph)},
                     {"edges", boost::num_edges(g->graph)},
                     {"truncated", g->truncated},
                     {"bob_wins", g->bobWins},
                     {"bob_losses", g->bobLosses},
                     {"failures", g->failures}};
    strategy.update(renderedJson(rendered.strategy));
    out["strategy"] = strategy;
  }
  return out;
}

json publishedJson(const Report& r) {
  json out = json::array();
  for (const PublishedFile& f : r.published)
    out.push_back({{"name", f.name},
                   {"bytes", f.content.size()},
                   {"sha256", f.sha256},
                   {"items", f.items},
                   {"what", f.what},
                   {"recheck", f.recheck},
                   {"expect", f.expect}});
  return out;
}

// The verdict: its line, Theorem 4.1's halves, the findings about the paper counted, and the
// failed checks of the harness.
json verdictJson(const Report& r) {
  return {{"line", verdictLine(r)},
          {"theorem_4_1", theoremVerdictJson(reportVerdict(r))},
          {"findings", paperCountsJson(paperCounts(paperFindings(r)))},
          {"failed_checks", failedChecks(r)}};
}

json headlinesJson(const Report& r) {
  json out = json::array();
  for (const Headline& h : headlines(r))
    out.push_back({{"key", h.key}, {"label", h.label}, {"value", h.value}, {"bad", h.bad}});
  return out;
}

}  // namespace

json reportJson(const Report& r, const RenderedGraphs& graphs) {
  return {{"version", kReportJsonVersion},
          {"generator", "babylon report"},
          {"complete", r.complete},
          {"interrupted", r.interrupted},
          {"stop_reason", r.stopReason},
          {"verdict", verdictJson(r)},
          {"paper_findings", paperFindingsJson(paperFindings(r))},
          {"headlines", headlinesJson(r)},
          {"metadata", metadataJson(r.metadata)},
          {"settings", settingsJson(r)},
          {"stages", stagesJson(r)},
          {"theorem41", theoremJson(r)},
          {"verification", verificationJson(r)},
          {"lemmas", lemmasJson(r)},
          {"obligations", obligationsJson(r)},
          {"mutants", mutantsJson(r)},
          {"graphs", graphsJson(r, graphs)},
          {"published_files", publishedJson(r)}};
}

}  // namespace babylon::report
