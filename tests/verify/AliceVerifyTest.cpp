// Alice's side of the verifier: her starts are exactly those Theorem 4.1 gives the first player,
// her strategy wins them all at a small size with no fallback and no search, every case of it
// fires, and a wrong variant is rejected with a counterexample that replays from its file; lines cut
// at Lemma A (--stop-at-lemma-a) are wins in full play, and Lemma A's gap is lost for Alice.
#include <algorithm>
#include <functional>
#include <mutex>
#include <set>

#include <catch2/catch.hpp>

#include "VerifierTestSupport.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "lemmas/Theorem41.hpp"
#include "strategies/AliceStrategy.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/CounterexampleFile.hpp"
#include "verify/Replay.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

TEST_CASE("Alice's starts are every initial position Theorem 4.1 gives the first player", "[alice][starts]") {
  std::vector<Start> starts = aliceInitialStarts(12);
  int expected = 0;
  for (int n = 2; n <= 12; ++n)
    for (int p = 1; 2 * p <= n; ++p) expected += !theorem41SecondPlayerWins(p, n - p);
  CHECK(static_cast<int>(starts.size()) == expected);
  for (const Start& s : starts) {
    CHECK(s.side == Side::Alice);
    CHECK(s.kind == StartKind::Initial);
    CHECK(aliceToMove(s.position));
    CHECK_FALSE(theorem41SecondPlayerWins(s.params[0].second, s.params[1].second));
  }
  CHECK(formatPaper(starts.front().position) == "<1,1;;>");
}

TEST_CASE("who moves: chips minus stacks moves have been played, Alice moves after an even number", "[alice][starts]") {
  CHECK(aliceToMove(parsePaper("<3,4;;>")));
  CHECK(bobToMove(parsePaper("<1,4;2;>")));     // 7 chips, one move played
  CHECK(aliceToMove(parsePaper("<1,3;2;2>")));  // 8 chips, two moves played: Section 3's even state
  CHECK(toMove(parsePaper("<3,5;;>"), Side::Alice));
}

TEST_CASE("Alice's strategy wins every start Theorem 4.1 gives her up to 25 chips, no fallback, no search",
          "[alice][accept]") {
  auto alice = makeAliceStrategy();
  Verification v = verifyStrategy(*alice, aliceInitialStarts(25), {2, true}, test::unlimitedGuard());
  REQUIRE(v.complete);
  CHECK(v.verified() == static_cast<int>(v.starts.size()));
  CHECK(v.counterexamples() == 0);
  CHECK(v.fallbacks == 0);
  CHECK(v.searches == 0);
  CHECK(v.undeclaredCases.empty());
}

TEST_CASE("the solver's strategy for Alice is accepted as well", "[alice][accept]") {
  SolverStrategy solver(test::unlimitedGuard(), Side::Alice);
  Verification v = verifyStrategy(solver, aliceInitialStarts(11), {1, true}, test::unlimitedGuard());
  CHECK(v.verified() == static_cast<int>(v.starts.size()));
  CHECK(v.coverage.count("solver.lost") == 0);
}

namespace {
// The case Alice's strategy plays at `paper`, and whether its move leaves Bob a lost position.
std::pair<std::string, bool> playedAt(const Strategy& alice, const char* paper) {
  Position p = parsePaper(paper);
  REQUIRE(aliceToMove(p));
  StrategyMemory none;
  auto reply = alice.reply(Turn{p, nullptr, std::nullopt, none});
  REQUIRE(reply);
  REQUIRE(isLegal(p, reply->move));
  Solver solver(test::unlimitedGuard(), {1, true});
  return {reply->why.caseId, solver.outcome(p.combined(reply->move.a, reply->move.b)) == Outcome::P};
}
}  // namespace

TEST_CASE("every case of Alice's strategy fires, and each crafted case's move wins", "[alice][coverage]") {
  auto alice = makeAliceStrategy();
  Verification v = verifyStrategy(*alice, aliceInitialStarts(25), {2, true}, test::unlimitedGuard());
  // Three keep-alive completions never fire from a start (Alice's gathering hands over at most one
  // challenger, proofs/AliceGather, and none with a y-stack of height 2h here): they are reached
  // from positions Bob could hand her, such as these, where each rule's move leaves Bob lost.
  CHECK(playedAt(*alice, "<0,1;2;6,4,2>") == std::make_pair(std::string("A.keep-alive.cover-challenger"), true));
  CHECK(playedAt(*alice, "<0,1;2;4,2,2>") == std::make_pair(std::string("A.keep-alive.stack-challengers"), true));
  CHECK(playedAt(*alice, "<1,3;;3>") == std::make_pair(std::string("A.keep-alive.pile-on-one-of-many"), true));
  std::set<std::string> crafted = {"A.keep-alive.cover-challenger", "A.keep-alive.stack-challengers",
                                   "A.keep-alive.pile-on-one-of-many"};
  for (const CaseInfo& c : alice->cases()) {
    INFO(c.id);
    CHECK((v.coverage.count(c.id) > 0) != (crafted.count(c.id) > 0));
  }
}

