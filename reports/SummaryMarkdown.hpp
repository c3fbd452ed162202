// summary.md: the verdicts at a glance, with links into report.html, report.json and the graphs.
#pragma once

#include <string>

#include "reports/GraphRender.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

std::string summaryMarkdown(const Report& r, const RenderedGraphs& graphs);

}  // namespace babylon::report
