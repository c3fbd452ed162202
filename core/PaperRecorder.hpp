// Names the moves of a game the way the paper writes them: a stack of height 1 or 2 whose chips
// are known is spelled chip by chip, top first (`r`, `rb`), any other by its top's capital (`R`),
// so moves read `rb`, `rbR`, `brrb`, `RB`. Chips below the top do not matter to the game, so
// the recorder follows them on its own, from a start whose hills' chips are unknown.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "Move.hpp"

namespace babylon {

class PaperRecorder {
 public:
  explicit PaperRecorder(const Position& start);
  // The paper's string for m (legal in the current position), then m is played.
  std::string play(const Move& m);

 private:
  std::size_t find(const Stack& s, std::size_t skip) const;
  std::string word(std::size_t i) const;
  std::vector<std::pair<Stack, std::string>> stacks_;  // chips top first; "" when unknown
};

}  // namespace babylon
