// The symbolic verifier: Alice's moves come from the generic rule, Bob's replies are applied, and
// successors are derived; a reply or guard changed in the table opens an edge the paper's table
// does not have, and every closed edge agrees with the concrete strategy on its instance.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "lemmas/Families.hpp"
#include "proofs/SymbolicRules.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "proofs/TheoremProof.hpp"

using namespace babylon;
using namespace babylon::symbolic;

namespace {

const FamilyGraph& paperGraph() {
  static const FamilyGraph g = exploreFamilies({.quick = true});
  return g;
}

std::vector<CaseEntry> withReply(const std::string& id, const std::string& reply) {
  std::vector<CaseEntry> table = caseTable();
  auto it = std::find_if(table.begin(), table.end(), [&](const CaseEntry& e) { return e.id == id; });
  REQUIRE(it != table.end());
  it->reply = reply;
  return table;
}

std::vector<CaseEntry> without(const std::string& id) {
  std::vector<CaseEntry> table = caseTable();
  auto it = std::find_if(table.begin(), table.end(), [&](const CaseEntry& e) { return e.id == id; });
  REQUIRE(it != table.end());
  table.erase(it);
  return table;
}

// The open edges that are not hand-overs to the end game.
std::set<std::string> unexpectedOpen(const FamilyGraph& g) {
  std::set<std::string> out;
  for (const Edge& e : g.edges)
    if (e.status != EdgeStatus::Closed && e.why.rfind("end game", 0) != 0) out.insert(e.caseId + ": " + e.why);
  return out;
}

bool opens(const FamilyGraph& g, const std::string& caseId, const std::string& reason) {
  return std::any_of(g.edges.begin(), g.edges.end(),
                     [&](const Edge& e) { return e.caseId == caseId && e.why.find(reason) != std::string::npos; });
}

}  // namespace

TEST_CASE("Alice's moves come from every pair of abstract stacks") {
  SymbolicPosition target = familyShape(Family::TargetState);
  // r, b, R, B: 4 x 4 ordered pairs, minus the two hills onto themselves.
  CHECK(allMoves(target).size() == 14);
  std::set<std::string> classes;
  for (const SymbolicMove& m : allMoves(target)) classes.insert(m.paperClass);
  // R on r leaves what r on R does: both are the class rR.
  CHECK(classes == std::set<std::string>{"rr", "rb", "br", "bb", "rR", "bR", "rB", "bB", "Rb", "Br", "RB", "BR"});
}

TEST_CASE("The paper's table: the family graph reaches every family of Section 4") {
  const FamilyGraph& g = paperGraph();
  std::set<Family> found(g.families.begin(), g.families.end());
  for (Family f : {Family::Opening, Family::TargetState, Family::Lemma44, Family::Lemma45, Family::Position1,
                   Family::Position2, Family::Position3})
    CHECK(found.count(f) == 1);
  CHECK(g.obligations.size() > 100);
  // Not closed: the quick graph does not try K5's named moves in the keep-alive end game.
  CHECK(g.count(EdgeStatus::Open) > 0);
  CHECK_FALSE(g.closedUpToLemmas());
  for (const Edge& e : g.edges) {
    CHECK(e.to.empty() == (e.status != EdgeStatus::Closed));   // a closed edge names its next family
    CHECK(e.why.empty() == (e.status == EdgeStatus::Closed));  // any other says why
  }
}

TEST_CASE("The paper's table: the only open edges are hand-overs to the end game") {
  CHECK(unexpectedOpen(paperGraph()).empty());
}

TEST_CASE("A wrong reply opens an edge that prove used to miss") {
  SECTION("Lemma 4.4 (i): rb instead of rbR") {
    CHECK(opens(exploreFamilies({.table = withReply("L4.4(i)", "rb"), .quick = true}), "L4.4(i)",
                "successor outside Lemma 4.5"));
  }
  SECTION("the even-hill reply to rr: rr instead of rrR") {
    CHECK(opens(exploreFamilies({.table = withReply("EH.xz.rr", "rr"), .quick = true}), "EH.xz.rr",
                "successor outside target state"));
  }
  SECTION("the p >= 6 opening's reply to rr: rb instead of bb") {
    CHECK(opens(exploreFamilies({.table = withReply("O(p>=6).rr", "rb"), .quick = true}), "O(p>=6).rr",
                "successor outside target state"));
  }
  SECTION("a reply that is no move") {
    CHECK(opens(exploreFamilies({.table = withReply("L4.5(iii).induction", "rrrr"), .quick = true}),
                "L4.5(iii).induction", "not a legal move"));
  }
}

TEST_CASE("A dropped case leaves Alice's move without an answer") {
  CHECK(opens(exploreFamilies({.table = without("EH.xz.rb"), .quick = true}), "", "no case of target state for rb"));
}

