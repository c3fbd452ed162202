// K5's named moves as data (see NamedMoves.hpp).
#include "NamedMoves.hpp"

namespace babylon {

int rankDepth(NamedRank r) { return r == NamedRank::Tallest || r == NamedRank::Shortest ? 0 : 1; }
bool rankFromTop(NamedRank r) { return r == NamedRank::Tallest || r == NamedRank::SecondTallest; }

const std::vector<NamedMove>& namedMoves() {
  using S = NamedSide;
  using R = NamedRank;
  static const std::vector<NamedMove> moves{
      {"K5.fewer-tallest-on-shortest",
       "the color with fewer stacks: its tallest stack on its shortest",
       {S::Fewer, R::Tallest},
       {S::Fewer, R::Shortest},
       "Bob puts the tallest stack of the color with fewer stacks on its shortest"},
      {"K5.fewer-second-on-shortest",
       "the color with fewer stacks: its second tallest stack on its shortest",
       {S::Fewer, R::SecondTallest},
       {S::Fewer, R::Shortest},
       "Bob puts the second tallest stack of the color with fewer stacks on its shortest"},
      {"K5.cover-fewer-shortest",
       "the other color's shortest stack on the shortest stack of the color with fewer stacks",
       {S::More, R::Shortest},
       {S::Fewer, R::Shortest},
       "Bob covers the shortest stack of the color with fewer stacks with the other color's shortest"},
      {"K5.more-tallest-on-shortest",
       "the color with more stacks: its tallest stack on its shortest",
       {S::More, R::Tallest},
       {S::More, R::Shortest},
       "Bob puts the tallest stack of the color with more stacks on its shortest"},
      {"K5.cover-fewer-shortest-by-second",
       "the other color's second tallest stack on the shortest stack of the color with fewer stacks",
       {S::More, R::SecondTallest},
       {S::Fewer, R::Shortest},
       "Bob covers the shortest stack of the color with fewer stacks with the other color's second tallest"},
      {"K5.cover-fewer-second",
       "the other color's tallest stack on the second tallest of the color with fewer stacks",
       {S::More, R::Tallest},
       {S::Fewer, R::SecondTallest},
       "Bob covers the second tallest stack of the color with fewer stacks with the other color's tallest"},
      {"K5.more-second-on-shortest",
       "the color with more stacks: its second tallest stack on its shortest",
       {S::More, R::SecondTallest},
       {S::More, R::Shortest},
       "Bob puts the second tallest stack of the color with more stacks on its shortest"},
      {"K5.fewer-tallest-on-second-shortest",
       "the color with fewer stacks: its tallest stack on its second shortest",
       {S::Fewer, R::Tallest},
       {S::Fewer, R::SecondShortest},
       "Bob puts the tallest stack of the color with fewer stacks on its second shortest"},
      {"K5.more-two-shortest",
       "the color with more stacks: its two shortest stacks (of one height)",
       {S::More, R::Shortest},
       {S::More, R::Shortest},
       "Bob stacks the two shortest stacks of the color with more stacks"},
      {"K5.fewer-second-on-more-second-shortest",
       "the second tallest stack of the color with fewer stacks on the other color's second shortest",
       {S::Fewer, R::SecondTallest},
       {S::More, R::SecondShortest},
       "Bob puts the second tallest stack of the color with fewer stacks on the other color's second shortest"},
      {"K5.fewer-tallest-on-more-tallest",
       "the tallest stack of the color with fewer stacks on the other color's tallest (of the same height)",
       {S::Fewer, R::Tallest},
       {S::More, R::Tallest},
       "Bob puts the tallest stack of the color with fewer stacks on the other color's tallest"},
  };
  return moves;
}

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
