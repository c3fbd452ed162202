// K5's named moves as data (lemmas/tables/named-moves.rules): strategies/KeepAlive plays them on
// positions, and proofs/ExplorerEndGame applies the same templates to symbolic positions, where the
// stacks a template names are found by comparing heights (Z3 splits on the comparisons).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "Expr.hpp"

namespace babylon {

// A color of a two-color position, named by its stacks: the one with fewer stacks (Fewer) or
// the other (More). Which one is Fewer is fewerIsRed().
enum class NamedSide : std::uint8_t { Fewer, More };
// A stack of that color, named by the rank of its height among the color's distinct heights.
enum class NamedRank : std::uint8_t { Tallest, SecondTallest, Shortest, SecondShortest };
struct NamedStack {
  NamedSide side;
  NamedRank rank;
};
// How far the rank is from its end of the distinct heights (0 or 1), and which end.
int rankDepth(NamedRank r);
bool rankFromTop(NamedRank r);

// One named move: the stack `top` put on the stack `below`.
struct NamedMove {
  std::string id;    // "K5.fewer-tallest-on-shortest"
  std::string rule;  // the rule in words, for coverage lists
  NamedStack top, below;
  std::string plain;  // for a player: Bob's move in words (KeepAlive adds why it is safe)
};

// The named moves in the order the strategy tries them, as lemmas/tables/named-moves.rules writes
// them (read with the case tables: CaseTableFile's loadedCaseTables). The list and its order were
// found by measuring which moves have K5's property where the search decided in `verify --max-n 64
// --from all` (CHANGELOG.md); the proof shows where they cover (prove's end game).
const std::vector<NamedMove>& namedMoves();

// When red is the color with fewer stacks: fewer stacks, on a tie fewer chips, on a tie red.
// Over reds, blues (stack counts) and red_chips, blue_chips.
const Expr& fewerIsRed();
const std::vector<std::string>& fewerSlots();  // reds, blues, red_chips, blue_chips

}  // namespace babylon
