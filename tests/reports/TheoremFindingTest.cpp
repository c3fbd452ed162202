// The report's word on Theorem 4.1: its verdict and first finding take each half's status from
// proofs/TheoremVerdict, the findings about the paper are counted apart from the failed checks, and
// a strategy that loses is "refuted at" a start — the word "confirmed" appears nowhere.
#include <catch2/catch.hpp>

#include "core/Notation.hpp"
#include "reports/PaperFindings.hpp"
#include "reports/Report.hpp"
#include "reports/ReportTotals.hpp"

using namespace babylon;
using namespace babylon::report;

namespace {

Report withGraph(const SymbolicSummary& s) {
  Report r;
  r.settings.maxN = 12;
  for (const std::string& name : kStageNames) r.stages.push_back({name, StageStatus::Done, 0, ""});
  r.complete = true;
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
  s.quick = true;
  s.halves = notExamined("not in this test");
  s.halves.bob.status = HalfStatus::Open;
  s.halves.bob.reason = "39 of the family graph's 141 edges neither close nor rest on Lemmas 4.2 and 4.3";
  s.halves.alice.status = HalfStatus::GraphsClosedOverAbstractions;
  return s;
}

SymbolicSummary closedGraph() {
  SymbolicSummary s = graph(141, 73, 73, 4783);
  s.quick = false;
  s.finiteUpTo = 12;
  s.halves.bob.status = HalfStatus::GraphClosedGivenLemmas;
  s.halves.bob.reason.clear();
  return s;
}

FindingItem theoremItem(const Report& r) {
  auto items = findingItems(paperFindings(r));
  REQUIRE_FALSE(items.empty());
  REQUIRE(items.front().id == "finding-theorem");
  return items.front();
}

bool says(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("The report's verdict: each half's status, then the paper's findings counted") {
  SECTION("the quick graph: Bob's half open, and which run closes it") {
    Report r = withGraph(graph(141, 73, 34, 2063));
    FindingItem item = theoremItem(r);
    CHECK(item.title == "The exact solver agrees with Theorem 4.1 on all 1 start <p,q;;> to n = 12");
    CHECK(says(item.text, "Bob's half: open (39 of the family graph's 141 edges"));
    CHECK(says(item.text,
               "quick family graph (no K5) has 141 edges: 68 close, 34 rest only on Lemmas 4.2 "
               "and 4.3, 39 open"));
    CHECK(says(item.text, "without `--quick-proof`"));
    CHECK_FALSE(theorem41Grid(r).at({4, 4}).halfEstablished);
    std::string line = verdictLine(r);
    CHECK(line.rfind("Theorem 4.1. Bob's half: open (", 0) == 0);
    CHECK(says(line, "Alice's half: the gather phase, Lemma A and Section 2's openings close"));
    CHECK(says(line, "The paper: 0 completions"));
    CHECK(says(line, "(not checked: repairs, sentences, side conditions)"));
    CHECK(failedChecks(r).empty());  // an open half is no failed check
  }
  SECTION("the full graph, closed: the status and what it rests on") {
    Report r = withGraph(closedGraph());
    FindingItem item = theoremItem(r);
    CHECK(says(item.text,
               "Bob's half: the family graph closes up to Lemmas 4.2 and 4.3, and their graph over "
               "counter-abstracted positions closes at the nodes the end game's rules hand over to (the "
               "abstraction's soundness, including that it reads the lemmas' parameters as the family graph does, "
               "is a written argument)."));
    CHECK(says(item.text,
               "141 edges: 68 close, 73 rest only on Lemmas 4.2 and 4.3, 0 open; Z3 proved its 4,783 "
               "obligations and cvc5 re-checked them"));
    CHECK(theorem41Grid(r).at({4, 4}).halfEstablished);
    CHECK(verdictLine(r).rfind("Theorem 4.1. Bob's half: the family graph closes up to Lemmas 4.2", 0) == 0);
  }
  SECTION("findings about the paper are counted, not failed") {
    Report r = withGraph(closedGraph());
    r.lemmas = LemmaSummary{};
    SentenceRow wrong;
    wrong.disagreements = 3;
    r.lemmas->sentences = {wrong, wrong};
    r.proofs = ProofRun{};
    CHECK(says(verdictLine(r),
               "The paper: 2 false sentences, 0 refuted side conditions, 0 completions where it says "
               "\"easy\" or gives no move (not checked: repairs)."));
    CHECK(failedChecks(r).empty());
    PaperCounts counts = paperCounts(paperFindings(r));
    CHECK(counts.falseSentences == 2);
    CHECK_FALSE(counts.repairs);
  }
  SECTION("a strategy that loses: refuted at its smallest losing start, a failed check, never confirmed") {
    Report r = withGraph(closedGraph());
    r.strategy = "first";
    Verification v;
    v.strategy = "first";
    v.complete = true;
    StartVerdict won, lost;
    won.verified = true;
    won.start.position = parsePosition("<2,2;;>");
    lost.start.position = parsePosition("<3,3;;>");
    v.starts = {won, lost};
    r.verification = v;
    std::string line = verdictLine(r);
    CHECK(says(line, "1 check of the harness FAILED"));
    CHECK(says(line,
               "Bob's strategy 'first' is refuted at <3,3;;>: it loses from 1 of 2 starts of Section 4's "
               "families, to n = 12"));
    REQUIRE(failedChecks(r).size() == 1);
    FindingItem item = theoremItem(r);
    CHECK(item.bad);
    for (const FindingItem& i : findingItems(paperFindings(r))) {
      CHECK_FALSE(says(i.title, "confirmed"));
      CHECK_FALSE(says(i.text, "confirmed"));
    }
    CHECK_FALSE(says(line, "confirmed"));
  }
}
