// The keep-alive rules' hand-written Lemma 4.2 and 4.3 hypotheses against the claims' own, on
// every lone-stack instance up to 16 chips.
#include <catch2/catch.hpp>

#include "claims/ClaimInstances.hpp"
#include "core/Notation.hpp"
#include "strategies/KeepAlive.hpp"

using namespace babylon;

TEST_CASE("the strategy's Lemma 4.2/4.3 tests agree with the claims' hypotheses", "[instances]") {
  // strategies/KeepAlive writes the hypotheses by hand; they must not drift from lemmas/Claims.
  for (const char* id : {"L4.2", "L4.3"}) {
    const Claim& lemma = paperClaim(id);
    for (const Instance& i : shapeInstances(lemma, 16)) {
      INFO(id << " " << formatPosition(i.position));
      bool claimed = lemma.hypothesis().evalBool(i.params);
      CHECK((lemma.shape == ClaimShape::LoneStackOdd ? lemma43Holds(i.position) : lemma42Holds(i.position)) == claimed);
    }
  }
}
