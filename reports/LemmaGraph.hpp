// The lemma dependency graph of the case table: each family (a lemma, the target states, the
// openings, positions 1-3, the plans) has its cases, and each case relies on the family its
// successor belongs to. It must be acyclic apart from the paper's declared inductions: cases
// whose successor is of their own family (Lemma 4.4 (vii), Lemma 4.5 (iii)/(iv), the even-hill
// strategy repeating on target states), each a smaller instance.
#pragma once

#include <string>
#include <vector>

#include <boost/graph/adjacency_list.hpp>

#include "lemmas/CaseTable.hpp"

namespace babylon::report {

struct DependencyNode {
  std::string id;     // "family:Lemma 4.4" or the case id "L4.4(i)"
  std::string label;  // what the drawing shows
  bool family = false;
  Origin origin = Origin::Paper;  // cases only
};

struct DependencyEdge {
  bool induction = false;  // a case relying on its own family: a declared induction
  bool reliesOn = false;   // case -> the family of its successor (else family -> its case)
};

using DependencyGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS, DependencyNode, DependencyEdge>;

struct LemmaGraph {
  DependencyGraph graph;
  bool acyclic = false;                 // apart from the declared inductions
  std::vector<std::string> inductions;  // the case ids of the declared inductions
  std::vector<std::string> proofOrder;  // families, each relying only on earlier ones (when acyclic)
  std::vector<std::string> cycle;       // when not acyclic: the nodes of a cycle that is no induction
  std::size_t families() const;
  std::size_t cases() const;
};

LemmaGraph buildLemmaGraph(const std::vector<CaseEntry>& table);

// Graphviz text, written with boost::write_graphviz: a cluster per family with its cases,
// inductions drawn dashed.
std::string lemmaGraphDot(const LemmaGraph& g);

}  // namespace babylon::report
