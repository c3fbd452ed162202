// Escaping in the HTML writer: positions such as <3,5;;> and any text from the case tables are
// shown as text, never parsed as markup.
#include <catch2/catch.hpp>

#include "reports/HtmlEscape.hpp"
#include "reports/HtmlSections.hpp"
#include "reports/SvgPlot.hpp"

using namespace babylon;
using namespace babylon::report;

TEST_CASE("escapeHtml escapes the five special characters and nothing else", "[html]") {
  CHECK(escapeHtml("<3,5;;>") == "&lt;3,5;;&gt;");
  CHECK(escapeHtml("a & b") == "a &amp; b");
  CHECK(escapeHtml("\"q\" 'r'") == "&quot;q&quot; &#39;r&#39;");
  CHECK(escapeHtml("2u+2 = m, k > 3") == "2u+2 = m, k &gt; 3");
  CHECK(escapeHtml("plain text 123") == "plain text 123");
  CHECK(escapeHtml("&amp;") == "&amp;amp;");  // already-escaped text is escaped again, shown as typed
}

TEST_CASE("escapeHtmlWithCode turns each closed `...` span into a code element and escapes the rest", "[html]") {
  CHECK(escapeHtmlWithCode("run `babylon prove <a>` now") == "run <code>babylon prove &lt;a&gt;</code> now");
  CHECK(escapeHtmlWithCode("`a` and `b`") == "<code>a</code> and <code>b</code>");
  CHECK(escapeHtmlWithCode("one ` alone") == "one ` alone");  // no closing backtick: shown as typed
  CHECK(escapeHtmlWithCode("`a` then ` alone") == "<code>a</code> then ` alone");
  CHECK(escapeHtmlWithCode("no code <3,5;;>") == "no code &lt;3,5;;&gt;");
}

TEST_CASE("The coverage section shows a case's rule as text, whatever it contains", "[html]") {
  Report r;
  for (const std::string& name : kStageNames) r.stages.push_back({name, StageStatus::Done, 0, ""});
  r.strategy = "test";
  r.strategyCases = {{"X<b>1", "answer <script>alert(1)</script> & \"win\"", Origin::Completion}};
  r.verification = Verification{};
  r.verification->coverage["X<b>1"] = 7;
  std::string html = coverageSection(r);
  CHECK(html.find("<script>") == std::string::npos);
  CHECK(html.find("<b>") == std::string::npos);
  CHECK(html.find("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;win&quot;") != std::string::npos);
  CHECK(html.find("X&lt;b&gt;1") != std::string::npos);
  CHECK(html.find("class=\"completion\"") != std::string::npos);  // completions are highlighted
}

TEST_CASE("A stage that did not run is said so, with its note escaped", "[html]") {
  Report r;
  for (const std::string& name : kStageNames)
    r.stages.push_back({name, StageStatus::Skipped, 0, name == "prove" ? "not run: <stopped>" : ""});
  std::string html = obligationsSection(r);
  CHECK(html.find("id=\"obligations\"") != std::string::npos);
  CHECK(html.find("Stage prove skipped: not run: &lt;stopped&gt;") != std::string::npos);
}

TEST_CASE("Plots escape their labels and leave out values a log scale cannot show", "[html]") {
  std::string svg = logPlot("a <b>", "n", "y", {{"s&t", "#000", {{2, 10}, {4, 0}, {6, 1000}}}});
  CHECK(svg.find("a &lt;b&gt;") != std::string::npos);
  CHECK(svg.find("s&amp;t") != std::string::npos);
  CHECK(svg.find("<circle") != std::string::npos);
  std::size_t circles = 0;
  for (std::size_t at = 0; (at = svg.find("<circle", at)) != std::string::npos; ++at) ++circles;
  CHECK(circles == 2);
  CHECK(logPlot("empty", "n", "y", {}).find("no data") != std::string::npos);
}
