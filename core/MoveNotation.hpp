// Moves as text: the paper's stack strings (`rb`, `rR`, `RB`, `rrb`) and explicit stack pairs
// (`r1 b1`, `r2>b2`).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "Move.hpp"

namespace babylon {

// The paper's stack string for a move: each stack is its color letter, lower case for a
// singleton and upper case for a hill (only top colors are known, so `rr` on a hill reads `RR`).
std::string formatMovePaper(const Move& m);
// The explicit form `r1>b1`, exact for every move.
std::string formatMoveExplicit(const Move& m);

// Reads a move in `p`: the explicit form (`r1 b1`, `r1>b1`) or a paper stack string. A paper
// string is split into the moved stack and the stack below in every way; a lower-case string of
// length L means a stack of height L topped by its first letter, an upper-case letter a hill of
// that color. Throws ParseError when no legal move matches or the matches lead to different
// positions.
Move parseMove(const Position& p, std::string_view text);

// A paper stack string read once, for matching against many positions: match(p) gives what
// parseMove(p, text) gives, and nullopt exactly where parseMove throws (no legal move matches, or
// the matches lead to different positions), without building strings or messages. compile
// returns nullopt for text that is not a plain paper string (empty, explicit `r1>b1`, a letter
// that is no color, or longer than 16 characters); callers then use parseMove itself.
class PaperMovePattern {
 public:
  static std::optional<PaperMovePattern> compile(std::string_view text);
  std::optional<Move> match(const Position& p) const;
  // Whether the string cuts into a moved stack and a stack below in at least one way (`r` does not).
  bool cuts() const { return !cuts_.empty(); }

 private:
  // One word of the string: a hill of a color (an upper-case letter), or a stack of that height
  // topped by that color (lower case, as many letters as chips).
  struct Word {
    Color color;
    bool hill;
    int height;
    bool describes(const Stack& s) const { return s.color == color && (hill ? s.height >= 2 : s.height == height); }
  };
  struct Cut {
    Word top, below;
  };
  std::vector<Cut> cuts_;  // the ways of cutting the string into two well-formed words, in order
};

}  // namespace babylon
