// The instances of a claim up to a total number of chips: the verifier's starts of its family,
// every arrangement of y-stacks for the lone-stack Lemmas 4.2 and 4.3, and the exceptional
// instances of the shape that fail exactly one stated exception. With a guard, long
// enumerations stop by throwing RunStopped.
#pragma once

#include <optional>
#include <vector>

#include "core/Position.hpp"
#include "core/RunGuard.hpp"
#include "lemmas/Claims.hpp"

namespace babylon {

struct Instance {
  Position position;
  Env params;  // the claim's parameters and any others the shape defines (m, j, k, s, u, v, H, t, ...)
};

// The instances the claim is about, total <= maxN, in increasing total: for a family, its
// instances (lemmas/FamilyInstances, the same as the verifier's starts) that meet the claim's
// domain and hypotheses (plus, for a claim with an exception dropped, the exceptional instances
// that now count); for a lone-stack shape, every multiset of y-stack heights meeting the hypotheses.
std::vector<Instance> claimInstances(const Claim& claim, int maxN, RunGuard* guard = nullptr);

// Instances of the claim's shape and domain that fail `exception` and meet every other
// hypothesis, total <= maxN, in increasing total.
std::vector<Instance> exceptionalInstances(const Claim& claim, const NamedCondition& exception, int maxN,
                                           RunGuard* guard = nullptr);

// The lone-stack parameters (lemmas/Claims.hpp) of a red-blue position whose only red stack is
// X: m, u, t, t_u, t_half; nullopt when red has no stack or more than one.
std::optional<Env> loneStackParams(const Position& p);

// Every instance of the shape and domain, hypotheses not applied (for families: the family's
// shape, familyShape and shapeEquations, read as matchFamily reads it), in increasing total.
std::vector<Instance> shapeInstances(const Claim& claim, int maxN, RunGuard* guard = nullptr);

}  // namespace babylon
