// PlaySession fed through string streams: illegal input is refused with a reason and the game
// goes on, a scripted game ends with the winner announced, end of input ends cleanly, Bob
// moves first from an odd state, undo takes back whole rounds and the record follows it, and the
// picture of the stacks, plain or in color.
#include <catch2/catch.hpp>

#include <sstream>

#include "PlayScript.hpp"
#include "cli/PlaySession.hpp"
#include "cli/PlaySessionPicture.hpp"
#include "tests/verify/VerifierTestSupport.hpp"
#include "core/Solver.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "lemmas/CaseTable.hpp"

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
  Played p = play("<6,8;;>", "xx\nr1 b3\nr7>b1\nrb\nwhy\nquit\n", *bob);
  CHECK(count(p.out, "refused: ") == 3);
  CHECK(p.out.find("unknown color letter 'x'") != std::string::npos);
  CHECK(p.out.find("refused: move 'r1 b3' is not legal in <6,8;;>: no stack b3\n") != std::string::npos);
  CHECK(p.out.find("refused: move 'r7>b1' is not legal in <6,8;;>: no stack r7\n") != std::string::npos);
  CHECK(p.result.ending == PlayEnding::Quit);
  CHECK(p.result.moves == 2);  // Alice's rb and Bob's answer
  // Bob's answer comes with a plain sentence and its case; `why` gives the rule and parameters.
  std::string text = mutanttest::unwrapped(p.out);
  CHECK(text.find("why: Bob answers with the same move in the other color") != std::string::npos);
  CHECK(text.find("(case O(p>=6).rb)") != std::string::npos);
  CHECK(text.find("case O(p>=6).rb: If p >= 6, Bob creates a target state") != std::string::npos);
  CHECK(text.find("[m=7, j=6, k=8]") != std::string::npos);
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
  CHECK(count(p.out, "why: ") == script.moves / 2);
  CHECK(count(p.out, "(case ") == script.moves / 2);
  CHECK(p.out.find("Commands: moves") != std::string::npos);        // help
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
  CHECK(p.out.find("(case P1") != std::string::npos);  // P1 or P1.exception: position 1's table
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

namespace {
// The lines `record` printed: from the line after the last "record" command up to Alice's next prompt.
std::string lastRecord(const std::string& out) {
  auto at = out.rfind("> record\n");
  REQUIRE(at != std::string::npos);
  at += std::string("> record\n").size();
  return out.substr(at, out.find("Alice> ", at) - at);
}

Played playEchoed(const std::string& input, const Strategy& strategy, PlayStart ps) {
  std::istringstream in(input);
  std::ostringstream out;
  PlaySession session(strategy, std::move(ps), in, out, true);
  PlayResult r = session.run();
  return {r, out.str()};
}
}  // namespace

TEST_CASE("undo takes back the person's move and the reply, back to the start and no further", "[play][undo]") {
  auto bob = makePaperStrategy();
  Played p = play("<6,8;;>", "undo\nrb\nrr\nundo\nundo\nundo\nquit\n", *bob);
  CHECK(p.out.find("nothing to undo: no move has been played\n") != std::string::npos);
  CHECK(p.out.find("undo: took back 3. Alice rr and 4. Bob ") != std::string::npos);
  CHECK(p.out.find("undo: took back 1. Alice rb and 2. Bob ") != std::string::npos);
  CHECK(p.out.find("back to <6,8;;> after 0 moves") != std::string::npos);
  CHECK(count(p.out, "nothing to undo") == 2);
  CHECK(p.result.ending == PlayEnding::Quit);
  CHECK(p.result.moves == 0);
  CHECK(p.result.undone == 2);
  CHECK(p.out.find("you quit after 0 moves") != std::string::npos);
}

