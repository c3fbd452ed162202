// `babylon play` end to end, its standard input a pipe: a whole game typed in, illegal input
// refused with its reason in one line, undo, the plain picture (NO_COLOR set or not: the output
// is not a terminal), --side bob, end of input and bad arguments.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <unistd.h>
#include <optional>
#include <sstream>

#include "PlayScript.hpp"
#include "RunBabylon.hpp"
#include <set>

#include "core/GameLength.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/Starts.hpp"

using namespace babylon;
using clitest::runBabylon;

namespace {

// An environment variable set to a value, or unset, for the children started while it lives;
// the old value back after.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = old;
    if (value)
      setenv(name, value, 1);
    else
      unsetenv(name);
  }
  ~ScopedEnv() {
    if (old_)
      setenv(name_, old_->c_str(), 1);
    else
      unsetenv(name_);
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  const char* name_;
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
  // Bob's reasons: a plain sentence first, the case after it.
  CHECK(r.out.find("why: Bob answers with the same move in the other color") != std::string::npos);
  CHECK(r.out.find("(case O(p>=6)") != std::string::npos);
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
    ScopedEnv env("NO_COLOR", noColor);
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
  CHECK(count(record, "why: ") == 1);
  CHECK(record.find("1. Alice") != std::string::npos);
  CHECK(record.find("2. Bob") == std::string::npos);
  CHECK(r.out.find("end of input: the game is abandoned after 1 move") != std::string::npos);
}

TEST_CASE("babylon play --side bob from a start Theorem 4.1 gives Bob: Alice plays the solver's longest defence",
          "[play][pipe][alice]") {
  // <4,4;;> is Bob's (Theorem 4.1): Alice's strategy is not made for it, so she plays the exact
  // solver's most stubborn defence, and Bob, playing the solver's winning moves, wins.
  Position start = parsePaper("<4,4;;>");
  RunGuard guard(RunGuard::defaultMaxMemory());
  Solver solver(guard, SolverOptions{1});
  GameLength lengths;
  std::string input;
  int moves = 0;
  for (Position now = start; hasLegalMove(now); ++moves) {
    Move m = *lengths.bestMove(now);  // both sides' best play: Alice holds out, Bob hurries
    if (moves % 2 == 1) input += formatMoveExplicit(m) + "\n";
    now = now.combined(m.a, m.b);
  }
  REQUIRE(moves == lengths.movesLeft(start));
  clitest::RunResult r = runBabylon({"play", "--side", "bob", "--p", "4", "--q", "4"}, input);
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  std::string text = mutanttest::unwrapped(r.out);
  CHECK(text.find("Theorem 4.1 gives this start to Bob") != std::string::npos);
  CHECK(text.find("most stubborn defence") != std::string::npos);
  CHECK(r.out.find("strategy failed") == std::string::npos);
  CHECK(r.out.find("(case longest-game.defence)") != std::string::npos);
  CHECK(r.out.find("Bob (you) wins after " + std::to_string(moves) + " moves") != std::string::npos);
}

TEST_CASE("babylon play --side bob: Alice's strategy where it is claimed is not replaced", "[play][pipe][alice]") {
  clitest::RunResult r = runBabylon({"play", "--side", "bob", "--p", "3", "--q", "4"}, "");
  CHECK(r.status == 0);
  CHECK(r.out.find("(Theorem 4.1 gives it to Alice)") != std::string::npos);
  CHECK(r.out.find("(case A.") != std::string::npos);
  CHECK(r.out.find("longest-game") == std::string::npos);
}

