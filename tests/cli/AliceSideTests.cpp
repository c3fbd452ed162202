// `--side` end to end: `verify --side alice` verifies Alice's strategy from the starts Theorem 4.1
// gives her (text and JSON), `--side bob` stays the default, and bad sides and combinations are
// one-line errors with exit status 2.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;
using babylon::clitest::successfulJson;

namespace {
void checkBadInput(const std::vector<std::string>& args, const std::string& names) {
  RunResult r = runBabylon(args);
  INFO(r.command << "\nstdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  auto lines = r.errLines();
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].rfind("babylon: error: ", 0) == 0);
  CHECK(mentions(lines[0], names));
}
}  // namespace

TEST_CASE("babylon verify --side alice: every start verified, no fallback, no search", "[cli][alice]") {
  RunResult r = runBabylon({"verify", "--side", "alice", "--max-n", "15"});
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  std::string last = r.out.substr(r.out.rfind('\n', r.out.size() - 2) + 1);
  CHECK(mentions(last, "Alice's strategy 'alice' wins from all 41 starts \\(initial\\) with at most 15 chips"));
  CHECK(mentions(last, "0 solver fallbacks, 0 search decisions"));
  CHECK(mentions(r.out, "every move of Bob is tried"));
}

TEST_CASE("babylon verify --side alice --json: side, totals and coverage", "[cli][alice]") {
  nlohmann::json j = successfulJson({"verify", "--side", "ALICE", "--max-n", "13", "--json"});
  CHECK(j["side"] == "alice");
  CHECK(j["strategy"] == "alice");
  CHECK(j["from"] == "initial");
  CHECK(j["totals"]["verified"] == j["totals"]["starts"]);
  CHECK(j["totals"]["counterexamples"] == 0);
  CHECK(j["totals"]["fallbacks"] == 0);
  CHECK(j["totals"]["search_decisions"] == 0);
  for (const auto& s : j["starts"]) CHECK(s["kind"] == "initial");
  bool stackTwo = false;
  for (const auto& c : j["coverage"]["cases"]) stackTwo |= c["case"] == "A.keep-alive.stack-two" && c["count"] > 0;
  CHECK(stackTwo);
}

TEST_CASE("babylon verify: --side bob is the default", "[cli][alice]") {
  nlohmann::json bob = successfulJson({"verify", "--max-n", "10", "--json"});
  nlohmann::json side = successfulJson({"verify", "--side", "bob", "--max-n", "10", "--json"});
  CHECK(bob["side"] == "bob");
  CHECK(bob["totals"]["starts"] == side["totals"]["starts"]);
  CHECK(bob["strategy"] == "paper");
}

TEST_CASE("babylon verify --side: bad sides and combinations are bad input", "[cli][alice]") {
  checkBadInput({"verify", "--side", "carol", "--max-n", "9"}, "side");
  checkBadInput({"verify", "--side", "alice", "--max-n", "9", "--from", "lemmas"}, "--from must be initial");
  checkBadInput({"verify", "--side", "alice", "--max-n", "9", "--strategy", "paper"}, "strategy for bob");
  checkBadInput({"verify", "--max-n", "9", "--strategy", "alice"}, "strategy for alice");
}

TEST_CASE("babylon play --side bob: Alice's strategy moves first and says why", "[cli][alice][play]") {
  RunResult r = runBabylon({"play", "--side", "bob", "--p", "3", "--q", "4"}, "bb\nquit\n");
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(mentions(r.out, "you play Bob against Alice's strategy 'alice'"));
  CHECK(mentions(r.out, "1\\. Alice +rr"));
  // rr opens the gather phase; Bob's bb makes a blue 2-stack as tall as the red one, which Alice piles on.
  CHECK(mentions(r.out, "why: Alice stacks two red chips"));
  CHECK(mentions(r.out, "\\(case A\\.gather\\.open\\)"));
  CHECK(mentions(r.out, "3\\. Alice +rrbb"));
  CHECK(mentions(r.out, "\\(case A\\.gather\\.pile-on-match\\)"));
  CHECK(mentions(r.out, "you quit after 3 moves"));
}

TEST_CASE("babylon play --side bob to the end: Alice wins and the person is told", "[cli][alice][play]") {
  // <1,2;;>: Alice plays rb, Bob has no legal move.
  RunResult r = runBabylon({"play", "--side", "bob", "--p", "1", "--q", "2"}, "");
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(mentions(r.out, "Bob to move in .* cannot move: Alice wins after 1 move"));
}

TEST_CASE("babylon play and mutants --side: bad sides and strategies are bad input", "[cli][alice][play]") {
  checkBadInput({"play", "--side", "carol"}, "side");
  checkBadInput({"play", "--side", "bob", "--strategy", "paper"}, "choose a strategy for alice");
  checkBadInput({"play", "--strategy", "alice"}, "choose a strategy for bob");
  checkBadInput({"mutants", "--side", "carol", "--max-n", "9"}, "side");
}

TEST_CASE("babylon mutants --side alice --json: no survivor", "[cli][alice][mutants]") {
  nlohmann::json j = successfulJson({"mutants", "--side", "alice", "--max-n", "15", "--json"});
  CHECK(j["side"] == "alice");
  CHECK(j["totals"]["survived"] == 0);
  CHECK(j["totals"]["killed"].get<int>() > 0);
  CHECK(j["totals"]["mutants"].get<int>() >= 20);
}

TEST_CASE("babylon verify --side alice --stop-at-lemma-a: lines cut at Lemma A, said in text and JSON",
          "[cli][alice]") {
  RunResult r = runBabylon({"verify", "--side", "alice", "--max-n", "21", "--stop-at-lemma-a"});
  INFO(r.out << r.err);
  CHECK(r.status == 0);
  CHECK(mentions(r.out, "Lines cut at Lemma A: a line ends at the first position, Bob to move"));
  CHECK(mentions(r.out, "rests on Lemma A: [0-9,]+ positions"));
  std::string last = r.out.substr(r.out.rfind('\n', r.out.size() - 2) + 1);
  CHECK(mentions(last, "wins from all 74 starts"));
  CHECK(mentions(last, "lines cut at Lemma A: [0-9,]+ positions rest on it"));

  nlohmann::json cut = successfulJson({"verify", "--side", "alice", "--max-n", "21", "--stop-at-lemma-a", "--json"});
  nlohmann::json full = successfulJson({"verify", "--side", "alice", "--max-n", "21", "--json"});
  REQUIRE(cut["stopped_at"].is_object());
  CHECK(cut["stopped_at"]["lemma"] == "Lemma A");
  CHECK(cut["stopped_at"]["positions"].get<int>() > 0);
  CHECK(full["stopped_at"].is_null());
  CHECK(cut["totals"]["verified"] == full["totals"]["verified"]);
  CHECK(cut["totals"]["positions"].get<long>() < full["totals"]["positions"].get<long>());
}

TEST_CASE("babylon verify --stop-at-lemma-a: only for Alice's side, and not with a certificate", "[cli][alice]") {
  checkBadInput({"verify", "--max-n", "9", "--stop-at-lemma-a"}, "--stop-at-lemma-a is for --side alice");
  checkBadInput({"verify", "--side", "alice", "--max-n", "9", "--stop-at-lemma-a", "--certificate", "x.cert.zst"},
                "--certificate needs every line played to its end");
}

TEST_CASE("babylon prove --text-only --json: Alice's half is not examined either", "[cli][alice]") {
  nlohmann::json j = successfulJson({"prove", "--text-only", "--no-cvc5", "--json"});
  CHECK(j["alice_half"]["skipped"] == "--text-only");
}
