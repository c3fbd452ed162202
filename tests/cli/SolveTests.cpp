// End-to-end tests of `babylon solve`: outcomes, winning moves and the JSON and text reports.
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
  json byChips = successfulJson({"solve", "--chips", "2,2", "--json"});
  json byPaper = successfulJson({"solve", "<2,2;;>", "--json"});
  for (json* j : {&byChips, &byPaper}) {  // the work done differs from run to run
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
