// The exact solver's transposition table: exact packed keys to outcomes within a byte budget.
//
// It grows like a hash map while the budget allows; once the budget is spent, a new entry
// replaces an old one instead of stopping the run. Every entry holds the full key (never a hash
// alone), so an answer read from the table is always exact: replacement only forgets, and a
// forgotten position is searched again. Results stay exact; only time grows.
//
// Layout: 64 shards, each behind its own mutex (threads rarely wait for each other), each an open
// array of slots probed in a window of kWindow consecutive slots. A slot holds the key and one
// 32-bit word: the outcome in bit 0, and in the other bits the work of the search that found it
// (positions examined below the entry, saturated), 0 for an empty slot. When a window is full
// and the budget spent, the entry of least work in the window is replaced, and only by an entry
// of more work (a cheap position is cheap to search again): the subtree-size replacement scheme
// of game solvers' transposition tables.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <vector>

#include <absl/hash/hash.h>

namespace babylon {

// Bytes a family of tables may still take; shared by every table of one solver.
class TableBudget {
 public:
  explicit TableBudget(std::uint64_t bytes)
      : left_(static_cast<std::int64_t>(std::min<std::uint64_t>(bytes, INT64_MAX))) {}
  // Takes up to `wanted` bytes in whole multiples of `unit`; returns what it took.
  std::uint64_t take(std::uint64_t wanted, std::uint64_t unit) {
    std::int64_t left = left_.load(std::memory_order_relaxed);
    for (;;) {
      std::int64_t granted = std::min<std::int64_t>(static_cast<std::int64_t>(wanted), std::max<std::int64_t>(left, 0));
      granted -= granted % static_cast<std::int64_t>(unit);
      if (granted <= 0) return 0;
      if (left_.compare_exchange_weak(left, left - granted, std::memory_order_relaxed))
        return static_cast<std::uint64_t>(granted);
    }
  }
  void giveBack(std::uint64_t bytes) { left_.fetch_add(static_cast<std::int64_t>(bytes), std::memory_order_relaxed); }

 private:
  std::atomic<std::int64_t> left_;
};

template <typename Key>
class BoundedTable {
 public:
  static constexpr std::size_t kWindow = 8;
  static constexpr std::size_t kMinSlots = kWindow;  // per shard, taken even from an empty budget
  static constexpr std::size_t kFirstSlots = 64;     // per shard, while the budget allows

  explicit BoundedTable(TableBudget& budget) : budget_(budget) {}
  ~BoundedTable() { clear(); }
  BoundedTable(const BoundedTable&) = delete;
  BoundedTable& operator=(const BoundedTable&) = delete;

  std::optional<bool> find(const Key& key) {
    std::uint64_t h = hash(key);
    Shard& s = shards_[h >> (64 - kShardBits)];
    std::lock_guard lock(s.mutex);
    if (s.slots.empty()) return std::nullopt;
    std::size_t at = s.home(h);
    for (std::size_t i = 0; i < s.window(); ++i) {
      const Slot& slot = s.slots[(at + i) % s.slots.size()];
      // Slots are never emptied, and an entry goes to the first empty slot of its window, so an
      // empty slot ends the search.
      if (slot.word == 0) return std::nullopt;
      if (slot.key == key) return (slot.word & 1) != 0;
    }
    return std::nullopt;
  }

  // Records key -> value, found by a search that examined `work` positions below it.
  void insert(const Key& key, bool value, std::uint64_t work) {
    std::uint64_t h = hash(key);
    Shard& s = shards_[h >> (64 - kShardBits)];
    std::lock_guard lock(s.mutex);
    std::uint32_t word = pack(value, work);
    if (s.slots.empty()) grow(s);
    for (;;) {
      if (s.used * 8 >= s.slots.size() * 7 && grow(s)) continue;  // keep the windows short
      Placed placed = place(s, h, key, word, s.full);
      if (placed == Placed::WindowFull) {
        if (grow(s)) continue;
        placed = place(s, h, key, word, true);
      }
      count(s, placed);
      return;
    }
  }

  std::uint64_t size() { return sum(&Shard::used); }
  std::uint64_t replacements() { return sum(&Shard::replaced); }
  std::uint64_t refusals() { return sum(&Shard::refused); }
  std::uint64_t bytes() {
    std::uint64_t total = 0;
    for (Shard& s : shards_) {
      std::lock_guard lock(s.mutex);
      total += s.slots.capacity() * sizeof(Slot);
    }
    return total;
  }
  void clear() {
    for (Shard& s : shards_) {
      std::lock_guard lock(s.mutex);
      budget_.giveBack(s.granted);
      std::vector<Slot>().swap(s.slots);
      s.used = s.granted = 0;
      s.full = false;
    }
  }

