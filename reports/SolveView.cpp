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

const char* outcomeWords(bool n) { return n ? "  (the player to move wins)" : "  (the player who just moved wins)"; }
Outcome sumOutcome(const SumAnalysis& a) { return a.grundy != 0 ? Outcome::N : Outcome::P; }

// A sum has had as many moves as its parts together: Alice is to move when that number is even.
bool aliceToMoveIn(const std::vector<Position>& parts) {
  int played = 0;
  for (const Position& p : parts) played += aliceToMove(p) ? 0 : 1;
  return played % 2 == 0;
}

// The sum after `m`, a move in part `part`.
std::vector<Position> sumAfter(std::vector<Position> parts, const SumMove& m) {
  parts[m.part] = parts[m.part].combined(m.move.a, m.move.b);
  return parts;
}

}  // namespace

void printAnalysis(std::ostream& out, const Position& p, const Analysis& a, std::optional<int> grundy) {
  bool n = a.outcome == Outcome::N;
  out << "position:  " << formatPosition(p) << "\n"
      << "outcome:   " << outcomeLetter(a.outcome) << outcomeWords(n) << "\n"
      << "winner:    " << winnerName(a.outcome, aliceToMove(p)) << "\n";
  if (grundy) out << "grundy:    " << *grundy << "\n";
  out << "winning moves:";
  if (a.winningMoves.empty()) out << " none";
  for (const Move& m : a.winningMoves)
    out << "\n  "
        << fmt::format("{:<8} {:<10} -> {}", formatMovePaper(m), formatMoveExplicit(m),
                       formatPosition(p.combined(m.a, m.b)));
  out << "\npositions: " << a.positions << "\n" << fmt::format("seconds:   {:.3f}\n", a.seconds);
}

nlohmann::json analysisJson(const Position& p, const Analysis& a, std::optional<int> grundy) {
  nlohmann::json moves = nlohmann::json::array();
  for (const Move& m : a.winningMoves) moves.push_back(moveJson(p, m));
  nlohmann::json j = {{"position", formatPosition(p)},
                      {"stacks", formatStackList(p)},
                      {"outcome", std::string(1, outcomeLetter(a.outcome))},
                      {"winner", winnerName(a.outcome, aliceToMove(p))},
                      {"winning_moves", moves},
                      {"totals", {{"positions", a.positions}, {"seconds", a.seconds}}}};
  if (grundy) j["grundy"] = *grundy;
  return j;
}

void printSum(std::ostream& out, const std::vector<Position>& parts, const SumAnalysis& a) {
  bool n = a.grundy != 0;
  out << "position:  " << formatSum(parts) << "\n"
      << "outcome:   " << outcomeLetter(sumOutcome(a)) << outcomeWords(n) << "\n"
      << "winner:    " << winnerName(sumOutcome(a), aliceToMoveIn(parts)) << "\n"
      << "grundy:    " << a.grundy << "  (the nim-sum of the parts' values:";
  for (std::size_t i = 0; i < a.partValues.size(); ++i) out << (i ? " xor " : " ") << a.partValues[i];
  out << ")\nwinning moves:";
  if (a.winningMoves.empty()) out << " none";
  for (const SumMove& m : a.winningMoves)
    out << "\n  "
        << fmt::format("part {}  {:<8} {:<10} -> {}", m.part + 1, formatMovePaper(m.move), formatMoveExplicit(m.move),
                       formatSum(sumAfter(parts, m)));
  out << "\npositions: " << a.positions << "\n" << fmt::format("seconds:   {:.3f}\n", a.seconds);
}

nlohmann::json sumJson(const std::vector<Position>& parts, const SumAnalysis& a) {
  nlohmann::json names = nlohmann::json::array(), moves = nlohmann::json::array();
  for (const Position& p : parts) names.push_back(formatPosition(p));
  for (const SumMove& m : a.winningMoves)
    moves.push_back({{"part", m.part + 1},
                     {"move", formatMoveExplicit(m.move)},
                     {"paper", formatMovePaper(m.move)},
                     {"result", formatSum(sumAfter(parts, m))}});
  return {{"position", formatSum(parts)},
          {"parts", names},
          {"outcome", std::string(1, outcomeLetter(sumOutcome(a)))},
          {"winner", winnerName(sumOutcome(a), aliceToMoveIn(parts))},
          {"grundy", a.grundy},
          {"part_grundy", a.partValues},
          {"winning_moves", moves},
          {"totals", {{"positions", a.positions}, {"seconds", a.seconds}}}};
}

}  // namespace babylon::report