TEST_CASE("Closed edges agree with the concrete rules on their instances") {
  int checked = 0;
  for (const Edge& e : paperGraph().edges) {
    if (e.status != EdgeStatus::Closed || e.alice.empty() || e.position.empty()) continue;
    // The instance is a position of the family; the abstract move is legal there.
    Position p = parsePosition(e.position);
    auto env = matchFamily(e.from, p);
    REQUIRE(env);
    bool found = false;
    for (const SymbolicMove& m : allMoves(familyShape(e.from)))
      if (m.text() == e.alice) {
        Env full = e.instance;
        CHECK(m.legal.evalBool(full));
        found = true;
      }
    CHECK(found);
    ++checked;
  }
  CHECK(checked > 20);
}

TEST_CASE("Sizes left to the finite verifier: every region assumes more chips than the bound") {
  const FamilyGraph all = exploreFamilies({.start = Family::Position3, .quick = true});
  const FamilyGraph above = exploreFamilies({.start = Family::Position3, .quick = true, .finiteUpTo = 30});
  auto chips = [](const Edge& e) { return e.instance.has("m") ? 2 * e.instance.get("m") : -1; };
  auto small = [&](const Edge& e) { return chips(e) >= 0 && chips(e) <= 30; };
  // Without the bound the small instances are the ones Z3 finds first; with it there are none.
  CHECK(std::any_of(all.edges.begin(), all.edges.end(), small));
  REQUIRE_FALSE(above.edges.empty());
  CHECK_FALSE(std::any_of(above.edges.begin(), above.edges.end(), small));
  CHECK(std::any_of(above.edges.begin(), above.edges.end(), [&](const Edge& e) { return chips(e) > 30; }));
}

TEST_CASE("Sizes left to the finite verifier: the verdict needs every start up to the bound won") {
  TheoremProof t;           // an empty graph is closed, and no obligation is unproved
  CHECK_FALSE(t.proved());  // but the steps of Lemmas 4.2 and 4.3 were not proved: none ran
  ProofRecord step;
  step.result.status = ProofStatus::Proved;
  t.lemmas.records.push_back(step);
  t.lemmas.proved = 1;
  CHECK_FALSE(t.proved());  // the need of each conjunct of the lemmas' hypotheses was not checked
  t.lemmaConjuncts = {{"L4.3", "t_u <= 2", "lemma.L4.3.odd.K1.lemma-4.3.cover"}};
  CHECK_FALSE(t.proved());  // nor shown to mean something (proofs/Vacuity)
  for (ProofRun* run : {&t.recheck, &t.lemmas}) run->vacuityChecked = true;
  t.lemmas.records[0].vacuity.status = Vacuity::Meaningful;
  REQUIRE(t.proved());
  StartVerdict won;
  won.verified = true;
  StartVerdict lost;
  t.small = SmallSizes{10, {}};
  t.small->play.complete = true;
  t.small->play.starts = {won, won};
  CHECK(t.proved());
  t.small->play.starts = {won, lost};
  CHECK_FALSE(t.proved());
  t.small->play.starts = {won, won};
  t.small->play.fallbacks = 1;  // a solver fallback is no strategy win
  CHECK_FALSE(t.proved());
  t.small->play.fallbacks = 0;
  t.small->play.complete = false;  // stopped early
  CHECK_FALSE(t.proved());
  t.small->play.complete = true;
  REQUIRE(t.proved());
  // An obligation of the graph that was not re-checked (the report's quick graph skips them).
  t.graph.obligations.push_back({"symbolic.1.x", "symbolic", "", "", Expr::always(), Expr::always(), {}});
  CHECK_FALSE(t.proved());
}

TEST_CASE("The family graph is the same on one thread and on several") {
  // Each unit (a move of Alice from a family) has its own Z3 context and the units are merged in
  // breadth-first order, so the instances Z3 finds, and the obligations' order and numbers, do not
  // depend on the threads.
  const FamilyGraph one = exploreFamilies({.start = Family::Position3, .quick = true, .threads = 1});
  const FamilyGraph three = exploreFamilies({.start = Family::Position3, .quick = true, .threads = 3});
  REQUIRE(one.edges.size() > 10);
  CHECK(one.families == three.families);
  REQUIRE(one.edges.size() == three.edges.size());
  for (std::size_t i = 0; i < one.edges.size(); ++i) {
    const Edge &a = one.edges[i], &b = three.edges[i];
    CHECK(a.caseId == b.caseId);
    CHECK(a.alice == b.alice);
    CHECK(a.to == b.to);
    CHECK(a.status == b.status);
    CHECK(a.why == b.why);
    CHECK(a.position == b.position);
    CHECK(a.region.id() == b.region.id());
  }
  REQUIRE(one.obligations.size() == three.obligations.size());
  for (std::size_t i = 0; i < one.obligations.size(); ++i) {
    CHECK(one.obligations[i].id == three.obligations[i].id);
    CHECK(one.obligations[i].claim.id() == three.obligations[i].claim.id());
  }
  CHECK(one.obligations.front().id.rfind("symbolic.1.", 0) == 0);
}