TEST_CASE("babylon play: hint gives the exact solver's winning moves and moves marks them", "[play][pipe][hint]") {
  // <3,3;;> is Bob's (Theorem 4.1): Alice has no winning move. After her rr and Bob's reply, the
  // solver's word is checked against the marks.
  clitest::RunResult r = runBabylon({"play", "--p", "3", "--q", "3"}, "hint\nmoves\n");
  INFO(r.out << "\nstderr: " << r.err);
  CHECK(r.status == 0);
  CHECK(mutanttest::unwrapped(r.out).find("hint (exact solver): no move wins here against best play.") !=
        std::string::npos);
  CHECK(r.out.find("   wins\n") == std::string::npos);
  CHECK(mutanttest::unwrapped(r.out).find("(the exact solver: no move wins here against best play)") !=
        std::string::npos);
  // With --side bob from <3,4;;> (Alice's), Bob is lost too; from a position where the person
  // can win, the marked moves are exactly the solver's winning moves.
  Position p = parsePosition("r1 r1 b1 b1 b2");  // Alice to move? chips 6, stacks 5: one move played, Bob to move
  REQUIRE(bobToMove(p));
  RunGuard guard(RunGuard::defaultMaxMemory());
  Solver solver(guard, SolverOptions{1});
  Analysis a = solver.analyse(p);
  REQUIRE(!a.winningMoves.empty());
  clitest::RunResult b = runBabylon({"play", "--side", "bob", "r1 r1 b1 b1 b2"}, "hint\nmoves\n");
  INFO(b.out);
  CHECK(b.out.find("hint (exact solver): ") != std::string::npos);
  for (const Move& m : a.winningMoves) CHECK(b.out.find(formatMoveExplicit(m)) != std::string::npos);
  std::vector<std::string> marked;
  std::istringstream lines(b.out);
  for (std::string line; std::getline(lines, line);)
    if (line.size() > 7 && line.substr(line.size() - 7) == "   wins") marked.push_back(line);
  std::set<std::string> winningResults;
  for (const Move& m : a.winningMoves) winningResults.insert(formatPosition(p.combined(m.a, m.b)));
  int winners = 0;
  for (const Successor& s : successors(p)) winners += winningResults.count(formatPosition(s.position)) > 0;
  CHECK(static_cast<int>(marked.size()) == winners);
  for (const std::string& line : marked) {
    bool found = false;
    for (const std::string& w : winningResults) found = found || line.find("-> " + w + "   wins") != std::string::npos;
    CHECK(found);
  }
}

TEST_CASE("babylon play: lines are wrapped to COLUMNS, else to 80 columns", "[play][pipe][wrap]") {
  for (const char* width : {static_cast<const char*>(nullptr), "40"}) {
    ScopedEnv env("COLUMNS", width);
    clitest::RunResult r = runBabylon({"play", "--p", "6", "--q", "8"}, "rr\nhelp\n");
    INFO(r.out);
    CHECK(r.status == 0);
    int limit = width ? 40 : 80;
    std::istringstream lines(r.out);
    int wrappedWhy = 0;
    for (std::string line; std::getline(lines, line);) {
      // The game record's rows and the picture are not wrapped; every sentence is.
      if (line.find("×") != std::string::npos || line.find(". Alice ") != std::string::npos ||
          line.find(". Bob ") != std::string::npos || line.find("start ") == 8)
        continue;
      int columns = 0;
      for (unsigned char c : line) columns += (c & 0xC0) != 0x80;
      CHECK(columns <= limit);
      wrappedWhy += line.rfind("             ", 0) == 0;  // a reason's second line, under its first
    }
    CHECK(wrappedWhy > 0);
  }
}

TEST_CASE("babylon play --svg draws each position as solve --svg does, and refuses a bad file before the game",
          "[play][pipe][svg]") {
  std::string file = (std::filesystem::temp_directory_path() / ("babylon-play-" + std::to_string(::getpid()) + ".svg"));
  clitest::RunResult r = runBabylon({"play", "--p", "5", "--q", "7", "--svg", file}, "rr\n");
  INFO(r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  std::ifstream in(file);
  std::string svg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::filesystem::remove(file);
  REQUIRE(svg.rfind("<svg ", 0) == 0);
  // The file holds the last position shown: after Alice's rr and Bob's reply, Alice is to move.
  CHECK(svg.find("Alice to move") != std::string::npos);
  std::size_t open = svg.find("&lt;"), close = svg.find("&gt;");
  REQUIRE(open != std::string::npos);
  REQUIRE(close != std::string::npos);
  std::string shown = "<" + svg.substr(open + 4, close - open - 4) + ">";
  CHECK(r.out.find(shown) != std::string::npos);
  std::string again = file + ".solve.svg";
  REQUIRE(runBabylon({"solve", shown, "--svg", again}).status == 0);
  std::ifstream solved(again);
  CHECK(svg == std::string((std::istreambuf_iterator<char>(solved)), std::istreambuf_iterator<char>()));
  std::filesystem::remove(again);

  for (std::string bad : {std::string("/nonexistent-folder/p.svg"), std::string("")}) {
    clitest::RunResult refused = runBabylon({"play", "--svg", bad}, "rr\n");
    INFO(bad << "\nstdout: " << refused.out << "\nstderr: " << refused.err);
    CHECK(refused.status == 2);
    CHECK(refused.out.empty());
    CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
  }
}
