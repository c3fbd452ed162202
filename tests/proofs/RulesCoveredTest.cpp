// The rules prove covers: exactly the rules of the tables (the case-table files read line by line
// here, K0-K5, K1/K2's cases, Alice's templates, guards and counts), each read only where an
// obligation of the run reads it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/CaseTableFile.hpp"
#include "lemmas/LoneStackRules.hpp"
#include "lemmas/NamedMoves.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/RulesCovered.hpp"
#include "strategies/KeepAlive.hpp"

using namespace babylon;

namespace {

// The ids the case-table files declare: "case X" and "reflection of X" (X.reflected).
std::set<std::string> idsInTableFiles() {
  std::set<std::string> out;
  for (const auto& file : std::filesystem::directory_iterator(caseTableFolder())) {
    if (file.path().extension() != ".cases") continue;
    std::ifstream in(file.path());
    for (std::string line; std::getline(in, line);) {
      if (line.rfind("case ", 0) == 0) out.insert(line.substr(5));
      if (line.rfind("reflection of ", 0) == 0) out.insert(line.substr(14) + ".reflected");
    }
  }
  return out;
}

std::set<std::string> idsOf(const std::vector<CoveredRule>& rules, const std::string& table) {
  std::set<std::string> out;
  for (const CoveredRule& r : rules)
    if (r.table == table) out.insert(r.id);
  return out;
}

ProofRun unproved(const std::vector<Obligation>& all) {
  ProofRun run;
  for (const Obligation& o : all) {
    ProofResult r;
    r.obligation = o;
    run.records.push_back({r, std::nullopt, {}});
  }
  return run;
}

}  // namespace

TEST_CASE("The rules prove covers are exactly the rules of the tables") {
  RulesCovered rules = rulesCovered(TheoremProof{});
  CHECK(idsOf(rules.bob, "case table") == idsInTableFiles());
  std::set<std::string> keepAlive, lone, moves, guards, counts;
  for (const CaseInfo& k : keepAliveCases()) keepAlive.insert(k.id);
  for (const LoneRule* r : {&lemma43Rule(), &lemma42Rule()})
    for (const LoneRuleCase& c : r->cases) lone.insert(c.id);
  for (const alice::AliceMove& m : alice::aliceMoves()) moves.insert(m.id);
  for (const auto& [id, guard] : alice::aliceConditions()) guards.insert(id);
  for (const alice::StackCount& c : alice::aliceCounts()) counts.insert(c.letter);
  CHECK(idsOf(rules.bob, "keep-alive") == keepAlive);
  CHECK(idsOf(rules.bob, "lone-stack") == lone);
  CHECK(idsOf(rules.alice, "alice-move") == moves);
  CHECK(idsOf(rules.alice, "alice-guard") == guards);
  CHECK(idsOf(rules.alice, "alice-count") == counts);
  CHECK(rules.bob.size() == idsInTableFiles().size() + keepAlive.size() + lone.size());
  CHECK(rules.alice.size() == moves.size() + guards.size() + counts.size());
  // Nothing ran: nothing is read.
  for (const auto* half : {&rules.bob, &rules.alice})
    for (const CoveredRule& r : *half) CHECK_FALSE(r.read);
}

TEST_CASE("A rule is read where an obligation of the run reads it, and only there") {
  TheoremProof t;
  Obligation o{
      "symbolic.1.L4.4(i).successor", "symbolic", "Lemma 4.4", "", Expr::always(), Expr::always(), std::nullopt};
  o.rules = {"L4.4(i)"};
  t.graph.obligations = {o};
  t.lemmas = unproved(loneStackLemmaObligations());
  t.alice.steps = unproved(aliceHalfObligations());
  RulesCovered rules = rulesCovered(t);
  for (const CoveredRule& r : rules.bob) {
    INFO(r.table << " " << r.id);
    if (r.table == "case table") CHECK(r.read == (r.id == "L4.4(i)"));
    if (r.table == "keep-alive") CHECK_FALSE(r.read);  // no end-game obligation in this run
    if (r.table == "lone-stack") CHECK(r.read);
  }
  // Her proof reads the gather rules' templates and guards and the counts m and o.
  for (const CoveredRule& r : rules.alice) {
    INFO(r.table << " " << r.id);
    if (r.id.rfind("A.gather.", 0) == 0 || r.id == "m" || r.id == "o") CHECK(r.read);
  }
  // A rule no obligation reads: the steps do not change when it does.
  t.alice.steps = unproved({});
  for (const CoveredRule& r : rulesCovered(t).alice) CHECK_FALSE(r.read);
}

TEST_CASE("A named move of K5 the end game did not try is covered through K5's property where that is proved") {
  TheoremProof t;
  const std::vector<NamedMove>& named = namedMoves();
  REQUIRE(named.size() >= 2);
  // One coverage obligation that tried the first named move.
  Obligation o{
      "symbolic.7.L4.4(i).then.r>b.k5", "coverage", "Lemma 4.4", "", Expr::always(), Expr::always(), std::nullopt};
  o.rules = {named.front().id};
  t.graph.obligations = {o};
  for (const CoveredRule& r : rulesCovered(t).bob) {
    INFO(r.id);
    if (r.id == named.front().id) CHECK((r.read && r.through.empty()));
    if (r.id == named.back().id) CHECK((!r.read && r.through == "K5's property"));
    if (r.table == "case table") CHECK(r.through.empty());
  }
  // Without a coverage obligation, nothing is covered through the property.
  t.graph.obligations.clear();
  for (const CoveredRule& r : rulesCovered(t).bob) CHECK(r.through.empty());
}
