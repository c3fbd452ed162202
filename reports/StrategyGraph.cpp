// Plays the strategy against every move of Alice from the starts, merging equal positions into
// one node; Bob's turns are keyed by everything the strategy sees (position, last move, memory).
#include "StrategyGraph.hpp"

#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include <boost/graph/graphviz.hpp>

#include "GraphvizText.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon::report {

namespace {

using Vertex = boost::graph_traits<PlayGraph>::vertex_descriptor;
using Edge = boost::graph_traits<PlayGraph>::edge_descriptor;

class Builder {
 public:
  Builder(const Strategy& strategy, StrategyGraph& out) : strategy_(strategy), out_(out) {}

  void fromStart(const Position& start) {
    Vertex v = node(start);
    out_.graph[v].start = true;
    alice(start, strategy_.begin(start, StartKind::Initial));
  }

 private:
  Vertex node(const Position& p) {
    std::string name = formatPosition(p);
    auto [it, fresh] = index_.emplace(name, 0);
    if (fresh) {
      if (boost::num_vertices(out_.graph) >= kMaxStrategyGraphNodes) out_.truncated = true;
      it->second = boost::add_vertex(PositionNode{name, bobToMove(p), false, ""}, out_.graph);
    }
    return it->second;
  }

  void edge(Vertex from, Vertex to, MoveEdge e) {
    if (edges_.emplace(from, to, e.caseId).second) boost::add_edge(from, to, std::move(e), out_.graph);
  }

  void end(Vertex v, const char* what) { out_.graph[v].end = what; }

  void alice(const Position& p, const StrategyMemory& memory) {
    if (out_.truncated ||
        !expanded_.emplace(formatPosition(p), std::string(memory.bytes.begin(), memory.bytes.end())).second)
      return;
    Vertex v = node(p);
    std::vector<Successor> next = successors(p);
    if (next.empty()) return end(v, "Bob wins");
    for (const Successor& s : next) {
      edge(v, node(s.position), MoveEdge{false, formatMovePaper(s.move), ""});
      bob(s.position, p, s.move, memory);
    }
  }

  void bob(const Position& now, const Position& before, const Move& move, const StrategyMemory& memory) {
    if (out_.truncated) return;
    std::string key = formatPosition(before) + "|" + formatMoveExplicit(move) + "|" +
                      std::string(memory.bytes.begin(), memory.bytes.end());
    if (!bobSeen_.insert(key).second) return;
    Vertex v = node(now);
    StrategyTurn turn = playStrategy(strategy_, now, &before, move, memory);
    if (turn.kind == StrategyTurn::Kind::CannotMove) return end(v, "Bob loses");
    if (turn.failed()) return end(v, "strategy fails");
    edge(v, node(turn.after), MoveEdge{true, formatMovePaper(turn.reply->move), turn.reply->why.caseId});
    alice(turn.after, turn.reply->memory);
  }

  const Strategy& strategy_;
  StrategyGraph& out_;
  std::map<std::string, Vertex> index_;
  std::set<std::tuple<Vertex, Vertex, std::string>> edges_;
  std::set<std::pair<std::string, std::string>> expanded_;
  std::set<std::string> bobSeen_;
};

}  // namespace

StrategyGraph buildStrategyGraph(const Strategy& strategy, int n, RunGuard& guard) {
  StrategyGraph g;
  g.n = n;
  g.strategy = strategy.name();
  Builder builder(strategy, g);
  for (const Start& s : initialStarts(n)) {
    if (s.position.chips() != n) continue;
    guard.check();
    g.starts.push_back(formatPosition(s.position));
    builder.fromStart(s.position);
  }
  for (Vertex v = 0; v < boost::num_vertices(g.graph); ++v) {
    const std::string& e = g.graph[v].end;
    g.bobWins += e == "Bob wins";
    g.bobLosses += e == "Bob loses";
    g.failures += e == "strategy fails";
  }
  return g;
}

std::string strategyGraphDot(const StrategyGraph& sg) {
  const PlayGraph& g = sg.graph;
  std::ostringstream out;
  auto vertexWriter = [&](std::ostream& os, Vertex v) {
    const PositionNode& p = g[v];
    std::string fill =
        p.end.empty() ? (p.bobToMove ? "#f2f2f2" : "white") : (p.end == "Bob wins" ? "#c9f2c9" : "#ffb3b3");
    std::string label = p.position + (p.end.empty() ? "" : "\n" + p.end);
    os << "[label=" << dotQuote(label) << ", shape="
       << (p.start       ? "doubleoctagon"
           : p.bobToMove ? "box"
                         : "ellipse")
       << ", style=filled, fillcolor=\"" << fill << "\"]";
  };
  auto edgeWriter = [&](std::ostream& os, Edge e) {
    const MoveEdge& m = g[e];
    if (m.bob)
      os << "[label=" << dotQuote(m.move + "\n" + m.caseId)
         << ", color=\"#1f5fbf\", fontcolor=\"#1f5fbf\", penwidth=2]";
    else
      os << "[label=" << dotQuote(m.move) << ", color=\"#999999\", fontcolor=\"#666666\"]";
  };
  auto graphWriter = [&](std::ostream& os) {
    os << "label="
       << dotQuote("Strategy '" + sg.strategy + "' for n = " + std::to_string(sg.n) +
                   ": ellipses Alice to move, boxes Bob to move; blue edges are Bob's replies with their case" +
                   (sg.truncated ? " (TRUNCATED)" : ""))
       << ";\nnode [fontname=\"Helvetica\", fontsize=10];\nedge [fontname=\"Helvetica\", fontsize=9];\n";
  };
  boost::write_graphviz(out, g, vertexWriter, edgeWriter, graphWriter);
  return out.str();
}

}  // namespace babylon::report