TEST_CASE("after undo the game record is the record of the game as it stands", "[play][undo]") {
  // The record after taking back a different first round and a second round must be the record
  // of a session that never played them: the same numbers, the same paper names (which follow
  // the chips of every stack) and the same cases of the strategy.
  auto bob = makePaperStrategy();
  PlayStart start = detectStart(parsePosition("<6,8;;>"));
  mutanttest::ScriptedGame script = mutanttest::scriptGame(*bob, start);
  std::istringstream moves(script.aliceInput);
  std::string a1, a2, a3;
  REQUIRE(std::getline(moves, a1));
  REQUIRE(std::getline(moves, a2));
  REQUIRE(std::getline(moves, a3));
  REQUIRE(a1 != "r1>b1");
  Played fresh = playEchoed(a1 + "\n" + a2 + "\n" + a3 + "\nrecord\nquit\n", *bob, start);
  Played undone =
      playEchoed("r1>b1\nundo\n" + a1 + "\n" + a2 + "\nundo\n" + a2 + "\n" + a3 + "\nrecord\nquit\n", *bob, start);
  CHECK(undone.result.undone == 2);
  CHECK(undone.result.moves == fresh.result.moves);
  CHECK(undone.result.moves == 6);
  CHECK(lastRecord(undone.out) == lastRecord(fresh.out));
  CHECK(count(lastRecord(fresh.out), "why: ") == 3);
  // The session ends by printing that record again, since moves were taken back.
  CHECK(undone.out.find("the game as it stands, without the moves taken back:\n" + lastRecord(fresh.out)) !=
        std::string::npos);
  CHECK(fresh.out.find("the game as it stands") == std::string::npos);
}

TEST_CASE("a refused paper string says what is missing or what keeps the stacks apart", "[play][errors]") {
  FirstMoveStrategy bob;
  Played p = play("r1 b3 b1", "rB\nRB\nrr\nr1>b3\nr1>r1\nr5>b1\nquit\n", bob);
  CHECK(p.out.find("refused: move 'rB' is not legal in <1,1;;3>: r1 and b3 differ in both height and top color\n") !=
        std::string::npos);
  CHECK(p.out.find("refused: move 'RB' is not legal in <1,1;;3>: no red hill\n") != std::string::npos);
  CHECK(p.out.find("refused: move 'rr' is not legal in <1,1;;3>: there is only one r1, and a stack cannot go on "
                   "itself\n") != std::string::npos);
  CHECK(p.out.find("refused: move 'r1>b3' is not legal in <1,1;;3>: r1 and b3 differ in both height and top color\n") !=
        std::string::npos);
  CHECK(p.out.find("refused: move 'r1>r1' is not legal in <1,1;;3>: there is only one r1") != std::string::npos);
  CHECK(p.out.find("refused: move 'r5>b1' is not legal in <1,1;;3>: no stack r5\n") != std::string::npos);
  CHECK(count(p.out, "refused: ") == 6);
  CHECK(p.result.moves == 0);
}

TEST_CASE("an ambiguous paper string offers the moves it can mean, each of them legal", "[play][errors]") {
  FirstMoveStrategy bob;
  Played p = play("<0,0;2,3;2,3>", "RB\nr3>b3\nquit\n", bob);
  CHECK(p.out.find("refused: move 'RB' is ambiguous in <0,0;3,2;3,2>: it can be r3>b3 or r2>b2; type one of these\n") !=
        std::string::npos);
  CHECK(p.out.find("1. Alice  RB    r3>b3") != std::string::npos);  // the offered r3>b3 is taken
}

TEST_CASE("the picture shows each kind of stack with its count, plain or in ANSI color", "[play][picture]") {
  Position p = parsePosition("<2,3;3;2,2>");
  std::string plain = stacksPicture(p, false);
  CHECK(plain ==
        "        r1 ×2  █ █\n"
        "        r3 ×1  ███\n"
        "        b1 ×3  █ █ █\n"
        "        b2 ×2  ██ ██\n");
  std::string colored = stacksPicture(p, true);
  CHECK(colored.find("r1 ×2  \x1b[31m█ █\x1b[0m\n") != std::string::npos);
  CHECK(colored.find("b2 ×2  \x1b[34m██ ██\x1b[0m\n") != std::string::npos);
  // Many stacks of a kind: the row is cut, the count says how many.
  std::string many = stacksPicture(parsePosition("<1,100;;>"), false);
  CHECK(many.find("b1 ×100  █ █") != std::string::npos);
  CHECK(many.find(" …\n") != std::string::npos);
}

TEST_CASE("color only on a terminal, with NO_COLOR unset or empty and a terminal that is not dumb", "[play][picture]") {
  CHECK(wantsColor(true, nullptr, "xterm-256color"));
  CHECK(wantsColor(true, "", "xterm"));
  CHECK_FALSE(wantsColor(true, "1", "xterm"));
  CHECK_FALSE(wantsColor(false, nullptr, "xterm"));
  CHECK_FALSE(wantsColor(true, nullptr, "dumb"));
}

