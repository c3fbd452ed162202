// The exact solver on positions whose outcome is known: the one-color game (§2), hand-solved
// small positions, positions large enough for the wide key, and analyse()'s winning moves.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "ReferenceSolver.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"

using namespace babylon;

namespace {

Position pos(const char* text) { return parsePosition(text); }

reference::Stacks toReference(const Position& p) {
  reference::Stacks s;
  for (const Stack& x : p.stacks()) s.push_back({x.height, x.color});
  return s;
}

Outcome referenceOutcome(const Position& p) {
  reference::ReferenceSolver oracle;
  return oracle.wins(toReference(p)) ? Outcome::N : Outcome::P;
}

Outcome solve(const Position& p, SolverOptions options) {
  RunGuard guard(1ull << 40);
  Solver solver(guard, options);
  return solver.outcome(p);
}

}  // namespace

TEST_CASE("One-color game: the first player wins iff the number of singletons is even", "[solver]") {
  // §2: with one color every pair of stacks combines, so exactly n-1 moves are played.
  bool shortcuts = GENERATE(true, false);
  Color color = GENERATE(kRed, kBlue);
  INFO("shortcuts " << shortcuts << ", color " << colorLetter(color));
  RunGuard guard(1ull << 40);
  Solver solver(guard, {1, shortcuts});
  for (int n = 1; n <= 40; ++n) {
    INFO("n = " << n);
    std::vector<int> chips(color + 1, 0);
    chips[color] = n;
    CHECK(solver.outcome(Position::initial(chips)) == (n % 2 == 0 ? Outcome::N : Outcome::P));
  }
}

TEST_CASE("The player with no legal move loses", "[solver]") {
  bool shortcuts = GENERATE(true, false);
  INFO("shortcuts " << shortcuts);
  CHECK(solve(pos("r1"), {1, shortcuts}) == Outcome::P);
  CHECK(solve(pos("r5"), {1, shortcuts}) == Outcome::P);
  CHECK(solve(pos("r1 b2"), {1, shortcuts}) == Outcome::P);
  CHECK(solve(pos("r3 b1"), {1, shortcuts}) == Outcome::P);
  CHECK(solve(pos("r1 b2 g4 o8"), {1, shortcuts}) == Outcome::P);
  // The empty position has no move either.
  CHECK(solve(Position(), {1, shortcuts}) == Outcome::P);
}

TEST_CASE("Small positions solved by hand", "[solver]") {
  bool shortcuts = GENERATE(true, false);
  INFO("shortcuts " << shortcuts);
  // r1 b1: either move ends the game, so the mover wins.
  CHECK(solve(pos("r1 b1"), {1, shortcuts}) == Outcome::N);
  // r2 b1 b1: the only move b1 b1 -> r2 b2, after which the opponent makes the last move.
  CHECK(solve(pos("r2 b1 b1"), {1, shortcuts}) == Outcome::P);
  // <2,2;;>: Theorem 4.1 with p = 2 (Alice covers red, §2).
  CHECK(solve(pos("<2,2;;>"), {1, shortcuts}) == Outcome::N);
  // <3,3;;>: the smallest second-player win of Theorem 4.1.
  CHECK(solve(pos("<3,3;;>"), {1, shortcuts}) == Outcome::P);
  // The commercial game, three chips of four colors each, is a second-player win (§1).
  CHECK(solve(parseInitial("3,3,3,3"), {1, shortcuts}) == Outcome::P);
}

TEST_CASE("Solver agrees with the reference on fixed positions, narrow and wide keys", "[solver]") {
  bool shortcuts = GENERATE(true, false);
  INFO("shortcuts " << shortcuts);
  std::vector<const char*> texts{
      "<3,5;4;2>", "<2,4;6,2;>", "r1 r1 b3 g2", "<8,8;;>", "<5,10;;>", "r1 b1 g1 o1 p1", "r2 r2 b1 b1 g4",
      // A lone stack taller than all other chips together (the solver's second shortcut).
      "r9 b1 b1 g1", "r5 b2 b2 g1", "r4 b2 b1 b1", "r100 b50 b1 g1",
      // Keys wider than 128 bits: many chips or many colors.
      "r100 b20 g1 g1 o1", "r60 b60 g3 o2 p1 p1", "r40 b40 g40 o40 p2 p2 w1 w1", "r30 b30 g30 o30 p30 w30 k1 k1",
      "r1 b1 g1 o1 p1 w1 k120", "r1 b1 g1 o1 p1 w1 k1 c1 m2"};
  for (const char* text : texts) {
    INFO(text);
    Position p = pos(text);
    CHECK(solve(p, {1, shortcuts}) == referenceOutcome(p));
  }
  // The commercial game with three and with four chips of each of four colors.
  for (const char* chips : {"3,3,3,3", "4,4,4,4"}) {
    INFO(chips);
    CHECK(solve(parseInitial(chips), {1, shortcuts}) == referenceOutcome(parseInitial(chips)));
  }
}

