// The verifier's memo: for each node where Alice is to move, identified by the position (with
// named colors: the strategy knows which color is red) and the strategy's memory, whether the
// strategy wins every line from it. Sharded and mutex-protected so that threads can share it;
// a node is claimed by the one thread whose insertion wins, and only that thread expands it.
//
// The position's part of the key is a PackedKey of W 64-bit words; W is chosen once per run
// from the largest total (keyWordsFor), so that small runs keep small keys and no total up to
// kMaxChips is refused.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "core/Limits.hpp"
#include "core/Position.hpp"
#include "core/ShardedMap.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

// The key widths the verifier is built for. Two-color positions need at most
// packedBitsBound(n, 2) = n + 18 bits (PackedKey.hpp): 2 words hold 110 chips, 5 words kMaxChips.
inline constexpr int kMinKeyWords = 2;
inline constexpr int kMaxKeyWords = 5;
static_assert(packedBitsBound(kMaxChips, 2) <= 64 * kMaxKeyWords);

// The fewest words (at least kMinKeyWords) whose key holds every two-color position of at most
// maxChips chips; throws std::invalid_argument above kMaxChips.
constexpr int keyWordsFor(int maxChips) {
  if (maxChips < 0 || maxChips > kMaxChips)
    throw std::invalid_argument("a start has " + std::to_string(maxChips) + " chips; positions hold at most " +
                                std::to_string(kMaxChips));
  int words = (packedBitsBound(maxChips, 2) + 63) / 64;
  return words < kMinKeyWords ? kMinKeyWords : words;
}

// Calls f(std::integral_constant<int, W>{}) with W = words (kMinKeyWords..kMaxKeyWords): the one
// place where the run-time width becomes a compile-time one.
template <typename F>
decltype(auto) withKeyWords(int words, F&& f) {
  switch (words) {
    case 2: return f(std::integral_constant<int, 2>{});
    case 3: return f(std::integral_constant<int, 3>{});
    case 4: return f(std::integral_constant<int, 4>{});
    case 5: return f(std::integral_constant<int, 5>{});
  }
  throw std::logic_error("no verifier is built for keys of " + std::to_string(words) + " words");
}

template <int W>
struct NodeKey {
  PackedKey<W> position;
  std::array<std::uint8_t, 8> memory{};

  static NodeKey of(const Position& p, const StrategyMemory& m) { return {p.template key<W>(), m.bytes}; }
  friend bool operator==(const NodeKey&, const NodeKey&) = default;
  template <typename H>
  friend H AbslHashValue(H h, const NodeKey& k) {
    return H::combine(std::move(h), k.position, k.memory);
  }
};

enum class NodeState : std::uint8_t {
  InProgress,  // claimed by a thread that is still expanding it
  Pending,     // expanded, but waiting for children another thread was still expanding
  Wins,        // the strategy wins every line from here
  Fails,       // some line from here ends with Bob losing or the strategy failing
};

template <int W>
class DecisionMemo {
 public:
  using Key = NodeKey<W>;
  // Claims the node for the calling thread (returns nullopt) or returns its present state.
  std::optional<NodeState> claim(const Key& key) { return map_.tryInsert(key, NodeState::InProgress); }
  std::optional<NodeState> find(const Key& key) { return map_.find(key); }
  void set(const Key& key, NodeState state) { map_.set(key, state); }
  std::uint64_t size() { return map_.size(); }
  void clear() { map_.clear(); }

 private:
  ShardedMap<Key, NodeState> map_;
};

}  // namespace babylon
