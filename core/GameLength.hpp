// How many moves a game lasts with best play when the winner hurries and the loser holds out:
// for `babylon play`, the exact solver's most stubborn defence of a lost position.
#pragma once

#include <memory>
#include <optional>

#include "Move.hpp"

namespace babylon {

class GameLength {
 public:
  GameLength();
  ~GameLength();
  GameLength(const GameLength&) = delete;
  GameLength& operator=(const GameLength&) = delete;

  // The moves left from p: 0 when the player to move cannot move; else, when some move reaches
  // a position the next player loses, 1 + the fewest moves left after such a move (the winner
  // hurries); else 1 + the most moves left after any move (the loser holds out). The player to
  // move wins iff this is odd. Memoised over every position it meets (exact search: for the
  // sizes a person plays).
  int movesLeft(const Position& p);
  // The move that plays so: the quickest win, else the longest defence; nullopt when p has no move.
  std::optional<Move> bestMove(const Position& p);

 private:
  struct Memo;
  std::unique_ptr<Memo> memo_;
};

}  // namespace babylon
