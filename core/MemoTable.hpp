// The solver's transposition table: exact packed keys to outcomes, sharded so that several
// threads can share it with little contention.
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <optional>

#include <absl/container/flat_hash_map.h>

#include "PackedKey.hpp"

namespace babylon {

template <int W>
class MemoTable {
 public:
  std::optional<bool> find(const PackedKey<W>& key) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    auto it = s.map.find(key);
    if (it == s.map.end()) return std::nullopt;
    return it->second;
  }
  void insert(const PackedKey<W>& key, bool wins) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    s.map.emplace(key, wins);
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
      absl::flat_hash_map<PackedKey<W>, bool>().swap(s.map);
    }
  }

 private:
  struct Shard {
    std::mutex mutex;
    absl::flat_hash_map<PackedKey<W>, bool> map;
  };
  Shard& shard(const PackedKey<W>& key) {
    // Mix the words so that the shard does not depend on a single word.
    std::uint64_t x = 0;
    for (auto w : key.words) x = (x ^ w) * 0x9E3779B97F4A7C15ull;
    return shards_[x >> (64 - 6)];
  }
  std::array<Shard, 64> shards_;
};

}  // namespace babylon