 private:
  static constexpr int kShardBits = 6;
  struct Slot {
    Key key{};
    std::uint32_t word = 0;  // outcome in bit 0, work above it; 0 = empty
  };
  struct Shard {
    std::mutex mutex;
    std::vector<Slot> slots;
    std::uint64_t used = 0, replaced = 0, refused = 0, granted = 0;
    bool full = false;  // the budget gave this shard nothing more: replace from now on
    std::size_t window() const { return std::min(kWindow, slots.size()); }
    // The low 58 bits of the hash, scaled to the slot count (no division, any slot count).
    std::size_t home(std::uint64_t h) const {
      __extension__ using Wide = unsigned __int128;  // GCC and Clang; __extension__ keeps -Wpedantic quiet
      return static_cast<std::size_t>((static_cast<Wide>(h << kShardBits) * slots.size()) >> 64);
    }
  };
  enum class Placed { Stored, Present, Replaced, Refused, WindowFull };

  static std::uint64_t hash(const Key& key) { return absl::HashOf(key) * 0x9E3779B97F4A7C15ull; }
  static std::uint32_t pack(bool value, std::uint64_t work) {
    std::uint64_t w = std::clamp<std::uint64_t>(work, 1, 0x7fffffff);
    return static_cast<std::uint32_t>(w << 1 | (value ? 1 : 0));
  }

  // Puts the entry in its window; when the window is full, WindowFull unless `evict`, in which
  // case the least-work entry of the window gives way to an entry of more work.
  static Placed place(Shard& s, std::uint64_t h, const Key& key, std::uint32_t word, bool evict = false) {
    std::size_t at = s.home(h), weakest = s.slots.size();
    for (std::size_t i = 0; i < s.window(); ++i) {
      Slot& slot = s.slots[(at + i) % s.slots.size()];
      if (slot.word == 0) {
        slot.key = key;
        slot.word = word;
        return Placed::Stored;
      }
      if (slot.key == key) return Placed::Present;
      std::size_t index = (at + i) % s.slots.size();
      if (weakest == s.slots.size() || (slot.word >> 1) < (s.slots[weakest].word >> 1)) weakest = index;
    }
    if (!evict) return Placed::WindowFull;
    if ((s.slots[weakest].word >> 1) >= (word >> 1)) return Placed::Refused;
    s.slots[weakest].key = key;
    s.slots[weakest].word = word;
    return Placed::Replaced;
  }

  // Doubles the shard's slots while the budget allows (re-placing every entry); false when the
  // budget gives nothing more, after which the shard replaces entries instead. Should an entry
  // find its window full while re-placing, the shard grows again while the budget allows, so
  // that growing alone never loses an entry.
  bool grow(Shard& s) {
    if (s.full) return false;
    std::size_t old = s.slots.size();
    std::size_t extra = take(s, old == 0 ? kFirstSlots : old);
    if (old == 0 && extra < kMinSlots) extra = kMinSlots;        // a table too small to hold a window is no table
    if (old > 0 && extra < std::max<std::size_t>(old / 8, 1)) {  // too little to be worth a rehash
      budget_.giveBack(extra * sizeof(Slot));
      s.granted -= extra * sizeof(Slot);
      s.full = true;
      return false;
    }
    std::vector<Slot> entries;
    entries.swap(s.slots);
    for (std::size_t target = old + extra;;) {
      s.slots.assign(target, Slot{});
      s.used = 0;
      std::vector<const Slot*> overflow;
      for (const Slot& slot : entries) {
        if (slot.word == 0) continue;
        Placed placed = place(s, hash(slot.key), slot.key, slot.word);
        if (placed == Placed::WindowFull)
          overflow.push_back(&slot);
        else
          count(s, placed);
      }
      if (overflow.empty()) break;
      std::size_t more = take(s, target);
      if (more > 0) {
        target += more;
        continue;
      }
      for (const Slot* slot : overflow) count(s, place(s, hash(slot->key), slot->key, slot->word, true));
      break;
    }
    return true;
  }

  // Takes up to `slots` slots' worth of bytes from the budget for the shard; returns the slots.
  std::size_t take(Shard& s, std::size_t slots) {
    std::uint64_t bytes = budget_.take(slots * sizeof(Slot), sizeof(Slot));
    s.granted += bytes;
    return bytes / sizeof(Slot);
  }

  static void count(Shard& s, Placed placed) {
    if (placed == Placed::Stored) ++s.used;
    if (placed == Placed::Replaced) ++s.replaced;
    if (placed == Placed::Refused) ++s.refused;
  }

  template <typename Field>
  std::uint64_t sum(Field field) {
    std::uint64_t total = 0;
    for (Shard& s : shards_) {
      std::lock_guard lock(s.mutex);
      total += s.*field;
    }
    return total;
  }

  TableBudget& budget_;
  std::array<Shard, std::size_t{1} << kShardBits> shards_;
};

}  // namespace babylon
