// Runs `babylon` through core/util/Subprocess (no shell) and collects its output.
#include "RunBabylon.hpp"

#include <regex>
#include <sstream>
#include <stdexcept>

#include <catch2/catch.hpp>

#include "core/util/Subprocess.hpp"

namespace babylon::clitest {

namespace {

std::string quoted(const std::vector<std::string>& args) {
  std::string command = "babylon";
  for (const std::string& a : args) command += " '" + a + "'";
  return command;
}

// The project's one way to start a process (core/util/Subprocess): no shell, argv as a vector.
RunResult runWith(const std::vector<std::string>& args, const std::string& input, int signal, unsigned afterMs) {
  std::vector<std::string> argv{BABYLON_EXE};
  argv.insert(argv.end(), args.begin(), args.end());
  report::ProcessResult p = report::runProcess(argv, report::ProcessOptions{0, input, signal, afterMs});
  if (!p.started) throw std::runtime_error("cannot start " + std::string(BABYLON_EXE) + ": " + p.err);
  RunResult r;
  r.command = quoted(args);
  r.out = std::move(p.out);
  r.err = std::move(p.err);
  if (p.signal != 0) {
    r.signaled = true;
    r.status = 128 + p.signal;
  } else {
    r.status = p.exitStatus;
  }
  return r;
}

}  // namespace

std::vector<std::string> RunResult::errLines() const {
  std::vector<std::string> lines;
  std::istringstream in(err);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

nlohmann::json RunResult::json() const { return nlohmann::json::parse(out); }

RunResult runBabylon(const std::vector<std::string>& args, const std::string& input) {
  return runWith(args, input, 0, 0);
}

RunResult runBabylonSignaled(const std::vector<std::string>& args, int signal, int afterMs) {
  return runWith(args, "", signal, static_cast<unsigned>(afterMs));
}

nlohmann::json successfulJson(const std::vector<std::string>& args) {
  RunResult r = runBabylon(args);
  INFO(r.command << "\nstdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  nlohmann::json j;
  REQUIRE_NOTHROW(j = r.json());
  return j;
}

bool mentions(const std::string& text, const std::string& pattern) {
  return std::regex_search(text, std::regex(pattern, std::regex::ECMAScript | std::regex::icase));
}

}  // namespace babylon::clitest
