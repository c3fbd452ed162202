// A game in the terminal: a person plays one side against the other side's strategy (Alice
// against Bob's, or Bob against Alice's), typing moves; every move of the strategy is explained
// in a plain sentence and the case that chose it, and every move shown with a picture of the
// stacks. `undo` takes back the last round; `hint` and `moves` show what the exact solver says.
// Reads its lines from a LineSource and writes the stream it is given, so that tests can script a
// whole game.
#pragma once

#include <csignal>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "PlaySessionInput.hpp"
#include "core/Position.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::cli {

struct PlayStart {
  Position position;
  StartKind kind = StartKind::Initial;
  bool inFamily = false;  // the position is a start or state the paper's strategy is claimed for
};

// The mode the strategy begins in: Initial for <p,q;;> with 3 <= p <= q and p+q even (either
// color as the paper's red), else the first of target state, Lemma 4.4, Lemma 4.5 and
// positions 1-3 the position belongs to; Initial with inFamily false when none.
PlayStart detectStart(const Position& p);
// For Alice's strategy: Initial, inFamily when p is a start <p,q;;> Theorem 4.1 gives Alice.
PlayStart detectAliceStart(const Position& p);

enum class PlayEnding {
  AliceWins,       // Bob was to move and could not
  BobWins,         // Alice was to move and could not
  Quit,            // the player typed quit
  EndOfInput,      // the input ended before the game
  StrategyFailed,  // the strategy gave no move, an illegal one, or threw
  Interrupted,     // Ctrl-C: the game record was printed
};

struct PlayResult {
  PlayEnding ending = PlayEnding::EndOfInput;
  int moves = 0;   // moves played (after undo: the moves of the game as it stands)
  int undone = 0;  // rounds taken back with undo
};

class PlaySession {
 public:
  // Lines from a stream; echoInput: repeat each line read after the prompt (when the input is
  // not a terminal, so that the output reads as a transcript). The picture is plain text.
  PlaySession(const Strategy& strategy, PlayStart start, std::istream& in, std::ostream& out, bool echoInput = false);
  // Lines from `lines` (a line editor on a terminal); `color`: the picture in ANSI color.
  PlaySession(const Strategy& strategy, PlayStart start, LineSource& lines, std::ostream& out, bool color);
  ~PlaySession();
  // Lines of text wrapped to this many columns (default 80; the game record's rows are not).
  void setWidth(int columns) { width_ = columns; }
  // When *flag becomes nonzero (a SIGINT handler sets it), the session prints the game record and
  // ends with PlayEnding::Interrupted at the next line it reads.
  void setInterruptFlag(const volatile std::sig_atomic_t* flag) { interrupted_ = flag; }
  // Draw the position to this file as SVG (the drawing of `solve --svg`) whenever the picture
  // is shown; a viewer that reloads the file follows the game.
  void setSvgFile(std::string file) { svgFile_ = std::move(file); }
  PlayResult run();

 private:
  struct Game;
  enum class Turn { Moved, Ended };
  Turn personTurn(Game& g, std::vector<Game>& rounds, PlayResult& result);  // the person's turn
  Turn strategyTurn(Game& g, PlayResult& result);
  bool command(const std::string& text, Game& g, std::vector<Game>& rounds, PlayResult& result);
  void introduce();
  void showRecord(const Game& g);
  void showPosition(const Position& p);  // the picture of the stacks (and the SVG file)
  void showLine(const std::string& line);
  std::string outsideNote() const;
  void say(const std::string& text, const std::string& first = "", const std::string& rest = "");
  void showMoves(const Game& g);
  void showHint(const Game& g);
  bool wasInterrupted() const { return interrupted_ != nullptr && *interrupted_ != 0; }
  std::string outsideClaim() const;
  bool personIsBob() const { return bob_.side() == Side::Alice; }
  struct Solving;
  Solving& solving();

  const Strategy& bob_;  // the strategy (Bob's, or Alice's when the person plays Bob)
  PlayStart start_;
  std::unique_ptr<LineSource> ownLines_;  // the stream's lines, when constructed from a stream
  LineSource& lines_;
  std::ostream& out_;
  bool color_ = false;
  int width_ = 80;
  std::string svgFile_;  // empty: no SVG picture
  const volatile std::sig_atomic_t* interrupted_ = nullptr;
  std::unique_ptr<Solving> solving_;  // the exact solver for hint and moves, made when first asked
};

}  // namespace babylon::cli
