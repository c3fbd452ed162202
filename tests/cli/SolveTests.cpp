// End-to-end tests of `babylon solve`: outcomes, winning moves and the JSON and text reports.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;
using babylon::clitest::successfulJson;
using nlohmann::json;

namespace {

std::set<std::string> paperMoves(const json& report) {
  std::set<std::string> moves;
  for (const json& m : report.at("winning_moves")) moves.insert(m.at("paper").get<std::string>());
  return moves;
}

}  // namespace

TEST_CASE("solve of 3 red and 3 blue chips is a second-player win with no winning moves", "[solve]") {
  json j = successfulJson({"solve", "<3,3;;>", "--json"});
  CHECK(j.at("position") == "<3,3;;>");
  CHECK(j.at("outcome") == "P");
  CHECK(j.at("winning_moves").is_array());
  CHECK(j.at("winning_moves").empty());
}

TEST_CASE("solve of 2 red and 2 blue chips is a first-player win by rr or bb", "[solve]") {
  json j = successfulJson({"solve", "<2,2;;>", "--json"});
  CHECK(j.at("position") == "<2,2;;>");
  CHECK(j.at("outcome") == "N");
  CHECK(paperMoves(j) == std::set<std::string>{"rr", "bb"});
  CHECK(j.at("winning_moves").size() == 2);
  for (const json& m : j.at("winning_moves")) {
    INFO(m.dump());
    CHECK(m.at("move").is_string());
    if (m.at("paper") == "rr") CHECK(m.at("result") == "<0,2;2;>");
    if (m.at("paper") == "bb") CHECK(m.at("result") == "<2,0;;2>");
  }
  CHECK(j.at("totals").at("positions").is_number_unsigned());
  CHECK(j.at("totals").at("positions").get<std::uint64_t>() >= 1);
  CHECK(j.at("totals").at("seconds").is_number());
  CHECK(j.at("totals").at("seconds").get<double>() >= 0);
}

TEST_CASE("every winning move of solve leads to a second-player win", "[solve]") {
  // A winning move must leave the opponent in a P position; solve each result again.
  for (std::string position : {"<2,2;;>", "r1 b1 g1", "<1,4;;>"}) {
    json j = successfulJson({"solve", position, "--json"});
    INFO(position);
    REQUIRE(j.at("outcome") == "N");
    REQUIRE_FALSE(j.at("winning_moves").empty());
    for (const json& m : j.at("winning_moves")) {
      json after = successfulJson({"solve", m.at("result").get<std::string>(), "--json"});
      INFO("after " << m.at("move"));
      CHECK(after.at("outcome") == "P");
    }
  }
}

TEST_CASE("solve --chips 2,2 reports the same as the paper notation of that start", "[solve]") {
  // One thread: with two, both may examine the same position, so the count of positions varies.
  json byChips = successfulJson({"solve", "--chips", "2,2", "--json", "--threads", "1"});
  json byPaper = successfulJson({"solve", "<2,2;;>", "--json", "--threads", "1"});
  for (json* j : {&byChips, &byPaper}) {  // the time and memory differ from run to run
    j->at("totals").erase("seconds");
    j->erase("peak_memory_bytes");
  }
  CHECK(byChips == byPaper);
}

TEST_CASE("solve --chips with one color follows the parity rule of section 2", "[solve]") {
  // Section 2: with one color only, Alice (the player to move) wins iff n is even.
  for (int n = 1; n <= 8; ++n) {
    json j = successfulJson({"solve", "--chips", std::to_string(n), "--json"});
    INFO("n = " << n);
    CHECK(j.at("outcome") == (n % 2 == 0 ? "N" : "P"));
  }
}

TEST_CASE("solve reads a stack list with three colors", "[solve]") {
  // r1 r1 b3 g2: the only move is rr, after which r2 and g2 merge and the game ends: two moves.
  json j = successfulJson({"solve", "r1 r1 b3 g2", "--json"});
  CHECK(j.at("position") == "r1 r1 b3 g2");
  CHECK(j.at("stacks") == "r1 r1 b3 g2");
  CHECK(j.at("outcome") == "P");
  CHECK(j.at("winning_moves").empty());

  // r1 b1 g1: any merge leaves two stacks of different height and color, so every move wins.
  json three = successfulJson({"solve", "r1 b1 g1", "--json"});
  CHECK(three.at("outcome") == "N");
  CHECK(three.at("winning_moves").size() == 6);
}

TEST_CASE("solve prints a position the same whatever order its stacks are given in", "[solve]") {
  json ordered = successfulJson({"solve", "r1 r1 b3 g2", "--json"});
  json shuffled = successfulJson({"solve", "g2 r1 b3 r1", "--json"});
  CHECK(shuffled.at("position") == ordered.at("position"));
  CHECK(shuffled.at("outcome") == ordered.at("outcome"));
}

TEST_CASE("solve reads paper notation with hills", "[solve]") {
  for (std::string position : {"<3,5;4;2>", "<2,4;6,2;>", "<6,8;;>"}) {
    json j = successfulJson({"solve", position, "--json"});
    INFO(position);
    CHECK(j.at("position") == position);
    CHECK((j.at("outcome") == "N" || j.at("outcome") == "P"));
    CHECK(j.at("outcome") == (j.at("winning_moves").empty() ? "P" : "N"));
  }
  // Theorem 4.1 with p = 6, q = 8: p+q even and p >= 3, so the second player wins.
  CHECK(successfulJson({"solve", "<6,8;;>", "--json"}).at("outcome") == "P");
}

