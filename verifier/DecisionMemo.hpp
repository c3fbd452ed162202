// The verifier's memo: for each node where Alice is to move, identified by the position (with
// named colors: the strategy knows which color is red) and the strategy's memory, whether the
// strategy wins every line from it. Sharded and mutex-protected so that threads can share it;
// a node is claimed by the one thread whose insertion wins, and only that thread expands it.
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <optional>

#include <absl/container/flat_hash_map.h>

#include "core/Position.hpp"
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
  std::optional<NodeState> claim(const NodeKey& key) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto [it, inserted] = s.map.try_emplace(key, NodeState::InProgress);
    if (inserted) return std::nullopt;
    return it->second;
  }
  std::optional<NodeState> find(const NodeKey& key) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto it = s.map.find(key);
    if (it == s.map.end()) return std::nullopt;
    return it->second;
  }
  void set(const NodeKey& key, NodeState state) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    s.map[key] = state;
  }
  std::uint64_t size() {
    std::uint64_t total = 0;
    for (Shard& s : shards_) {
      std::lock_guard lock(s.mutex);
      total += s.map.size();
    }
    return total;
  }
  void clear() {
    for (Shard& s : shards_) {
      std::lock_guard lock(s.mutex);
      absl::flat_hash_map<NodeKey, NodeState>().swap(s.map);
    }
  }

 private:
  struct Shard {
    std::mutex mutex;
    absl::flat_hash_map<NodeKey, NodeState> map;
  };
  Shard& shard(const NodeKey& key) {
    std::uint64_t x = 0;
    for (auto w : key.position.words) x = (x ^ w) * 0x9E3779B97F4A7C15ull;
    for (auto b : key.memory) x = (x ^ b) * 0x9E3779B97F4A7C15ull;
    return shards_[x >> (64 - 6)];
  }
  std::array<Shard, 64> shards_;
};

}  // namespace babylon
