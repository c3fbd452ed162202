// The lemmas' graph (PROOF-FORMAT.md, "The lemmas' nodes"): that Bob wins at each node the
// certificate states, shown over a counter abstraction of lone-stack positions. The moves of both
// players come from the move rule, over the abstraction's stacks; Bob's are those the node's
// `play` lines allow.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "ProofCheck.hpp"

namespace bproof {

// Queues with `later` the queries of every node (each at its node's line or its play's), and calls
// `fail` where a node lacks what its proof needs (an odd node without plays, an even node
// without the odd node of its name).
void lemmaGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
                const std::function<void(std::size_t, const std::string&)>& fail);

}  // namespace bproof
