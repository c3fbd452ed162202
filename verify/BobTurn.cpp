// Asking the strategy for Bob's move and checking the answer against the rules.
#include "BobTurn.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/RunGuard.hpp"

namespace babylon {

bool hasLegalMove(const Position& p) {
  auto stacks = p.stacks();
  // Stacks are sorted by color: two adjacent stacks of one color can always be combined.
  for (std::size_t i = 1; i < stacks.size(); ++i)
    if (stacks[i].color == stacks[i - 1].color) return true;
  // Otherwise every color has one stack: a move needs two of equal height.
  for (std::size_t i = 0; i < stacks.size(); ++i)
    for (std::size_t j = i + 1; j < stacks.size(); ++j)
      if (stacks[i].height == stacks[j].height) return true;
  return false;
}

BobTurn playBob(const Strategy& strategy, const Position& now, const Position* before,
                const std::optional<Move>& alice, const StrategyMemory& memory) {
  BobTurn t;
  if (!hasLegalMove(now)) return t;
  try {
    t.reply = strategy.reply(Turn{now, before, alice, memory});
  } catch (const RunStopped&) {
    throw;
  } catch (const std::exception& e) {
    throw StrategyError("strategy '" + strategy.name() + "' threw in " + formatPosition(now) +
                        (alice ? " after Alice's " + formatMoveExplicit(*alice) : std::string()) + ": " + e.what());
  }
  if (!t.reply) t.kind = BobTurn::Kind::NoReply;
  else if (!isLegal(now, t.reply->move)) t.kind = BobTurn::Kind::Illegal;
  else {
    t.kind = BobTurn::Kind::Played;
    t.after = now.combined(t.reply->move.a, t.reply->move.b);
  }
  return t;
}

const char* bobFailureName(BobTurn::Kind kind) {
  switch (kind) {
    case BobTurn::Kind::Played: return "played";
    case BobTurn::Kind::CannotMove: return "bob-cannot-move";
    case BobTurn::Kind::NoReply: return "no-reply";
    case BobTurn::Kind::Illegal: return "illegal-reply";
  }
  return "?";
}

}  // namespace babylon
