// Counterexample files: saved and loaded back unchanged, replayed move by move against the
// strategy, and malformed files rejected with one-line errors.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include <unistd.h>

#include "VerifierTestSupport.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/CounterexampleFile.hpp"
#include "verify/Replay.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;

namespace {
Counterexample firstMoveCounterexample(const char* start) {
  FirstMoveStrategy first;
  Verification v = verifyStrategy(first, {test::startAt(start)}, {}, test::unlimitedGuard());
  REQUIRE(v.starts.size() == 1);
  REQUIRE(v.starts[0].counterexample);
  return *v.starts[0].counterexample;
}

std::filesystem::path tempFile(const std::string& name) {
  // The process id keeps parallel test processes (ctest -j) apart.
  return std::filesystem::temp_directory_path() / ("babylon-verifier-test-" + std::to_string(::getpid()) + "-" + name);
}

void expectParseError(const nlohmann::json& j, const std::string& mentions) {
  try {
    counterexampleFromJson(j, "test.json");
    FAIL("no error for " << j.dump());
  } catch (const ParseError& e) {
    std::string what = e.what();
    CHECK(what.find("test.json") != std::string::npos);
    CHECK(what.find(mentions) != std::string::npos);
    CHECK(what.find('\n') == std::string::npos);
  }
}
}  // namespace

TEST_CASE("a counterexample file round-trips", "[file]") {
  Counterexample c = firstMoveCounterexample("<3,5;;>");
  auto path = tempFile("roundtrip.json");
  saveCounterexample(c, path);
  SavedCounterexample s = loadCounterexample(path);
  std::filesystem::remove(path);
  CHECK(s.strategy == "first");
  CHECK(s.start == c.start.position);
  CHECK(s.kind == c.start.kind);
  REQUIRE(s.moves.size() == c.steps.size());
  for (std::size_t i = 0; i < s.moves.size(); ++i) {
    CHECK(s.moves[i] == formatMoveExplicit(c.steps[i].move));
    CHECK(s.caseIds[i] == (c.steps[i].bob ? std::optional<std::string>("first") : std::nullopt));
  }
}

TEST_CASE("a saved counterexample replays as a real failure of its strategy", "[file]") {
  Counterexample c = firstMoveCounterexample("<4,6;;>");
  SavedCounterexample s = counterexampleFromJson(counterexampleJson(c), "memory");
  Replay r = replayCounterexample(s, FirstMoveStrategy());
  CHECK(r.confirmsFailure());
  CHECK(r.mismatches == 0);
  CHECK(r.ending == Replay::Ending::StrategyLoses);
  REQUIRE(r.moves.size() == c.steps.size());
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    CHECK(r.moves[i].after == c.steps[i].after);
    CHECK(r.moves[i].bob == c.steps[i].bob);
    if (r.moves[i].bob) CHECK(r.moves[i].strategyReply->why.caseId == "first");
  }
}

TEST_CASE("replaying against another strategy stops at the first move it plays differently", "[file]") {
  Counterexample c = firstMoveCounterexample("<3,3;;>");
  SavedCounterexample s = counterexampleFromJson(counterexampleJson(c), "memory");
  SolverStrategy solver(test::unlimitedGuard());
  Replay r = replayCounterexample(s, solver);
  CHECK(r.mismatches == 1);
  CHECK(!r.confirmsFailure());
  CHECK(r.ending == Replay::Ending::Departed);
  REQUIRE(r.departure);
  // The first of Bob's moves where the solver's move leads elsewhere, found independently.
  std::size_t first = 0;
  Position now = c.start.position;
  for (; first < c.steps.size(); ++first) {
    if (c.steps[first].bob) {
      auto reply = solver.reply(Turn{now, nullptr, std::nullopt, StrategyMemory{}});
      REQUIRE(reply);
      if (!(now.combined(reply->move.a, reply->move.b) == c.steps[first].after)) break;
    }
    now = c.steps[first].after;
  }
  REQUIRE(first < c.steps.size());
  CHECK(r.departure->number == first + 1);
  CHECK(r.departure->before == now);
  CHECK(r.departure->recorded == c.steps[first].move);
  CHECK(r.moves.size() == first + 1);  // nothing replayed after it
  CHECK(describeEnding(r).find("stopped at move " + std::to_string(first + 1) + ": in " + formatPosition(now)) !=
        std::string::npos);
}

TEST_CASE("an illegal move in a file is named with its number", "[file]") {
  nlohmann::json j = counterexampleJson(firstMoveCounterexample("<3,3;;>"));
  j["moves"][2] = "b3>r1";
  SavedCounterexample s = counterexampleFromJson(j, "test.json");
  try {
    replayCounterexample(s, FirstMoveStrategy());
    FAIL("the illegal move was accepted");
  } catch (const ParseError& e) {
    CHECK(std::string(e.what()).find("move 3 of") != std::string::npos);
  }
}

TEST_CASE("malformed counterexample files are rejected with one-line errors", "[file]") {
  nlohmann::json good = counterexampleJson(firstMoveCounterexample("<3,3;;>"));
  auto without = [&](const char* key) {
    nlohmann::json j = good;
    j.erase(key);
    return j;
  };
  auto with = [&](const char* key, nlohmann::json value) {
    nlohmann::json j = good;
    j[key] = value;
    return j;
  };
  expectParseError(without("moves"), "moves");
  expectParseError(without("start"), "start");
  expectParseError(with("version", 2), "version");
  expectParseError(with("start_kind", "lemma-9"), "start_kind");
  expectParseError(with("start", "<3,4;;>"), "odd");
  expectParseError(with("moves", nlohmann::json::array({1, 2})), "moves");
  expectParseError(nlohmann::json::array(), "object");

  auto path = tempFile("broken.json");
  std::ofstream(path) << "{\"version\": 1,";
  CHECK_THROWS_AS(loadCounterexample(path), ParseError);
  std::filesystem::remove(path);
  CHECK_THROWS_AS(loadCounterexample(tempFile("missing.json")), ParseError);
}