TEST_CASE("solve prints a text report naming the outcome", "[solve]") {
  RunResult p = runBabylon({"solve", "<3,3;;>"});
  INFO(p.command << "\n" << p.out << p.err);
  CHECK(p.status == 0);
  CHECK(p.err.empty());
  CHECK(mentions(p.out, R"(outcome:\s+P\b)"));
  CHECK(mentions(p.out, "winning moves: none"));
  CHECK_THROWS(p.json());  // text, not JSON, without --json

  RunResult n = runBabylon({"solve", "<2,2;;>"});
  INFO(n.command << "\n" << n.out << n.err);
  CHECK(n.status == 0);
  CHECK(mentions(n.out, R"(outcome:\s+N\b)"));
  CHECK(mentions(n.out, R"(\brr\b)"));
  CHECK(mentions(n.out, R"(\bbb\b)"));
}

TEST_CASE("solve gives the same answer with one thread and with four", "[solve]") {
  json one = successfulJson({"solve", "<4,6;;>", "--json", "--threads", "1"});
  json four = successfulJson({"solve", "<4,6;;>", "--json", "--threads", "4"});
  CHECK(one.at("outcome") == four.at("outcome"));
  CHECK(paperMoves(one) == paperMoves(four));
  CHECK(one.at("outcome") == "P");  // Theorem 4.1: 4+6 even, p >= 3
}

TEST_CASE("solve --grundy adds the Grundy value, 0 exactly for a P-position", "[solve][grundy]") {
  json lost = successfulJson({"solve", "<3,3;;>", "--grundy", "--json"});
  CHECK(lost.at("outcome") == "P");
  CHECK(lost.at("grundy") == 0);
  json won = successfulJson({"solve", "<2,2;;>", "--grundy", "--json"});
  CHECK(won.at("outcome") == "N");
  CHECK(won.at("grundy").get<int>() > 0);
  CHECK_FALSE(successfulJson({"solve", "<2,2;;>", "--json"}).contains("grundy"));
  RunResult text = runBabylon({"solve", "<3,3;;>", "--grundy"});
  CHECK(text.status == 0);
  CHECK(mentions(text.out, "grundy: +0\\n"));
}

TEST_CASE("solve of a sum: parts that never meet, won by moving to a nim-sum of 0", "[solve][grundy][sum]") {
  json same = successfulJson({"solve", "<3,4;;> + <3,4;;>", "--json"});
  CHECK(same.at("position") == "<3,4;;> + <3,4;;>");
  CHECK(same.at("outcome") == "P");
  CHECK(same.at("grundy") == 0);
  CHECK(same.at("winning_moves").empty());
  // r1 r1 has the value 1 (one move left), b1 the value 0 (none): the one winning move is r1 on r1.
  json j = successfulJson({"solve", "r1 r1 + g1", "--json"});
  CHECK(j.at("parts") == json::array({"<2,0;;>", "g1"}));
  CHECK(j.at("part_grundy") == json::array({1, 0}));
  CHECK(j.at("outcome") == "N");
  REQUIRE(j.at("winning_moves").size() == 1);
  CHECK(j.at("winning_moves")[0].at("part") == 1);
  CHECK(j.at("winning_moves")[0].at("result") == "<0,0;2;> + g1");
}

TEST_CASE("solve names the part of a sum that does not parse, exit 2", "[solve][sum]") {
  RunResult r = runBabylon({"solve", "<3,4;;> + r1 x2"});
  CHECK(r.status == 2);
  CHECK(mentions(r.err, "^babylon: error: part 2 of the sum: "));
  CHECK(runBabylon({"solve", "r1 + "}).status == 2);
}

TEST_CASE("solve --svg writes the picture, and refuses a file it cannot write before solving", "[solve][svg]") {
  std::string file =
      std::filesystem::temp_directory_path() / ("babylon-solve-test-" + std::to_string(::getpid()) + ".svg");
  RunResult ok = runBabylon({"solve", "<3,5;4;2>", "--svg", file});
  CHECK(ok.status == 0);
  std::ifstream in(file);
  std::string svg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(svg.rfind("<svg ", 0) == 0);
  CHECK(mentions(svg, "Alice to move"));
  std::filesystem::remove(file);
  for (const std::string& bad : {std::string(""), std::filesystem::temp_directory_path().string(),
                                 std::string("/nonexistent-folder/p.svg"), std::string("/dev/null")}) {
    // A position too large to solve in the test's time: only a refusal before any work returns.
    RunResult r = runBabylon({"solve", "--chips", "30,30,30", "--svg", bad});
    INFO(bad);
    CHECK(r.status == 2);
    CHECK(mentions(r.err, "^babylon: error: --svg: "));
    CHECK(r.out.empty());
  }
  CHECK(runBabylon({"solve", "r1 + r1", "--svg", file}).status == 2);
  CHECK(runBabylon({"solve", "-", "--grundy"}, "<3,3;;>\n").status == 2);
}
