// A compact, exact bit encoding of a position, used as a hash key (no hashing-only identity).
//
// Layout (bits written least-significant first into W 64-bit words, unused bits zero):
// the position is a list of color groups; each group is the heights of one color's stacks.
// For each group in turn:
//   - 8 bits: the number of stacks k in the group (0..255);
//   - the heights h1 <= h2 <= ... <= hk as unary gaps: (h_i - h_{i-1}) zero bits and then a
//     one bit, with h_0 = 0.
// A group therefore costs 8 + k + max height bits, and a position with n chips and C groups
// at most n + 9C bits (heights sum to n, so k + max height <= n + 1 per group).
// The encoding is injective for a fixed group order: the count says where each group ends.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>

#include <absl/hash/hash.h>

namespace babylon {

template <int W>
struct PackedKey {
  std::array<std::uint64_t, W> words{};

  friend bool operator==(const PackedKey&, const PackedKey&) = default;
  friend auto operator<=>(const PackedKey&, const PackedKey&) = default;

  template <typename H>
  friend H AbslHashValue(H h, const PackedKey& k) {
    return H::combine_contiguous(std::move(h), k.words.data(), k.words.size());
  }
};

// Number of bits the layout above needs for a group list, to pick a key width.
constexpr int packedBitsBound(int chips, int groups) { return chips + 9 * groups; }

// Appends groups to a PackedKey following the layout above.
template <int W>
class KeyWriter {
 public:
  void group(std::span<const std::uint8_t> heightsAscending) {
    beginGroup(heightsAscending.size());
    for (std::uint8_t h : heightsAscending) height(h);
  }
  // The same group written piece by piece: its count, then each height in ascending order.
  void beginGroup(std::size_t count) {
    put(count, 8);
    previous_ = 0;
  }
  void height(std::uint8_t h) {
    bit_ += h - previous_;  // zero bits are already zero
    setBit();
    previous_ = h;
  }
  const PackedKey<W>& key() const { return key_; }

 private:
  void put(std::size_t value, int bits) {
    for (int i = 0; i < bits; ++i, value >>= 1)
      if (value & 1)
        setBit();
      else
        ++bit_;
  }
  void setBit() {
    if (bit_ >= 64 * W) throw std::length_error("position too large for its packed key");
    key_.words[bit_ / 64] |= std::uint64_t{1} << (bit_ % 64);
    ++bit_;
  }
  PackedKey<W> key_;
  int bit_ = 0;
  std::uint8_t previous_ = 0;
};

}  // namespace babylon
