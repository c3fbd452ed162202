// Move-by-move replay of a counterexample file against the strategy.
#include "Replay.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "verify/Starts.hpp"

namespace babylon {

namespace {

Move readMove(const Position& now, const std::string& text, std::size_t index, std::size_t count) {
  try {
    return parseMove(now, text);
  } catch (const ParseError& e) {
    throw ParseError("move " + std::to_string(index + 1) + " of " + std::to_string(count) + ": " + e.what());
  }
}

// Compares the file's move of the strategy's player with what the strategy answers now.
std::string compare(const ReplayedMove& m, const StrategyTurn& t) {
  if (t.kind == StrategyTurn::Kind::NoReply) return "the strategy now gives no move here";
  if (t.kind == StrategyTurn::Kind::Illegal)
    return "the strategy now answers " + formatMoveExplicit(t.reply->move) + ", which is illegal";
  if (!(t.after == m.after))
    return "the strategy now plays " + formatMoveExplicit(t.reply->move) + " (case " + t.reply->why.caseId + ")";
  if (m.recordedCase && *m.recordedCase != t.reply->why.caseId)
    return "recorded case " + *m.recordedCase + ", but the strategy now gives case " + t.reply->why.caseId;
  return "";
}

}  // namespace

Replay replayCounterexample(const SavedCounterexample& saved, const Strategy& strategy) {
  Replay r;
  r.side = saved.side;
  const Side side = saved.side;
  Position now = saved.start;
  StrategyMemory memory = strategy.begin(saved.start, saved.kind);
  std::optional<Position> before;  // the position before the opponent's last move
  std::optional<Move> opponent;
  for (std::size_t i = 0; i < saved.moves.size(); ++i) {
    ReplayedMove m;
    m.bob = bobToMove(now);
    m.byStrategy = toMove(now, side);
    m.move = readMove(now, saved.moves[i], i, saved.moves.size());
    m.after = now.combined(m.move.a, m.move.b);
    if (m.byStrategy) {
      m.recordedCase = saved.caseIds[i];
      StrategyTurn t = playStrategy(strategy, now, before ? &*before : nullptr, opponent, memory);
      m.strategyReply = t.reply;
      m.strategyPlaysIt = t.kind == StrategyTurn::Kind::Played && t.after == m.after;
      m.mismatch = compare(m, t);
      if (t.reply) memory = t.reply->memory;
      if (!m.mismatch.empty()) ++r.mismatches;
      if (!m.strategyPlaysIt) {
        // The strategy now plays another move (or none): the rest of the file is not its game.
        r.departure = Replay::Departure{i + 1, now, m.move, t.reply};
        r.moves.push_back(std::move(m));
        r.final = now;
        r.ending = Replay::Ending::Departed;
        return r;
      }
    } else {
      before = now;
      opponent = m.move;
    }
    now = m.after;
    r.moves.push_back(std::move(m));
  }
  r.final = now;
  if (!hasLegalMove(now))
    r.ending = toMove(now, side) ? Replay::Ending::StrategyLoses : Replay::Ending::StrategyWins;
  else if (toMove(now, side)) {
    StrategyTurn t = playStrategy(strategy, now, before ? &*before : nullptr, opponent, memory);
    r.finalReply = t.reply;
    if (t.kind == StrategyTurn::Kind::NoReply) r.ending = Replay::Ending::NoReply;
    if (t.kind == StrategyTurn::Kind::Illegal) r.ending = Replay::Ending::IllegalReply;
  }
  return r;
}

std::string describeEnding(const Replay& r) {
  std::string where = formatPosition(r.final);
  std::string player = r.side == Side::Bob ? "Bob" : "Alice", other = r.side == Side::Bob ? "Alice" : "Bob";
  switch (r.ending) {
    case Replay::Ending::StrategyLoses:
      return player + " to move in " + where + " has no legal move: " + player + " loses";
    case Replay::Ending::StrategyWins:
      return other + " to move in " + where + " has no legal move: " + player + " wins";
    case Replay::Ending::NoReply:
      return player + " to move in " + where + " could move, but the strategy gives no move";
    case Replay::Ending::IllegalReply:
      return "the strategy answers " + formatMoveExplicit(r.finalReply->move) + " in " + where +
             ", an illegal move (case " + r.finalReply->why.caseId + ")";
    case Replay::Ending::Departed: {
      const Replay::Departure& d = *r.departure;
      std::string answer = d.strategy ? formatMoveExplicit(d.strategy->move) + " (case " + d.strategy->why.caseId + ")"
                                      : std::string("no move");
      return "stopped at move " + std::to_string(d.number) + ": in " + formatPosition(d.before) + " the file has " +
             player + " play " + formatMoveExplicit(d.recorded) + ", the strategy now plays " + answer;
    }
    case Replay::Ending::Unfinished: break;
  }
  std::string next = toMove(r.final, r.side) && r.finalReply
                         ? "; the strategy would play " + formatMoveExplicit(r.finalReply->move)
                         : "";
  return "the game is not over in " + where + next;
}

}  // namespace babylon
