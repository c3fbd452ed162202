// The verifier's memo: for each node where Alice is to move, identified by the position (with
// named colors: the strategy knows which color is red) and the strategy's memory, whether the
// strategy wins every line from it. Sharded and mutex-protected so that threads can share it;
// a node is claimed by the one thread whose insertion wins, and only that thread expands it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "core/Position.hpp"
#include "core/ShardedMap.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

// Position::key<2> holds positions of up to 128 - 2*9 = 110 chips (PackedKey.hpp).
inline constexpr int kMaxVerifiedChips = 110;

struct NodeKey {
  PackedKey<2> position;
  std::array<std::uint8_t, 8> memory{};

  static NodeKey of(const Position& p, const StrategyMemory& m) { return {p.key<2>(), m.bytes}; }
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

class DecisionMemo {
 public:
  // Claims the node for the calling thread (returns nullopt) or returns its present state.
  std::optional<NodeState> claim(const NodeKey& key) { return map_.tryInsert(key, NodeState::InProgress); }
  std::optional<NodeState> find(const NodeKey& key) { return map_.find(key); }
  void set(const NodeKey& key, NodeState state) { map_.set(key, state); }
  std::uint64_t size() { return map_.size(); }
  void clear() { map_.clear(); }

 private:
  ShardedMap<NodeKey, NodeState> map_;
};

}  // namespace babylon
