// libFuzzer harness: `solve -`'s line loop answers every non-blank line with one line of valid
// JSON, whatever bytes the input holds (invalid UTF-8, NUL, control bytes, long lines).
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/SolveLines.hpp"
#include "core/RunGuard.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  // A large position may take long to solve: a deadline stops the solver, not the line loop.
  babylon::RunGuard guard(1ull << 30, nullptr, std::chrono::steady_clock::now() + std::chrono::milliseconds(200));
  babylon::SolverOptions options;
  options.threads = 1;
  options.tableBytes = 16u << 20;  // the table grows to this: a fresh solver per input stays cheap
  babylon::Solver solver(guard, options);
  std::istringstream in(text);
  std::ostringstream out;
  try {
    babylon::cli::solveLines(in, out, solver);
  } catch (const babylon::RunStopped&) {
    return 0;
  }
  std::size_t asked = 0;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.find_first_not_of(" \t\r") != std::string::npos) ++asked;
  std::size_t answered = 0;
  std::istringstream answers(out.str());
  for (std::string line; std::getline(answers, line); ++answered)
    if (!nlohmann::json::accept(line)) __builtin_trap();  // not valid JSON (or not valid UTF-8)
  if (answered != asked) __builtin_trap();
  return 0;
}
