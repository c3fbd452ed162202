// Graphs first (the HTML embeds their SVG), then the counterexample files, the JSON, the HTML
// and the summary; only then does the staging directory replace the target.
#include "ReportWriter.hpp"

#include "core/util/AtomicWrite.hpp"
#include "HtmlPage.hpp"
#include "PaperFindings.hpp"
#include "ReportJson.hpp"
#include "SummaryMarkdown.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon::report {

namespace {

RenderedGraphs writeGraphs(const Report& r, const std::filesystem::path& dir) {
  RenderedGraphs g;
  if (r.lemmaGraph) g.lemmaDependencies = renderGraph(dir, "lemma-dependencies", lemmaGraphDot(*r.lemmaGraph));
  if (r.strategyGraph)
    g.strategy =
        renderGraph(dir, "strategy-n" + std::to_string(r.strategyGraph->n), strategyGraphDot(*r.strategyGraph));
  return g;
}

// Each counterexample in the file format `babylon replay` reads.
void writeCounterexamples(const Report& r, const std::filesystem::path& dir) {
  if (!r.verification || r.verification->counterexamples() == 0) return;
  std::filesystem::create_directories(dir / "counterexamples");
  for (const StartVerdict& v : r.verification->starts)
    if (v.counterexample)
      writeFileAtomic(dir / "counterexamples" / counterexampleFileName(v.start),
                      counterexampleJson(*v.counterexample).dump(2) + "\n");
}

// The literal strategy's and each repair's losing line, named after the strategy that replays it:
// paper-literal, or paper-without:CASE (the paper's strategy with that one repair left out).
void writeFindingLines(const Report& r, const std::filesystem::path& dir) {
  PaperFindings f = paperFindings(r);
  auto write = [&](const std::optional<Evidence>& e, const std::string& strategy) {
    if (!e || !e->counterexample || e->file.empty()) return;
    Counterexample c = *e->counterexample;
    c.strategy = strategy;
    std::filesystem::create_directories((dir / e->file).parent_path());
    writeFileAtomic(dir / e->file, counterexampleJson(c).dump(2) + "\n");
  };
  if (f.literal) write(f.literal->example, "paper-literal");
  for (const RepairFinding& repair : f.repairs) write(repair.example, "paper-without:" + repair.caseId);
}

}  // namespace

RenderedGraphs writeReportFiles(const Report& r, const std::filesystem::path& dir) {
  RenderedGraphs graphs = writeGraphs(r, dir);
  writeCounterexamples(r, dir);
  writeFindingLines(r, dir);
  for (const PublishedFile& f : r.published) writeFileAtomic(dir / f.name, f.content);
  writeFileAtomic(dir / "report.json", reportJson(r, graphs).dump(2) + "\n");
  writeFileAtomic(dir / "report.html", reportHtml(r, graphs));
  writeFileAtomic(dir / "summary.md", summaryMarkdown(r, graphs));
  return graphs;
}

void writeReport(const Report& r, const std::filesystem::path& target) {
  StagedDirectory staged(target);
  try {
    writeReportFiles(r, staged.staging());
  } catch (const std::filesystem::filesystem_error& e) {
    throw WriteError(e.what());
  }
  staged.commit();
}

}  // namespace babylon::report
