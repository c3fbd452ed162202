// The JSON form of a game line: the same rows the HTML record shows.
#include "GameRecordRows.hpp"

#include "core/Notation.hpp"

namespace babylon::report {

nlohmann::json gameLineJson(const GameLine& line) {
  nlohmann::json rows = nlohmann::json::array();
  for (const RecordRow& r : line.rows)
    rows.push_back({{"number", r.number},
                    {"player", r.bob ? "bob" : "alice"},
                    {"move", r.move},
                    {"explicit", r.explicitMove},
                    {"after", r.after},
                    {"case", r.why},
                    {"culprit", r.culprit}});
  return {{"title", line.title}, {"start", formatPosition(line.start)}, {"moves", rows}, {"ending", line.ending}};
}

}  // namespace babylon::report
