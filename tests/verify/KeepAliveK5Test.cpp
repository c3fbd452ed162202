// K5 by name: Bob's end-game moves beyond K0-K4 are named moves (strategies/KeepAlive's
// lemmas/NamedMoves), not the search, on every start of every family; each named move the strategy plays
// leads to a position the exact solver says Alice loses; and with the named moves left out the
// search decides again, so the count of search decisions is one that can fail.
#include <catch2/catch.hpp>

#include "VerifierTestSupport.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "strategies/KeepAlive.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {

bool isNamedK5(const std::string& id) {
  static const std::set<std::string> ids = namedK5Moves();
  return ids.count(id) > 0;
}

}  // namespace

TEST_CASE("K5 decides by name: no search decision from any start up to 48 chips", "[k5]") {
  std::vector<Start> starts = startsFor(StartSet::All, 48);
  Verification v = verifyStrategy(*makePaperStrategy(), starts, {2, false}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.verified() == static_cast<int>(starts.size()));
  CHECK(v.fallbacks == 0);
  CHECK(v.searches == 0);
  std::uint64_t named = 0;
  for (const auto& [id, count] : v.coverage)
    if (isNamedK5(id)) named += count;
  CHECK(named > 1000);  // the named moves do decide (6,683 times by the first alone up to 64 chips)
  CHECK(v.coverage.count("K5.lookahead") == 0);
}

TEST_CASE("without the named moves, K5's search decides and is counted", "[k5]") {
  std::vector<Start> starts = startsFor(StartSet::All, 32);
  PaperStrategyOptions options;
  options.disabledRules = namedK5Moves();
  REQUIRE(options.disabledRules.size() == 11);
  Verification v = verifyStrategy(*makePaperStrategy(options), starts, {2, false}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.verified() == static_cast<int>(starts.size()));  // the search still wins everywhere
  CHECK(v.searches > 0);
  // Each K5.lookahead decision is a search; so are the repairs' hand-offs it decides (counted under
  // the repair's case).
  CHECK(v.coverage.at("K5.lookahead") > 0);
  CHECK(v.searches >= v.coverage.at("K5.lookahead"));
}

TEST_CASE("every named K5 move, wherever it is chosen up to 14 chips, leaves Alice lost", "[k5][solver]") {
  RunGuard& guard = test::unlimitedGuard();
  Solver solver(guard);
  KeepAlive rules;
  int chosen = 0;
  for (int chips = 4; chips <= 14; chips += 2)
    for (const Position& p : test::twoColorPositions(chips)) {
      if (!bobToMove(p)) continue;
      auto k = rules.choose(p);
      if (!k || !isNamedK5(k->why.caseId)) continue;
      ++chosen;
      INFO(formatPosition(p) << " " << formatMoveExplicit(k->move) << " " << k->why.caseId);
      CHECK(solver.outcome(p.combined(k->move.a, k->move.b)) == Outcome::P);
    }
  CHECK(chosen > 50);
}
