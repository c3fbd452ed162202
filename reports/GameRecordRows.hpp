// A line of play as rows of a game record in the paper's notation — the form the HTML page and
// the JSON file show for every counterexample, whichever check found it.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/Position.hpp"

namespace babylon::report {

struct RecordRow {
  int number = 0;  // 1 for the first move
  bool bob = false;
  std::string move;          // the paper's stack string, e.g. "rR"
  std::string explicitMove;  // e.g. "r1>r4"
  std::string after;         // the position after the move, in the paper's notation
  std::string why;           // Bob's case, when a strategy chose the move
  bool culprit = false;      // the first move of Bob from a safe position to an unsafe one
};

struct GameLine {
  std::string title;  // what the line shows, e.g. "Lemma 4.5: <2,6;4;2> is not safe"
  Position start;     // the position the line starts from
  std::vector<RecordRow> rows;
  std::string ending;  // how it ends, in words
};

nlohmann::json gameLineJson(const GameLine& line);

}  // namespace babylon::report
