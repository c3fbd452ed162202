// The view of `babylon solve`: the exact solver's analysis of one position (its outcome, every
// winning move with the position it leaves); JSON (without the common keys) and text.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "core/Position.hpp"
#include "core/Solver.hpp"

namespace babylon::report {

nlohmann::json analysisJson(const Position& p, const Analysis& a);
void printAnalysis(std::ostream& out, const Position& p, const Analysis& a);

}  // namespace babylon::report
