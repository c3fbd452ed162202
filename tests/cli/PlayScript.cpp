// Plays the scripted game with the rules and the strategy alone (no PlaySession), to feed it later.
#include "PlayScript.hpp"

#include <optional>
#include <stdexcept>

#include "core/MoveNotation.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon::mutanttest {

namespace {
Move aliceMove(const Position& now, Solver* solver) {
  std::vector<Successor> next = successors(now);
  if (solver)
    for (const Successor& s : next)
      if (solver->outcome(s.position) == Outcome::P) return s.move;
  return next.front().move;
}
}  // namespace

ScriptedGame scriptGame(const Strategy& bob, const cli::PlayStart& start, Solver* solver) {
  ScriptedGame g;
  Position now = start.position;
  StrategyMemory memory = bob.begin(now, start.kind);
  std::optional<Position> before;
  std::optional<Move> alice;
  while (hasLegalMove(now)) {
    if (bobToMove(now)) {
      StrategyTurn t = playStrategy(bob, now, before ? &*before : nullptr, alice, memory);
      if (t.failed()) throw std::logic_error("the strategy failed in the scripted game");
      memory = t.reply->memory;
      now = t.after;
    } else {
      Move m = aliceMove(now, solver);
      g.aliceInput += formatMoveExplicit(m) + "\n";
      before = now;
      alice = m;
      now = now.combined(m.a, m.b);
    }
    ++g.moves;
  }
  g.bobWins = !bobToMove(now);
  return g;
}

std::string unwrapped(const std::string& out) {
  std::string text;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] != '\n') {
      text += out[i];
      continue;
    }
    text += ' ';
    while (i + 1 < out.size() && out[i + 1] == ' ') ++i;
  }
  return text;
}

}  // namespace babylon::mutanttest
