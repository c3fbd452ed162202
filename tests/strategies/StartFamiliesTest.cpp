// The one map between the verifier's kinds of start and the paper's families, both ways.
#include <catch2/catch.hpp>

#include "lemmas/Families.hpp"
#include "strategies/Strategy.hpp"

using namespace babylon;

TEST_CASE("each kind of start begins in one family with a shape, and each such family in one kind", "[starts]") {
  for (const auto& [kind, family] : kStartFamilies) {
    INFO(startKindName(kind));
    CHECK(familyOfStart(kind) == family);
    CHECK(startOfFamily(family) == kind);
    CHECK(hasShape(family));  // lemmas/FamilyInstances enumerates the starts from the shape
  }
  for (Family plan : {Family::Plan44ii, Family::Plan45ii, Family::Plan45i, Family::KeepAlive}) {
    INFO(familyName(plan));
    CHECK_FALSE(startOfFamily(plan).has_value());
    CHECK_FALSE(hasShape(plan));
  }
}
