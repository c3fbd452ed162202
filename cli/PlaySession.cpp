// The game loop of `babylon play`: the person's input read and checked, the strategy's reply asked
// of it, until a player cannot move. The person is Alice against Bob's strategy, or Bob against
// Alice's.
#include "PlaySession.hpp"

#include <istream>
#include <optional>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "GameRecord.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/Thousands.hpp"
#include "core/ParseError.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/Theorem41.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon::cli {

namespace {

const char* kHelp =
    "You play one side; the other answers with its strategy. The player who cannot move loses.\n"
    "A move puts one stack on another of the same height or the same top color.\n"
    "Type a move in the paper's notation (rr, rb, rR, RB, rrb: the moved stack first, lower case a\n"
    "singleton, upper case a hill) or explicitly (r1 b1, r2>b2: color and height, moved stack first).\n"
    "Commands: moves (list your legal moves), help, quit.\n";

std::string trimmed(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

}  // namespace

PlayStart detectAliceStart(const Position& p) {
  int red = p.stacksOfColor(kRed), blue = p.stacksOfColor(kBlue);
  bool initial = static_cast<int>(p.stackCount()) == p.chips() && red + blue == p.chips() && red >= 1 && blue >= 1;
  return {p, StartKind::Initial, initial && !theorem41SecondPlayerWins(std::min(red, blue), std::max(red, blue))};
}

PlayStart detectStart(const Position& p) {
  for (const auto& [kind, family] : kStartFamilies)
    if (matchFamily(family, p) || matchFamily(family, reflect(p))) return {p, kind, true};
  return {p, StartKind::Initial, false};
}

struct PlaySession::Game {
  Position now;
  std::optional<Position> before;  // before Alice's last move
  std::optional<Move> alice;       // Alice's last move
  StrategyMemory memory;
  PaperRecorder names;  // every move named as in the game records of verify, replay and the report
};

void PlaySession::introduce() {
  if (personIsBob()) {
    out_ << fmt::format("Babylon: you play Bob against Alice's strategy '{}'.\n", bob_.name())
         << fmt::format("start {}{}\n", formatPosition(start_.position),
                        start_.inFamily ? " (Theorem 4.1 gives it to Alice)"
                                        : " (not a start Theorem 4.1 gives Alice, so her win is not claimed)")
         << (aliceToMove(start_.position) ? "Alice moves first.\n" : "You move first.\n")
         << "Type a move, 'moves' for your legal moves, 'help' or 'quit'.\n"
         << recordStart(start_.position) << "\n";
    return;
  }
  out_ << fmt::format("Babylon: you play Alice against Bob's strategy '{}'.\n", bob_.name())
       << fmt::format("start {} ({}{})\n", formatPosition(start_.position), startKindName(start_.kind),
                      start_.inFamily ? "" : "; in none of the paper's families, so Bob's win is not claimed")
       << (bobToMove(start_.position) ? "An odd state: Bob moves first.\n" : "You move first.\n")
       << "Type a move, 'moves' for your legal moves, 'help' or 'quit'.\n"
       << recordStart(start_.position) << "\n";
}

bool PlaySession::aliceTurn(Game& g, PlayResult& result) {
  std::string line;
  for (;;) {
    out_ << (personIsBob() ? "Bob> " : "Alice> ") << std::flush;
    if (!std::getline(in_, line)) {
      out_ << "\nend of input: the game is abandoned after " << counted(result.moves, "move") << "\n";
      result.ending = PlayEnding::EndOfInput;
      return false;
    }
    if (echo_) out_ << line << "\n";
    std::string text = trimmed(line);
    if (text.empty()) continue;
    if (text == "help" || text == "?") {
      out_ << kHelp;
      continue;
    }
    if (text == "quit" || text == "exit") {
      out_ << "you quit after " << counted(result.moves, "move") << "\n";
      result.ending = PlayEnding::Quit;
      return false;
    }
    if (text == "moves") {
      for (const Successor& s : successors(g.now))
        out_ << fmt::format("  {:<6} {:<9} -> {}\n", formatMovePaper(s.move), formatMoveExplicit(s.move),
                            formatPosition(s.position));
      continue;
    }
    try {
      Move m = parseMove(g.now, text);
      g.before = g.now;
      g.alice = m;
      g.now = g.now.combined(m.a, m.b);
      out_ << recordMove(++result.moves, personIsBob(), m, g.now, nullptr, g.names.play(m)) << "\n";
      return true;
    } catch (const ParseError& e) {
      out_ << "refused: " << e.what() << "\n";
    }
  }
}

bool PlaySession::bobTurn(Game& g, PlayResult& result) {
  StrategyTurn t;
  try {
    t = playStrategy(bob_, g.now, g.before ? &*g.before : nullptr, g.alice, g.memory);
  } catch (const StrategyError& e) {
    out_ << (personIsBob() ? "Alice" : "Bob") << "'s strategy failed: " << e.what() << "\n";
    result.ending = PlayEnding::StrategyFailed;
    return false;
  }
  if (t.failed()) {
    out_ << (personIsBob() ? "Alice" : "Bob") << "'s strategy failed (" << turnFailureName(t.kind, bob_.side())
         << ") in " << formatPosition(g.now)
         << (t.reply ? ": it answered " + formatMoveExplicit(t.reply->move) : std::string(": it gave no move"))
         << "\n";
    result.ending = PlayEnding::StrategyFailed;
    return false;
  }
  out_ << recordMove(++result.moves, !personIsBob(), t.reply->move, t.after, nullptr, g.names.play(t.reply->move))
       << "\n"
       << "        why: " << caseText(t.reply->why) << "\n";
  g.memory = t.reply->memory;
  g.before.reset();
  g.alice.reset();
  g.now = t.after;
  return true;
}

PlayResult PlaySession::run() {
  introduce();
  Game g{start_.position, std::nullopt, std::nullopt, bob_.begin(start_.position, start_.kind),
         PaperRecorder(start_.position)};
  PlayResult result;
  for (;;) {
    bool bob = bobToMove(g.now);
    if (!hasLegalMove(g.now)) {
      result.ending = bob ? PlayEnding::AliceWins : PlayEnding::BobWins;
      std::string winner = bob ? "Alice" : "Bob";
      if (bob != personIsBob()) winner += " (you)";
      out_ << fmt::format("{} to move in {} cannot move: {} wins after {}\n", bob ? "Bob" : "Alice",
                          formatPosition(g.now), winner, counted(result.moves, "move"));
      return result;
    }
    bool strategyMoves = toMove(g.now, bob_.side());
    if (!(strategyMoves ? bobTurn(g, result) : aliceTurn(g, result))) return result;
  }
}

}  // namespace babylon::cli
