// The rule mutants of Bob's end game (proofs/RuleMutants): K0-K4's conditions changed node by
// node and K5's named moves left out, built from the rules' data; each changes exactly its rule;
// and judged end to end by the family graph they change.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/RunGuard.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "lemmas/NamedMoves.hpp"
#include "proofs/RuleMutants.hpp"

using namespace babylon;

namespace {

using Kind = KeepAliveCondition::Kind;

// The mutants a condition tree should give: one per atom (negated), one per part of a
// conjunction or disjunction of two or more parts (dropped).
std::size_t nodeMutants(const KeepAliveCondition& c) {
  std::size_t n = c.kind == Kind::NoMove || c.kind == Kind::LoneColor || c.kind == Kind::Meets ? 1 : 0;
  if ((c.kind == Kind::All || c.kind == Kind::Any) && c.parts.size() >= 2) n += c.parts.size();
  for (const KeepAliveCondition& p : c.parts) n += nodeMutants(p);
  return n;
}

bool same(const KeepAliveCondition& a, const KeepAliveCondition& b) {
  if (a.kind != b.kind || a.claim != b.claim || a.rule != b.rule || a.parts.size() != b.parts.size()) return false;
  for (std::size_t i = 0; i < a.parts.size(); ++i)
    if (!same(a.parts[i], b.parts[i])) return false;
  return true;
}

std::vector<RuleMutant> ofClass(RuleMutantClass c) {
  std::vector<RuleMutant> out;
  for (RuleMutant& m : buildRuleMutants())
    if (m.cls == c) out.push_back(std::move(m));
  return out;
}

}  // namespace

TEST_CASE("K0-K4's condition mutants: one per atom or part of a conjunction or disjunction and each rule left out") {
  const std::vector<KeepAliveRule>& rules = keepAliveRules();
  std::vector<RuleMutant> mutants = ofClass(RuleMutantClass::KeepAliveCondition);
  std::size_t want = 0;
  for (const KeepAliveRule& r : rules) {
    std::size_t of = nodeMutants(r.condition) + 1;  // and the rule left out
    want += of;
    INFO(r.id);
    CHECK(static_cast<std::size_t>(std::count_if(mutants.begin(), mutants.end(),
                                                 [&](const RuleMutant& m) { return m.rule == r.id; })) == of);
  }
  CHECK(mutants.size() == want);
  CHECK(want > rules.size());  // some node of some condition is mutated, not only whole rules
  // Each changes its own rule and no other, and no two of a rule change it alike.
  for (std::size_t i = 0; i < mutants.size(); ++i) {
    const RuleMutant& m = mutants[i];
    INFO(m.id << " " << m.target << ": " << m.description);
    KeepAliveRuleSet changed = keepAliveRulesOf(m);
    CHECK(changed.named.size() == namedMoves().size());
    if (m.ruleLeftOut) {
      CHECK(changed.rules.size() == rules.size() - 1);
      CHECK(std::none_of(changed.rules.begin(), changed.rules.end(),
                         [&](const KeepAliveRule& r) { return r.id == m.rule; }));
      continue;
    }
    REQUIRE(changed.rules.size() == rules.size());
    for (std::size_t r = 0; r < rules.size(); ++r)
      CHECK(same(changed.rules[r].condition, rules[r].condition) == (rules[r].id != m.rule));
    for (std::size_t j = 0; j < i; ++j)
      if (mutants[j].rule == m.rule && !mutants[j].ruleLeftOut) {
        KeepAliveRuleSet other = keepAliveRulesOf(mutants[j]);
        auto rule = [&](const KeepAliveRuleSet& s) {
          return std::find_if(s.rules.begin(), s.rules.end(), [&](const KeepAliveRule& r) { return r.id == m.rule; });
        };
        CHECK_FALSE(same(rule(changed)->condition, rule(other)->condition));
      }
  }
}

