// The claims as data: hypotheses taken from the families, exceptions among the hypotheses, and
// the paper's definition of safe.
#include <catch2/catch.hpp>

#include "core/Notation.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/Families.hpp"

using namespace babylon;

TEST_CASE("a family claim's hypotheses are exactly its family's hypothesis", "[claims]") {
  for (const Claim& c : paperClaims()) {
    if (c.shape != ClaimShape::Family) continue;
    INFO(c.id);
    CHECK(c.hypothesis().str() == familyInfo(c.family).hypothesis.str());
  }
}

TEST_CASE("every stated exception of the paper's claims is one of their hypotheses", "[claims]") {
  int exceptions = 0;
  for (const Claim& c : paperClaims())
    for (const NamedCondition& e : c.exceptions) {
      INFO(c.id << ": " << e.words);
      ++exceptions;
      CHECK(std::count_if(c.hypotheses.begin(), c.hypotheses.end(),
                          [&](const Expr& h) { return h.str() == e.condition.str(); }) == 1);
    }
  // p >= 3; the height of X exceeds m; Lemma 4.3's three; u+v >= 3; Lemma 4.5's exception.
  CHECK(exceptions == 7);
  CHECK(paperClaim("L4.5").exceptions[0].condition.str() == "not (2u+2 = m and s > 1)");
  CHECK(paperClaim("L4.4").exceptions[0].condition.str() == "u+v >= 3");
}

TEST_CASE("dropping an exception removes exactly that hypothesis and keeps the exception", "[claims]") {
  const Claim& lemma = paperClaim("L4.5");
  Claim weaker = withoutException(lemma, "unless 2u+2 = m and s > 1");
  CHECK(weaker.hypotheses.size() + 1 == lemma.hypotheses.size());
  CHECK(weaker.exceptions.size() == 1);
  CHECK(weaker.hypothesis().str().find("not (2u+2") == std::string::npos);
  CHECK_THROWS_AS(withoutException(lemma, "no such words"), std::out_of_range);
  CHECK_THROWS_AS(paperClaim("L9.9"), std::out_of_range);
}

TEST_CASE("safe follows Section 3: Alice moves from even states, Bob from odd ones", "[claims]") {
  Position even = parsePosition("<2,2;2;2>"), odd = parsePosition("<3,4;3;2>");
  CHECK(safe(even, Outcome::P));
  CHECK_FALSE(safe(even, Outcome::N));
  CHECK(safe(odd, Outcome::N));
  CHECK_FALSE(safe(odd, Outcome::P));
}

TEST_CASE("lone-stack claims state their provisos over t, t_u and t_half", "[claims]") {
  const Claim& l43 = paperClaim("L4.3");
  CHECK(l43.shape == ClaimShape::LoneStackOdd);
  CHECK(l43.hypothesis().str() == "u < m and t_half != t and t_u <= 2");
  CHECK(l43.parameters() == std::vector<std::string>{"m", "t", "t_half", "t_u", "u"});
  CHECK(paperClaim("L4.2").hypothesis().str() == "u > m");
}
