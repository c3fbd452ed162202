// The facts a reader needs to trust or reproduce a report: what was run, built how, when, where.
#pragma once

#include <cstdint>
#include <string>

namespace babylon::report {

struct Machine {
  std::string hostname;
  std::string os;      // uname: system, release, architecture
  std::string cpu;     // the model name in /proc/cpuinfo, when there is one
  unsigned cores = 0;  // hardware threads
  std::uint64_t memoryBytes = 0;
};

struct RunMetadata {
  std::string programVersion;
  std::string gitCommit;
  bool gitDirty = false;
  std::string compiler;
  std::string compilerOptions;
  std::string buildType;
  std::string z3Version;
  std::string cvc5Version;      // first line of `cvc5 --version`, or "not found"
  std::string graphvizVersion;  // `dot -V`, or "not found"
  std::string date;             // UTC, ISO 8601, when the run began
  std::string commandLine;
  std::string caseTablesFolder;  // where Bob's case tables were read from
  std::string caseTablesSha256;  // of the table files, concatenated in their order
  Machine machine;
};

// Build facts, solver versions, the machine and the current time.
RunMetadata collectMetadata(const std::string& commandLine);

// Now in UTC, e.g. "2025-01-31T12:00:00Z".
std::string utcNow();

}  // namespace babylon::report
