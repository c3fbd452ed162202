// The checker's own model of Babylon: stacks, canonical positions, moves and a compact memo key.
// It shares nothing with the project's core/ on purpose (see README.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bcheck {

// Only a stack's top color and height matter. Colors are indices into kColorLetters, the
// alphabet of the certificate format (README.md); `babylon` writes and reads the same letters.
inline constexpr std::string_view kColorLetters = "rbgopwkcmtsnlhdy";
inline constexpr int kMaxHeight = 255;  // a certificate's games have at most 255 chips

struct Stack {
  int color = 0;
  int height = 1;
  friend bool operator==(const Stack&, const Stack&) = default;
};

// Canonical order: by color letter order (r, b, g, ...), then tallest first. A position is a
// vector of stacks kept in this order, so equal positions are equal vectors.
bool stackBefore(const Stack& a, const Stack& b);
using Position = std::vector<Stack>;

// `from` is put on top of `onto`; written `r1>b1`.
struct Move {
  Stack from, onto;
};

std::optional<Stack> parseStack(std::string_view token);
// Whitespace-separated stacks, in any order; nullopt on a bad token or an empty list.
std::optional<Position> parsePosition(std::string_view text);
std::optional<Move> parseMove(std::string_view token);
bool isCanonical(const Position& p);
void canonicalize(Position& p);

std::string format(const Stack& s);
std::string format(const Position& p);
std::string format(const Move& m);

int chips(const Position& p);
// Moves made since the all-singletons opening are chips - stacks; Alice (first player) moves
// when that number is even.
bool aliceToMove(const Position& p);

// Legal: both stacks present (two of them if they are alike), same color or same height.
bool isLegal(const Position& p, const Move& m);
Position play(const Position& p, const Move& m);  // m must be legal
// One move per ordered pair of distinct stack kinds present, in canonical order of (from, onto).
std::vector<Move> legalMoves(const Position& p);

// Run-length key of a canonical position: (color, height, count) bytes per run of equal stacks.
std::string key(const Position& p);

}  // namespace bcheck
