// The nodes' graph (PROOF-FORMAT.md, "The nodes"): that the winner wins at each node the
// certificate states (Bob at the lemmas' nodes, Alice at hers), shown over a counter abstraction of
// the positions, and that Alice's openings lead to her nodes. The loser's moves come from the move
// rule, over the abstraction's stacks; the winner's are those the node's `play` lines allow.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "ProofCheck.hpp"

namespace bproof {

// Queues with `later` the queries of every node (each at its node's line or its play's) and of the
// openings, and calls `fail` where a node lacks what its proof needs (a node of the winner without
// plays, an even node without the odd node of its name).
void nodeGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
               const std::function<void(std::size_t, const std::string&)>& fail);

}  // namespace bproof
