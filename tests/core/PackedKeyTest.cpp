// Packed keys (core/PackedKey.hpp): exact and injective for positions, and for anonymous states
// equal exactly when the positions differ by a renaming of colors.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/AnonymousState.hpp"
#include "core/Notation.hpp"
#include "core/Position.hpp"

using namespace babylon;

namespace {

Position pos(const char* text) { return parseStackList(text); }
bool fitsNarrow(const Position& p) { return packedBitsBound(p.chips(), p.colorSpan()) <= 128; }

// Positions whose encodings sit close together in the unary-gap layout: equal stack counts with
// shifted heights, a stack moved between neighbouring groups, empty leading groups, heights
// that cross a 64-bit word boundary, and a count byte that could be mistaken for gap bits.
std::vector<Position> trickyPositions() {
  std::vector<std::string> texts{
      "r1",        "b1",        "g1",        "r2",          "r1 r1",
      "r1 b1",     "r1 r1 b1",  "r1 b1 b1",  "r1 r1 b1 b1", "r2 b1",
      "r1 b2",     "r1 r2",     "r3",        "r1 r1 r1",    "b2",
      "b1 b1",     "r1 g1",     "b1 g1",     "r2 r2",       "r1 r3",
      "r4",        "r1 b1 g1",  "r1 r1 g1",  "b1 b1 g1",    "r3 b1",
      "r1 b3",     "r2 b2",     "r2 g2",     "g2 b2",       "r1 r1 r2",
      "r2 r2 b1",  "r64",       "r63 r1",    "r65",         "r62 r2",
      "r63 b1",    "r1 b63",    "r127 r128", "r255",        "r254 b1",
      "r128 b127", "r127 b128", "h1",        "d1",          "y1",
      "r1 y1",     "y2",        "d1 y1",     "r8",          "r1 r1 r1 r1 r1 r1 r1 r1",
      "r9",        "r1 r8",     "r128",      "r1 r128",     "r2 b1 b1",
      "r1 r1 b2",  "r2 r1 b1",  "r1 b2 b1",  "r3 b1 g1",    "r1 b3 g1",
  };
  std::vector<Position> out;
  for (const auto& t : texts) out.push_back(pos(t.c_str()));
  return out;
}

// Every position with at most maxChips chips, heights up to maxChips, and colors below colors.
void allPositions(int maxChips, int colors, std::vector<Stack>& prefix, int chips,
                  const std::function<void(const Position&)>& visit) {
  if (!prefix.empty()) visit(Position(prefix));
  // Stacks are added in non-increasing (color, height) order so each multiset appears once.
  for (int c = 0; c < colors; ++c)
    for (int h = 1; chips + h <= maxChips; ++h) {
      Stack s{static_cast<Color>(c), static_cast<std::uint8_t>(h)};
      if (!prefix.empty()) {
        const Stack& last = prefix.back();
        if (c > last.color || (c == last.color && h > last.height)) continue;
      }
      prefix.push_back(s);
      allPositions(maxChips, colors, prefix, chips + h, visit);
      prefix.pop_back();
    }
}

}  // namespace

TEST_CASE("Equal positions have equal packed keys", "[key]") {
  CHECK(pos("r1 b3 r2 g1").key<2>() == pos("g1 r2 b3 r1").key<2>());
  CHECK(pos("r1 b3 r2 g1").key<8>() == pos("b3 g1 r1 r2").key<8>());
  CHECK(Position().key<2>() == Position().key<2>());
}

TEST_CASE("Hand-picked distinct positions have distinct packed keys", "[key]") {
  auto positions = trickyPositions();
  for (std::size_t i = 0; i < positions.size(); ++i)
    for (std::size_t j = i + 1; j < positions.size(); ++j) {
      INFO(formatStackList(positions[i]) << " vs " << formatStackList(positions[j]));
      REQUIRE_FALSE(positions[i] == positions[j]);  // the list itself must hold distinct positions
      CHECK_FALSE(positions[i].key<8>() == positions[j].key<8>());
      // The solver's narrow key, wherever both positions fit it.
      if (fitsNarrow(positions[i]) && fitsNarrow(positions[j]))
        CHECK_FALSE(positions[i].key<2>() == positions[j].key<2>());
    }
  // Nothing collides with the empty position either.
  for (const auto& p : positions) CHECK_FALSE(p.key<8>() == Position().key<8>());
}

