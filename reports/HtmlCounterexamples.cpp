// Every counterexample as a game record in the paper's notation, each move with the position
// after it: the lines where Bob's strategy loses (with the case behind each of Bob's moves and the
// solver's diagnosis; replayable with `babylon replay`), and the lines where a claim of the paper
// fails (Alice's winning line from an instance that is not safe).
#include <fmt/format.h>

#include "GameRecord.hpp"
#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "PositionSvg.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

std::string recordHtml(const GameLine& g, int index) {
  std::string s = fmt::format(R"(<details class="counterexample" open><summary class="bad">{}. {}</summary>)", index,
                              escapeHtml(g.title));
  // The start drawn as `solve --svg` draws a position: the picture a reader sets up on a board.
  s += "<figure class=\"position\">" + positionSvg(g.start) + "</figure>";
  s += "<table class=\"record\"><tr><th>#</th><th>player</th><th>move</th><th>explicit</th><th>position after</th>"
       "<th>Bob's case</th></tr><tr><td></td><td>start</td><td></td><td></td><td class=\"mono\">" +
       escapeHtml(formatPosition(g.start)) + "</td><td></td></tr>";
  for (const RecordRow& r : g.rows)
    s += fmt::format(R"(<tr{}><td class="num">{}</td><td>{}</td><td class="mono">{}</td><td class="mono">{}</td>)"
                     R"(<td class="mono">{}</td><td>{}</td></tr>)",
                     r.culprit ? " class=\"bad\"" : "", r.number, r.bob ? "Bob" : "Alice", escapeHtml(r.move),
                     escapeHtml(r.explicitMove), escapeHtml(r.after), escapeHtml(r.why));
  return s + "</table><p>" + escapeHtml(g.ending) + "</p></details>";
}

namespace {

std::string strategyPart(const Report& r) {
  if (!r.verification) return "<h3>Bob's strategy</h3>" + stageAbsence(r, "verify");
  const Verification& v = *r.verification;
  if (v.counterexamples() == 0)
    return fmt::format(
        "<h3>Bob's strategy</h3><p id=\"no-strategy-counterexamples\">None: Bob's strategy <code>{}</code> "
        "won every line from all {} starts.</p>",
        escapeHtml(v.strategy), v.starts.size());
  std::string s = fmt::format(
      "<h3>Bob's strategy</h3><p class=\"bad\">{} starts where Bob's strategy <code>{}</code> "
      "loses, each with its shortest losing line. Each is also a file in counterexamples/ "
      "that <code>babylon replay FILE</code> plays again.</p>",
      v.counterexamples(), escapeHtml(v.strategy));
  int index = 0;
  for (const StartVerdict& verdict : v.starts)
    if (verdict.counterexample) s += recordHtml(strategyLine(*verdict.counterexample), ++index);
  return s;
}

std::string claimPart(const Report& r) {
  if (!r.lemmas) return "<h3>Claims of the paper</h3>" + stageAbsence(r, "lemmas");
  const LemmaSummary& l = *r.lemmas;
  if (l.lines.empty())
    return "<h3>Claims of the paper</h3><p id=\"no-claim-counterexamples\">None: every instance of every claim "
           "checked is safe, and no successor claim or sentence is contradicted.</p>";
  std::string s = fmt::format(
      "<h3>Claims of the paper</h3><p class=\"bad\">{} lines where a claim fails: from each "
      "position, the winner's best play to the end (at most {} per claim and kind).</p>",
      l.lines.size(), l.listCap);
  int index = 0;
  for (const GameLine& g : l.lines) s += recordHtml(g, ++index);
  return s;
}

}  // namespace

std::string counterexamplesSection(const Report& r) {
  return sectionStart("counterexamples", "Counterexamples") + strategyPart(r) + claimPart(r) + "</section>";
}

}  // namespace babylon::report
