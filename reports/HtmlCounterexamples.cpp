// Every counterexample as a game record in the paper's notation, each move with the position
// after it: the lines where Bob's strategy loses (with the case behind each of Bob's moves and the
// solver's diagnosis; replayable with `babylon replay`), and the lines where a claim of the paper
// fails (Alice's winning line from an instance that is not safe).
#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

namespace {

std::string caseText(const Justification& why) {
  std::string params;
  for (const auto& [name, value] : why.params) params += fmt::format("{}{}={}", params.empty() ? "" : ", ", name, value);
  std::string text = why.caseId + (why.rule.empty() ? "" : ": " + why.rule);
  if (!params.empty()) text += " [" + params + "]";
  if (why.origin != Origin::Paper) text += std::string(" (") + originName(why.origin) + ")";
  return text;
}

std::string paramsText(const Start& s) {
  std::string out;
  for (const auto& [name, value] : s.params) out += fmt::format("{}{}={}", out.empty() ? "" : " ", name, value);
  return out;
}

std::string diagnosisText(const Counterexample& c, const std::vector<RecordRow>& rows) {
  const Diagnosis& d = c.diagnosis;
  std::string text = std::string("The exact solver: the start is ") + (d.startSafe ? "safe" : "NOT safe") + " for Bob";
  if (d.firstUnsafeBobMove)
    text += fmt::format("; Bob's move {} ({}) turned a safe position into an unsafe one", *d.firstUnsafeBobMove + 1,
                        rows[static_cast<std::size_t>(*d.firstUnsafeBobMove)].move);
  if (d.failedWhenSafe) text += "; the strategy failed in a position Bob could still win";
  return text + ".";
}

}  // namespace

GameLine strategyLine(const Counterexample& c) {
  GameLine line{fmt::format("from {} ({}, {}), {}", formatPosition(c.start.position), startKindName(c.start.kind),
                            paramsText(c.start), counted(c.steps.size(), "move")),
                formatPosition(c.start.position), {}, ""};
  PaperRecorder names(c.start.position);
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    line.rows.push_back({static_cast<int>(i + 1), s.bob, names.play(s.move), formatMoveExplicit(s.move),
                         formatPosition(s.after), s.why ? caseText(*s.why) : "",
                         c.diagnosis.firstUnsafeBobMove == static_cast<int>(i)});
  }
  line.ending = describeEnd(c) + ". " + diagnosisText(c, line.rows);
  return line;
}

std::string recordHtml(const GameLine& g, int index) {
  std::string s = fmt::format(R"(<details class="counterexample" open><summary class="bad">{}. {}</summary>)", index,
                              escapeHtml(g.title));
  s += "<table class=\"record\"><tr><th>#</th><th>player</th><th>move</th><th>explicit</th><th>position after</th>"
       "<th>Bob's case</th></tr><tr><td></td><td>start</td><td></td><td></td><td class=\"mono\">" +
       escapeHtml(g.start) + "</td><td></td></tr>";
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
    return fmt::format("<h3>Bob's strategy</h3><p id=\"no-strategy-counterexamples\">None: Bob's strategy <code>{}</code> "
                       "won every line from all {} starts.</p>",
                       escapeHtml(v.strategy), v.starts.size());
  std::string s = fmt::format("<h3>Bob's strategy</h3><p class=\"bad\">{} starts where Bob's strategy <code>{}</code> "
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
  std::string s = fmt::format("<h3>Claims of the paper</h3><p class=\"bad\">{} lines where a claim fails: from each "
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
