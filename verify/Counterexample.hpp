// A counterexample to a strategy: a full line of play from a start in which Bob loses or the
// strategy fails, and the exact solver's diagnosis of where Bob went wrong.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/Solver.hpp"
#include "verify/BobTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon {

struct LineStep {
  bool bob = false;
  Move move;
  Position after;
  std::optional<Justification> why;  // Bob's moves: the case that chose them
};

// How the line ends: Bob to move and unable to (CannotMove), or the strategy answering nothing
// (NoReply) or an illegal move (Illegal, with the reply) while Bob had a legal move.
struct LineEnd {
  BobTurn::Kind kind = BobTurn::Kind::CannotMove;
  std::optional<Reply> reply;
};

// The exact solver's reading of the line. Safe (Section 3): Bob wins with best play.
struct Diagnosis {
  bool startSafe = false;
  // Index into steps of the first Bob move from a safe position to an unsafe one.
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
