// The game loop of `babylon play`: the person's input read and checked, the strategy's reply asked
// of it, until a player cannot move; `undo` goes back to the person's previous turn. The person
// is Alice against Bob's strategy, or Bob against Alice's.
#include "PlaySession.hpp"

#include <istream>
#include <optional>
#include <ostream>
#include <string>

#include <fmt/format.h>

#include "reports/GameRecord.hpp"
#include "reports/PositionSvg.hpp"
#include "PlaySessionPicture.hpp"
#include "TerminalText.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/AtomicWrite.hpp"
#include "core/util/Thousands.hpp"
#include "core/ParseError.hpp"
#include "core/RunGuard.hpp"
#include "core/Solver.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/Theorem41.hpp"
#include "strategies/ReferenceStrategies.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/Starts.hpp"

namespace babylon::cli {

namespace {

// The paragraphs of `help`, each wrapped to the terminal.
const char* const kHelp[] = {
    "You play one side; the other answers with its strategy. The player who cannot move loses.",
    "A move puts one stack on another of the same height or the same top color.",
    "Type a move in the paper's notation (rr, rb, rR, RB, rrb: the moved stack first, lower case a singleton, "
    "upper case a hill) or explicitly (r1 b1, r2>b2: color and height, moved stack first).",
    "Commands: moves (your legal moves; the exact solver marks those that win), hint (the exact solver's "
    "winning moves), why (the full rule behind the other side's last move), undo (take back your last move "
    "and the reply to it), record (the game so far), help, quit. Up and Down recall earlier lines at a "
    "terminal. Ctrl-C prints the game record and ends the game.",
};

std::string trimmed(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

}  // namespace

namespace {
// p is a start <p,q;;> of single chips of two colors.
bool twoColorStart(const Position& p) {
  int red = p.stacksOfColor(kRed), blue = p.stacksOfColor(kBlue);
  return static_cast<int>(p.stackCount()) == p.chips() && red + blue == p.chips() && red >= 1 && blue >= 1;
}
}  // namespace

PlayStart detectAliceStart(const Position& p) {
  int red = p.stacksOfColor(kRed), blue = p.stacksOfColor(kBlue);
  return {p, StartKind::Initial,
          twoColorStart(p) && !theorem41SecondPlayerWins(std::min(red, blue), std::max(red, blue))};
}

PlayStart detectStart(const Position& p) {
  for (const auto& [kind, family] : kStartFamilies)
    if (matchFamily(family, p) || matchFamily(family, reflect(p))) return {p, kind, true};
  return {p, StartKind::Initial, false};
}

// The exact solver, for `hint` and `moves`: one thread, the default memory limit.
struct PlaySession::Solving {
  RunGuard guard{RunGuard::defaultMaxMemory()};
  Solver solver{guard, SolverOptions{1}};
};

PlaySession::Solving& PlaySession::solving() {
  if (!solving_) solving_ = std::make_unique<Solving>();
  return *solving_;
}

struct PlaySession::Game {
  Position now;
  std::optional<Position> before;  // before the person's last move, while the strategy answers it
  std::optional<Move> alice;       // the person's last move (Alice's, or Bob's with --side bob)
  StrategyMemory memory;
  PaperRecorder names;  // every move named as in the game records of verify, replay and the report
  int moves = 0;
  std::vector<std::string> record;       // the game record's lines so far (a move, and the strategy's why)
  std::vector<std::string> played;       // each move as "3. Alice rr", for the undo message
  std::optional<Justification> lastWhy;  // the reason for the strategy's last move, for `why`
};

PlaySession::PlaySession(const Strategy& strategy, PlayStart start, std::istream& in, std::ostream& out, bool echoInput)
    : bob_(strategy),
      start_(std::move(start)),
      ownLines_(std::make_unique<StreamLines>(in, out, echoInput)),
      lines_(*ownLines_),
      out_(out) {}

PlaySession::PlaySession(const Strategy& strategy, PlayStart start, LineSource& lines, std::ostream& out, bool color)
    : bob_(strategy), start_(std::move(start)), lines_(lines), out_(out), color_(color) {}

PlaySession::~PlaySession() = default;

void PlaySession::say(const std::string& text, const std::string& first, const std::string& rest) {
  out_ << wrapped(text, width_, first, rest);
}

void PlaySession::introduce() {
  // Who moves is decided by the moves played so far, chips minus stacks (each move removes a
  // stack): Alice when even, so from a start of single chips she moves first.
  bool aliceFirst = aliceToMove(start_.position);
  std::string first =
      aliceFirst == personIsBob() ? (personIsBob() ? "Alice moves first." : "Bob moves first.") : "You move first.";
  if (personIsBob()) {
    say(fmt::format("Babylon: you play Bob against Alice's strategy '{}'.", bob_.name()));
    std::string about = start_.inFamily ? " (Theorem 4.1 gives it to Alice)" : "";
    say(fmt::format("start {}{}. {}", formatPosition(start_.position), about, first));
    if (!start_.inFamily) say(outsideNote());
  } else {
    say(fmt::format("Babylon: you play Alice against Bob's strategy '{}'.", bob_.name()));
    std::string about = start_.inFamily ? fmt::format(" ({})", startKindName(start_.kind))
                                        : " (in none of the paper's families, so Bob's win is not claimed)";
    say(fmt::format("start {}{}. {}", formatPosition(start_.position), about, first));
  }
  say("Type a move, 'moves' for your legal moves, 'hint', 'undo', 'help' or 'quit'.");
  out_ << report::recordStart(start_.position) << "\n";
  showPosition(start_.position);
}

void PlaySession::showPosition(const Position& p) {
  out_ << stacksPicture(p, color_);
  if (svgFile_.empty()) return;
  // The file was checked before the game; should a write still fail, the game goes on without it.
  try {
    report::writeFileAtomic(svgFile_, report::positionSvg(p));
  } catch (const report::WriteError& e) {
    say(std::string("--svg: ") + e.what() + "; the game goes on without the picture file");
    svgFile_.clear();
  }
}

void PlaySession::showRecord(const Game& g) {
  out_ << report::recordStart(start_.position) << "\n";
  for (const std::string& line : g.record) showLine(line);
}

// A line of the game record: a move's row as it is, a reason wrapped under it.
void PlaySession::showLine(const std::string& line) {
  if (line.rfind("why: ", 0) == 0)
    say(line, std::string(8, ' '), std::string(13, ' '));
  else
    out_ << line << "\n";
}

// The person's legal moves, each marked "wins" when the exact solver says it wins against best play.
void PlaySession::showMoves(const Game& g) {
  Solver& solver = solving().solver;
  int winning = 0;
  for (const Successor& s : successors(g.now)) {
    bool wins = solver.outcome(s.position) == Outcome::P;
    winning += wins;
    out_ << fmt::format("  {:<6} {:<9} -> {}{}\n", formatMovePaper(s.move), formatMoveExplicit(s.move),
                        formatPosition(s.position), wins ? "   wins" : "");
  }
  say(winning > 0 ? "(wins: the exact solver says the move wins against any defence)"
                  : "(the exact solver: no move wins here against best play)");
}

// The exact solver's winning moves for the person.
void PlaySession::showHint(const Game& g) {
  Analysis a = solving().solver.analyse(g.now);
  if (a.winningMoves.empty()) {
    say("hint (exact solver): no move wins here against best play.");
    return;
  }
  std::string moves;
  for (const Move& m : a.winningMoves)
    moves += (moves.empty() ? "" : ", ") + formatMovePaper(m) + " (" + formatMoveExplicit(m) + ")";
  say(fmt::format("hint (exact solver): {} {}: {}.", a.winningMoves.size() == 1 ? "this move wins" : "these moves win",
                  "against any defence", moves));
}

// The session's commands; true when `text` was one (quit ends the session through result).
bool PlaySession::command(const std::string& text, Game& g, std::vector<Game>& rounds, PlayResult& result) {
  if (text == "help" || text == "?") {
    for (const char* paragraph : kHelp) say(paragraph);
  } else if (text == "quit" || text == "exit") {
    say("you quit after " + counted(g.moves, "move"));
    result.ending = PlayEnding::Quit;
  } else if (text == "moves") {
    showMoves(g);
  } else if (text == "hint") {
    showHint(g);
  } else if (text == "why") {
    if (g.lastWhy)
      say("case " + report::caseText(*g.lastWhy), "  ", "    ");
    else
      say("why: the other side has not moved yet");
  } else if (text == "record") {
    showRecord(g);
  } else if (text == "undo") {
    if (rounds.empty()) {
      say(g.moves == 0 ? "nothing to undo: no move has been played"
                       : "nothing to undo: you have not moved yet (the opening move is the strategy's)");
      return true;
    }
    Game back = std::move(rounds.back());
    rounds.pop_back();
    std::string taken;
    for (std::size_t i = back.played.size(); i < g.played.size(); ++i)
      taken += (i == back.played.size() ? "" : " and ") + g.played[i];
    g = std::move(back);
    ++result.undone;
    say(fmt::format("undo: took back {}; back to {} after {}", taken, formatPosition(g.now), counted(g.moves, "move")));
    showPosition(g.now);
  } else {
    return false;
  }
  return true;
}

PlaySession::Turn PlaySession::personTurn(Game& g, std::vector<Game>& rounds, PlayResult& result) {
  const char* who = personIsBob() ? "Bob" : "Alice";
  for (;;) {
    std::optional<std::string> line = lines_.readLine(std::string(who) + "> ");
    if (wasInterrupted()) {
      result.ending = PlayEnding::Interrupted;
      return Turn::Ended;
    }
    if (!line) {
      out_ << "\n";
      say("end of input: the game is abandoned after " + counted(g.moves, "move"));
      result.ending = PlayEnding::EndOfInput;
      return Turn::Ended;
    }
    std::string text = trimmed(*line);
    if (text.empty()) continue;
    if (command(text, g, rounds, result)) {
      if (result.ending == PlayEnding::Quit) return Turn::Ended;
      continue;
    }
    Move m;
    try {
      m = parseMove(g.now, text);
    } catch (const ParseError& e) {
      out_ << "refused: " << e.what() << "\n";
      continue;
    }
    rounds.push_back(g);  // undo comes back here
    std::string name = g.names.play(m);
    g.before = g.now;
    g.alice = m;
    g.now = g.now.combined(m.a, m.b);
    g.record.push_back(report::recordMove(++g.moves, personIsBob(), m, g.now, nullptr, name));
    g.played.push_back(fmt::format("{}. {} {}", g.moves, who, name));
    out_ << g.record.back() << "\n";
    showPosition(g.now);
    return Turn::Moved;
  }
}

// With --side bob, from a start Alice's strategy is not claimed for: what she plays instead.
std::string PlaySession::outsideNote() const {
  const Position& p = start_.position;
  int red = p.stacksOfColor(kRed), blue = p.stacksOfColor(kBlue);
  std::string why = twoColorStart(p)
                        ? fmt::format("Theorem 4.1 gives this start to Bob (p+q = {} is even and p = {} >= 3).",
                                      p.chips(), std::min(red, blue))
                        : "This is not a start Theorem 4.1 gives Alice, so her win is not claimed.";
  if (bob_.name() != LongestGameStrategy(Side::Alice).name()) return why;
  return why +
         " Alice's strategy is made only for the starts she wins, so here she plays the exact solver's best play: "
         "the quickest win when she can win, else the most stubborn defence (the move that makes the game last "
         "longest).";
}

// After a failure of the strategy from a start its claim does not cover, why that is no surprise.
std::string PlaySession::outsideClaim() const {
  if (start_.inFamily) return "";
  return personIsBob() ? " (the start is not one Theorem 4.1 gives Alice, and her strategy is made only for those)"
                       : " (the start is in none of the paper's families, where Bob's strategy is claimed)";
}

PlaySession::Turn PlaySession::strategyTurn(Game& g, PlayResult& result) {
  const char* who = personIsBob() ? "Alice" : "Bob";
  StrategyTurn t;
  try {
    t = playStrategy(bob_, g.now, g.before ? &*g.before : nullptr, g.alice, g.memory);
  } catch (const StrategyError& e) {
    say(std::string(who) + "'s strategy failed: " + e.what() + outsideClaim());
    result.ending = PlayEnding::StrategyFailed;
    return Turn::Ended;
  }
  if (t.failed()) {
    say(std::string(who) + "'s strategy failed (" + turnFailureName(t.kind, bob_.side()) + ") in " +
        formatPosition(g.now) +
        (t.reply ? ": it answered " + formatMoveExplicit(t.reply->move) : std::string(": it gave no move")) +
        outsideClaim());
    result.ending = PlayEnding::StrategyFailed;
    return Turn::Ended;
  }
  std::string name = g.names.play(t.reply->move);
  g.record.push_back(report::recordMove(++g.moves, !personIsBob(), t.reply->move, t.after, nullptr, name));
  // The plain sentence first, the case after it; `why` shows the rule in full.
  const Justification& why = t.reply->why;
  g.record.push_back("why: " + (why.plain.empty() ? why.rule : why.plain) + " (case" + kNoBreakSpace + why.caseId +
                     ")");
  g.lastWhy = why;
  g.played.push_back(fmt::format("{}. {} {}", g.moves, who, name));
  g.memory = t.reply->memory;
  g.before.reset();
  g.alice.reset();
  g.now = t.after;
  out_ << g.record[g.record.size() - 2] << "\n";
  showLine(g.record.back());
  showPosition(g.now);
  return Turn::Moved;
}

PlayResult PlaySession::run() {
  introduce();
  Game g{start_.position,
         std::nullopt,
         std::nullopt,
         bob_.begin(start_.position, start_.kind),
         PaperRecorder(start_.position),
         0,
         {},
         {},
         std::nullopt};
  std::vector<Game> rounds;  // the game at each of the person's earlier turns, for undo
  PlayResult result;
  for (;;) {
    bool bob = bobToMove(g.now);
    if (!hasLegalMove(g.now)) {
      result.ending = bob ? PlayEnding::AliceWins : PlayEnding::BobWins;
      std::string winner = bob ? "Alice" : "Bob";
      if (bob != personIsBob()) winner += " (you)";
      say(fmt::format("{} to move in {} cannot move: {} wins after {}", bob ? "Bob" : "Alice", formatPosition(g.now),
                      winner, counted(g.moves, "move")));
      break;
    }
    if (wasInterrupted()) {
      result.ending = PlayEnding::Interrupted;
      break;
    }
    Turn turn = toMove(g.now, bob_.side()) ? strategyTurn(g, result) : personTurn(g, rounds, result);
    if (turn == Turn::Ended) break;
  }
  result.moves = g.moves;
  if (result.ending == PlayEnding::Interrupted) {
    out_ << "\ninterrupted after " << counted(g.moves, "move") << "; the game so far:\n";
    showRecord(g);
    return result;
  }
  if (result.undone > 0 && g.moves > 0) {
    out_ << "the game as it stands, without the moves taken back:\n";
    showRecord(g);
  }
  return result;
}

}  // namespace babylon::cli
