// Names of the strategy interface's enumerations, for reports and JSON.
#include "Strategy.hpp"

namespace babylon {

const char* startKindName(StartKind k) {
  switch (k) {
    case StartKind::Initial: return "initial";
    case StartKind::Target: return "target";
    case StartKind::Lemma44: return "lemma-4.4";
    case StartKind::Lemma45: return "lemma-4.5";
    case StartKind::Position1: return "position-1";
    case StartKind::Position2: return "position-2";
    case StartKind::Position3: return "position-3";
  }
  return "?";
}

Family familyOfStart(StartKind k) {
  for (auto [kind, family] : kStartFamilies)
    if (kind == k) return family;
  return Family::KeepAlive;  // not reached: every kind is in the map
}

std::optional<StartKind> startOfFamily(Family f) {
  for (auto [kind, family] : kStartFamilies)
    if (family == f) return kind;
  return std::nullopt;
}

const char* sideName(Side s) { return s == Side::Bob ? "bob" : "alice"; }

std::optional<Side> parseSide(const std::string& name) {
  if (name == "bob") return Side::Bob;
  if (name == "alice") return Side::Alice;
  return std::nullopt;
}

}  // namespace babylon
