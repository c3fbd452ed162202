// Every instance of a family with a given number of chips, enumerated from the family's shape:
// the one enumerator of the verifier's starts (verify/Starts) and the claims' instances
// (claims/ClaimInstances).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "ShapeReading.hpp"

namespace babylon {

struct FamilyInstance {
  Position position;
  FamilyValues values;  // as matchFamily reads them (readFamily with the same FamilyReading)
};

// The letters a family's instances range over, in the order the enumeration varies them: the
// shape's slots in reading order (j, k, red hills, blue hills) after the shape equations that fix
// a slot are put in (j = 3, k = 2s); e.g. k, u, v for Lemma 4.4, s, u, v for Lemma 4.5.
std::vector<std::string> familyLetters(Family f);

// Every position with `total` chips that readFamily(f, ., reading) accepts, once each, with its
// values, ordered by familyLetters(f) lexicographically. Each slot is linear in its own letter,
// so the chips are a linear function of the letters: all but the last letter are looped within
// the bounds the slots (a hill has two chips or more) and, with WithHypothesis, the hypothesis's
// conjuncts `letter >= c` (and <=, >, <, =) allow, and the last is solved from the total; a
// candidate is kept when the reading accepts it (readSlots, what readFamily does on its position),
// so the instances are exactly the family's.
void forEachFamilyInstance(Family f, int total, FamilyReading reading,
                           const std::function<void(FamilyInstance&&)>& visit);

// The same for every total from 1 to maxN, in increasing total.
std::vector<FamilyInstance> familyInstances(Family f, int maxN, FamilyReading reading = FamilyReading::WithHypothesis);

}  // namespace babylon
