// The checker's claimed starts are exactly the verifier's starts, family by family.
#include <catch2/catch.hpp>

#include <set>

#include "Claim.hpp"
#include "SolverCertificate.hpp"
#include "core/Notation.hpp"
#include "verify/Starts.hpp"

using namespace babylon;

namespace {

std::multiset<std::string> checkerStarts(bcheck::Side side, const std::string& set, int maxN) {
  std::multiset<std::string> out;
  auto claimed = bcheck::claimedStarts({side, set, maxN});  // kept: a range-for over *temporary dangles
  REQUIRE(claimed);
  for (const auto& p : *claimed) out.insert(bcheck::format(p));
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
  CHECK_FALSE(bcheck::claimedStarts({bcheck::Side::Alice, "all", 11}));
  CHECK_FALSE(bcheck::claimedStarts({bcheck::Side::Bob, "everything", 11}));
}
