// Instance enumeration against independent counts: y-stack arrangements from compositions,
// the families by hand-written loops, the verifier's starts against the families' shapes.
#include <catch2/catch.hpp>

#include <set>

#include "LemmasTestSupport.hpp"
#include "core/Notation.hpp"
#include "claims/ClaimInstances.hpp"

using namespace babylon;

namespace {

std::set<std::string> printed(const std::vector<Instance>& instances) {
  std::set<std::string> out;
  for (const Instance& i : instances) out.insert(formatPosition(i.position));
  return out;
}

// Lone red stack of height u with blue stacks `ys`, in paper notation.
std::string loneStack(int u, const std::vector<int>& ys) {
  std::vector<Stack> stacks = {{kRed, static_cast<std::uint8_t>(u)}};
  for (int h : ys) stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
  return formatPosition(Position(stacks));
}

}  // namespace

TEST_CASE("Lemma 4.3's instances are every arrangement of y-stacks meeting the hypotheses", "[instances]") {
  const int maxN = 14;
  std::set<std::string> expected;
  for (int total = 2; total <= maxN; total += 2)
    for (int u = 1; u < total / 2; ++u)  // u < m
      for (const auto& ys : test::multisetsSumming(total - u)) {
        if (ys.size() % 2 != 0) continue;  // an odd state: X and an even number of y-stacks
        auto count = [&](int h) { return std::count(ys.begin(), ys.end(), h); };
        if (static_cast<std::size_t>(count(u % 2 == 0 ? u / 2 : -1)) == ys.size()) continue;
        if (count(u) > 2) continue;
        expected.insert(loneStack(u, ys));
      }
  std::vector<Instance> instances = claimInstances(paperClaim("L4.3"), maxN);
  CHECK(instances.size() == expected.size());
  CHECK(printed(instances) == expected);
}

TEST_CASE("Lemma 4.2's instances: X taller than m and an odd number of y-stacks", "[instances]") {
  const int maxN = 14;
  std::set<std::string> expected;
  int count = 0;
  for (int total = 2; total <= maxN; total += 2)
    for (int u = total / 2 + 1; u < total; ++u)
      for (const auto& ys : test::multisetsSumming(total - u))
        if (ys.size() % 2 == 1) expected.insert(loneStack(u, ys)), ++count;
  std::vector<Instance> instances = claimInstances(paperClaim("L4.2"), maxN);
  CHECK(static_cast<int>(instances.size()) == count);
  CHECK(printed(instances) == expected);
}

TEST_CASE("Lemma 4.5's instances counted by hand, and its exceptional ones", "[instances]") {
  const int maxN = 24;
  int instances = 0, exceptional = 0;
  for (int s = 1; s <= maxN; ++s)
    for (int u = 1; u <= maxN; ++u)
      for (int v = 1; v <= maxN; ++v) {
        int total = 2 + 2 * s + 2 * u + 2 * v, m = total / 2;
        if (total > maxN) continue;
        (2 * u + 2 == m && s > 1 ? exceptional : instances)++;
      }
  const Claim& lemma = paperClaim("L4.5");
  CHECK(static_cast<int>(claimInstances(lemma, maxN).size()) == instances);
  std::vector<Instance> except = exceptionalInstances(lemma, lemma.exceptions[0], maxN);
  CHECK(static_cast<int>(except.size()) == exceptional);
  for (const Instance& i : except) {
    CHECK(2 * i.params.get("u") + 2 == i.params.get("m"));
    CHECK(i.params.get("s") > 1);
  }
}

TEST_CASE("Lemma 4.4's exceptional instances are the states with u = v = 1, k odd", "[instances]") {
  const Claim& lemma = paperClaim("L4.4");
  CHECK(printed(exceptionalInstances(lemma, lemma.exceptions[0], 16)) ==
        std::set<std::string>{"<3,3;2;2>", "<3,5;2;2>", "<3,7;2;2>", "<3,9;2;2>"});
}

TEST_CASE("Theorem 4.1's exceptional instances are the starts with p = 1 or 2", "[instances]") {
  const Claim& theorem = paperClaim("T4.1");
  CHECK(printed(exceptionalInstances(theorem, theorem.exceptions[0], 8)) ==
        std::set<std::string>{"<1,1;;>", "<1,3;;>", "<1,5;;>", "<1,7;;>", "<2,2;;>", "<2,4;;>", "<2,6;;>"});
}

TEST_CASE("the verifier's starts are exactly the families' shapes under their hypotheses", "[instances]") {
  for (const Claim& c : paperClaims()) {
    if (c.shape != ClaimShape::Family) continue;
    INFO(c.id);
    std::vector<Instance> shaped = shapeInstances(c, 26);
    std::erase_if(shaped, [&](const Instance& i) { return !c.hypothesis().evalBool(i.params); });
    std::vector<Instance> instances = claimInstances(c, 26);
    CHECK(instances.size() == shaped.size());
    CHECK(printed(instances) == printed(shaped));
  }
}

TEST_CASE("instances come in increasing total and within the bound", "[instances]") {
  for (const Claim& c : paperClaims()) {
    std::vector<Instance> instances = claimInstances(c, 18);
    INFO(c.id);
    CHECK(!instances.empty());
    for (std::size_t i = 0; i < instances.size(); ++i) {
      CHECK(instances[i].position.chips() <= 18);
      CHECK(instances[i].position.chips() % 2 == 0);
      if (i > 0) CHECK(instances[i - 1].position.chips() <= instances[i].position.chips());
    }
  }
}

TEST_CASE("a state with one y-stack and u < m is Lemma 4.2 with X the taller stack, no exception", "[instances]") {
  const Claim& lemma = paperClaim("L4.2");
  std::set<std::string> exceptional = printed(exceptionalInstances(lemma, lemma.exceptions[0], 10));
  CHECK(exceptional.count("<1,0;;3>") == 0);  // the reflection of <0,1;3;>, an instance
  CHECK(printed(claimInstances(lemma, 4)).count("<0,1;3;>") == 1);
  CHECK(exceptional.count("<0,0;2;2>") == 1);  // u = m: Alice stacks the two and wins
}
