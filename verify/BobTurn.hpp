// One turn of Bob under a strategy: ask it, and classify the answer as a move played, a failure
// of the strategy, or Bob having no legal move at all. Shared by the verifier, the search for
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

// Whether any two stacks can be combined (cheaper than generating the moves).
bool hasLegalMove(const Position& p);

struct BobTurn {
  enum class Kind {
    Played,      // a legal move; `after` is the position it leads to
    CannotMove,  // Bob has no legal move: he loses (the strategy is not asked)
    NoReply,     // the strategy returned nothing although Bob has a legal move
    Illegal,     // the strategy returned an illegal move
  };
  Kind kind = Kind::CannotMove;
  std::optional<Reply> reply;  // what the strategy answered, when it was asked and answered
  Position after;

  bool failed() const { return kind != Kind::Played; }
};

// Throws StrategyError when the strategy throws (RunStopped passes through).
BobTurn playBob(const Strategy& strategy, const Position& now, const Position* before,
                const std::optional<Move>& alice, const StrategyMemory& memory);

const char* bobFailureName(BobTurn::Kind kind);  // "bob-cannot-move", "no-reply", "illegal-reply"

}  // namespace babylon