TEST_CASE("One solver answers many positions consistently", "[solver]") {
  RunGuard guard(1ull << 40);
  Solver solver(guard, {1, true});
  std::vector<Position> positions;
  for (const char* text : {"<3,3;;>", "<2,4;;>", "<4,4;;>", "<3,5;4;2>", "r1 r1 b3 g2", "<1,1;2;2>", "<3,3;;>"})
    positions.push_back(pos(text));
  std::vector<Outcome> first;
  for (const Position& p : positions) first.push_back(solver.outcome(p));
  CHECK(solver.tableSize() > 0);
  CHECK(solver.positionsExamined() > 0);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    INFO(formatPosition(positions[i]));
    CHECK(first[i] == referenceOutcome(positions[i]));
    CHECK(solver.outcome(positions[i]) == first[i]);  // answered again from the table
  }
  solver.clear();
  CHECK(solver.tableSize() == 0);
  for (std::size_t i = 0; i < positions.size(); ++i) CHECK(solver.outcome(positions[i]) == first[i]);
}

TEST_CASE("analyse() lists exactly the moves to P-positions", "[solver]") {
  int threads = GENERATE(1, 2);
  INFO("threads " << threads);
  RunGuard guard(1ull << 40);
  Solver solver(guard, {threads, true});

  // <2,2;;>: rb (r1 on b1) and br leave r2 r1 b1 / b2 r1 b1, from which the mover wins;
  // rr leaves r2 b1 b1 and bb leaves r1 r1 b2, each with one forced move to r2 b2 and then a
  // last move: both are P-positions, so rr and bb are Alice's winning moves.
  Analysis a = solver.analyse(pos("<2,2;;>"));
  CHECK(a.outcome == Outcome::N);
  REQUIRE(a.winningMoves.size() == 2);
  CHECK(std::count(a.winningMoves.begin(), a.winningMoves.end(), Move{Stack{kRed, 1}, Stack{kRed, 1}}) == 1);
  CHECK(std::count(a.winningMoves.begin(), a.winningMoves.end(), Move{Stack{kBlue, 1}, Stack{kBlue, 1}}) == 1);

  Analysis b = solver.analyse(pos("<3,3;;>"));
  CHECK(b.outcome == Outcome::P);
  CHECK(b.winningMoves.empty());
  CHECK(b.positions >= 1);

  Analysis c = solver.analyse(pos("r1 b2"));
  CHECK(c.outcome == Outcome::P);
  CHECK(c.winningMoves.empty());
}

TEST_CASE("A solver with a tiny table gives the same outcomes as one with room, replacing entries", "[solver][table]") {
  RunGuard guard(1ull << 40);
  SolverOptions tiny;
  tiny.threads = 1;
  tiny.tableBytes = 1;
  Solver small(guard, tiny);
  Solver roomy(guard, {1, true});
  for (int n = 10; n <= 20; ++n)
    for (int p = 1; 2 * p <= n; ++p) {
      INFO("<" << p << "," << n - p << ";;>");
      int chips[2] = {p, n - p};
      Position start = Position::initial(chips);
      CHECK(small.outcome(start) == roomy.outcome(start));
    }
  CHECK(small.tableReplacements() > 0);
  CHECK(roomy.tableReplacements() == 0);
  CHECK(roomy.tableRefusals() == 0);
  // The tiny table did more work for the same answers: it had to search forgotten positions again.
  CHECK(small.positionsExamined() > roomy.positionsExamined());
  CHECK(small.tableBytes() < roomy.tableBytes());
}

TEST_CASE("Transposition cut-offs and move ordering examine fewer positions on the starts up to 24", "[solver]") {
  // Not a timing: a count of positions searched, deterministic for a given code.
  RunGuard guard(1ull << 40);
  SolverOptions plain;
  plain.threads = 1;
  plain.transpositionCutoffs = false;
  plain.moveOrdering = false;
  Solver with(guard, {1, true});
  Solver without(guard, plain);
  for (int p = 1; 2 * p <= 24; ++p) {
    int chips[2] = {p, 24 - p};
    Position start = Position::initial(chips);
    CHECK(with.outcome(start) == without.outcome(start));
  }
  CHECK(with.positionsExamined() < without.positionsExamined());
}
