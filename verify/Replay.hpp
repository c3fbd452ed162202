// Replaying a saved counterexample: every move checked against the rules, and at each of Bob's
// moves the strategy asked again, so that its case is re-derived and any change is reported.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "verify/BobTurn.hpp"
#include "verify/CounterexampleFile.hpp"

namespace babylon {

struct ReplayedMove {
  bool bob = false;
  Move move;
  Position after;
  std::optional<Reply> strategyReply;   // Bob's moves: the strategy's answer now
  bool strategyPlaysIt = false;         // Bob's moves: that answer leads to the same position
  std::optional<std::string> recordedCase;
  std::string mismatch;                 // empty when the strategy agrees with the file
};

struct Replay {
  enum class Ending {
    BobLoses,         // Bob to move cannot move
    BobWins,          // Alice to move cannot move
    NoReply,          // Bob could move but the strategy gives no move
    IllegalReply,     // the strategy answers an illegal move
    Unfinished,       // the game goes on after the last move
  };
  std::vector<ReplayedMove> moves;
  Position final;
  Ending ending = Ending::Unfinished;
  std::optional<Reply> finalReply;  // the strategy's answer at the end, when Bob is to move
  int mismatches = 0;

  // The file is a real counterexample to the strategy as it is now.
  bool confirmsFailure() const {
    return mismatches == 0 && (ending == Ending::BobLoses || ending == Ending::NoReply || ending == Ending::IllegalReply);
  }
};

// Throws ParseError ("move 3 of 5: move 'r1>b1' is not legal in ...") when a move cannot be
// read or is not legal where it is played.
Replay replayCounterexample(const SavedCounterexample& saved, const Strategy& strategy);

std::string describeEnding(const Replay& r);

}  // namespace babylon
