// Game records in the paper's notation: the phrases every view of a line of play shares (the
// case behind a move, a start with its parameters, the solver's diagnosis of a counterexample)
// and the terminal's form, one move per line with the position after it and, for the strategy's
// moves, the case that chose it. The HTML page and the JSON file show the same rows (GameRecordRows).
#pragma once

#include <string>
#include <vector>

#include "core/Move.hpp"
#include "reports/GameRecordRows.hpp"
#include "strategies/Strategy.hpp"
#include "verify/Counterexample.hpp"

namespace babylon::report {

// "L4.4(ii).exception: Lemma 4.4 (ii) ... [m=9, u=3] (completion)"
std::string caseText(const Justification& why);
// "m=4 u=1": a start's parameters.
std::string startParamsText(const Start& s);
// "the start is won for Bob with best play; Bob's move 3 (rR) turned a won position into a lost one"
// `moveNames`: the line's moves in the paper's notation, one per step.
std::string diagnosisText(const Counterexample& c, const std::vector<std::string>& moveNames);
// A counterexample as rows: titled "from <3,5;;> (initial, p=3 q=5), 4 moves", ending with how the
// line ends and the solver's diagnosis.
GameLine strategyLine(const Counterexample& c);

// "         start             <3,5;;>"
std::string recordStart(const Position& start);
// "    2. Bob    rr   r1>r1    <1,5;2;>    case first: the first legal move"
std::string recordRowText(const RecordRow& row);
// The same from a move: `paperName` is the move as a PaperRecorder following the game names it
// (e.g. "brrb"); without it the move is named from the top colors alone.
std::string recordMove(int number, bool bob, const Move& move, const Position& after, const Justification* why,
                       const std::string& paperName = "");

}  // namespace babylon::report
