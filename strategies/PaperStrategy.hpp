// Bob's strategy exactly as the paper states it: the openings, the even-hill strategy on target
// states, the hand-over at positions S, Lemmas 4.4 and 4.5 with their plans, and Lemmas 4.2/4.3
// to the end — executing the case tables in lemmas/, with completions where the paper says "easy".
#pragma once

#include <memory>

#include "Strategy.hpp"

namespace babylon {

std::unique_ptr<Strategy> makePaperStrategy();

}  // namespace babylon
