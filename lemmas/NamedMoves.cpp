// K5's named moves as data (see NamedMoves.hpp).
#include "NamedMoves.hpp"

#include "CaseTableFile.hpp"

namespace babylon {

int rankDepth(NamedRank r) { return r == NamedRank::Tallest || r == NamedRank::Shortest ? 0 : 1; }
bool rankFromTop(NamedRank r) { return r == NamedRank::Tallest || r == NamedRank::SecondTallest; }

const std::vector<NamedMove>& namedMoves() { return loadedCaseTables().named; }

const Expr& fewerIsRed() {
  static const Expr reds = var("reds"), blues = var("blues");
  static const Expr e = reds < blues || (reds == blues && var("red_chips") <= var("blue_chips"));
  return e;
}

const std::vector<std::string>& fewerSlots() {
  static const std::vector<std::string> slots{"reds", "blues", "red_chips", "blue_chips"};
  return slots;
}

}  // namespace babylon
