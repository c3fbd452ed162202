// The verdict line, the findings, the headline numbers (each linked to its HTML section) and the
// stages, in GitHub-flavoured Markdown.
#include "SummaryMarkdown.hpp"

#include <fmt/format.h>

#include "PaperFindings.hpp"
#include "ReportTotals.hpp"

namespace babylon::report {

namespace {

// Table cells must not break the row, nor be read as markup.
std::string cell(std::string text) {
  std::string out;
  for (char c : text) {
    if (c == '|')
      out += "\\|";
    else if (c == '<')
      out += "&lt;";  // <p,q;;> is text, not an HTML tag
    else if (c == '>')
      out += "&gt;";
    else if (c == '\n')
      out += ' ';
    else
      out += c;
  }
  return out;
}

std::string links(const RenderedGraphs& graphs) {
  std::string s = "[full report](report.html) · [data](report.json)";
  for (const auto* g : {&graphs.lemmaDependencies, &graphs.strategy})
    if (*g) s += fmt::format(" · [{}]({})", (*g)->name, (*g)->rendered() ? (*g)->svgPath : (*g)->dotPath);
  return s;
}

// Prose outside code spans: <p,q;;> is text, not an HTML tag.
std::string prose(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '<' ? std::string("&lt;") : c == '>' ? std::string("&gt;") : std::string(1, c);
  return out;
}

std::string findingsMarkdown(const Report& r) {
  std::string s = "## What the checks found\n\n";
  int number = 0;
  for (const FindingItem& item : findingItems(paperFindings(r), r.strategy)) {
    s += fmt::format("{}. **{}.** {}{}[evidence](report.html#{})\n", ++number, prose(item.title), prose(item.text),
                     item.text.empty() ? "" : " ", item.anchor);
    for (const FindingPoint& p : item.points) {
      s += "   - " + prose(p.text) + "\n";
      if (p.line)
        s += "     `" + lineText(*p.line) + "`" +
             (p.file.empty() ? "" : " — replay: [`" + p.file + "`](" + p.file + ")") + "\n";
    }
  }
  return s + "\n";
}

}  // namespace

std::string summaryMarkdown(const Report& r, const RenderedGraphs& graphs) {
  const RunMetadata& m = r.metadata;
  std::string s = "# Two-Color Babylon: proof-check report\n\n";
  if (!r.complete)
    s += "> **INCOMPLETE**: " + (r.stopReason.empty() ? std::string("a stage failed") : r.stopReason) +
         ". Only the finished stages are reported.\n\n";
  s += "**Verdict: " + verdictLine(r) + "**\n\n";
  s += links(graphs) + "\n\n";
  s += findingsMarkdown(r);
  s += "## Checks that failed\n\n";
  for (const std::string& f : findings(r)) s += "- " + prose(f) + "\n";
  if (findings(r).empty()) s += "None in the stages run.\n";
  s += "\n## Numbers\n\n";
  s += fmt::format(
      "Theorem 4.1 (second player wins `<p,q;;>` iff p+q is even and p >= 3), checked up to {} chips "
      "with strategy `{}`.\n\n",
      r.settings.maxN, r.strategy);
  s += "| number | key | value |\n|---|---|---:|\n";
  for (const Headline& h : headlines(r))
    s += fmt::format("| [{}](report.html#{}) | `{}` | {}{}{} |\n", cell(h.label), h.anchor, h.key, h.bad ? "**" : "",
                     headlineText(h.value), h.bad ? "**" : "");
  s += "\n## [Re-check it yourself](report.html#recheck)\n\n";
  if (r.published.empty()) s += "No file to re-check in the stages run.\n";
  for (const PublishedFile& f : r.published)
    s += fmt::format("- [`{0}`]({0}), {1} bytes, SHA-256 `{2}`: {3}. Re-check: `{4}`; expect {5}.\n", f.name,
                     f.content.size(), f.sha256, prose(f.what), f.recheck, prose(f.expect));
  s += "\n| stage | status | seconds | note |\n|---|---|---:|---|\n";
  for (const StageRecord& st : r.stages)
    s += fmt::format("| {} | {} | {:.2f} | {} |\n", st.name, stageStatusName(st.status), st.seconds, cell(st.note));
  s += fmt::format("\nbabylon {}, commit `{}`{}, {} {}; {} on {} ({} threads); command `{}`.\n", m.programVersion,
                   m.gitCommit, m.gitDirty ? " (with uncommitted changes)" : "", m.compiler, m.buildType, m.date,
                   m.machine.hostname, m.machine.cores, m.commandLine);
  return s;
}

}  // namespace babylon::report
