// The obligations: the paper's table, its known gaps, and wrong tables that must be refuted.
#include <algorithm>
#include <catch2/catch.hpp>

#include "strategies/PaperStrategy.hpp"
#include "proofs/ProofRun.hpp"

using namespace babylon;

namespace {

const ProofRecord& find(const ProofRun& run, const std::string& id) {
  auto it = std::find_if(run.records.begin(), run.records.end(),
                         [&](const ProofRecord& r) { return r.result.obligation.id == id; });
  REQUIRE(it != run.records.end());
  return *it;
}

ProofRun proveTable(const std::vector<CaseEntry>& table) {
  RunGuard guard(1ull << 34);
  auto strategy = makePaperStrategy({table});
  return proveAll({5000, "", false}, 2, *strategy, guard, {}, table);
}

std::vector<CaseEntry> without(std::vector<CaseEntry> table, const std::string& id) {
  table.erase(std::remove_if(table.begin(), table.end(), [&](const CaseEntry& e) { return e.id == id; }), table.end());
  return table;
}

}  // namespace

TEST_CASE("the paper's table: all obligations proved except the three known gaps") {
  ProofRun run = proveTable(caseTable());
  CHECK(run.records.size() > 300);
  CHECK(run.unknown == 0);
  CHECK(run.refuted == 3);
  CHECK(run.proved == static_cast<int>(run.records.size()) - 3);
  // The paper's list of positions S misses <4,k;2u+1;2v> (Alice's rR from <5,k;2u;2v>) ...
  const ProofRecord& gap = find(run, "endgame-entry.EH.xX.rR.to-L4.4");
  CHECK(gap.result.status == ProofStatus::Refuted);
  CHECK(gap.result.counterModel.get("j") == 5);
  REQUIRE(gap.instance.has_value());
  CHECK(gap.instance->verified);  // ... but the strategy wins there: a gap in the wording only.
  // Lemma 4.3's "u + u/2 + u/2 < 2u" is an equality.
  CHECK(find(run, "arithmetic.L4.3.literal").result.status == ProofStatus::Refuted);
  CHECK(find(run, "arithmetic.L4.3.intended").result.status == ProofStatus::Proved);
  for (const char* id : {"successor.L4.4(i)", "successor.O(p>=6).rr", "cover.Lemma 4.5.rr", "arithmetic.L4.4(ii).u>1",
                         "arithmetic.position3.m>4", "legal.L4.5(ii).m-2"})
    CHECK(find(run, id).result.status == ProofStatus::Proved);
}

TEST_CASE("dropping a case leaves its guards short: coverage is refuted with a real instance") {
  ProofRun run = proveTable(without(caseTable(), "L4.4(iii).b"));
  const ProofRecord& r = find(run, "cover.Lemma 4.4.rr");
  CHECK(r.result.status == ProofStatus::Refuted);
  const Env& model = r.result.counterModel;
  CHECK(model.get("u") == model.get("v"));          // exactly the dropped case ...
  CHECK(2 * model.get("u") + 3 != model.get("m"));  // ... and not (iii).a
}

TEST_CASE("a guard without the paper's exception: the successor claim is refuted, the verifier confirms") {
  auto table = without(caseTable(), "L4.4(i).exception");
  for (CaseEntry& e : table)
    if (e.id == "L4.4(i)") e.guard = Expr::always();
  ProofRun run = proveTable(table);
  const ProofRecord& r = find(run, "successor.L4.4(i)");
  REQUIRE(r.result.status == ProofStatus::Refuted);
  const Env& model = r.result.counterModel;
  CHECK(2 * model.get("u") + 4 == model.get("m"));  // the exception the guard lost
  CHECK(model.get("k") > 3);
  REQUIRE(r.instance.has_value());
  CHECK(r.instance->note.empty());    // small enough to play
  CHECK_FALSE(r.instance->verified);  // rbR really loses there
  CHECK(r.instance->counterexampleLength > 0);
}
