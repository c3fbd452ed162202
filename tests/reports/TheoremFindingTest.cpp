// The report's word on Bob's half: "proved for all n" in the summary's first finding and in Bob's
// cells of the Theorem 4.1 grid only when the prove stage proved it (SymbolicSummary::bobProved,
// set from TheoremProof::proved); the quick graph and an open graph with the look-ahead claim
// nothing beyond the checked size, and say which graph was explored.
#include <catch2/catch.hpp>

#include "reports/PaperFindings.hpp"
#include "reports/Report.hpp"
#include "reports/ReportTotals.hpp"

using namespace babylon;
using namespace babylon::report;

namespace {

Report withGraph(const SymbolicSummary& s) {
  Report r;
  r.settings.maxN = 12;
  Classification c;
  StartResult bob;  // <4,4;;>: Theorem 4.1 gives it to Bob
  bob.p = 4;
  bob.q = 4;
  bob.outcome = Outcome::P;
  bob.theorem = Outcome::P;
  c.starts.push_back(bob);
  r.classification = c;
  r.symbolic = s;
  return r;
}

SymbolicSummary graph(int edges, int open, int resting, int obligations) {
  SymbolicSummary s;
  s.families = 7;
  s.edges = edges;
  s.openEdges = open;
  s.restingOnLemmas = resting;
  s.obligations = obligations;
  return s;
}

SymbolicSummary quickGraph() { return graph(141, 73, 34, 2063); }

SymbolicSummary closedGraph() {
  SymbolicSummary s = graph(130, 65, 65, 5203);
  s.lookahead = true;
  s.finiteUpTo = 40;
  s.bobProved = true;
  return s;
}

FindingItem theoremItem(const Report& r) {
  auto items = findingItems(paperFindings(r), "paper");
  REQUIRE_FALSE(items.empty());
  REQUIRE(items.front().id == "finding-theorem");
  return items.front();
}

}  // namespace

TEST_CASE("The report claims Bob's half for all n only when its prove stage proved it") {
  SECTION("the quick graph: nothing beyond n, and which run decides") {
    Report r = withGraph(quickGraph());
    FindingItem item = theoremItem(r);
    CHECK(item.title == "Theorem 4.1 confirmed to n = 12");
    CHECK(item.text.find("39 of 141 edges are open and 34 rest on Lemmas 4.2 and 4.3") != std::string::npos);
    CHECK(item.text.find("quick family graph") != std::string::npos);
    CHECK(item.text.find("claims nothing beyond n = 12") != std::string::npos);
    CHECK(item.text.find("--lookahead --finite-up-to 40") != std::string::npos);
    const GridCell cell = theorem41Grid(r).at({4, 4});
    CHECK_FALSE(cell.provedForAllN());
    CHECK(cell.proved.find("quick family graph") != std::string::npos);
    CHECK(r.symbolic->verdict() == std::string("open"));
  }
  SECTION("the look-ahead, proved: the claim, with what it rests on") {
    Report r = withGraph(closedGraph());
    FindingItem item = theoremItem(r);
    CHECK(item.title == "Theorem 4.1 confirmed to n = 12; Bob's half proved for all n");
    CHECK(item.text.find("130 edges (65 closed, 65 resting only on Lemmas 4.2 and 4.3") != std::string::npos);
    CHECK(item.text.find("5,203 obligations were proved by Z3 and re-checked by cvc5") != std::string::npos);
    CHECK(item.text.find("every start of Bob's up to 40 chips was won by exhaustive play") != std::string::npos);
    const GridCell cell = theorem41Grid(r).at({4, 4});
    CHECK(cell.provedForAllN());
    CHECK(r.symbolic->verdict() == std::string("closed up to Lemmas 4.2 and 4.3"));
  }
  SECTION("the look-ahead, not proved (say, a re-check failed): no claim") {
    SymbolicSummary s = closedGraph();
    s.bobProved = false;
    Report r = withGraph(s);
    FindingItem item = theoremItem(r);
    CHECK(item.title == "Theorem 4.1 confirmed to n = 12");
    CHECK(item.text.find("family graph with the look-ahead") != std::string::npos);
    CHECK(item.text.find("claims nothing beyond n = 12") != std::string::npos);
    CHECK_FALSE(theorem41Grid(r).at({4, 4}).provedForAllN());
  }
}
