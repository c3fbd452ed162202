// The page's first section: what the checks found about the paper, each item linked to the
// section with its evidence, with its concrete line as a game record and its replayable file.
#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "PaperFindings.hpp"

namespace babylon::report {

std::string findingsSection(const Report& r) {
  std::string s = sectionStart("findings", "What the checks found") + "<ol class=\"findings\">";
  int lines = 0;
  for (const FindingItem& item : findingItems(paperFindings(r))) {
    s += fmt::format(R"(<li id="{}"><b{}>{}.</b> {} <a href="#{}">evidence</a>)", item.id,
                     item.bad ? " class=\"bad\"" : "", escapeHtmlWithCode(item.title), escapeHtmlWithCode(item.text),
                     item.anchor);
    if (!item.points.empty()) s += "<ul>";
    for (const FindingPoint& p : item.points) {
      s += "<li>" + escapeHtmlWithCode(p.text);
      if (!p.file.empty())
        s += fmt::format(R"( Replay: <a href="{0}"><code>babylon replay {0}</code></a>)", escapeHtml(p.file));
      if (p.line) s += recordHtml(*p.line, ++lines);
      s += "</li>";
    }
    if (!item.points.empty()) s += "</ul>";
    s += "</li>";
  }
  return s + "</ol></section>";
}

}  // namespace babylon::report
