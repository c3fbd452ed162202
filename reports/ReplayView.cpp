// The view of `babylon replay`: a saved counterexample played again under a strategy, move by
// move with the case behind each of the strategy's moves or why it differs; JSON and text.
#include "ReplayView.hpp"

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"
#include "reports/GameRecord.hpp"

namespace babylon::report {

void printReplay(std::ostream& out, const SavedCounterexample& saved, const std::string& strategy, const Replay& r) {
  out << "replay: strategy '" << strategy << "' from " << formatPosition(saved.start) << " ("
      << startKindName(saved.kind) << "), " << saved.moves.size() << " moves"
      << (r.departure ? ", stopped at move " + std::to_string(r.departure->number) : "") << "\n"
      << recordStart(saved.start) << "\n";
  PaperRecorder names(saved.start);
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const ReplayedMove& m = r.moves[i];
    // The case is shown only when the strategy still plays the file's move; else MISMATCH says why.
    const Justification* why = m.strategyPlaysIt ? &m.strategyReply->why : nullptr;
    out << recordMove(static_cast<int>(i + 1), m.bob, m.move, m.after, why, names.play(m.move)) << "\n";
    if (!m.mismatch.empty()) out << "        MISMATCH: " << m.mismatch << "\n";
  }
  out << "  end: " << describeEnding(r) << "\n";
  const std::string player = saved.side == Side::Bob ? "Bob" : "Alice";
  if (r.confirmsFailure())
    out << "the file is a real counterexample: every move is legal, " << player
        << "'s moves are the strategy's, and the line ends with " << player << " losing or the strategy failing\n";
  else
    out << "the file is NOT a counterexample to this strategy as it is now"
        << (r.mismatches ? " (" + std::to_string(r.mismatches) + " of " + player + "'s moves differ)" : "") << "\n";
}

namespace {
// Where the replay stopped because the strategy left the file's line; null when it did not.
nlohmann::json departureJson(const Replay& r) {
  if (!r.departure) return nullptr;
  const Replay::Departure& d = *r.departure;
  return {{"number", d.number},
          {"position", formatPosition(d.before)},
          {"recorded", formatMoveExplicit(d.recorded)},
          {"strategy", d.strategy ? nlohmann::json(formatMoveExplicit(d.strategy->move)) : nlohmann::json(nullptr)},
          {"case", d.strategy ? nlohmann::json(d.strategy->why.caseId) : nlohmann::json(nullptr)}};
}
}  // namespace

nlohmann::json replayJson(const SavedCounterexample& saved, const std::string& strategy, const Replay& r) {
  nlohmann::json moves = nlohmann::json::array();
  PaperRecorder names(saved.start);
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const ReplayedMove& m = r.moves[i];
    const Justification* why = m.strategyPlaysIt ? &m.strategyReply->why : nullptr;
    moves.push_back({{"number", i + 1},
                     {"player", m.bob ? "bob" : "alice"},
                     {"move", names.play(m.move)},
                     {"explicit", formatMoveExplicit(m.move)},
                     {"after", formatPosition(m.after)},
                     {"case", why ? nlohmann::json(why->caseId) : nlohmann::json(nullptr)},
                     {"mismatch", m.mismatch.empty() ? nlohmann::json(nullptr) : nlohmann::json(m.mismatch)}});
  }
  return {{"strategy", strategy},
          {"start", formatPosition(saved.start)},
          {"start_kind", startKindName(saved.kind)},
          {"side", sideName(saved.side)},
          {"moves", moves},
          {"end", describeEnding(r)},
          {"confirms_failure", r.confirmsFailure()},
          {"stopped_at", departureJson(r)},
          {"totals", {{"moves", r.moves.size()}, {"mismatches", r.mismatches}}}};
}

}  // namespace babylon::report
