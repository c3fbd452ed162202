// The enumerator of a family's instances (lemmas/FamilyInstances) against the slow, plain
// reference: every two-color position up to 24 chips, kept where matchFamily (or the shape-only
// reading) accepts it; and matchFamily's reading of the paper's letters on hand-picked positions.
#include <rapidcheck/catch.h>

#include <catch2/catch.hpp>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/Notation.hpp"
#include "lemmas/FamilyInstances.hpp"

using namespace babylon;

namespace {

constexpr int kMaxN = 24;

const std::vector<Family> kShaped = {Family::Opening,   Family::TargetState, Family::Lemma44,  Family::Lemma45,
                                     Family::Position1, Family::Position2,   Family::Position3};

// Every multiset of heights with the given sum, as a non-increasing list.
std::vector<std::vector<int>> partitions(int n) {
  std::vector<std::vector<int>> out;
  std::vector<int> heights;
  std::function<void(int, int)> split = [&](int left, int largest) {
    if (left == 0) return out.push_back(heights);
    for (int h = std::min(left, largest); h >= 1; --h) {
      heights.push_back(h);
      split(left - h, h);
      heights.pop_back();
    }
  };
  split(n, n);
  return out;
}

// Every position of red and blue stacks with 1 to maxN chips.
std::vector<Position> everyTwoColorPosition(int maxN) {
  std::vector<std::vector<std::vector<int>>> byChips;
  for (int n = 0; n <= maxN; ++n) byChips.push_back(partitions(n));
  std::vector<Position> out;
  for (int red = 0; red <= maxN; ++red)
    for (int blue = red == 0 ? 1 : 0; red + blue <= maxN; ++blue)
      for (const auto& r : byChips[static_cast<std::size_t>(red)])
        for (const auto& b : byChips[static_cast<std::size_t>(blue)]) {
          std::vector<Stack> stacks;
          for (int h : r) stacks.push_back({kRed, static_cast<std::uint8_t>(h)});
          for (int h : b) stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
          out.emplace_back(std::move(stacks));
        }
  return out;
}

std::string envText(const Env& env) {
  std::string out;
  for (const auto& [name, value] : env.values()) out += " " + name + "=" + std::to_string(value);
  return out;
}

// Position -> its parameters, as the reading gives them.
using Readings = std::map<std::string, std::string>;

Readings reference(Family f, FamilyReading reading, const std::vector<Position>& all) {
  Readings out;
  for (const Position& p : all)
    if (auto values = readFamily(f, p, reading)) out[formatPosition(p)] = envText(values->env());
  return out;
}

std::string params(Family f, const char* position) {
  auto env = matchFamily(f, parsePosition(position));
  return env ? envText(*env) : "none";
}

}  // namespace

TEST_CASE("a family's instances are exactly the positions matchFamily accepts, up to 24 chips", "[instances]") {
  static const std::vector<Position> all = everyTwoColorPosition(kMaxN);
  for (FamilyReading reading : {FamilyReading::WithHypothesis, FamilyReading::ShapeOnly})
    for (Family f : kShaped) {
      INFO(familyName(f) << (reading == FamilyReading::ShapeOnly ? " (shape only)" : ""));
      Readings expected = reference(f, reading, all);
      if (reading == FamilyReading::WithHypothesis)
        for (const auto& [position, env] : expected) CHECK(envText(*matchFamily(f, parsePosition(position))) == env);
      Readings enumerated;
      int lastTotal = 0;
      for (const FamilyInstance& i : familyInstances(f, kMaxN, reading)) {
        CHECK(i.position.chips() >= lastTotal);
        lastTotal = i.position.chips();
        CHECK(enumerated.emplace(formatPosition(i.position), envText(i.values.env())).second);  // each once
      }
      CHECK(!expected.empty());
      CHECK(enumerated == expected);
    }
}

