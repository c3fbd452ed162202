// `dot -Tsvg` on the written DOT file; the SVG is kept for embedding in the HTML page.
#include "GraphRender.hpp"

#include "core/util/AtomicWrite.hpp"
#include "core/util/Subprocess.hpp"

namespace babylon::report {

RenderedGraph renderGraph(const std::filesystem::path& reportDir, const std::string& name, const std::string& dotText) {
  RenderedGraph g;
  g.name = name;
  g.dotPath = "graphs/" + name + ".dot";
  std::filesystem::create_directories(reportDir / "graphs");
  writeFileAtomic(reportDir / g.dotPath, dotText);
  ProcessResult r = runProcess({"dot", "-Tsvg", (reportDir / g.dotPath).string()});
  if (!r.ok() || r.out.find("<svg") == std::string::npos) {
    g.error = !r.started ? "Graphviz `dot` is not installed (package graphviz)"
                         : "dot failed (exit " + std::to_string(r.exitStatus) + "): " + r.err.substr(0, 300);
    return g;
  }
  g.svgPath = "graphs/" + name + ".svg";
  writeFileAtomic(reportDir / g.svgPath, r.out);
  g.svg = inlineSvg(r.out);
  return g;
}

std::string inlineSvg(const std::string& svgFile) {
  auto begin = svgFile.find("<svg");
  if (begin == std::string::npos) return "";
  return svgFile.substr(begin);
}

}  // namespace babylon::report
