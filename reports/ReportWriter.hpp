// Writes a whole report — graphs (DOT and SVG), counterexample files, report.json, report.html,
// summary.md — into a staging directory that then replaces the target in one step.
#pragma once

#include <filesystem>

#include "reports/GraphRender.hpp"
#include "reports/Report.hpp"

namespace babylon::report {

// Every file of the report into `dir`, each written atomically; returns the rendered graphs.
RenderedGraphs writeReportFiles(const Report& r, const std::filesystem::path& dir);

// writeReportFiles into a StagedDirectory beside `target`, then swapped into place. Throws
// WriteError (nothing at `target` changes) when the target is not replaceable or a write fails.
void writeReport(const Report& r, const std::filesystem::path& target);

}  // namespace babylon::report
