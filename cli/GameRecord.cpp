// Formatting of game records, shared by `babylon verify` and `babylon replay`.
#include "GameRecord.hpp"

#include <fmt/format.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"

namespace babylon::cli {

std::string recordStart(const Position& start) {
  return fmt::format("  {:>4}  {:<6} {:<5} {:<9} {}", "", "start", "", "", formatPosition(start));
}

std::string recordMove(int number, bool bob, const Move& move, const Position& after, const Justification* why,
                       const std::string& paperName) {
  std::string line = fmt::format("  {:>4}. {:<6} {:<5} {:<9} {}", number, bob ? "Bob" : "Alice",
                                 paperName.empty() ? formatMovePaper(move) : paperName, formatMoveExplicit(move),
                                 formatPosition(after));
  if (why) line += fmt::format("{:>4}{}", "", caseText(*why));
  return line;
}

std::string caseText(const Justification& why) {
  std::string params;
  for (const auto& [name, value] : why.params) params += fmt::format("{}{}={}", params.empty() ? "" : ", ", name, value);
  std::string text = "case " + why.caseId;
  if (!why.rule.empty()) text += ": " + why.rule;
  if (!params.empty()) text += " [" + params + "]";
  if (why.origin != Origin::Paper) text += std::string(" (") + originName(why.origin) + ")";
  return text;
}

}  // namespace babylon::cli
