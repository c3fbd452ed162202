// The plots (positions explored and time against n) and the two Graphviz graphs, embedded as SVG.
#include <fmt/format.h>

#include "HtmlEscape.hpp"
#include "HtmlSections.hpp"
#include "ReportTotals.hpp"
#include "SvgPlot.hpp"

namespace babylon::report {

namespace {

// Below this a total's time is the timer's and the scheduler's noise, not the work's.
constexpr double kMinPlottedSeconds = 0.01;

PlotSeries series(const std::string& name, const std::string& color, const std::vector<TotalRow>& rows, bool time) {
  PlotSeries s{name, color, {}};
  for (const TotalRow& t : rows)
    if (!time || t.seconds >= kMinPlottedSeconds)
      s.points.emplace_back(t.n, time ? t.seconds : static_cast<double>(t.positions));
  return s;
}

// Graphviz numbers its SVG ids from 1 in every file (graph0, node1, edge1): inlined side by side
// they would clash, so each graph's ids and the references to them take the graph's name first.
std::string prefixSvgIds(std::string svg, const std::string& prefix) {
  for (const char* key : {" id=\"", "href=\"#", "url(#"}) {
    std::string k = key;
    for (std::size_t at = svg.find(k); at != std::string::npos; at = svg.find(k, at + k.size() + prefix.size() + 1))
      svg.insert(at + k.size(), prefix + "-");
  }
  return svg;
}

std::string graphBlock(const std::string& title, const std::optional<RenderedGraph>& g, const std::string& facts) {
  std::string s = "<h3>" + escapeHtml(title) + "</h3><p>" + facts + "</p>";
  if (!g) return s + "<p class=\"unavailable\">not written</p>";
  s += fmt::format(R"(<p>Files: <a href="{0}">{0}</a>)", escapeHtml(g->dotPath));
  if (g->rendered()) s += fmt::format(R"(, <a href="{0}">{0}</a>)", escapeHtml(g->svgPath));
  s += "</p>";
  if (!g->rendered()) return s + "<p class=\"unavailable\">Not rendered: " + escapeHtml(g->error) + "</p>";
  return s + "<div class=\"graph\" id=\"graph-" + g->name + "\">" + prefixSvgIds(g->svg, g->name) + "</div>";
}

std::string lemmaFacts(const LemmaGraph& g) {
  std::string s = fmt::format("{} families and {} cases. ", g.families(), g.cases());
  if (g.acyclic) {
    s += "<b>Acyclic</b> apart from the declared inductions (a topological sort succeeds without them). Proof order, "
         "each relying only on the ones before: ";
    for (std::size_t i = 0; i < g.proofOrder.size(); ++i) s += (i ? " &rarr; " : "") + escapeHtml(g.proofOrder[i]);
    s += ".";
  } else {
    s += "<span class=\"bad\">NOT acyclic: a cycle that is no declared induction through ";
    for (std::size_t i = 0; i < g.cycle.size(); ++i) s += (i ? ", " : "") + escapeHtml(g.cycle[i]);
    s += "</span>.";
  }
  s += fmt::format(" Declared inductions (dashed), {}: ", g.inductions.size());
  for (std::size_t i = 0; i < g.inductions.size(); ++i)
    s += (i ? ", " : "") + std::string("<code>") + escapeHtml(g.inductions[i]) + "</code>";
  return s + ".";
}

std::string strategyFacts(const StrategyGraph& g) {
  std::string starts;
  for (const std::string& st : g.starts) starts += (starts.empty() ? "" : ", ") + escapeHtml(st);
  return fmt::format(
      "Strategy <code>{}</code> from {} (n = {}): {} positions, {} moves; {} lines end with Alice unable "
      "to move (Bob wins), {} with Bob unable to move, {} with the strategy failing{}.",
      escapeHtml(g.strategy), starts.empty() ? "no start" : starts, g.n, boost::num_vertices(g.graph),
      boost::num_edges(g.graph), g.bobWins, g.bobLosses, g.failures,
      g.truncated ? "; TRUNCATED at " + std::to_string(kMaxStrategyGraphNodes) + " positions" : "");
}

}  // namespace

std::string plotsSection(const Report& r) {
  std::string s = sectionStart("plots", "Positions explored and time against n");
  std::vector<PlotSeries> positions, seconds;
  if (r.classification) {
    auto rows = classifyRows(*r.classification);
    positions.push_back(series("classify: positions examined by the solver", "#1f5fbf", rows, false));
    seconds.push_back(series("classify: seconds", "#1f5fbf", rows, true));
  }
  if (r.verification) {
    auto rows = verifyRows(*r.verification);
    positions.push_back(series("verify: decision nodes explored", "#c0392b", rows, false));
    seconds.push_back(series("verify: seconds", "#c0392b", rows, true));
  }
  if (positions.empty()) return s + stageAbsence(r, "classify") + "</section>";
  s += "<p>Per total n (p+q for classify, 2m for verify), summed over the starts of that total; logarithmic scale. "
       "Totals with nothing new to explore are left out of the positions plot, and totals that took under 10 ms "
       "(timer noise) out of the time plot.</p><div class=\"plots\">";
  s += logPlot("Positions explored", "n (chips)", "positions", positions);
  s += logPlot("Time", "n (chips)", "seconds", seconds);
  return s + "</div></section>";
}

std::string graphsSection(const Report& r, const RenderedGraphs& graphs) {
  std::string s = sectionStart("graphs", "Graphs");
  if (!r.lemmaGraph && !r.strategyGraph) return s + stageAbsence(r, "graphs") + "</section>";
  if (r.lemmaGraph)
    s += graphBlock("Lemma dependencies (which case relies on which lemma)", graphs.lemmaDependencies,
                    lemmaFacts(*r.lemmaGraph));
  if (r.strategyGraph) s += graphBlock("Strategy graph", graphs.strategy, strategyFacts(*r.strategyGraph));
  return s + "</section>";
}

}  // namespace babylon::report
