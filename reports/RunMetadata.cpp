// Reads the build facts, asks the solvers and Graphviz for their versions, and describes the machine.
#include "RunMetadata.hpp"

#include <chrono>
#include <ctime>
#include <fstream>
#include <thread>

#include <sys/utsname.h>
#include <unistd.h>
#include <z3.h>

#include "BuildInfo.hpp"
#include "core/util/Subprocess.hpp"
#include "lemmas/CaseTableFile.hpp"

namespace babylon::report {

namespace {

std::string firstLine(const std::string& text) {
  std::string line = text.substr(0, text.find('\n'));
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
  return line;
}

// A helper program's version line; `dot -V` prints it on stderr.
std::string versionOf(const std::vector<std::string>& argv) {
  ProcessResult r = runProcess(argv);
  if (!r.started) return "not found";
  std::string line = firstLine(r.out.empty() ? r.err : r.out);
  return line.empty() ? "unknown" : line;
}

std::string cpuModel() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos) return line.substr(line.find_first_not_of(' ', colon + 1));
    }
  return "unknown";
}

Machine describeMachine() {
  Machine m;
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) == 0) m.hostname = host;
  utsname u{};
  if (uname(&u) == 0) m.os = std::string(u.sysname) + " " + u.release + " " + u.machine;
  m.cpu = cpuModel();
  m.cores = std::thread::hardware_concurrency();
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
  if (pages > 0 && pageSize > 0)
    m.memoryBytes = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize);
  return m;
}

}  // namespace

std::string utcNow() {
  std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

RunMetadata collectMetadata(const std::string& commandLine) {
  const BuildInfo& b = buildInfo();
  RunMetadata m;
  m.programVersion = b.version;
  m.gitCommit = b.gitCommit;
  m.gitDirty = b.gitDirty;
  m.compiler = b.compiler;
  m.compilerOptions = b.options;
  m.buildType = b.buildType;
  m.z3Version = Z3_get_full_version();
  m.cvc5Version = versionOf({"cvc5", "--version"});
  m.graphvizVersion = versionOf({"dot", "-V"});
  m.date = utcNow();
  m.commandLine = commandLine;
  m.caseTablesFolder = loadedCaseTables().folder;
  m.caseTablesSha256 = loadedCaseTables().sha256;
  m.machine = describeMachine();
  return m;
}

}  // namespace babylon::report
