// Writes a graph's DOT file and renders it to SVG with Graphviz `dot` run as a process.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace babylon::report {

struct RenderedGraph {
  std::string name;     // e.g. "lemma-dependencies"
  std::string dotPath;  // relative to the report, e.g. "graphs/lemma-dependencies.dot"
  std::string svgPath;  // empty when not rendered
  std::string svg;      // the SVG text, for embedding
  std::string error;    // why it was not rendered (dot missing or failing)
  bool rendered() const { return !svgPath.empty(); }
};

// The report's two graphs once written (absent when the graphs stage did not run).
struct RenderedGraphs {
  std::optional<RenderedGraph> lemmaDependencies, strategy;
};

// Writes reportDir/graphs/NAME.dot and, when `dot` succeeds, reportDir/graphs/NAME.svg.
RenderedGraph renderGraph(const std::filesystem::path& reportDir, const std::string& name, const std::string& dotText);

// The <svg ...>...</svg> element of an SVG file, without the XML prolog and DOCTYPE, for inline use.
std::string inlineSvg(const std::string& svgFile);

}  // namespace babylon::report
