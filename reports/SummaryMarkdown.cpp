// The verdict first, then the findings, the failed checks, the headline numbers (each linked to
// its HTML section) and the stages, in GitHub-flavoured Markdown.
#include "SummaryMarkdown.hpp"

#include <cctype>

#include <fmt/format.h>

#include "PaperFindings.hpp"
#include "ReportTotals.hpp"

namespace babylon::report {

namespace {

std::string prose(const std::string& text);

// Table cells must not break the row, nor be read as markup.
std::string cell(const std::string& text) {
  std::string out;
  for (char c : prose(text)) {
    if (c == '|')
      out += "\\|";
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

// Could a '<' at text[at] open raw HTML or an autolink in CommonMark? A tag name (a letter, then
// letters, digits, '-') followed by a space, '/', '>' or ':', or '/', '!', '?' at once. Positions
// such as <p,q;;> and <2,2;8;6> cannot, and are left as typed, readable as plain text too.
bool opensMarkup(const std::string& text, std::size_t at) {
  std::size_t i = at + 1;
  if (i >= text.size()) return false;
  char c = text[i];
  if (c == '/' || c == '!' || c == '?') return true;
  if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '-')) ++i;
  return i == text.size() || std::isspace(static_cast<unsigned char>(text[i])) || text[i] == '/' || text[i] == '>' ||
         text[i] == ':' || text[i] == '@' || text[i] == '.';
}

// Prose for GitHub-flavoured Markdown that also reads as plain text: '<' backslash-escaped only
// where it could open a tag, '&' only where it could start an entity, '*' always (emphasis);
// `...` code spans are kept as they are. ('[' opens no link without a '(' or a definition.)
std::string prose(const std::string& text) {
  std::string out;
  bool inCode = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '`') inCode = !inCode;
    bool escape = !inCode && ((c == '<' && opensMarkup(text, i)) || c == '*' ||
                              (c == '&' && i + 1 < text.size() &&
                               (std::isalpha(static_cast<unsigned char>(text[i + 1])) || text[i + 1] == '#')));
    if (escape) out += '\\';
    out += c;
  }
  return out;
}

std::string findingsMarkdown(const Report& r) {
  std::string s = "## What the checks found\n\n";
  int number = 0;
  for (const FindingItem& item : findingItems(paperFindings(r))) {
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
  for (const std::string& part : verdictParts(r)) s += "- " + prose(part) + "\n";
  s += "\n" + links(graphs) + "\n\n";
  s += findingsMarkdown(r);
  s += "## Checks that failed\n\n";
  std::vector<std::string> failed = failedChecks(r);
  for (const std::string& f : failed) s += "- " + prose(f) + "\n";
  if (failed.empty()) s += "None in the stages run.\n";
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
  s += fmt::format(
      "\nbabylon {}, commit `{}`{}, {} {}; {} on {} ({} threads); command `{}`; case tables `{}` (SHA-256 `{}`).\n",
      m.programVersion, m.gitCommit, m.gitDirty ? " (with uncommitted changes)" : "", m.compiler, m.buildType, m.date,
      m.machine.hostname, m.machine.cores, m.commandLine, m.caseTablesFolder, m.caseTablesSha256);
  return s;
}

}  // namespace babylon::report
