// Builds the dependency graph with Boost.Graph and checks it with a topological sort of the
// graph without its induction edges; a failure names the strongly connected nodes.
#include "LemmaGraph.hpp"

#include <map>
#include <optional>
#include <sstream>

#include <boost/graph/filtered_graph.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/graph/strong_components.hpp>
#include <boost/graph/topological_sort.hpp>

#include "GraphvizText.hpp"

namespace babylon::report {

namespace {

using Vertex = boost::graph_traits<DependencyGraph>::vertex_descriptor;
using Edge = boost::graph_traits<DependencyGraph>::edge_descriptor;

struct WithoutInductions {
  const DependencyGraph* g = nullptr;
  bool operator()(const Edge& e) const { return !(*g)[e].induction; }
};

const char* originColor(Origin o) {
  switch (o) {
    case Origin::Paper: return "white";
    case Origin::Completion: return "#fff3c4";
    case Origin::Repair: return "#ffd6a5";
    case Origin::SolverFallback:
    case Origin::Solver: return "#ffc9c9";
  }
  return "white";
}

// The nodes of the first nontrivial strongly connected component of the graph without inductions.
std::vector<std::string> findCycle(const DependencyGraph& g) {
  boost::filtered_graph<DependencyGraph, WithoutInductions> f(g, WithoutInductions{&g});
  std::vector<std::size_t> component(boost::num_vertices(g));
  std::size_t count = boost::strong_components(
      f, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, g)));
  std::vector<std::size_t> size(count, 0);
  for (std::size_t c : component) ++size[c];
  std::vector<std::string> cycle;
  std::optional<std::size_t> chosen;
  for (Vertex v = 0; v < boost::num_vertices(g); ++v) {
    if (size[component[v]] < 2) continue;
    if (!chosen) chosen = component[v];
    if (component[v] == *chosen) cycle.push_back(g[v].id);
  }
  return cycle;
}

}  // namespace

std::size_t LemmaGraph::families() const {
  std::size_t n = 0;
  for (Vertex v = 0; v < boost::num_vertices(graph); ++v) n += graph[v].family;
  return n;
}

std::size_t LemmaGraph::cases() const { return boost::num_vertices(graph) - families(); }

LemmaGraph buildLemmaGraph(const std::vector<CaseEntry>& table) {
  LemmaGraph result;
  DependencyGraph& g = result.graph;
  std::map<Family, Vertex> familyVertex;
  auto familyOf = [&](Family f) {
    auto [it, fresh] = familyVertex.emplace(f, 0);
    if (fresh)
      it->second = boost::add_vertex(DependencyNode{std::string("family:") + familyName(f), familyName(f), true}, g);
    return it->second;
  };
  for (const CaseEntry& e : table) {
    Vertex own = familyOf(e.family);
    Vertex c = boost::add_vertex(DependencyNode{e.id, e.id, false, e.origin}, g);
    boost::add_edge(own, c, DependencyEdge{false, false}, g);
    bool induction = e.next == e.family;
    boost::add_edge(c, familyOf(e.next), DependencyEdge{induction, true}, g);
    if (induction) result.inductions.push_back(e.id);
  }
  boost::filtered_graph<DependencyGraph, WithoutInductions> f(g, WithoutInductions{&g});
  std::vector<Vertex> reverseOrder;  // Boost's order: everything a node relies on comes before it
  try {
    boost::topological_sort(f, std::back_inserter(reverseOrder));
    result.acyclic = true;
    for (Vertex v : reverseOrder)
      if (g[v].family) result.proofOrder.push_back(g[v].label);
  } catch (const boost::not_a_dag&) {
    result.acyclic = false;
    result.cycle = findCycle(g);
  }
  return result;
}

std::string lemmaGraphDot(const LemmaGraph& lg) {
  const DependencyGraph& g = lg.graph;
  std::ostringstream out;
  auto vertexWriter = [&](std::ostream& os, Vertex v) {
    const DependencyNode& n = g[v];
    if (n.family)
      os << "[label=" << dotQuote(n.label) << ", shape=box, style=\"filled,bold\", fillcolor=\"#dbe8ff\"]";
    else
      os << "[label=" << dotQuote(n.label) << ", shape=ellipse, fontsize=10, style=filled, fillcolor=\""
         << originColor(n.origin) << "\", tooltip=" << dotQuote(std::string(originName(n.origin))) << "]";
  };
  auto edgeWriter = [&](std::ostream& os, Edge e) {
    const DependencyEdge& d = g[e];
    if (d.induction)
      os << "[style=dashed, color=\"#1f5fbf\", label=\"induction\", fontsize=9, constraint=false]";
    else if (d.reliesOn)
      os << "[color=\"#555555\"]";
    else
      os << "[color=\"#bbbbbb\", arrowhead=none]";
  };
  auto graphWriter = [&](std::ostream& os) {
    os << "label="
       << dotQuote(std::string("Lemma dependencies: family -> its cases -> the family each case's successor "
                               "belongs to; dashed: declared inductions"))
       << ";\nrankdir=LR;\nranksep=0.6;\nnode [fontname=\"Helvetica\"];\nedge [fontname=\"Helvetica\"];\n";
  };
  boost::write_graphviz(out, g, vertexWriter, edgeWriter, graphWriter);
  // Each family drawn in a box with its own cases (a cluster per lemma), so that the drawing reads
  // lemma by lemma; boost::write_graphviz names vertex i "i", and a node listed again inside a
  // cluster subgraph belongs to it.
  std::string text = out.str();
  std::string clusters;
  for (auto [v, vEnd] = boost::vertices(g); v != vEnd; ++v) {
    if (!g[*v].family) continue;
    std::string members = std::to_string(*v) + ";";
    for (auto [e, eEnd] = boost::out_edges(*v, g); e != eEnd; ++e)
      if (!g[*e].reliesOn && !g[*e].induction) members += " " + std::to_string(boost::target(*e, g)) + ";";
    clusters += "subgraph cluster_" + std::to_string(*v) + " {\nlabel=" + dotQuote(g[*v].label) +
                ";\nstyle=\"rounded\";\ncolor=\"#c8d3e6\";\n" + members + "\n}\n";
  }
  std::size_t close = text.rfind('}');
  if (close != std::string::npos) text.insert(close, clusters);
  return text;
}

}  // namespace babylon::report
