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

const char* sideName(Side s) { return s == Side::Bob ? "bob" : "alice"; }

std::optional<Side> parseSide(const std::string& name) {
  if (name == "bob") return Side::Bob;
  if (name == "alice") return Side::Alice;
  return std::nullopt;
}

}  // namespace babylon
