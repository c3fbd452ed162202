// Alice's gather nodes (PROOF-FORMAT.md, "Alice's gather nodes"): that she wins at each, shown over
// a counter abstraction of gather positions, and that her openings at starts with p >= 3 and p+q
// odd lead to one. Bob's moves come from the move rule; hers are those her `play` lines allow.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "ProofCheck.hpp"

namespace bproof {

// Queues with `later` the queries of every gather node and of the openings at p >= 3 (when the
// certificate claims all of Alice's starts), and calls `fail` where a node has no play.
void gatherGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
                 const std::function<void(std::size_t, const std::string&)>& fail);

}  // namespace bproof
