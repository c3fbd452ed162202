// Boost.Graph is usable from the harness: the game graph of <2,2;;> as an adjacency_list DAG,
// solved backwards along a topological order; cycle detection; Graphviz output.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/graphviz.hpp>
#include <boost/graph/topological_sort.hpp>

#include "core/Move.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"

using namespace babylon;

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
using Vertex = boost::graph_traits<Graph>::vertex_descriptor;

// Every position reachable from `start`, one vertex each, one edge per distinct successor.
struct GameGraph {
  Graph graph;
  std::vector<Position> positions;
};

GameGraph gameGraph(const Position& start) {
  GameGraph g;
  std::map<std::string, Vertex> index;
  std::vector<Vertex> todo;
  auto vertexOf = [&](const Position& p) {
    auto [it, fresh] = index.emplace(formatStackList(p), 0);
    if (fresh) {
      it->second = boost::add_vertex(g.graph);
      g.positions.push_back(p);
      todo.push_back(it->second);
    }
    return it->second;
  };
  vertexOf(start);
  while (!todo.empty()) {
    Vertex v = todo.back();
    todo.pop_back();
    Position p = g.positions[v];
    for (const Successor& s : successors(p)) boost::add_edge(v, vertexOf(s.position), g.graph);
  }
  return g;
}

}  // namespace

TEST_CASE("The game graph of two red and two blue chips is a DAG solved along its topological order", "[boost-graph]") {
  GameGraph g = gameGraph(parsePaper("<2,2;;>"));
  // Counted by hand: 1 start, 4 positions of 3 stacks, 5 of 2 stacks, 2 of 1 stack; 4+8+4 edges.
  REQUIRE(boost::num_vertices(g.graph) == 12);
  REQUIRE(boost::num_edges(g.graph) == 16);

  std::vector<Vertex> reverseOrder;
  boost::topological_sort(g.graph, std::back_inserter(reverseOrder));
  REQUIRE(reverseOrder.size() == 12);
  std::vector<std::size_t> rank(12);
  for (std::size_t i = 0; i < reverseOrder.size(); ++i) rank[reverseOrder[i]] = i;
  for (auto [e, end] = boost::edges(g.graph); e != end; ++e) {
    Vertex from = boost::source(*e, g.graph), to = boost::target(*e, g.graph);
    CHECK(rank[to] < rank[from]);  // reverse topological order: successors come first
    CHECK(g.positions[to].stackCount() + 1 == g.positions[from].stackCount());
  }

  // Backward induction in that order: a position is N iff some successor is P.
  std::vector<char> moverWins(12, 0);
  int terminal = 0;
  for (Vertex v : reverseOrder) {
    if (boost::out_degree(v, g.graph) == 0) ++terminal;
    for (auto [e, end] = boost::out_edges(v, g.graph); e != end; ++e)
      if (!moverWins[boost::target(*e, g.graph)]) moverWins[v] = 1;
  }
  CHECK(terminal == 4);  // r3 b1, r1 b3, r4, b4
  RunGuard guard(1ull << 40);
  Solver solver(guard, {1, false});
  for (Vertex v = 0; v < 12; ++v) {
    INFO(formatPosition(g.positions[v]));
    CHECK((moverWins[v] ? Outcome::N : Outcome::P) == solver.outcome(g.positions[v]));
  }
  CHECK(moverWins[0] == 1);  // <2,2;;> is a first-player win
}

TEST_CASE("topological_sort reports a cycle as not_a_dag", "[boost-graph]") {
  Graph cyclic(3);
  boost::add_edge(0, 1, cyclic);
  boost::add_edge(1, 2, cyclic);
  boost::add_edge(2, 0, cyclic);
  std::vector<Vertex> order;
  CHECK_THROWS_AS(boost::topological_sort(cyclic, std::back_inserter(order)), boost::not_a_dag);

  Graph acyclic(3);
  boost::add_edge(0, 1, acyclic);
  boost::add_edge(1, 2, acyclic);
  order.clear();
  CHECK_NOTHROW(boost::topological_sort(acyclic, std::back_inserter(order)));
  CHECK(order == std::vector<Vertex>{2, 1, 0});
}

TEST_CASE("write_graphviz prints the edges of the game graph", "[boost-graph]") {
  GameGraph g = gameGraph(parseStackList("r2 b1 b1"));
  REQUIRE(boost::num_vertices(g.graph) == 4);  // r2 b1 b1 -> r2 b2 -> r4, b4
  std::vector<std::string> labels;
  for (const Position& p : g.positions) labels.push_back(formatStackList(p));
  std::ostringstream dot;
  boost::write_graphviz(dot, g.graph, boost::make_label_writer(labels.data()));
  std::string text = dot.str();
  INFO(text);
  CHECK(text.find("digraph") != std::string::npos);
  CHECK(text.find("0->1") != std::string::npos);
  CHECK(text.find("1->2") != std::string::npos);
  CHECK(text.find("1->3") != std::string::npos);
  CHECK(text.find("label=\"r2 b1 b1\"") != std::string::npos);
  CHECK(text.find("label=r4") != std::string::npos);      // one-word labels are not quoted
  CHECK(std::count(text.begin(), text.end(), '>') == 3);  // exactly three edges (no '>' in labels)
}
