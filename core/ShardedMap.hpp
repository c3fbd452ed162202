// A hash map that several threads can share: split into 64 shards, each a flat hash map behind
// its own mutex, so that two threads rarely wait for each other. Used for the verifier's memo
// (the solver's table is core/BoundedTable.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <optional>

#include <absl/container/flat_hash_map.h>
#include <absl/hash/hash.h>

namespace babylon {

template <typename Key, typename Value>
class ShardedMap {
 public:
  std::optional<Value> find(const Key& key) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto it = s.map.find(key);
    if (it == s.map.end()) return std::nullopt;
    return it->second;
  }
  // Inserts when absent: nullopt if this call inserted, else the value already there.
  std::optional<Value> tryInsert(const Key& key, const Value& value) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto [it, inserted] = s.map.try_emplace(key, value);
    if (inserted) return std::nullopt;
    return it->second;
  }
  void set(const Key& key, const Value& value) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    s.map[key] = value;
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
      absl::flat_hash_map<Key, Value>().swap(s.map);
    }
  }

 private:
  struct Shard {
    std::mutex mutex;
    absl::flat_hash_map<Key, Value> map;
  };
  Shard& shard(const Key& key) {
    // The map hashes again inside the shard; the top bits of a mixed hash pick the shard.
    std::uint64_t h = absl::HashOf(key) * 0x9E3779B97F4A7C15ull;
    return shards_[h >> (64 - 6)];
  }
  std::array<Shard, 64> shards_;
};

}  // namespace babylon
