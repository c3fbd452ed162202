// The line of play that shows a position is not what a claim says: from a position that is not
// safe, Alice's winning moves against Bob's best tries, to the end of the game.
#pragma once

#include <vector>

#include "core/Solver.hpp"

namespace babylon {

struct LineStep {
  bool bob = false;  // who moved: Bob from odd states, Alice from even ones
  Move move;
  Position after;
};

// Best play from p to the end: the player who wins from each position (by the solver) plays the
// first of her winning moves in successors() order; the loser plays his best try, the move that
// leaves the winner the fewest winning replies (the first such move on ties).
std::vector<LineStep> winningLine(const Position& p, Solver& solver);

}  // namespace babylon
