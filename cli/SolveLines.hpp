// `babylon solve -`: positions read one per line, answered one JSON object per line.
#pragma once

#include <istream>
#include <ostream>

#include "core/Solver.hpp"

namespace babylon::cli {

// Answers every non-blank line of `in` with one line of JSON on `out`, whatever its bytes: a line
// that does not parse gets an object with "error" (and "complete" false), and the lines after it
// are still answered. Returns 0, or 2 when some line did not parse. Throws RunStopped when the
// solver's guard stops the run.
int solveLines(std::istream& in, std::ostream& out, Solver& solver);

}  // namespace babylon::cli
