// Asking the strategy for its player's move and checking the answer against the rules.
#include "StrategyTurn.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/RunGuard.hpp"

namespace babylon {

StrategyTurn playStrategy(const Strategy& strategy, const Position& now, const Position* before,
                          const std::optional<Move>& opponent, const StrategyMemory& memory, bool explain) {
  StrategyTurn t;
  if (!hasLegalMove(now)) return t;
  try {
    t.reply = strategy.reply(Turn{now, before, opponent, memory, explain});
  } catch (const RunStopped&) {
    throw;
  } catch (const std::exception& e) {
    throw StrategyError("strategy '" + strategy.name() + "' threw in " + formatPosition(now) +
                        (opponent ? std::string(" after ") + (strategy.side() == Side::Bob ? "Alice" : "Bob") + "'s " +
                                        formatMoveExplicit(*opponent)
                                  : std::string()) +
                        ": " + e.what());
  }
  if (!t.reply)
    t.kind = StrategyTurn::Kind::NoReply;
  else if (!isLegal(now, t.reply->move))
    t.kind = StrategyTurn::Kind::Illegal;
  else {
    t.kind = StrategyTurn::Kind::Played;
    t.after = now.combined(t.reply->move.a, t.reply->move.b);
  }
  return t;
}

const char* turnFailureName(StrategyTurn::Kind kind, Side side) {
  switch (kind) {
    case StrategyTurn::Kind::Played: return "played";
    case StrategyTurn::Kind::CannotMove: return side == Side::Bob ? "bob-cannot-move" : "alice-cannot-move";
    case StrategyTurn::Kind::NoReply: return "no-reply";
    case StrategyTurn::Kind::Illegal: return "illegal-reply";
  }
  return "?";
}

}  // namespace babylon
