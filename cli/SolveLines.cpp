// The `solve -` line loop: one solver (and its table) for all lines, a JSON object per line.
#include "SolveLines.hpp"

#include <string>

#include <nlohmann/json.hpp>

#include "CommandJson.hpp"
#include "ExitCodes.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"
#include "reports/SolveView.hpp"

namespace babylon::cli {

int solveLines(std::istream& in, std::ostream& out, Solver& solver) {
  std::string line;
  int status = kOk, number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      Position p = parsePosition(line);
      out << commandJson("solve", report::analysisJson(p, solver.analyse(p))).dump() << std::endl;
    } catch (const ParseError& e) {
      // The input echoed escaped and cut: JSON text must be valid UTF-8, and a line may be anything.
      nlohmann::json error{
          {"complete", false}, {"line", number}, {"input", printable(line)}, {"error", printable(e.what(), 400)}};
      out << commandJson("solve", error).dump() << std::endl;
      status = kBadInput;
    }
  }
  return status;
}

}  // namespace babylon::cli
