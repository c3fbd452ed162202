// The checker's claimed starts are exactly the verifier's starts, family by family.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <vector>

#include "Claim.hpp"
#include "SolverCertificate.hpp"
#include "core/Notation.hpp"
#include "verify/Starts.hpp"

using namespace babylon;

namespace {

std::multiset<std::string> checkerStarts(bcheck::Side side, const std::string& set, int maxN) {
  std::multiset<std::string> out;
  REQUIRE(bcheck::isStartSet(side, set));
  bcheck::forEachClaimedStart({side, set, maxN}, [&](const bcheck::Position& p) {
    out.insert(bcheck::format(p));
    return true;
  });
  return out;
}

}  // namespace

TEST_CASE("Claimed starts equal the verifier's for every start set", "[checker]") {
  for (auto [name, set] : {std::pair{"initial", StartSet::Initial},
                           {"target", StartSet::Target},
                           {"lemmas", StartSet::Lemmas},
                           {"all", StartSet::All}})
    for (int n : {6, 12, 17, 24, 31}) {
      std::multiset<std::string> verifier;
      for (const Start& s : startsFor(set, n)) verifier.insert(formatStackList(s.position));
      INFO(name << " max-n " << n);
      CHECK(checkerStarts(bcheck::Side::Bob, name, n) == verifier);
    }
}

TEST_CASE("Alice's claimed starts are the other initial positions of Theorem 4.1", "[checker]") {
  std::multiset<std::string> expected;
  for (const Position& p : checkertest::aliceInitialStarts(11)) expected.insert(formatStackList(p));
  CHECK(checkerStarts(bcheck::Side::Alice, "initial", 11) == expected);
  CHECK_FALSE(bcheck::isStartSet(bcheck::Side::Alice, "all"));
  CHECK_FALSE(bcheck::isStartSet(bcheck::Side::Bob, "everything"));
}

TEST_CASE("The claimed starts stop at the first the caller refuses", "[checker]") {
  // What keeps a claim's cost in proportion to the starts a file lists (README.md).
  std::vector<std::string> made;
  bool all = bcheck::forEachClaimedStart({bcheck::Side::Bob, "all", 255}, [&](const bcheck::Position& p) {
    made.push_back(bcheck::format(p));
    return made.size() < 3;
  });
  CHECK_FALSE(all);
  CHECK(made == std::vector<std::string>{"r1 r1 r1 b1 b1 b1", "r1 r1 r1 b1 b1 b1 b1 b1", "r1 r1 r1 r1 b1 b1 b1 b1"});
}
