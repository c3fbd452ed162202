// One turn of the strategy's player (Bob, or Alice for her strategies): ask the strategy, and
// classify the answer as a move played, a failure of the strategy, or the player having no legal
// move at all. Shared by the verifier, the search for
// the shortest counterexample and the replay of counterexample files.
#pragma once

#include <optional>
#include <stdexcept>

#include "core/Move.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

// The strategy threw instead of answering: a bug in the strategy, reported with where it happened.
class StrategyError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct StrategyTurn {
  enum class Kind {
    Played,      // a legal move; `after` is the position it leads to
    CannotMove,  // the player has no legal move and loses (the strategy is not asked)
    NoReply,     // the strategy returned nothing although the player has a legal move
    Illegal,     // the strategy returned an illegal move
  };
  Kind kind = Kind::CannotMove;
  std::optional<Reply> reply;  // what the strategy answered, when it was asked and answered
  Position after;

  bool failed() const { return kind != Kind::Played; }
};

// Throws StrategyError when the strategy throws (RunStopped passes through). `opponent` is the
// other player's last move, if any; explain is Turn::explain (false: the reply's rule text and
// parameters may be left empty).
StrategyTurn playStrategy(const Strategy& strategy, const Position& now, const Position* before,
                          const std::optional<Move>& opponent, const StrategyMemory& memory, bool explain = true);

// "bob-cannot-move" (or "alice-cannot-move" for Alice's strategies), "no-reply", "illegal-reply".
const char* turnFailureName(StrategyTurn::Kind kind, Side side = Side::Bob);

}  // namespace babylon
