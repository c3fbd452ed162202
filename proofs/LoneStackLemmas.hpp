// Lemmas 4.2 and 4.3 for all n: the paper's proofs written out step by step, each step an
// obligation (assumption => claim over the integers) that Z3 proves and cvc5 re-checks.
//
// What is machine-checked is each step's arithmetic. The case split and what each step may assume
// about the stacks (the tallest two and the shortest two bound every other, a y-stack is at most
// the total of the y-stacks, ...) are written here, in the comments of LoneStackLemmas.cpp, for
// a reader to check; `lemmas` checks both lemmas on every instance up to its size, and the
// keep-alive rules that play them are checked against them in tests/proofs.
#pragma once

#include <vector>

#include "proofs/Obligations.hpp"

namespace babylon {

// The steps of Lemma 4.2's and Lemma 4.3's proofs (kind "lemma").
std::vector<Obligation> loneStackLemmaObligations();

}  // namespace babylon
