// The view of `babylon table`: the colors x chips-per-color grid of winners, each cell with its time
// and positions, cells over a budget marked as such; JSON and text.
#pragma once

#include <ostream>

#include <nlohmann/json.hpp>

#include "claims/EqualStartTable.hpp"

namespace babylon::report {

nlohmann::json equalStartTableJson(const EqualStartTable& t);
void printEqualStartTable(std::ostream& out, const EqualStartTable& t);

}  // namespace babylon::report
