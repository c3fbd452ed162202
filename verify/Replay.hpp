// Replaying a saved counterexample: every move checked against the rules, and at each move of
// the strategy's player (Bob, or Alice for her strategies) the strategy asked again, so that its
// case is re-derived and any change is reported. Where the strategy now plays another move, the
// replay stops: the rest of the file is no longer the strategy's game.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "verify/StrategyTurn.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon {

struct ReplayedMove {
  bool bob = false;         // the player: Bob, else Alice
  bool byStrategy = false;  // a move of the strategy's player
  Move move;
  Position after;
  std::optional<Reply> strategyReply;  // the strategy's moves: its answer now
  bool strategyPlaysIt = false;        // the strategy's moves: that answer leads to the same position
  std::optional<std::string> recordedCase;
  std::string mismatch;  // empty when the strategy agrees with the file
};

struct Replay {
  enum class Ending {
    StrategyLoses,  // the strategy's player to move cannot move
    StrategyWins,   // the opponent to move cannot move
    NoReply,        // the strategy's player could move but the strategy gives no move
    IllegalReply,   // the strategy answers an illegal move
    Unfinished,     // the game goes on after the last move
    Departed,       // the strategy now plays another move than the file (or none): the replay stopped there
  };
  std::vector<ReplayedMove> moves;
  Position final;
  Ending ending = Ending::Unfinished;
  std::optional<Reply> finalReply;  // the strategy's answer at the end, when its player is to move
  Side side = Side::Bob;
  int mismatches = 0;
  // Departed: where the strategy left the file's line (the last of `moves`), in `before`.
  struct Departure {
    std::size_t number = 0;         // the move's number, from 1
    Position before;                // the position where it was to be played
    Move recorded;                  // the file's move
    std::optional<Reply> strategy;  // the strategy's answer (none, or an illegal move, when it gave no legal move)
  };
  std::optional<Departure> departure;

  // The file is a real counterexample to the strategy as it is now.
  bool confirmsFailure() const {
    return mismatches == 0 &&
           (ending == Ending::StrategyLoses || ending == Ending::NoReply || ending == Ending::IllegalReply);
  }
};

// Throws ParseError ("move 3 of 5: move 'r1>b1' is not legal in ...") when a move cannot be
// read or is not legal where it is played.
Replay replayCounterexample(const SavedCounterexample& saved, const Strategy& strategy);

std::string describeEnding(const Replay& r);

}  // namespace babylon
