// Game lengths by memoised search: even values are losses for the player to move.
#include "GameLength.hpp"

#include <absl/container/flat_hash_map.h>

#include "PackedKey.hpp"

namespace babylon {

struct GameLength::Memo {
  absl::flat_hash_map<PackedKey<8>, int> lengths;
};

GameLength::GameLength() : memo_(std::make_unique<Memo>()) {}
GameLength::~GameLength() = default;

int GameLength::movesLeft(const Position& p) {
  PackedKey<8> key = p.key<8>();
  if (auto it = memo_->lengths.find(key); it != memo_->lengths.end()) return it->second;
  // Children of even length are lost for their player to move, so reaching one wins.
  int quickestWin = -1, longestLoss = -1;
  for (const Successor& s : successors(p)) {
    int left = movesLeft(s.position);
    if (left % 2 == 0)
      quickestWin = quickestWin < 0 ? left : std::min(quickestWin, left);
    else
      longestLoss = std::max(longestLoss, left);
  }
  int length = quickestWin >= 0 ? 1 + quickestWin : longestLoss >= 0 ? 1 + longestLoss : 0;
  memo_->lengths.emplace(key, length);
  return length;
}

std::optional<Move> GameLength::bestMove(const Position& p) {
  int length = movesLeft(p);
  for (const Successor& s : successors(p))
    if (1 + movesLeft(s.position) == length) return s.move;
  return std::nullopt;
}

}  // namespace babylon
