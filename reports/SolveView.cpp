// The view of `babylon solve`: a position's outcome and its winning moves, JSON and text.
#include "SolveView.hpp"

#include <fmt/format.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "verify/Starts.hpp"

namespace babylon::report {

namespace {

nlohmann::json moveJson(const Position& p, const Move& m) {
  return {
      {"move", formatMoveExplicit(m)}, {"paper", formatMovePaper(m)}, {"result", formatPosition(p.combined(m.a, m.b))}};
}

}  // namespace

void printAnalysis(std::ostream& out, const Position& p, const Analysis& a) {
  bool n = a.outcome == Outcome::N;
  out << "position:  " << formatPosition(p) << "\n"
      << "outcome:   " << outcomeLetter(a.outcome)
      << (n ? "  (the player to move wins)" : "  (the player who just moved wins)") << "\n"
      << "winner:    " << winnerName(a.outcome, aliceToMove(p)) << "\n"
      << "winning moves:";
  if (a.winningMoves.empty()) out << " none";
  for (const Move& m : a.winningMoves)
    out << "\n  "
        << fmt::format("{:<8} {:<10} -> {}", formatMovePaper(m), formatMoveExplicit(m),
                       formatPosition(p.combined(m.a, m.b)));
  out << "\npositions: " << a.positions << "\n" << fmt::format("seconds:   {:.3f}\n", a.seconds);
}

nlohmann::json analysisJson(const Position& p, const Analysis& a) {
  nlohmann::json moves = nlohmann::json::array();
  for (const Move& m : a.winningMoves) moves.push_back(moveJson(p, m));
  return {{"position", formatPosition(p)},
          {"stacks", formatStackList(p)},
          {"outcome", std::string(1, outcomeLetter(a.outcome))},
          {"winner", winnerName(a.outcome, aliceToMove(p))},
          {"winning_moves", moves},
          {"totals", {{"positions", a.positions}, {"seconds", a.seconds}}}};
}

}  // namespace babylon::report
