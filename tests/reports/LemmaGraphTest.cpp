// The lemma dependency graph: the paper's case table is acyclic apart from its declared
// inductions, and a cycle through two families is caught.
#include <catch2/catch.hpp>

#include <algorithm>

#include "reports/LemmaGraph.hpp"

using namespace babylon;
using namespace babylon::report;

namespace {

CaseEntry entry(const std::string& id, Family family, Family next) {
  return makeCase(id, family, "rb", Expr::always(), "rbR", next, "claim", Origin::Paper, "text", "plain");
}

std::size_t indexOf(const std::vector<std::string>& v, const std::string& s) {
  return static_cast<std::size_t>(std::find(v.begin(), v.end(), s) - v.begin());
}

bool contains(const std::vector<std::string>& v, const std::string& s) { return indexOf(v, s) < v.size(); }

}  // namespace

TEST_CASE("The paper's case table is acyclic apart from its declared inductions", "[lemma-graph]") {
  LemmaGraph g = buildLemmaGraph(caseTable());
  REQUIRE(g.acyclic);
  CHECK(g.cycle.empty());
  CHECK(g.cases() == caseTable().size());
  CHECK(contains(g.inductions, "L4.4(vii).bb"));
  CHECK(contains(g.inductions, "L4.5(iii).induction"));
  CHECK(contains(g.inductions, "L4.5(iv).induction"));
  CHECK_FALSE(contains(g.inductions, "L4.4(i)"));  // Lemma 4.4 (i) relies on Lemma 4.5, no induction
  // Each family comes after every family its cases rely on.
  const auto& order = g.proofOrder;
  CHECK(indexOf(order, "Lemmas 4.2/4.3") < indexOf(order, "Lemma 4.5"));
  CHECK(indexOf(order, "Lemma 4.5") < indexOf(order, "Lemma 4.4"));
  CHECK(indexOf(order, "Lemma 4.4") < indexOf(order, "target state"));
  CHECK(indexOf(order, "target state") < indexOf(order, "opening"));
  CHECK(indexOf(order, "opening") < order.size());
}

TEST_CASE("A cycle through two families that is no declared induction is reported", "[lemma-graph]") {
  std::vector<CaseEntry> table = {entry("A", Family::Lemma44, Family::Lemma45),
                                  entry("B", Family::Lemma45, Family::Lemma44),
                                  entry("C", Family::Lemma45, Family::KeepAlive)};
  LemmaGraph g = buildLemmaGraph(table);
  CHECK_FALSE(g.acyclic);
  CHECK(g.proofOrder.empty());
  CHECK(contains(g.cycle, "family:Lemma 4.4"));
  CHECK(contains(g.cycle, "family:Lemma 4.5"));
  CHECK(contains(g.cycle, "A"));
  CHECK(contains(g.cycle, "B"));
  CHECK_FALSE(contains(g.cycle, "C"));
}

TEST_CASE("A case relying on its own family is an induction, drawn dashed", "[lemma-graph]") {
  std::vector<CaseEntry> table = {entry("self", Family::Lemma44, Family::Lemma44),
                                  entry("down", Family::Lemma44, Family::Lemma45)};
  LemmaGraph g = buildLemmaGraph(table);
  CHECK(g.acyclic);
  CHECK(g.inductions == std::vector<std::string>{"self"});
  CHECK(g.proofOrder == std::vector<std::string>{"Lemma 4.5", "Lemma 4.4"});
  std::string dot = lemmaGraphDot(g);
  CHECK(dot.find("digraph") != std::string::npos);
  CHECK(dot.find("style=dashed") != std::string::npos);
  CHECK(dot.find("label=\"induction\"") != std::string::npos);
  CHECK(dot.find("\"self\"") != std::string::npos);
}
