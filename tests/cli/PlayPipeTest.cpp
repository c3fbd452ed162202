// `babylon play` end to end, its standard input a pipe: a whole game typed in, illegal input
// refused, end of input and bad arguments.
#include <catch2/catch.hpp>

#include "PlayScript.hpp"
#include "RunBabylon.hpp"
#include "core/Notation.hpp"
#include "strategies/PaperStrategy.hpp"

using namespace babylon;
using clitest::runBabylon;

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
  for (std::vector<std::string> args : {std::vector<std::string>{"play", "--p", "3"},
                                        std::vector<std::string>{"play", "<3,5;;>", "--p", "3", "--q", "5"},
                                        std::vector<std::string>{"play", "<3,5;"},
                                        std::vector<std::string>{"play", "--strategy", "nonsense"}}) {
    clitest::RunResult r = runBabylon(args, "");
    INFO(args[1] << "\nstdout: " << r.out << "\nstderr: " << r.err);
    CHECK(r.status == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}
