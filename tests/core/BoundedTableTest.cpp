// The solver's bounded transposition table: within its budget it keeps what it can, replaces by
// subtree size when full, and never answers with a wrong value.
#include <catch2/catch.hpp>

#include <cstdint>

#include "core/BoundedTable.hpp"
#include "core/PackedKey.hpp"

using namespace babylon;

namespace {

PackedKey<2> keyOf(std::uint64_t i) {
  PackedKey<2> k;
  k.words[0] = i;
  k.words[1] = ~i;
  return k;
}

bool valueOf(std::uint64_t i) { return i % 3 == 0; }

}  // namespace

TEST_CASE("A table with room keeps every entry", "[table]") {
  TableBudget budget(1ull << 30);
  BoundedTable<PackedKey<2>> table(budget);
  for (std::uint64_t i = 1; i <= 20000; ++i) table.insert(keyOf(i), valueOf(i), 1);
  CHECK(table.size() == 20000);
  CHECK(table.replacements() == 0);
  CHECK(table.refusals() == 0);
  for (std::uint64_t i = 1; i <= 20000; ++i) {
    auto found = table.find(keyOf(i));
    REQUIRE(found.has_value());
    CHECK(*found == valueOf(i));
  }
  CHECK_FALSE(table.find(keyOf(20001)).has_value());
}

TEST_CASE("A full table stays within its budget, replaces entries, and answers only exactly", "[table]") {
  const std::uint64_t bytes = 64 * 1024;
  TableBudget budget(bytes);
  BoundedTable<PackedKey<2>> table(budget);
  // Work grows with i, so later entries may replace earlier ones but never the reverse.
  for (std::uint64_t i = 1; i <= 200000; ++i) table.insert(keyOf(i), valueOf(i), i);
  // The budget, and at most the one window per shard a table takes even from an empty budget
  // (a slot is a 16-byte key and a 4-byte word, padded to 24).
  CHECK(table.bytes() <= bytes + 64 * BoundedTable<PackedKey<2>>::kMinSlots * 24);
  CHECK(table.replacements() > 0);
  std::uint64_t kept = 0, keptLate = 0;
  for (std::uint64_t i = 1; i <= 200000; ++i)
    if (auto found = table.find(keyOf(i))) {
      CHECK(*found == valueOf(i));
      ++kept;
      keptLate += i > 100000;
    }
  CHECK(kept == table.size());
  CHECK(kept > 0);
  CHECK(keptLate * 2 > kept);  // the larger subtrees won their places
}

TEST_CASE("An entry of small work does not push out one of large work", "[table]") {
  TableBudget budget(0);  // the minimum: one probe window per shard
  BoundedTable<PackedKey<2>> table(budget);
  for (std::uint64_t i = 1; i <= 5000; ++i) table.insert(keyOf(i), valueOf(i), 1000000);
  std::uint64_t before = table.size();
  for (std::uint64_t i = 5001; i <= 10000; ++i) table.insert(keyOf(i), valueOf(i), 1);
  CHECK(table.size() == before);
  CHECK(table.refusals() >= 5000);
  for (std::uint64_t i = 5001; i <= 10000; ++i) CHECK_FALSE(table.find(keyOf(i)).has_value());
}

TEST_CASE("clear() empties the table and returns its bytes to the budget", "[table]") {
  TableBudget budget(1ull << 20);
  BoundedTable<PackedKey<2>> table(budget);
  for (std::uint64_t i = 1; i <= 1000; ++i) table.insert(keyOf(i), true, 1);
  table.clear();
  CHECK(table.size() == 0);
  CHECK_FALSE(table.find(keyOf(1)).has_value());
  CHECK(budget.take(1ull << 20, 1) == (1ull << 20));
}