TEST_CASE("a wrong Alice strategy is rejected with a counterexample that replays from its file", "[alice][reject]") {
  // n odd, one red chip: blue on red instead of red on blue leaves one color with an even number of
  // moves to play, and Bob makes the last.
  auto wrong = makeAliceStrategy({.replaced = {"A.keep-alive.red-on-blue"}});
  Verification v = verifyStrategy(*wrong, aliceInitialStarts(8), {2, true}, test::unlimitedGuard());
  REQUIRE(v.complete);
  REQUIRE(v.counterexamples() > 0);
  const StartVerdict* failing = nullptr;
  for (const StartVerdict& s : v.starts)
    if (!s.verified && !failing) failing = &s;
  REQUIRE(failing);
  const Counterexample& c = *failing->counterexample;
  CHECK(formatPaper(c.start.position) == "<1,2;;>");
  CHECK(c.start.side == Side::Alice);
  CHECK_FALSE(c.steps.front().bob);  // Alice moves first
  CHECK(c.steps.front().why->caseId == "A.keep-alive.red-on-blue");
  CHECK(c.diagnosis.startSafe);
  REQUIRE(c.diagnosis.firstUnsafeBobMove);  // the strategy's first losing move: Alice's
  CHECK(*c.diagnosis.firstUnsafeBobMove == 0);
  CHECK(describeEnd(c).find("Alice to move") != std::string::npos);

  SavedCounterexample saved = counterexampleFromText(counterexampleJson(c).dump(), "test");
  CHECK(saved.side == Side::Alice);
  Replay r = replayCounterexample(saved, *wrong);
  CHECK(r.confirmsFailure());
  CHECK(r.ending == Replay::Ending::StrategyLoses);
  // The right strategy does not play the file's first move: the replay says so.
  Replay right = replayCounterexample(saved, *makeAliceStrategy());
  CHECK_FALSE(right.confirmsFailure());
  CHECK(right.mismatches > 0);
}

TEST_CASE("a strategy and starts of different sides are refused", "[alice][starts]") {
  auto alice = makeAliceStrategy();
  CHECK_THROWS_AS(verifyStrategy(*alice, startsFor(StartSet::Initial, 8), {}, test::unlimitedGuard()),
                  std::invalid_argument);
}

namespace {
// Every split of `chips` into parts, largest first.
void partitions(int chips, int largest, std::vector<int>& parts,
                const std::function<void(const std::vector<int>&)>& f) {
  if (chips == 0) return f(parts);
  for (int k = std::min(chips, largest); k >= 1; --k) {
    parts.push_back(k);
    partitions(chips - k, k, parts, f);
    parts.pop_back();
  }
}
}  // namespace

TEST_CASE("stop at Lemma A: every line cut at Lemma A up to 31 chips is a win in full play", "[alice][lemma-a]") {
  auto alice = makeAliceStrategy();
  std::vector<Start> starts = aliceInitialStarts(31);
  Verification full = verifyStrategy(*alice, starts, {2, true}, test::unlimitedGuard());
  std::mutex mutex;
  std::set<std::string> cutAt;
  std::vector<Start> leaves;
  VerifyOptions options{2, true};
  options.stopAtLemma = "Lemma A";
  options.stopAt = [&](const Position& p) {
    if (!lemmaAHolds(p)) return false;
    std::lock_guard lock(mutex);
    if (cutAt.insert(formatPosition(p)).second) leaves.push_back(Start{p, StartKind::Initial, {}, Side::Alice});
    return true;
  };
  Verification cut = verifyStrategy(*alice, starts, options, test::unlimitedGuard());
  REQUIRE(cut.complete);
  CHECK(cut.stopAtLemma == "Lemma A");
  CHECK(full.stopAtLemma.empty());
  CHECK(full.stoppedAt == 0);
  CHECK(cut.verified() == full.verified());
  CHECK(cut.verified() == static_cast<int>(starts.size()));
  CHECK(cut.stoppedAt > 0);
  CHECK(cut.positions < full.positions);
  // Each distinct position counted once (positions of different totals never meet).
  CHECK(cut.stoppedAt == leaves.size());
  for (const Start& s : leaves) {
    REQUIRE(bobToMove(s.position));
    REQUIRE(s.position.chips() % 2 == 1);
  }
  // Each leaf played to the end from Bob's move: Alice's strategy wins every line.
  Verification fromLeaves = verifyStrategy(*alice, leaves, {2, true}, test::unlimitedGuard());
  REQUIRE(fromLeaves.complete);
  CHECK(fromLeaves.verified() == static_cast<int>(leaves.size()));
  for (const char* gather : {"A.gather.open", "A.gather.pile-on-match", "A.gather.merge-into-tall"})
    CHECK(fromLeaves.coverage.count(gather) == 0);  // the keep-alive rules alone
}

TEST_CASE(
    "Lemma A's gap (c >= 3 y-stacks of height h, one of 2h) is lost for Alice, and her strategy has no move there",
    "[alice][lemma-a]") {
  auto alice = makeAliceStrategy();
  Solver solver(test::unlimitedGuard(), {1, true});
  int gaps = 0;
  for (int n = 3; n <= 15; n += 2)
    for (int h = 1; h < n; ++h) {
      std::vector<int> parts;
      partitions(n - h, n - h, parts, [&](const std::vector<int>& ys) {
        auto at = [&](int height) { return std::count(ys.begin(), ys.end(), height); };
        if (ys.size() % 2 != 0 || at(h) < 3 || at(2 * h) < 1) return;
        std::vector<Stack> stacks{{kRed, static_cast<std::uint8_t>(h)}};
        for (int y : ys) stacks.push_back({kBlue, static_cast<std::uint8_t>(y)});
        Position p(stacks);
        REQUIRE(aliceToMove(p));
        INFO(formatPaper(p));
        StrategyMemory none;
        CHECK_FALSE(alice->reply(Turn{p, nullptr, std::nullopt, none}));
        CHECK(solver.outcome(p) == Outcome::P);  // the player to move, Alice, loses
        ++gaps;
      });
    }
  CHECK(gaps > 20);
}
