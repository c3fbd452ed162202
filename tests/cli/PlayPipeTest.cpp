// `babylon play` end to end, its standard input a pipe: a whole game typed in, illegal input
// refused with its reason in one line, undo, the plain picture (NO_COLOR set or not: the output
// is not a terminal), --side bob, end of input and bad arguments.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <optional>
#include <sstream>

#include "PlayScript.hpp"
#include "RunBabylon.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"

using namespace babylon;
using clitest::runBabylon;

namespace {

// NO_COLOR set to a value, or unset, for the children started while it lives; the old value back after.
class ScopedNoColor {
 public:
  explicit ScopedNoColor(const char* value) {
    if (const char* old = std::getenv("NO_COLOR")) old_ = old;
    if (value)
      setenv("NO_COLOR", value, 1);
    else
      unsetenv("NO_COLOR");
  }
  ~ScopedNoColor() {
    if (old_)
      setenv("NO_COLOR", old_->c_str(), 1);
    else
      unsetenv("NO_COLOR");
  }
  ScopedNoColor(const ScopedNoColor&) = delete;
  ScopedNoColor& operator=(const ScopedNoColor&) = delete;

 private:
  std::optional<std::string> old_;
};

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// Every line that starts with `prefix`.
std::vector<std::string> linesStarting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("babylon play: a whole game through a pipe, with an illegal move refused on the way", "[play][pipe]") {
  // The default start is <6,8;;>; the script is computed with the library's paper strategy.
  mutanttest::ScriptedGame script =
      mutanttest::scriptGame(*makePaperStrategy(), cli::detectStart(parsePosition("<6,8;;>")));
  REQUIRE(script.bobWins);
  clitest::RunResult r = runBabylon({"play"}, "r9 b9\n" + script.aliceInput);
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.find("start <6,8;;> (initial)") != std::string::npos);
  CHECK(r.out.find("refused: ") != std::string::npos);
  CHECK(r.out.find("why: case O(p>=6)") != std::string::npos);
  CHECK(r.out.find("Bob wins after " + std::to_string(script.moves) + " moves") != std::string::npos);
}

