// The solver's diagnosis of a counterexample and the one-line description of its ending.
#include "Counterexample.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"

namespace babylon {

namespace {
// Safe for Bob: with Bob to move the mover wins (N); with Alice to move the mover loses (P).
bool safeForBob(const Position& p, Solver& solver) {
  Outcome o = solver.outcome(p);
  return bobToMove(p) ? o == Outcome::N : o == Outcome::P;
}
}  // namespace

void diagnose(Counterexample& c, Solver& solver) {
  Diagnosis d;
  d.startSafe = safeForBob(c.start.position, solver);
  const Position* before = &c.start.position;
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    if (s.bob && !d.firstUnsafeBobMove && safeForBob(*before, solver) && !safeForBob(s.after, solver))
      d.firstUnsafeBobMove = static_cast<int>(i);
    before = &s.after;
  }
  if (c.end.kind != BobTurn::Kind::CannotMove) d.failedWhenSafe = safeForBob(c.finalPosition(), solver);
  c.diagnosis = d;
}

std::string describeEnd(const Counterexample& c) {
  std::string where = formatPosition(c.finalPosition());
  switch (c.end.kind) {
    case BobTurn::Kind::CannotMove:
      return "Bob to move in " + where + " has no legal move: Bob loses";
    case BobTurn::Kind::NoReply:
      return "Bob to move in " + where + " has a legal move but the strategy gives none";
    case BobTurn::Kind::Illegal:
      return "the strategy answers " + formatMoveExplicit(c.end.reply->move) + " in " + where +
             ", an illegal move (case " + c.end.reply->why.caseId + ")";
    case BobTurn::Kind::Played: break;
  }
  return "the line does not end in a failure";
}

}  // namespace babylon
