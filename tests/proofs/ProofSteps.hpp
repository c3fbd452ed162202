// For the tests of the graphs over counter abstractions (Lemmas 4.2 and 4.3, Alice's Lemma A,
// openings and gather phase): a step's status by Z3 alone, and a step by its id.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "proofs/Prover.hpp"

namespace babylon::prooftest {

inline ProofStatus statusOf(const Obligation& o) { return prove(o, {10000, "", false}).status; }

// The step `prefix + id` of `all` (prefix "lemma." or "alice."); fails the test when there is none.
inline const Obligation& stepById(const std::vector<Obligation>& all, const std::string& prefix,
                                  const std::string& id) {
  for (const Obligation& o : all)
    if (o.id == prefix + id) return o;
  FAIL("no step " << id);
  return all.front();
}

}  // namespace babylon::prooftest
