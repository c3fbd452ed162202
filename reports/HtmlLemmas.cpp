// The lemma table: per claim of Section 4 its instances up to n, failures, the tightness of each
// stated exception, and the successor claims and sentences checked on concrete instances.
#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"

namespace babylon::report {

namespace {

std::string tightnessText(const ExceptionTightness& e) {
  std::string text = fmt::format("\"{}\": {} instances fail exactly it, {} not safe, {} safe anyway", e.words,
                                 e.instances, e.unsafe, e.safeAnyway());
  if (e.instances > 0) text += e.safeAnyway() == 0 ? " (tight)" : " (wider than needed)";
  if (!e.safeAnywayListed.empty()) {
    text += "; safe anyway:";
    for (const std::string& p : e.safeAnywayListed) text += " " + p;
  }
  return text;
}

std::string claimRowHtml(const ClaimRow& c) {
  std::string exceptions;
  for (const ExceptionTightness& e : c.exceptions) exceptions += "<div>" + escapeHtml(tightnessText(e)) + "</div>";
  if (exceptions.empty()) exceptions = "none stated";
  std::string checks;
  if (c.successorChecks)
    checks += fmt::format("successor claims: {} checks, {} problems. ", c.successorChecks, c.successorProblems);
  if (c.sentenceChecks)
    checks += fmt::format("sentences: {} checks, {} disagreements.", c.sentenceChecks, c.sentenceDisagreements);
  return fmt::format(
      R"(<tr class="{}" data-claim="{}"><td class="mono">{}</td><td title="{}">{}</td><td class="num">{}</td>)"
      R"(<td class="num{}">{}</td><td>{}</td><td>{}</td><td class="{}">{}</td><td class="num">{:.2f}</td></tr>)",
      c.holds ? "" : "not-proved", escapeHtml(c.id), escapeHtml(c.id), escapeHtml(c.hypothesis),
      escapeHtml(c.statement), c.instances, c.failures ? " bad" : "", c.failures, exceptions, escapeHtml(checks),
      c.holds ? "" : "bad", c.holds ? "holds" : "FAILS", c.seconds);
}

}  // namespace

std::string lemmasSection(const Report& r) {
  std::string s = sectionStart("lemmas", "Lemmas: every instance up to n");
  if (!r.lemmas) return s + stageAbsence(r, "lemmas") + "</section>";
  const LemmaSummary& l = *r.lemmas;
  s += fmt::format(
      "<p>Each claim of Section 4 says its instances are safe (Bob wins with best play); the exact "
      "solver decides every instance with at most {} chips. Exception tightness: the instances that "
      "fail exactly one stated proviso, and how many of them really are not safe. {} claims, {} hold; "
      "{} instances, {} not safe; {} positions, {:.2f} s.</p>",
      l.maxN, l.claims.size(), l.holding(), l.instances(), l.failures(), l.positions, l.seconds);
  s += "<table class=\"lemmas\"><tr><th>claim</th><th>statement</th><th>instances</th><th>failures</th>"
       "<th>exception tightness</th><th>successor claims and sentences</th><th>verdict</th><th>seconds</th></tr>";
  for (const ClaimRow& c : l.claims) s += claimRowHtml(c);
  s += "</table>";
  if (!l.unfinished.empty()) {
    s += "<p class=\"bad\">Not finished (" + escapeHtml(l.stopReason) + "):";
    for (const std::string& id : l.unfinished) s += " " + escapeHtml(id);
    s += "</p>";
  }
  if (!l.lines.empty())
    s += fmt::format(
        "<p>{} lines showing failures are in <a href=\"#counterexamples\">Counterexamples</a> (at most {} "
        "of each kind per claim).</p>",
        l.lines.size(), l.listCap);
  return s + "</section>";
}

}  // namespace babylon::report
