// PlaySession fed through string streams: illegal input is refused with a reason and the game
// goes on, a scripted game ends with the winner announced, end of input ends cleanly, and Bob
// moves first from an odd state.
#include <catch2/catch.hpp>

#include <sstream>

#include "PlayScript.hpp"
#include "cli/PlaySession.hpp"
#include "tests/verify/VerifierTestSupport.hpp"
#include "core/Solver.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"
#include "strategies/ReferenceStrategies.hpp"

using namespace babylon;
using namespace babylon::cli;

namespace {

struct Played {
  PlayResult result;
  std::string out;
};

Played play(const std::string& start, const std::string& input, const Strategy& bob) {
  std::istringstream in(input);
  std::ostringstream out;
  PlaySession session(bob, detectStart(parsePosition(start)), in, out);
  PlayResult r = session.run();
  return {r, out.str()};
}

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("illegal input is refused with its reason and the game continues", "[play]") {
  auto bob = makePaperStrategy();
  Played p = play("<6,8;;>", "xx\nr1 b3\nr7>b1\nrb\nquit\n", *bob);
  CHECK(count(p.out, "refused: ") == 3);
  CHECK(p.out.find("unknown color letter 'x'") != std::string::npos);
  CHECK(p.out.find("stacks differ in both height and color") != std::string::npos);
  CHECK(p.result.ending == PlayEnding::Quit);
  CHECK(p.result.moves == 2);  // Alice's rb and Bob's answer
  // Bob's answer comes with its case, rule and parameters.
  CHECK(p.out.find("why: case O(p>=6).rb: If p >= 6, Bob creates a target state") != std::string::npos);
  CHECK(p.out.find("[m=7, j=6, k=8]") != std::string::npos);
}

TEST_CASE("a scripted game through PlaySession ends with the winner announced", "[play]") {
  auto bob = makePaperStrategy();
  PlayStart start = detectStart(parsePosition("<6,8;;>"));
  mutanttest::ScriptedGame script = mutanttest::scriptGame(*makePaperStrategy(), start);
  REQUIRE(script.bobWins);  // the paper's strategy wins from <6,8;;>
  Played p = play("<6,8;;>", "help\nmoves\n" + script.aliceInput, *bob);
  CHECK(p.result.ending == PlayEnding::BobWins);
  CHECK(p.result.moves == script.moves);
  CHECK(p.out.find("Alice to move in") != std::string::npos);
  CHECK(p.out.find("Bob wins after " + std::to_string(script.moves) + " moves") != std::string::npos);
  CHECK(count(p.out, "why: case ") == script.moves / 2);
  CHECK(p.out.find("Commands: moves") != std::string::npos);  // help
  CHECK(p.out.find("r1>r1     -> <4,8;2;>") != std::string::npos);  // moves
}

TEST_CASE("Alice can beat a strategy that plays badly, and is told she won", "[play]") {
  // Alice's moves are chosen with the exact solver (a move to a P-position when there is one);
  // the first-move strategy throws <3,3;;> away.
  FirstMoveStrategy bob;
  Solver solver(test::unlimitedGuard(), {1, true});
  PlayStart start = detectStart(parsePosition("<3,3;;>"));
  mutanttest::ScriptedGame script = mutanttest::scriptGame(bob, start, &solver);
  REQUIRE_FALSE(script.bobWins);
  Played p = play("<3,3;;>", script.aliceInput, bob);
  CHECK(p.result.ending == PlayEnding::AliceWins);
  CHECK(p.result.moves == script.moves);
  CHECK(p.out.find("Bob to move in") != std::string::npos);
  CHECK(p.out.find("Alice (you) wins after " + std::to_string(script.moves) + " moves") != std::string::npos);
}

TEST_CASE("end of input ends the game cleanly", "[play]") {
  auto bob = makePaperStrategy();
  Played p = play("<6,8;;>", "rr\n", *bob);
  CHECK(p.result.ending == PlayEnding::EndOfInput);
  CHECK(p.result.moves == 2);
  CHECK(p.out.find("end of input: the game is abandoned after 2 moves") != std::string::npos);
  Played empty = play("<6,8;;>", "", *bob);
  CHECK(empty.result.ending == PlayEnding::EndOfInput);
  CHECK(empty.result.moves == 0);
}

TEST_CASE("from an odd state Bob moves first, in the mode of its family", "[play]") {
  PlayStart s = detectStart(parsePosition("<3,4;3;2>"));
  CHECK(s.kind == StartKind::Position1);
  CHECK(s.inFamily);
  auto bob = makePaperStrategy();
  Played p = play("<3,4;3;2>", "", *bob);
  CHECK(p.result.moves == 1);
  CHECK(p.out.find("Bob moves first") != std::string::npos);
  CHECK(p.out.find("why: case P1") != std::string::npos);
}

TEST_CASE("the start kind is read from the paper's families", "[play]") {
  auto kindOf = [](const char* text) { return detectStart(parsePosition(text)); };
  CHECK(kindOf("<6,8;;>").kind == StartKind::Initial);
  CHECK(kindOf("<8,6;;>").kind == StartKind::Initial);  // blue the minority: reflected
  CHECK(kindOf("<8,6;;>").inFamily);
  CHECK(kindOf("<4,4;2;2>").kind == StartKind::Target);
  CHECK(kindOf("<3,5;4;2>").kind == StartKind::Lemma44);
  CHECK(kindOf("<2,4;2;2>").kind == StartKind::Lemma45);
  CHECK(kindOf("<4,4;;2>").kind == StartKind::Position3);
  CHECK_FALSE(kindOf("<1,1;;>").inFamily);
  CHECK(kindOf("<3,5;;>").inFamily);
}
