// Mutation testing at a small size: enough mutants of every kind, none survives, some are killed
// with real losing lines, and every equivalent verdict rests on the solver (and, for some, on a
// memo-free search that finds no failing line).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "tests/verify/VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "strategies/KeepAlive.hpp"
#include "mutants/Mutants.hpp"

using namespace babylon;

namespace {

constexpr int kN = 16;

// One run shared by the sections below (one test case, so one process runs it once).
const MutationRun& runAtN() {
  static const MutationRun run = runMutants({kN, 2}, test::unlimitedGuard());
  return run;
}

bool changesTheStrategy(const Mutant& m) {
  const PaperStrategyOptions& o = m.options;
  if (!o.repairs || !o.disabledRules.empty() || o.table.size() != caseTable().size()) return true;
  for (std::size_t i = 0; i < o.table.size(); ++i) {
    const CaseEntry &a = o.table[i], &b = caseTable()[i];
    if (a.id != b.id || a.reply != b.reply || a.guard.str() != b.guard.str()) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("mutants of the paper's strategy at 16 chips", "[mutants]") {
  SECTION("at least 20 mutants of every kind, each a real change of a case that fires") {
    const MutationRun& run = runAtN();
    REQUIRE(run.complete);
    REQUIRE(run.baseline.verified() == static_cast<int>(run.baseline.starts.size()));
    CHECK(run.results.size() >= 20);
    std::set<MutantKind> kinds;
    std::set<std::string> ids;
    std::set<std::string> rules;
    for (const CaseInfo& c : keepAliveCases()) rules.insert(c.id);
    for (const MutantResult& r : run.results) {
      const Mutant& m = r.mutant;
      INFO(m.id << " " << m.target << " " << m.description);
      kinds.insert(m.kind);
      CHECK(ids.insert(m.id).second);
      CHECK(changesTheStrategy(m));
      if (m.target != "all repairs") CHECK(run.baseline.coverage.count(m.target));
      if (rules.count(m.target)) CHECK(m.options.disabledRules == std::set<std::string>{m.target});
    }
    CHECK(kinds.size() == 5);
  }

  SECTION("no mutant survives, and some are killed") {
    const MutationRun& run = runAtN();
    CHECK(run.count(MutantVerdict::Survived) == 0);
    CHECK(run.count(MutantVerdict::Unfinished) == 0);
    CHECK(run.count(MutantVerdict::Killed) > 0);
    CHECK(run.count(MutantVerdict::Killed) + run.count(MutantVerdict::Equivalent) ==
          static_cast<int>(run.results.size()));
  }

  SECTION("every killed mutant's counterexample is a real losing line of that mutant") {
    for (const MutantResult& r : runAtN().results) {
      if (r.verdict != MutantVerdict::Killed) continue;
      INFO(r.mutant.id << " " << r.mutant.target << " " << r.mutant.description);
      CHECK(r.failingStarts > 0);
      if (!r.counterexample) {
        CHECK_FALSE(r.strategyError.empty());
        continue;
      }
      auto mutant = makePaperStrategy(r.mutant.options);
      INFO("from " << formatPosition(r.counterexample->start.position));
      CHECK(test::checkLosingLine(*r.counterexample, *mutant) == "");
      // The unmutated strategy does not lose this line: the mutation is what the line exposes.
      CHECK(test::checkLosingLine(*r.counterexample, *makePaperStrategy()) != "");
    }
  }

  SECTION("the mutant that drops a repair loses where the paper's own move loses") {
    const MutationRun& run = runAtN();
    auto it = std::find_if(run.results.begin(), run.results.end(), [](const MutantResult& r) {
      return r.mutant.kind == MutantKind::RepairRemoved && r.mutant.target == "O(p=5).rr.repair";
    });
    REQUIRE(it != run.results.end());
    CHECK(it->verdict == MutantVerdict::Killed);
    REQUIRE(it->counterexample);
    CHECK(formatPosition(it->counterexample->start.position) == "<5,5;;>");
    // The solver puts the blame on a move of Bob from a safe position: the paper's rr.
    REQUIRE(it->counterexample->diagnosis.firstUnsafeBobMove);
    CHECK(it->counterexample->steps[*it->counterexample->diagnosis.firstUnsafeBobMove].why->caseId == "O(p=5).rr");
  }

  SECTION("every equivalent verdict carries the solver's audit of the mutant's whole tree") {
    for (const MutantResult& r : runAtN().results) {
      if (r.verdict != MutantVerdict::Equivalent) continue;
      INFO(r.mutant.id << " " << r.mutant.target << " " << r.mutant.description);
      CHECK(r.failingStarts == 0);
      REQUIRE(r.audit);
      CHECK(r.audit->allSafe());
      CHECK(r.audit->bobDecisions > 0);
    }
  }

  SECTION("equivalent mutants that move differently have no failing line in a memo-free search") {
    int checked = 0;
    std::vector<Start> small = startsFor(StartSet::All, 10);
    for (const MutantResult& r : runAtN().results) {
      if (r.verdict != MutantVerdict::Equivalent || r.audit->differing == 0 || checked == 4) continue;
      auto mutant = makePaperStrategy(r.mutant.options);
      INFO(r.mutant.id << " " << r.mutant.target << " " << r.mutant.description);
      for (const Start& s : small) {
        INFO(formatPosition(s.position) << " " << startKindName(s.kind));
        CHECK_FALSE(test::bruteForceShortestFailure(s, *mutant));
      }
      ++checked;
    }
    CHECK(checked == 4);
  }
}
