// Game lengths: the one-color game (every game lasts n-1 moves), the parity of the length against
// the exact solver's outcome, and best play that hurries a win and drags out a loss.
#include <catch2/catch.hpp>

#include <algorithm>

#include "core/GameLength.hpp"
#include "core/Notation.hpp"
#include "core/Solver.hpp"

using namespace babylon;

TEST_CASE("in the one-color game every game lasts one move fewer than there are stacks", "[game-length]") {
  // §2: with one color any two stacks combine, so exactly n-1 moves are played whatever happens.
  GameLength lengths;
  for (int n = 1; n <= 9; ++n) {
    std::string text;
    for (int i = 0; i < n; ++i) text += "r1 ";
    CHECK(lengths.movesLeft(parsePosition(text)) == n - 1);
  }
}

TEST_CASE("the player to move wins exactly when the game length is odd", "[game-length]") {
  GameLength lengths;
  RunGuard guard(1ull << 34);
  Solver solver(guard, SolverOptions{1});
  for (int p = 1; p <= 5; ++p)
    for (int q = p; q <= 6; ++q) {
      Position start = parsePaper("<" + std::to_string(p) + "," + std::to_string(q) + ";;>");
      // Every position one and two moves in, so that lost and won positions for both players occur.
      for (const Successor& s : successors(start)) {
        for (const Successor& t : successors(s.position)) {
          INFO(formatPosition(t.position));
          CHECK((lengths.movesLeft(t.position) % 2 == 1) == (solver.outcome(t.position) == Outcome::N));
        }
      }
      CHECK((lengths.movesLeft(start) % 2 == 1) == (solver.outcome(start) == Outcome::N));
    }
}

TEST_CASE("best play hurries a win and drags out a loss", "[game-length]") {
  GameLength lengths;
  // <4,4;;> is lost for Alice (Theorem 4.1): her best move lasts longest among her moves, and each
  // of Bob's replies that wins is among his quickest.
  Position start = parsePaper("<4,4;;>");
  int left = lengths.movesLeft(start);
  REQUIRE(left % 2 == 0);
  int longest = 0;
  for (const Successor& s : successors(start)) longest = std::max(longest, 1 + lengths.movesLeft(s.position));
  CHECK(left == longest);
  auto move = lengths.bestMove(start);
  REQUIRE(move);
  Position after = start.combined(move->a, move->b);
  CHECK(1 + lengths.movesLeft(after) == left);
  // From there Bob wins: his quickest win is no longer than any other winning reply.
  int quickest = 1000;
  for (const Successor& s : successors(after))
    if (lengths.movesLeft(s.position) % 2 == 0) quickest = std::min(quickest, 1 + lengths.movesLeft(s.position));
  CHECK(lengths.movesLeft(after) == quickest);
  CHECK_FALSE(lengths.bestMove(parsePosition("r3 b2")));  // no move: nothing to play
}