TEST_CASE("instances of one total come in the order of the family's letters", "[instances]") {
  CHECK(familyLetters(Family::Opening) == std::vector<std::string>{"j", "k"});
  CHECK(familyLetters(Family::TargetState) == std::vector<std::string>{"j", "k", "u", "v"});
  CHECK(familyLetters(Family::Lemma44) == std::vector<std::string>{"k", "u", "v"});
  CHECK(familyLetters(Family::Lemma45) == std::vector<std::string>{"s", "u", "v"});
  CHECK(familyLetters(Family::Position2) == std::vector<std::string>{"k", "u", "v"});
  CHECK(familyLetters(Family::Position3) == std::vector<std::string>{"k", "v"});
  std::vector<std::string> order;
  forEachFamilyInstance(Family::Lemma45, 12, FamilyReading::WithHypothesis,
                        [&](FamilyInstance&& i) { order.push_back(formatPosition(i.position)); });
  // s, u, v with 2 + 2s + 2u + 2v = 12; Lemma 4.5's exception 2u+2 = m, s > 1 drops <2,4;4;2>.
  CHECK(order == std::vector<std::string>{"<2,2;2;6>", "<2,2;4;4>", "<2,2;6;2>", "<2,4;2;4>", "<2,6;2;2>"});
}

TEST_CASE("matchFamily reads the paper's letters off a position", "[instances]") {
  // Lemma 4.4 <3,k;2u;2v>: H = 2u+2v, and s = k/2 rounded down, as every <j,k;2u;2v> reports it.
  CHECK(params(Family::Lemma44, "<3,5;4;2>") == " m=7 j=3 k=5 u=2 v=1 s=2 H=6");
  CHECK(params(Family::Lemma44, "<3,3;2;2>") == "none");  // u+v < 3
  CHECK(params(Family::Lemma45, "<2,4;2;2>") == " m=5 j=2 k=4 u=1 v=1 s=2 H=4");
  CHECK(params(Family::Lemma45, "<2,4;4;2>") == "none");  // 2u+2 = m and s > 1
  CHECK(params(Family::Position1, "<3,4;3;2>") == " m=6 j=3 k=4 u=1 v=1");
  CHECK(params(Family::Position2, "<2,4;4,2;2>") == " m=7 j=2 k=4 u=2 v=1");
  CHECK(params(Family::Position2, "<2,4;4,4;2>") == "none");  // the second red hill is not 2
  CHECK(params(Family::Position3, "<4,4;;2>") == " m=5 j=4 k=4 v=1");
  CHECK(params(Family::TargetState, "<5,5;2;4>") == " m=8 j=5 k=5 u=1 v=2 s=2 H=6");
  CHECK(params(Family::TargetState, "<5,4;2;3>") == "none");  // an odd hill
  CHECK(params(Family::Opening, "<3,5;;>") == " m=4 j=3 k=5");
  CHECK(params(Family::Plan44ii, "<3,5;;>") == "none");  // a plan has no shape
}

TEST_CASE("every position matchFamily accepts is among its family's instances, up to 78 chips", "[instances]") {
  // Positions built like the shapes (singletons and up to two hills a color), so that many match.
  rc::prop("matchFamily(f, p) iff p is an instance of f with p's chips", [] {
    Family f = *rc::gen::elementOf(kShaped);
    int j = *rc::gen::inRange(0, 11), k = *rc::gen::inRange(0, 21);
    std::vector<Stack> stacks(static_cast<std::size_t>(j), Stack{kRed, 1});
    stacks.insert(stacks.end(), static_cast<std::size_t>(k), Stack{kBlue, 1});
    for (Color c : {kRed, kBlue})
      for (int h : *rc::gen::container<std::vector<int>>(*rc::gen::inRange(0, 3), rc::gen::inRange(2, 13)))
        stacks.push_back({c, static_cast<std::uint8_t>(h)});
    RC_PRE(!stacks.empty());
    Position p(std::move(stacks));
    bool matched = matchFamily(f, p).has_value();
    bool enumerated = false;
    forEachFamilyInstance(f, p.chips(), FamilyReading::WithHypothesis,
                          [&](FamilyInstance&& i) { enumerated = enumerated || i.position == p; });
    RC_CLASSIFY(matched, "in the family");
    RC_ASSERT(matched == enumerated);
  });
}
