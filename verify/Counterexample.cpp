// The solver's diagnosis of a counterexample and the one-line description of its ending.
#include "Counterexample.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"

namespace babylon {

namespace {
// Safe for the strategy's player (Section 3's "safe" when that is Bob): with that player to move
// the mover wins (N); with the opponent to move the mover loses (P).
bool safeFor(Side side, const Position& p, Solver& solver) {
  Outcome o = solver.outcome(p);
  return toMove(p, side) ? o == Outcome::N : o == Outcome::P;
}
}  // namespace

void diagnose(Counterexample& c, Solver& solver) {
  Diagnosis d;
  const Side side = c.start.side;
  auto safe = [&](const Position& p, Solver& s) { return safeFor(side, p, s); };
  d.startSafe = safe(c.start.position, solver);
  const Position* before = &c.start.position;
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    if (s.why && !d.firstUnsafeBobMove && safe(*before, solver) && !safe(s.after, solver))
      d.firstUnsafeBobMove = static_cast<int>(i);
    before = &s.after;
  }
  if (c.end.kind != StrategyTurn::Kind::CannotMove) d.failedWhenSafe = safe(c.finalPosition(), solver);
  c.diagnosis = d;
}

std::string describeEnd(const Counterexample& c) {
  std::string where = formatPosition(c.finalPosition());
  std::string who = c.start.side == Side::Bob ? "Bob" : "Alice";
  switch (c.end.kind) {
    case StrategyTurn::Kind::CannotMove: return who + " to move in " + where + " has no legal move: " + who + " loses";
    case StrategyTurn::Kind::NoReply:
      return who + " to move in " + where + " has a legal move but the strategy gives none";
    case StrategyTurn::Kind::Illegal:
      return "the strategy answers " + formatMoveExplicit(c.end.reply->move) + " in " + where +
             ", an illegal move (case " + c.end.reply->why.caseId + ")";
    case StrategyTurn::Kind::Played: break;
  }
  return "the line does not end in a failure";
}

}  // namespace babylon