TEST_CASE("K5's named-move mutants: each named move left out once") {
  std::vector<RuleMutant> mutants = ofClass(RuleMutantClass::NamedMove);
  REQUIRE(mutants.size() == namedMoves().size());
  for (std::size_t i = 0; i < mutants.size(); ++i) {
    INFO(mutants[i].id);
    KeepAliveRuleSet changed = keepAliveRulesOf(mutants[i]);
    CHECK(changed.rules.size() == keepAliveRules().size());
    REQUIRE(changed.named.size() == namedMoves().size() - 1);
    // The others, in their order.
    std::vector<std::string> want, got;
    for (const NamedMove& n : namedMoves())
      if (n.id != mutants[i].rule) want.push_back(n.id);
    for (const NamedMove& n : changed.named) got.push_back(n.id);
    CHECK(got == want);
    CHECK(mutants[i].rule == namedMoves()[i].id);
  }
}

TEST_CASE("K4 left out: the family graph explored without it has an open edge") {
  // K4, the rule that looks past Alice's reply, is the cheapest to explore without (its condition
  // is by far the largest), and the end game rests on it: the judge must find an edge open. A
  // judge that explored lemmas/' rules whatever the mutant says would close the graph and fail here.
  const std::vector<KeepAliveRule>& rules = keepAliveRules();
  auto k4 = std::find_if(rules.begin(), rules.end(), [](const KeepAliveRule& r) { return readsReplies(r.condition); });
  REQUIRE(k4 != rules.end());
  std::vector<RuleMutant> mutants = ofClass(RuleMutantClass::KeepAliveCondition);
  auto leftOut = std::find_if(mutants.begin(), mutants.end(),
                              [&](const RuleMutant& m) { return m.ruleLeftOut && m.rule == k4->id; });
  REQUIRE(leftOut != mutants.end());
  RunGuard guard(RunGuard::defaultMaxMemory());
  std::vector<RuleJudgement> judged = judgeRuleMutants({*leftOut}, {.playUpTo = 24, .threads = 1}, guard);
  REQUIRE(judged.size() == 1);
  INFO(judged[0].by);
  CHECK(judged[0].verdict == RuleVerdict::KilledByProof);
  CHECK(judged[0].by.rfind("open edge ", 0) == 0);
}

TEST_CASE("Each of K0-K4 guarantees Bob a win or a lemma's hypothesis, and conditions that do not are refused") {
  for (const KeepAliveRule& r : keepAliveRules()) {
    INFO(r.id);
    CHECK(whyNotSafe(r).empty());
  }
  CHECK(firstUnsafe(keepAliveRules()).empty());
  // The nodes the rules hand over to: Lemma 4.2 after Bob's move and at his turn, Lemma 4.3 at his turn.
  CHECK(lemmaNodesReached() == std::vector<LemmaNode>{{"L4.2", false}, {"L4.2", true}, {"L4.3", true}});
  // Changed conditions whose strategy loses (the rule mutants that closed the graph before this check).
  auto refused = [](std::size_t rule, KeepAliveCondition c) {
    std::vector<KeepAliveRule> rules = keepAliveRules();
    rules[rule].condition = std::move(c);
    return whyNotSafe(rules[rule]);
  };
  CHECK(refused(0, !noMove()) ==
        "K0.alice-cannot-move's condition guarantees neither a win nor a lemma's hypothesis "
        "after his move");
  CHECK_FALSE(refused(3, !meets("L4.2")).empty());
  CHECK_FALSE(refused(4, all({loneColor(), !noMove()})).empty());
  CHECK_FALSE(refused(4, all({loneColor(), !noMove(), everyReply(any({meets("L4.3"), !meets("L4.2")}))})).empty());
  // A lone-stack rule must guarantee its own lemma's hypothesis, whose move it plays.
  CHECK_FALSE(refused(1, !meets(lemma43Rule())).empty());
  CHECK(refused(1, any({meets(lemma43Rule()), meets(lemma42Rule())})) ==
        "K1.lemma-4.3's condition does not guarantee L4.3's hypothesis, whose rule it plays");
  // What the language does guarantee: a part of a conjunction, every part of a disjunction.
  CHECK(refused(3, all({loneColor(), meets("L4.2")})).empty());
  CHECK(refused(3, any({noMove(), meets("L4.2")})).empty());
  CHECK_FALSE(refused(3, any({loneColor(), meets("L4.2")})).empty());
  // After every reply, the parity flips: Bob unable to move after Alice's reply is a loss.
  CHECK_FALSE(refused(4, everyReply(noMove())).empty());
}
