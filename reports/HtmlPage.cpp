// The page skeleton, its style sheet, the navigation, and the overview sections (verdict, metadata).
#include "HtmlPage.hpp"

#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "ReportTotals.hpp"
#include "core/RunGuard.hpp"

namespace babylon::report {

namespace {

constexpr const char* kStyle = R"(
body { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 1.5em 3em; color: #1d1d1f; line-height: 1.4; }
h1 { margin-bottom: 0.2em; }
h2 { border-bottom: 2px solid #dde3ea; padding-bottom: 0.2em; margin-top: 2em; }
nav { position: sticky; top: 0; background: #fff; padding: 0.5em 0; border-bottom: 1px solid #eee; font-size: 0.9em; }
nav a { margin-right: 1em; }
table { border-collapse: collapse; margin: 0.5em 0 1em; font-size: 0.88em; }
th, td { border: 1px solid #d6dbe1; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }
td code, table.obligations td, table.record td, table.mutants td, table.lemmas td, table.coverage td { overflow-wrap: anywhere; }
th { background: #f3f5f8; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 0.92em; }
figure.position { margin: 0.5em 0; }
figure.position svg { max-width: 100%; height: auto; }
.banner { padding: 0.2em 1em; border-radius: 6px; margin: 1em 0; }
.banner p { margin: 0.5em 0; }
.banner p:first-child { font-weight: bold; }
.banner.ok { background: #e3f6e3; border: 1px solid #7cc47c; }
.banner.failed { background: #ffd9d9; border: 2px solid #c22; }
.banner.incomplete { background: #ffd9d9; border: 2px solid #c22; color: #900; }
.bad, td.bad { color: #b00000; font-weight: bold; }
.unavailable { color: #666; font-style: italic; background: #f4f4f4; padding: 0.5em; border-left: 4px solid #bbb; }
table.grid { font-size: 0.78em; }
.grid-scroll { overflow-x: auto; max-width: 100%; }
ol.findings > li { margin-bottom: 0.8em; }
table.grid td { min-width: 2.2em; text-align: center; padding: 0.1em; font-family: ui-monospace, monospace; white-space: nowrap; }
table.grid th { white-space: nowrap; }
table.grid td.empty { background: #fafafa; border-color: #eee; }
table.grid td.agree { background: #eef7ee; }
table.grid td.verified { background: #c8ecc8; }
table.grid td.proved { background: #7cc47c; }
table.grid td.cex { background: #ffb3b3; color: #900; font-weight: bold; }
tr.never td { background: #f1f1f1; color: #777; }
tr.completion td { background: #fff7d6; }
tr.repair td { background: #ffe6cc; }
tr.solver-fallback td, tr.undeclared td { background: #ffd0d0; }
tr.not-proved td { background: #ffe0e0; }
.legend span { display: inline-block; padding: 0 0.5em; margin-right: 0.5em; border: 1px solid #ccc; }
details { margin: 0.4em 0; }
summary { cursor: pointer; }
.graph { border: 1px solid #eee; }
.graph svg, .plots svg { max-width: 100%; height: auto; }
.plots svg { margin-right: 1em; border: 1px solid #eee; }
)";

std::string nav() {
  return R"(<nav><a href="#findings">Findings</a><a href="#verdict">Checks</a><a href="#metadata">Run</a><a href="#recheck">Re-check</a><a href="#theorem-4-1">Theorem 4.1</a>)"
         R"(<a href="#lemmas">Lemmas</a><a href="#obligations">Obligations</a><a href="#coverage">Coverage</a>)"
         R"(<a href="#counterexamples">Counterexamples</a><a href="#mutants">Mutants</a><a href="#plots">Plots</a>)"
         R"(<a href="#graphs">Graphs</a><a href="report.json">report.json</a></nav>)";
}

std::string row(const std::string& name, const std::string& value) {
  return "<tr><th>" + escapeHtml(name) + "</th><td>" + escapeHtml(value) + "</td></tr>";
}

}  // namespace

std::string sectionStart(const std::string& id, const std::string& title) {
  return fmt::format(R"(<section id="{}"><h2>{}</h2>)", id, escapeHtml(title));
}

std::string stageAbsence(const Report& r, const std::string& stage) {
  const StageRecord& s = r.stage(stage);
  std::string text = "Stage " + stage + " " + stageStatusName(s.status) + (s.note.empty() ? "" : ": " + s.note);
  return R"(<p class="unavailable" data-stage-status=")" + std::string(stageStatusName(s.status)) + R"(">)" +
         escapeHtml(text) + "</p>";
}

std::string verdictBanner(const Report& r) {
  std::string kind = !r.complete ? "incomplete" : failedChecks(r).empty() ? "ok" : "failed";
  std::string s = fmt::format(R"(<div class="banner {}" id="verdict-line">)", kind);
  for (const std::string& part : verdictParts(r)) s += "<p>" + escapeHtmlWithCode(part) + "</p>";
  return s + "</div>";
}

std::string verdictSection(const Report& r) {
  std::vector<std::string> failed = failedChecks(r);
  std::string s = sectionStart("verdict", "Checks and numbers");
  s += failed.empty() ? "<p>No check of the harness failed in the stages run.</p>"
                      : "<p class=\"bad\">Checks that failed:</p><ul>";
  for (const std::string& f : failed) s += "<li class=\"bad\">" + escapeHtmlWithCode(f) + "</li>";
  if (!failed.empty()) s += "</ul>";
  s += "<table class=\"headlines\"><tr><th>number</th><th>value</th></tr>";
  for (const Headline& h : headlines(r))
    s += fmt::format(R"(<tr><td><a href="#{}">{}</a></td><td class="num{}" data-key="{}">{}</td></tr>)", h.anchor,
                     escapeHtml(h.label), h.bad ? " bad" : "", h.key, escapeHtml(headlineText(h.value)));
  s += "</table><h3>Stages</h3><table><tr><th>stage</th><th>status</th><th>seconds</th><th>note</th></tr>";
  double total = 0;
  for (const StageRecord& st : r.stages) {
    total += st.seconds;
    s += fmt::format(
        R"(<tr><td>{}</td><td class="{}" data-stage="{}">{}</td><td class="num" data-stage-seconds="{}">{:.2f}</td>)"
        R"(<td>{}</td></tr>)",
        st.name, st.status == StageStatus::Done ? "" : "bad", st.name, stageStatusName(st.status), st.name, st.seconds,
        escapeHtml(st.note));
  }
  return s + fmt::format(R"(<tr><th>total</th><td></td><td class="num">{:.2f}</td><td></td></tr></table></section>)",
                         total);
}

std::string metadataSection(const Report& r) {
  const RunMetadata& m = r.metadata;
  std::string s = sectionStart("metadata", "Run");
  s += "<table>";
  s += row("program", "babylon " + m.programVersion);
  s += row("git commit", m.gitCommit + (m.gitDirty ? " (with uncommitted changes)" : ""));
  s += row("compiler", m.compiler);
  s += row("compiler options", m.compilerOptions + " (" + m.buildType + ")");
  s += row("Z3", m.z3Version);
  s += row("cvc5", m.cvc5Version);
  s += row("Graphviz", m.graphvizVersion);
  s += row("date (UTC)", m.date);
  s += row("machine", fmt::format("{}: {}, {} hardware threads, {}, {}", m.machine.hostname, m.machine.cpu,
                                  m.machine.cores, formatBytes(m.machine.memoryBytes), m.machine.os));
  s += row("command", m.commandLine);
  s += row("case tables", m.caseTablesFolder + ", SHA-256 " + m.caseTablesSha256);
  s +=
      row("settings", fmt::format("max n {} (mutants up to {}), {} threads, strategy '{}', strategy graph at n = {}, "
                                  "proof timeout {} ms, prove stage {} (--finite-up-to {})",
                                  r.settings.maxN, r.settings.mutantsMaxN, r.settings.threads, r.strategy,
                                  r.settings.graphN, r.settings.proofTimeoutMs,
                                  !r.settings.quickProof ? "in full" : "quick (--quick-proof)", r.settings.finiteUpTo));
  return s + "</table></section>";
}

// The files a reader re-checks without building the project, with size and SHA-256.
std::string recheckSection(const Report& r) {
  std::string s = sectionStart("recheck", "Re-check it yourself");
  if (r.published.empty())
    return s +
           "<p>No file to re-check: the verify stage certifies only a run that verified every start, and the "
           "prove stage publishes its queries only when it ran to the end.</p></section>";
  s += "<p>Each file is in this report's folder; its SHA-256 lets a copy fetched elsewhere be compared. The commands "
       "run in the report's folder; <code>babylon-check</code> and <code>babylon-check-proof</code> are built beside "
       "<code>babylon</code> and share no code with it "
       "(checker/).</p><table><tr><th>file</th><th>bytes</th><th>SHA-256</th><th>what it holds</th>"
       "<th>re-check with</th><th>expect</th></tr>";
  for (const PublishedFile& f : r.published)
    s += fmt::format(
        R"(<tr data-file="{0}"><td><a href="{0}">{0}</a></td><td class="num">{1}</td><td><code>{2}</code></td>)"
        R"(<td>{3}</td><td><code>{4}</code></td><td>{5}</td></tr>)",
        escapeHtml(f.name), f.content.size(), f.sha256, escapeHtml(f.what), escapeHtml(f.recheck),
        escapeHtml(f.expect));
  return s + "</table></section>";
}

std::string reportHtml(const Report& r, const RenderedGraphs& graphs) {
  std::string page =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
      "style-src 'unsafe-inline'; img-src data:\">"
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">";
  page += "<title>Two-Color Babylon: proof-check report" + std::string(r.complete ? "" : " (INCOMPLETE)") + "</title>";
  page += "<style>" + std::string(kStyle) + "</style></head><body>";
  page += "<h1>Two-Color Babylon: proof-check report</h1>";
  page += verdictBanner(r);
  page +=
      "<p>Evidence for Theorem 4.1 of Georgakopoulos &amp; Winkler, <i>Two-Color Babylon</i> (INTEGERS 12 (2012) "
      "#G1): the second player wins <code>&lt;p,q;;&gt;</code> iff p+q is even and p &ge; 3. Written by "
      "<code>babylon report</code>; the same data is in <a href=\"report.json\">report.json</a>.</p>";
  page += nav();
  page += findingsSection(r) + verdictSection(r) + metadataSection(r) + recheckSection(r) + theorem41Section(r) +
          lemmasSection(r) + obligationsSection(r) + coverageSection(r) + counterexamplesSection(r) +
          mutantsSection(r) + plotsSection(r) + graphsSection(r, graphs);
  return page + "</body></html>\n";
}

}  // namespace babylon::report
