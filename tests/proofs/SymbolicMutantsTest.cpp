// Obligation mutants: the replacement replies are the other legal moves of the generic rule, and
// the symbolic verifier kills a reply the issue shows `prove` used to miss and a negated guard,
// at an instance where the paper's graph has no failing edge.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "lemmas/CaseTable.hpp"
#include "proofs/SymbolicMutants.hpp"

using namespace babylon;
using namespace babylon::symbolic;

namespace {

std::size_t indexOf(const std::string& id) {
  const auto& table = caseTable();
  auto it = std::find_if(table.begin(), table.end(), [&](const CaseEntry& e) { return e.id == id; });
  REQUIRE(it != table.end());
  return static_cast<std::size_t>(it - table.begin());
}

const ObligationMutant& find(const std::vector<ObligationMutant>& ms, const std::string& description) {
  auto it = std::find_if(ms.begin(), ms.end(), [&](const ObligationMutant& m) { return m.description == description; });
  REQUIRE(it != ms.end());
  return *it;
}

}  // namespace

TEST_CASE("Replacement replies: every other move of the generic rule after Alice's move, each once") {
  // The p >= 6 opening, Alice's rr: <p-2,q;2;> has r, b and the red 2-stack R. Bob's reply bb is
  // left out; R on r is r on R (one position) and is listed once; R on b and b on R are never legal.
  auto replies = replacementReplies(caseTable(), indexOf("O(p>=6).rr"));
  CHECK(std::set<std::string>(replies.begin(), replies.end()) == std::set<std::string>{"rr", "rb", "rR", "br"});
  CHECK(replies.size() == 4);
  // Position 1, <3,k;2u+1;2v>: Rr is the reply rR's own move, written the other way round.
  auto p1 = replacementReplies(caseTable(), indexOf("P1"));
  CHECK(std::find(p1.begin(), p1.end(), "Rr") == p1.end());
  CHECK(std::find(p1.begin(), p1.end(), "rR") == p1.end());
  CHECK_FALSE(p1.empty());
  // A hand-over has no reply to replace.
  CHECK(replacementReplies(caseTable(), indexOf("EH.xz.rr.to-position-2")).empty());
}

TEST_CASE("Obligation mutants: a reply replaced per other move, a guard negated, reflections left out") {
  auto ms = buildObligationMutants(caseTable(), {"O(p>=6).rr", "L4.4(vi)"});
  // O(p>=6).rr: four replies and its guard; L4.4(vi) has no guard (always), so only replies.
  CHECK(std::count_if(ms.begin(), ms.end(), [](const ObligationMutant& m) { return m.target == "O(p>=6).rr"; }) == 5);
  CHECK(std::none_of(ms.begin(), ms.end(), [](const ObligationMutant& m) {
    return m.target == "L4.4(vi)" && m.kind == ObligationMutation::GuardNegated;
  }));
  for (const ObligationMutant& m : ms) {
    auto changed =
        std::mismatch(m.table.begin(), m.table.end(), caseTable().begin(), [](const CaseEntry& a, const CaseEntry& b) {
          return a.id == b.id && a.reply == b.reply && a.guard.str() == b.guard.str();
        });
    REQUIRE(changed.first != m.table.end());
    CHECK(changed.first->id == m.target);
    CHECK(
        std::mismatch(changed.first + 1, m.table.end(), changed.second + 1, [](const CaseEntry& a, const CaseEntry& b) {
          return a.reply == b.reply && a.guard.str() == b.guard.str();
        }).first == m.table.end());
  }
  CHECK(buildObligationMutants(caseTable(), {"EH.xz.rb.reflected"}).empty());
  CHECK_THROWS_AS(buildObligationMutants(caseTable(), {"no such case"}), std::invalid_argument);
}

TEST_CASE("The symbolic verifier kills a wrong reply and a negated guard where the paper's graph closes") {
  // An example: the p >= 6 opening's reply to rr replaced by another move (prove used to
  // stay at the same count); and the target state's rbR replaced by rb. Then a negated guard each.
  auto ms = buildObligationMutants(caseTable(), {"O(p>=6).rr", "EH.xz.rb", "P1"});
  SymbolicMutantJudge judge;
  RunGuard guard(RunGuard::defaultMaxMemory());
  judge.prepare(ms, guard);
  for (const char* description :
       {"reply bb -> rr", "reply rbR -> rb", "guard j >= 6 negated", "guard 2u+4 != m negated"}) {
    INFO(description);
    const ObligationMutant& m = find(ms, description);
    SymbolicJudgement j = judge.judge(m);
    CHECK(j.verdict == SymbolicVerdict::Killed);
    CHECK_FALSE(j.why.empty());
    CHECK_FALSE(j.instance.values().empty());  // the failing instance, for the finite verifier to play
    CHECK(j.obligations > 0);
  }
  SymbolicJudgement reply = judge.judge(find(ms, "reply rbR -> rb"));
  CHECK(reply.caseId == "EH.xz.rb");
  CHECK(reply.why == "successor outside target state");
  SymbolicJudgement guardNegated = judge.judge(find(ms, "guard 2u+4 != m negated"));
  CHECK(guardNegated.why.find("no case of position 1") != std::string::npos);
}

TEST_CASE("A mutant of a case whose edges are open already is not decided, one that still closes survives") {
  // Position 1's exception hands over to the end game, where K0-K4 are not shown at every
  // instance: the paper's own edge is open, so a change there is left to the finite verifier.
  // Lemma 4.5 (vii)'s br, replaced by rb, still ends where K0-K4 are shown after every reply.
  auto ms = buildObligationMutants(caseTable(), {"P1.exception", "L4.5(vii).b"});
  SymbolicMutantJudge judge;
  RunGuard guard(RunGuard::defaultMaxMemory());
  judge.prepare(ms, guard);
  SymbolicJudgement open = judge.judge(find(ms, "reply br -> rr"));
  CHECK(open.verdict == SymbolicVerdict::NotDecided);
  CHECK(open.why.rfind("open in the paper's graph already", 0) == 0);
  CHECK(open.caseId == "P1.exception");
  SymbolicJudgement closes = judge.judge(*std::find_if(ms.begin(), ms.end(), [](const ObligationMutant& m) {
    return m.target == "L4.5(vii).b" && m.description == "reply br -> rb";
  }));
  CHECK(closes.verdict == SymbolicVerdict::Survived);
  CHECK(closes.why.empty());
}
