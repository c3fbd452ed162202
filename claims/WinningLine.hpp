// The line of play that shows who wins a position: the winner's moves against the loser's best
// tries, to the end of the game (from a position that is not safe: Alice's win against Bob).
#pragma once

#include <vector>

#include "core/Solver.hpp"

namespace babylon {

struct BestPlayStep {
  bool bob = false;  // who moved: Bob from odd states, Alice from even ones
  Move move;
  Position after;
};

// Best play from p to the end: the player who wins from each position (by the solver) plays the
// first of her winning moves in successors() order; the loser plays his best try, the move that
// leaves the winner the fewest winning replies (the first such move on ties).
std::vector<BestPlayStep> winningLine(const Position& p, Solver& solver);

}  // namespace babylon
