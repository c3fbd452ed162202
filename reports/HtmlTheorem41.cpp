// The Theorem 4.1 grid: p down, q across; each cell the solver's outcome and, where the verifier
// played Bob's strategy from <p,q;;>, whether it always won. Counterexamples are red.
#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "ReportTotals.hpp"

namespace babylon::report {

namespace {

std::string cell(const Report& r, const GridCell& c) {
  std::string cls = c.counterexample() ? "cex" : c.halfEstablished ? "proved" : c.verified ? "verified" : "agree";
  std::string mark = c.verified ? (*c.verified ? "&#10003;" : "&#10007;") : "";
  std::string who =
      c.verifiedBy == Side::Bob ? "Bob's strategy '" + r.strategy + "'" : "Alice's strategy '" + r.aliceStrategy + "'";
  std::string verdict = !c.verified   ? ""
                        : *c.verified ? ", " + who + " wins every line (verified to n)"
                                      : ", " + who + " LOSES";
  std::string title = fmt::format("<{},{};;> solver {} theorem {}{}{}", c.p, c.q, outcomeLetter(c.outcome),
                                  outcomeLetter(c.theorem), verdict, c.proof.empty() ? "" : "; " + c.proof);
  return fmt::format(R"(<td class="{}" title="{}" data-p="{}" data-q="{}">{}{}</td>)", cls, escapeHtml(title), c.p, c.q,
                     outcomeLetter(c.outcome), mark);
}

}  // namespace

std::string theorem41Section(const Report& r) {
  std::string s = sectionStart("theorem-4-1", "Theorem 4.1: every start <p,q;;> against the exact solver");
  if (!r.classification) return s + stageAbsence(r, "classify") + "</section>";
  auto grid = theorem41Grid(r);
  int maxP = 0, maxQ = 0;
  for (const auto& [pq, c] : grid) maxP = std::max(maxP, pq.first), maxQ = std::max(maxQ, pq.second);
  s += "<p>Rows p (the minority count), columns q. Each cell is the exact solver's outcome of "
       "<code>&lt;p,q;;&gt;</code> (N: Alice, the first player, wins; P: Bob wins); &#10003; where the verifier played "
       "the strategy of the player Theorem 4.1 names the winner (a P cell: Bob's, the report's strategy; an N cell: "
       "Alice's, <code>" +
       escapeHtml(r.aliceStrategy.empty() ? std::string("not run") : r.aliceStrategy) +
       "</code>) against every move of the other and it won every line, &#10007; where it lost. The tick means "
       "verified to that size. Dark green: the prove stage gave that start's half of Theorem 4.1 its status "
       "graph-closed-given-lemmas (Bob's) or graphs-closed-over-abstractions (Alice's), as the verdict at the top "
       "says; each cell's title has the half's sentence. Red: the solver disagrees with Theorem 4.1 or the strategy "
       "lost.</p>";
  s += R"(<p class="legend"><span class="agree" style="background:#eef7ee">agrees</span>)"
       R"(<span style="background:#c8ecc8">agrees, strategy verified</span>)"
       R"(<span style="background:#7cc47c">half established (see the verdict)</span>)"
       R"(<span style="background:#ffb3b3">counterexample</span></p>)";
  s += "<div class=\"grid-scroll\"><table class=\"grid\"><tr><th>p \\ q</th>";
  for (int q = 1; q <= maxQ; ++q) s += fmt::format("<th>{}</th>", q);
  s += "</tr>";
  for (int p = 1; p <= maxP; ++p) {
    s += fmt::format("<tr><th>{}</th>", p);
    for (int q = 1; q <= maxQ; ++q) {
      auto it = grid.find({p, q});
      s += it == grid.end() ? "<td class=\"empty\"></td>" : cell(r, it->second);
    }
    s += "</tr>";
  }
  s += "</table></div>";
  if (!r.classification->complete)
    s += "<p class=\"bad\">Classification stopped early (" + escapeHtml(r.classification->stopReason) +
         "): only the finished starts are shown.</p>";
  return s + "</section>";
}

}  // namespace babylon::report