TEST_CASE("babylon play: end of input ends the game with status 0", "[play][pipe]") {
  clitest::RunResult r = runBabylon({"play", "--p", "5", "--q", "7"}, "rr\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.out.find("start <5,7;;> (initial)") != std::string::npos);
  CHECK(r.out.find("case O(p=5).rr.repair") != std::string::npos);
  CHECK(r.out.find("end of input") != std::string::npos);
}

TEST_CASE("babylon play: bad arguments are refused in one line with status 2", "[play][pipe]") {
  for (std::vector<std::string> args :
       {std::vector<std::string>{"play", "--p", "3"},
        std::vector<std::string>{"play", "<3,5;;>", "--p", "3", "--q", "5"}, std::vector<std::string>{"play", "<3,5;"},
        std::vector<std::string>{"play", "--strategy", "nonsense"}}) {
    clitest::RunResult r = runBabylon(args, "");
    INFO(args[1] << "\nstdout: " << r.out << "\nstderr: " << r.err);
    CHECK(r.status == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("babylon play through a pipe: undo at the start, undo of a round, and the record after it",
          "[play][pipe][undo]") {
  clitest::RunResult r = runBabylon({"play", "--p", "6", "--q", "8"}, "undo\nrb\nundo\nundo\nrr\nrecord\nquit\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.find("Alice> undo\nnothing to undo: no move has been played\n") != std::string::npos);
  CHECK(r.out.find("undo: took back 1. Alice rb and 2. Bob ") != std::string::npos);
  CHECK(r.out.find("; back to <6,8;;> after 0 moves\n") != std::string::npos);
  CHECK(count(r.out, "nothing to undo") == 2);
  // After the undo, rr is move 1 again, and the game record holds it and not the rb taken back.
  std::vector<std::string> firsts = linesStarting(r.out, "     1. Alice ");
  REQUIRE(firsts.size() == 4);  // rb played, rr played, rr in the record, rr in the closing record
  CHECK(firsts[0].find("r1>b1") != std::string::npos);
  for (int i = 1; i < 4; ++i) CHECK(firsts[i].find("r1>r1") != std::string::npos);
  CHECK(r.out.find("the game as it stands, without the moves taken back:\n") != std::string::npos);
  CHECK(r.out.find("you quit after 2 moves") != std::string::npos);
}

TEST_CASE("babylon play through a pipe: each refusal says what is wrong in one line and the game goes on",
          "[play][pipe][errors]") {
  clitest::RunResult r = runBabylon({"play", "r1 b3 b1", "--strategy", "first"},
                                    "r5>b1\nrB\nRB\nr1>r1\nxyz\n\xC3\xA4"
                                    "1>b1\nr\xC3\xA4\nr\xFF\nrb\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  std::vector<std::string> refused = linesStarting(r.out, "refused: ");
  REQUIRE(refused.size() == 8);
  CHECK(refused[0] == "refused: move 'r5>b1' is not legal in <1,1;;3>: no stack r5");
  CHECK(refused[1] == "refused: move 'rB' is not legal in <1,1;;3>: r1 and b3 differ in both height and top color");
  CHECK(refused[2] == "refused: move 'RB' is not legal in <1,1;;3>: no red hill");
  CHECK(refused[3] ==
        "refused: move 'r1>r1' is not legal in <1,1;;3>: there is only one r1, and a stack cannot go on itself");
  CHECK(refused[4] == "refused: move 'xyz': unknown color letter 'x' at position 1");
  // A non-ASCII character is echoed whole (its two UTF-8 bytes), a byte that is no UTF-8 escaped.
  CHECK(refused[5].find("'\xC3\xA4") != std::string::npos);
  CHECK(refused[6] == "refused: move 'r\xC3\xA4': unknown color letter '\xC3\xA4' at position 2");
  CHECK(refused[7] == "refused: move 'r\\xff': unknown color letter '\\xff' at position 2");
  CHECK(r.out.find("1. Alice  rb    r1>b1") != std::string::npos);  // the game went on
}

TEST_CASE("babylon play through a pipe: an ambiguous move offers only moves that are possible",
          "[play][pipe][errors]") {
  clitest::RunResult r = runBabylon({"play", "<0,0;2,3;2,3>", "--strategy", "first"}, "RB\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  std::vector<std::string> refused = linesStarting(r.out, "refused: ");
  REQUIRE(refused.size() == 1);
  CHECK(refused[0] == "refused: move 'RB' is ambiguous in <0,0;3,2;3,2>: it can be r3>b3 or r2>b2; type one of these");
}

TEST_CASE("babylon play through a pipe: the picture is plain with NO_COLOR set, and unset (not a terminal)",
          "[play][pipe][picture]") {
  for (const char* noColor : {"1", static_cast<const char*>(nullptr)}) {
    ScopedNoColor env(noColor);
    clitest::RunResult r = runBabylon({"play", "--p", "6", "--q", "8"}, "rr\n");
    INFO((noColor ? "NO_COLOR=1" : "NO_COLOR unset") << "\n" << r.out << "\nstderr: " << r.err);
    CHECK(r.status == 0);
    CHECK(r.out.find('\x1b') == std::string::npos);
    // The start, after Alice's rr, and after Bob's reply.
    CHECK(r.out.find("start <6,8;;> (initial)") != std::string::npos);
    CHECK(r.out.find("        r1 ×6  █ █ █ █ █ █\n        b1 ×8  █ █ █ █ █ █ █ █\n") != std::string::npos);
    CHECK(r.out.find("        r1 ×4  █ █ █ █\n        r2 ×1  ██\n        b1 ×8  ") != std::string::npos);
    CHECK(count(r.out, "        r1 ×") == 3);
  }
}

TEST_CASE("babylon play --side bob through a pipe: undo goes back to Alice's opening, and refusals explain",
          "[play][pipe][undo][alice]") {
  clitest::RunResult r =
      runBabylon({"play", "--side", "bob", "--p", "3", "--q", "4"}, "undo\nr9>b9\nbb\nundo\nrecord\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out.find("you play Bob against Alice's strategy 'alice'") != std::string::npos);
  CHECK(r.out.find("Bob> undo\nnothing to undo: you have not moved yet (the opening move is the strategy's)\n") !=
        std::string::npos);
  CHECK(r.out.find("refused: move 'r9>b9' is not legal in ") != std::string::npos);
  CHECK(r.out.find(": no stack r9 and no stack b9\n") != std::string::npos);
  CHECK(r.out.find("undo: took back 2. Bob bb and 3. Alice ") != std::string::npos);
  CHECK(r.out.find(" after 1 move\n") != std::string::npos);
  // Alice's opening is kept, with its reason, in the record.
  auto from = r.out.rfind("Bob> record\n");
  REQUIRE(from != std::string::npos);
  std::string record = r.out.substr(from, r.out.find("Bob> ", from + 1) - from);
  CHECK(count(record, "why: case ") == 1);
  CHECK(record.find("1. Alice") != std::string::npos);
  CHECK(record.find("2. Bob") == std::string::npos);
  CHECK(r.out.find("end of input: the game is abandoned after 1 move") != std::string::npos);
}

TEST_CASE("babylon play --side bob from a start Theorem 4.1 gives Bob: the strategy's failure says why, in one line",
          "[play][pipe][alice]") {
  clitest::RunResult r = runBabylon({"play", "--side", "bob", "--p", "3", "--q", "5"}, "");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 1);
  CHECK(r.out.find("start <3,5;;> (not a start Theorem 4.1 gives Alice, so her win is not claimed)") !=
        std::string::npos);
  CHECK(linesStarting(r.out,
                      "Alice's strategy failed (no-reply) in <3,5;;>: it gave no move (the start is not one "
                      "Theorem 4.1 gives Alice, and her strategy is made only for those)")
            .size() == 1);
}
