// The view of `babylon solve`: the exact solver's analysis of one position (its outcome, every
// winning move with the position it leaves); JSON (without the common keys) and text.
#pragma once

#include <optional>
#include <ostream>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/Grundy.hpp"
#include "core/Position.hpp"
#include "core/Solver.hpp"

namespace babylon::report {

// With `grundy`, also the position's Grundy value (`solve --grundy`).
nlohmann::json analysisJson(const Position& p, const Analysis& a, std::optional<int> grundy = std::nullopt);
void printAnalysis(std::ostream& out, const Position& p, const Analysis& a, std::optional<int> grundy = std::nullopt);

// A sum of positions (`solve 'A + B'`), solved by nim-sum: its value, each part's, and the
// winning moves, each in one part.
nlohmann::json sumJson(const std::vector<Position>& parts, const SumAnalysis& a);
void printSum(std::ostream& out, const std::vector<Position>& parts, const SumAnalysis& a);

}  // namespace babylon::report
