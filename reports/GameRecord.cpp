// Game records in the paper's notation, shared by `verify`, `replay`, `play` and the report.
#include "GameRecord.hpp"

#include <fmt/format.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "core/util/Thousands.hpp"

namespace babylon::report {

std::string caseText(const Justification& why) {
  std::string params;
  for (const auto& [name, value] : why.params)
    params += fmt::format("{}{}={}", params.empty() ? "" : ", ", name, value);
  std::string text = why.caseId;
  if (!why.rule.empty()) text += ": " + why.rule;
  if (!params.empty()) text += " [" + params + "]";
  if (why.origin != Origin::Paper) text += std::string(" (") + originName(why.origin) + ")";
  return text;
}

std::string startParamsText(const Start& s) {
  std::string out;
  for (const auto& [name, value] : s.params) out += fmt::format("{}{}={}", out.empty() ? "" : " ", name, value);
  return out;
}

std::string diagnosisText(const Counterexample& c, const std::vector<std::string>& moveNames) {
  const Diagnosis& d = c.diagnosis;
  std::string who = c.start.side == Side::Bob ? "Bob" : "Alice";
  std::string text = fmt::format("the start is {} for {} with best play", d.startSafe ? "won" : "NOT won", who);
  if (d.firstUnsafeBobMove) {
    auto i = static_cast<std::size_t>(*d.firstUnsafeBobMove);
    text += fmt::format("; {}'s move {} ({}) turned a won position into a lost one", who, i + 1,
                        i < moveNames.size() ? moveNames[i] : "?");
  }
  if (d.failedWhenSafe) text += "; the strategy failed in a position " + who + " could still win";
  return text;
}

GameLine strategyLine(const Counterexample& c) {
  GameLine line{fmt::format("from {} ({}, {}), {}", formatPosition(c.start.position), startKindName(c.start.kind),
                            startParamsText(c.start), counted(c.steps.size(), "move")),
                c.start.position,
                {},
                ""};
  PaperRecorder names(c.start.position);
  std::vector<std::string> moveNames;
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    moveNames.push_back(names.play(s.move));
    line.rows.push_back({static_cast<int>(i + 1), s.bob, moveNames.back(), formatMoveExplicit(s.move),
                         formatPosition(s.after), s.why ? caseText(*s.why) : "",
                         c.diagnosis.firstUnsafeBobMove == static_cast<int>(i)});
  }
  line.ending = describeEnd(c) + ". The exact solver: " + diagnosisText(c, moveNames) + ".";
  return line;
}

std::string recordStart(const Position& start) {
  return fmt::format("  {:>4}  {:<6} {:<5} {:<9} {}", "", "start", "", "", formatPosition(start));
}

std::string recordRowText(const RecordRow& row) {
  std::string line = fmt::format("  {:>4}. {:<6} {:<5} {:<9} {}", row.number, row.bob ? "Bob" : "Alice", row.move,
                                 row.explicitMove, row.after);
  if (!row.why.empty()) line += fmt::format("{:>4}case {}", "", row.why);
  return line;
}

std::string recordMove(int number, bool bob, const Move& move, const Position& after, const Justification* why,
                       const std::string& paperName) {
  return recordRowText({number, bob, paperName.empty() ? formatMovePaper(move) : paperName, formatMoveExplicit(move),
                        formatPosition(after), why ? caseText(*why) : "", false});
}

}  // namespace babylon::report