TEST_CASE("who moves first follows the moves played, and only a start is labelled initial", "[play]") {
  auto bob = makePaperStrategy();
  // 7 chips in 7 stacks: no move played, Alice first (an odd number of stacks does not make it Bob's turn).
  Played seven = play("<3,4;;>", "", *bob);
  CHECK(seven.out.find("You move first.") != std::string::npos);
  CHECK(seven.out.find("(in none of the paper's families") != std::string::npos);
  CHECK(seven.out.find("(initial") == std::string::npos);
  // 9 chips in 8 stacks: one move played, Bob first.
  Played odd = play("<3,4;3;2>", "", *bob);
  CHECK(odd.out.find("(position-1). Bob moves first.") != std::string::npos);
  Played target = play("<4,4;2;2>", "", *bob);
  CHECK(target.out.find("(target). You move first.") != std::string::npos);
  Played outside = play("<1,1;;>", "", *bob);
  CHECK(outside.out.find("(initial") == std::string::npos);
  CHECK(play("<6,8;;>", "", *bob).out.find("start <6,8;;> (initial). You move first.") != std::string::npos);
}

TEST_CASE("Bob's plain sentence is the one its case table holds, in the position's colors", "[play]") {
  auto bob = makePaperStrategy();
  auto plainOf = [](const std::string& id) {
    for (const CaseEntry& e : caseTable())
      if (e.id == id) return e.plain;
    FAIL("no case " << id);
    return std::string();
  };
  // <5,7;;> with Alice's br: the table's sentence for O(p=5).br, red being red.
  Played straight = play("<5,7;;>", "b1>r1\n", *bob);
  std::string sentence = plainOf("O(p=5).br");
  REQUIRE(sentence.find("red") != std::string::npos);
  CHECK(mutanttest::unwrapped(straight.out).find("why: " + sentence + " (case O(p=5).br)") != std::string::npos);
  // <7,5;;>: blue is the paper's red; Alice's r1>b1 is the paper's br, and the sentence speaks of blue.
  Played reflected = play("<7,5;;>", "r1>b1\n", *bob);
  CHECK(mutanttest::unwrapped(reflected.out).find("why: " + swapColorWords(sentence) + " (case O(p=5).br)") !=
        std::string::npos);
  CHECK(swapColorWords(sentence) != sentence);
}

namespace {
// Lines from a string; when the line numbered `at` (from 0) is asked for, sets the flag and
// gives no line, as Ctrl-C does to a read in progress.
class InterruptingLines final : public LineSource {
 public:
  InterruptingLines(std::string input, int at, volatile std::sig_atomic_t& flag) : in_(input), at_(at), flag_(flag) {}
  std::optional<std::string> readLine(const std::string&) override {
    if (read_++ == at_) {
      flag_ = 1;
      return std::nullopt;
    }
    std::string line;
    if (!std::getline(in_, line)) return std::nullopt;
    return line;
  }

 private:
  std::istringstream in_;
  int at_, read_ = 0;
  volatile std::sig_atomic_t& flag_;
};
}  // namespace

TEST_CASE("Ctrl-C prints the game record and ends the session", "[play]") {
  auto bob = makePaperStrategy();
  volatile std::sig_atomic_t flag = 0;
  InterruptingLines lines("rb\nrr\n", 1, flag);
  std::ostringstream out;
  PlaySession session(*bob, detectStart(parsePosition("<6,8;;>")), lines, out, false);
  session.setInterruptFlag(&flag);
  PlayResult r = session.run();
  CHECK(r.ending == PlayEnding::Interrupted);
  CHECK(r.moves == 2);
  std::string text = out.str();
  auto at = text.find("interrupted after 2 moves; the game so far:\n");
  REQUIRE(at != std::string::npos);
  std::string record = text.substr(at);
  CHECK(record.find("1. Alice  rb") != std::string::npos);
  CHECK(record.find("2. Bob") != std::string::npos);
  CHECK(record.find("(case O(p>=6).rb)") != std::string::npos);
  // Without the flag, the same end of the lines is an end of input.
  volatile std::sig_atomic_t unset = 0;
  InterruptingLines quiet("rb\n", 5, unset);
  std::ostringstream out2;
  PlaySession plain(*bob, detectStart(parsePosition("<6,8;;>")), quiet, out2, false);
  CHECK(plain.run().ending == PlayEnding::EndOfInput);
}
