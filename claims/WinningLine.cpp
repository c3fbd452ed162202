// Playing out a won position with the solver: winning moves for the winner, best tries for the loser.
#include "WinningLine.hpp"

#include <limits>

namespace babylon {

namespace {

// The winner's replies from q: successors the player to move at q wins by reaching (P for the mover after).
int winningReplies(const Position& q, Solver& solver) {
  int count = 0;
  for (const Successor& s : successors(q)) count += solver.outcome(s.position) == Outcome::P;
  return count;
}

Successor choose(const Position& now, Solver& solver) {
  std::vector<Successor> next = successors(now);
  if (solver.outcome(now) == Outcome::N) {
    for (const Successor& s : next)
      if (solver.outcome(s.position) == Outcome::P) return s;
  }
  // Every move loses: the one that leaves the opponent the fewest ways to win.
  const Successor* best = nullptr;
  int fewest = std::numeric_limits<int>::max();
  for (const Successor& s : next)
    if (int n = winningReplies(s.position, solver); n < fewest) fewest = n, best = &s;
  return *best;
}

}  // namespace

std::vector<BestPlayStep> winningLine(const Position& p, Solver& solver) {
  std::vector<BestPlayStep> line;
  Position now = p;
  while (!successors(now).empty()) {
    Successor s = choose(now, solver);
    line.push_back({now.stackCount() % 2 == 1, s.move, s.position});
    now = s.position;
  }
  return line;
}

}  // namespace babylon
