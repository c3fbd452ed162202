// The rules a run covers (proofs/RulesCovered.hpp).
#include "RulesCovered.hpp"

#include <algorithm>
#include <set>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/LoneStackRules.hpp"
#include "proofs/AliceLemmas.hpp"
#include "strategies/KeepAlive.hpp"

namespace babylon {

namespace {

// The queries of a list of obligations (assumption and claim, printed), to tell whether a change
// of a rule changes one of them.
std::multiset<std::string> queries(const std::vector<Obligation>& all) {
  std::multiset<std::string> out;
  for (const Obligation& o : all) out.insert(o.assumption.str() + " => " + o.claim.str());
  return out;
}

bool anyId(const std::vector<Obligation>& all, const std::string& part) {
  return std::any_of(all.begin(), all.end(), [&](const Obligation& o) { return o.id.find(part) != std::string::npos; });
}

std::vector<Obligation> obligationsOf(const ProofRun& run) {
  std::vector<Obligation> out;
  for (const ProofRecord& r : run.records) out.push_back(r.result.obligation);
  return out;
}

}  // namespace

RulesCovered rulesCovered(const TheoremProof& theorem) {
  RulesCovered out;
  const std::vector<Obligation>& graph = theorem.graph.obligations;
  std::set<std::string> readEntries;
  for (const Obligation& o : graph) readEntries.insert(o.rules.begin(), o.rules.end());
  for (const CaseEntry& e : caseTable()) out.bob.push_back({e.id, "case table", readEntries.count(e.id) > 0, ""});
  // K0-K4 and the named moves are read by the obligations that record them. The search
  // (K5.lookahead, the one case that is neither) is read by the ".k5" coverage obligations: they
  // show a named move comes first wherever K0-K4 do not apply, so the search is not reached.
  std::set<std::string> named = namedK5Moves();
  std::vector<std::string> rules = keepAliveIds(true);
  const bool k5 = anyId(graph, ".k5");
  for (const CaseInfo& k : keepAliveCases()) {
    bool listed = named.count(k.id) || std::find(rules.begin(), rules.end(), k.id) != rules.end();
    CoveredRule r{k.id, "keep-alive", listed ? readEntries.count(k.id) > 0 : k5, ""};
    if (named.count(k.id) && !r.read && k5) r.through = "K5's property";
    out.bob.push_back(r);
  }
  std::vector<Obligation> lemmas = obligationsOf(theorem.lemmas);
  for (const LoneRule* rule : {&lemma43Rule(), &lemma42Rule()})
    for (const LoneRuleCase& c : rule->cases)
      out.bob.push_back({c.id, "lone-stack", anyId(lemmas, "." + c.id + "."), ""});

  std::vector<Obligation> steps = obligationsOf(theorem.alice.steps);
  std::multiset<std::string> own = queries(steps);
  auto changes = [&](std::vector<std::pair<std::string, Expr>> conditions, std::vector<alice::AliceMove> moves,
                     std::vector<alice::StackCount> counts) {
    return !steps.empty() && queries(aliceHalfObligations(conditions, nullptr, &moves, &counts)) != own;
  };
  // A template replaced by its alternative, or by two stacks of the color it does not take: where
  // every move leaves the same position (one color left), the alternative changes nothing.
  auto replaced = [&](const std::string& id, const alice::MoveTemplate& by) {
    std::vector<alice::AliceMove> moves = alice::aliceMoves();
    for (alice::AliceMove& x : moves)
      if (x.id == id) x.move = by;
    return changes(alice::aliceConditions(), moves, alice::aliceCounts());
  };
  for (const alice::AliceMove& m : alice::aliceMoves()) {
    using alice::Role;
    Role taken = m.move.kind == alice::MoveTemplate::Kind::Named ? m.move.top.role : m.move.pairRole;
    bool read = replaced(m.id, m.alternative) || replaced(m.id, alice::pairMost(taken == Role::X ? Role::Y : Role::X));
    out.alice.push_back({m.id, "alice-move", read, ""});
  }
  for (const auto& [id, guard] : alice::aliceConditions()) {
    auto conditions = alice::aliceConditions();
    for (auto& [x, g] : conditions)
      if (x == id) g = !g;
    out.alice.push_back({id, "alice-guard", changes(conditions, alice::aliceMoves(), alice::aliceCounts()), ""});
  }
  for (const alice::StackCount& c : alice::aliceCounts()) {
    auto counts = alice::aliceCounts();
    for (alice::StackCount& x : counts)
      if (x.letter == c.letter) x.counted = !x.counted;
    out.alice.push_back({c.letter, "alice-count", changes(alice::aliceConditions(), alice::aliceMoves(), counts), ""});
  }
  return out;
}

}  // namespace babylon
