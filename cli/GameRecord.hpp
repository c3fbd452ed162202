// Game records in the paper's notation for the terminal: one move per line with the position
// after it and, for Bob's moves, the case of the strategy that chose it.
#pragma once

#include <string>

#include "core/Move.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::cli {

// "         start             <3,5;;>"
std::string recordStart(const Position& start);
// "    2. Bob    rr   r1>r1    <1,5;2;>    case first: the first legal move"
// `paperName`: the move as a PaperRecorder following the game names it (e.g. "brrb"); without it
// the move is named from the top colors alone.
std::string recordMove(int number, bool bob, const Move& move, const Position& after, const Justification* why,
                       const std::string& paperName = "");
// "case L4.4(ii).exception: Lemma 4.4 (ii) ... [m=9, u=3] (completion)"
std::string caseText(const Justification& why);

}  // namespace babylon::cli