TEST_CASE("Packed keys are injective on every position of up to 9 chips in 3 colors", "[key]") {
  std::map<PackedKey<2>, std::string> seen;
  std::vector<Stack> prefix;
  int count = 0;
  allPositions(9, 3, prefix, 0, [&](const Position& p) {
    ++count;
    auto [it, fresh] = seen.emplace(p.key<2>(), formatStackList(p));
    INFO(formatStackList(p) << " collides with " << it->second);
    CHECK(fresh);
  });
  CHECK(count == static_cast<int>(seen.size()));
  CHECK(count > 1000);  // the enumeration really covered many positions
}

TEST_CASE("Position::key is the documented layout: each color's ascending heights as one group", "[key]") {
  std::vector<Stack> prefix;
  int count = 0;
  allPositions(9, 3, prefix, 0, [&](const Position& p) {
    KeyWriter<2> reference;
    for (int c = 0; c < p.colorSpan(); ++c) {
      std::vector<std::uint8_t> heights;
      for (const Stack& s : p.stacks())
        if (s.color == c) heights.push_back(s.height);
      std::sort(heights.begin(), heights.end());
      reference.group(heights);
    }
    INFO(formatStackList(p));
    CHECK(p.key<2>() == reference.key());
    ++count;
  });
  CHECK(count > 1000);
}

TEST_CASE("A narrow key refuses a position too large for it", "[key]") {
  // Sixteen colors cost at least 16 * 9 bits > 128: key<2> must not truncate silently.
  std::vector<int> sixteen(16, 1);
  Position p = Position::initial(sixteen);
  CHECK_THROWS_AS(p.key<2>(), std::length_error);
  CHECK_NOTHROW(p.key<8>());
  // The largest position still fits the wide key the solver uses.
  std::vector<int> full(16, 0);
  full[0] = 240;
  for (int c = 1; c < 16; ++c) full[c] = 1;
  CHECK_NOTHROW(Position::initial(full).key<8>());
  CHECK(packedBitsBound(255, 16) <= 8 * 64);
}

TEST_CASE("Anonymous keys identify positions that differ by renaming colors", "[key][anonymous]") {
  auto key = [](const char* text) { return AnonymousState::from(pos(text)).key<4>(); };
  CHECK(key("r1 r1 b2") == key("b1 b1 r2"));
  CHECK(key("r1 r1 b1") == key("r1 b1 b1"));
  CHECK(key("r1 g2") == key("b1 r2"));  // a color missing in between changes nothing
  CHECK(key("r3 r1 b2 g1 g1") == key("g3 g1 r2 b1 b1"));
  CHECK(key("r2 b2") == key("b2 r2"));
  CHECK(key("r5 b1 b1 b3") == key("o5 t1 t3 t1"));
}

TEST_CASE("Anonymous keys separate positions that no renaming relates", "[key][anonymous]") {
  // No two of these are color renamings of each other (r1 r1 b2 and r2 b1 b1 would be).
  std::vector<const char*> texts{"r1 r1 b2", "r1 r1 r2",    "r1 b1 b2",    "r1 r2 b3", "r1 r3 b2",
                                 "r2 b2",    "r1 b1",       "r1 r1",       "r2",       "r1 b1 g1",
                                 "r1 r1 b1", "r1 r1 b1 b1", "r1 r1 b1 g1", "r4",       "r3 b1",
                                 "r2 b1 g1", "r1 r1 r1 b1", "r1 b3 g1",    "r1 r2 b2"};
  for (std::size_t i = 0; i < texts.size(); ++i)
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      INFO(texts[i] << " vs " << texts[j]);
      CHECK_FALSE(AnonymousState::from(pos(texts[i])).key<4>() == AnonymousState::from(pos(texts[j])).key<4>());
    }
}

TEST_CASE("AnonymousState::from lists each color's heights ascending", "[anonymous]") {
  AnonymousState s = AnonymousState::from(pos("r3 r1 g2 g5 g2"));
  REQUIRE(s.groupCount == 2);
  CHECK(s.chips == 13);
  CHECK(s.stacks() == 5);
  CHECK(std::vector<int>(s.group(0).begin(), s.group(0).end()) == std::vector<int>{1, 3});
  CHECK(std::vector<int>(s.group(1).begin(), s.group(1).end()) == std::vector<int>{2, 2, 5});
  s.removeGroup(0);
  CHECK(s.groupCount == 1);
  CHECK(s.chips == 9);
  CHECK(std::vector<int>(s.group(0).begin(), s.group(0).end()) == std::vector<int>{2, 2, 5});
}
