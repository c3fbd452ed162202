// report.json: the report's data, machine-readable, in the shape reports/report.schema.json
// describes; counterexamples use the format `babylon replay` reads.
#pragma once

#include <nlohmann/json.hpp>

#include "reports/GraphRender.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

// Bumped whenever the shape changes; the schema's "version" constant follows it.
inline constexpr int kReportJsonVersion = 2;

nlohmann::json reportJson(const Report& r, const RenderedGraphs& graphs);

}  // namespace babylon::report
