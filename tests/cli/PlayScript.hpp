// A whole game scripted in advance: Alice plays the first of her distinct moves (or, given a
// solver, the first that wins when one does), Bob the strategy's; the script is Alice's moves in explicit notation, one a line, as a player types them.
#pragma once

#include <string>

#include "cli/PlaySession.hpp"
#include "core/Solver.hpp"

namespace babylon::mutanttest {

struct ScriptedGame {
  std::string aliceInput;  // Alice's moves, one a line
  int moves = 0;           // moves of both players to the end
  bool bobWins = false;    // the game ends with Alice unable to move
};

ScriptedGame scriptGame(const Strategy& bob, const cli::PlayStart& start, Solver* solver = nullptr);

// A session's output with each line break and the indentation after it read as one space: its
// sentences as written before they were wrapped to the terminal.
std::string unwrapped(const std::string& out);

}  // namespace babylon::mutanttest
