// report.html: one self-contained page — inline CSS and SVG, no scripts, and a content security
// policy that forbids every network access.
#pragma once

#include <string>

#include "reports/GraphRender.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

std::string reportHtml(const Report& r, const RenderedGraphs& graphs);

}  // namespace babylon::report
