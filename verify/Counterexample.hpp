// A counterexample to a strategy: a full line of play from a start in which the strategy's player
// (Bob, or Alice for her strategies) loses or the strategy fails, and the exact solver's diagnosis
// of where that player went wrong.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/Solver.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon {

struct LineStep {
  bool bob = false;  // the player: Bob, else Alice
  Move move;
  Position after;
  std::optional<Justification> why;  // the strategy's moves: the case that chose them
};

// How the line ends: the strategy's player to move and unable to (CannotMove), or the strategy
// answering nothing (NoReply) or an illegal move (Illegal, with the reply) while a legal move existed.
struct LineEnd {
  StrategyTurn::Kind kind = StrategyTurn::Kind::CannotMove;
  std::optional<Reply> reply;
};

// The exact solver's reading of the line. Safe (Section 3): the strategy's player (Bob in the
// paper) wins with best play.
struct Diagnosis {
  bool startSafe = false;
  // Index into steps of the first move of the strategy from a safe position to an unsafe one
  // (the name is the Bob side's; it is the strategy's player on either side).
  std::optional<int> firstUnsafeBobMove;
  // The strategy failed (no reply, illegal reply) in a position Bob could still win.
  bool failedWhenSafe = false;
};

struct Counterexample {
  std::string strategy;
  Start start;
  std::vector<LineStep> steps;
  LineEnd end;
  Diagnosis diagnosis;

  const Position& finalPosition() const { return steps.empty() ? start.position : steps.back().after; }
};

// Fills in c.diagnosis with the solver.
void diagnose(Counterexample& c, Solver& solver);

// One line describing the ending, e.g. "Bob to move in <0,1;;3> cannot move: Bob loses".
std::string describeEnd(const Counterexample& c);

}  // namespace babylon
