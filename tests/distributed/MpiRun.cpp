// mpirun through core/util/Subprocess, the JSON comparison, and finding a rank's process in /proc.
#include "MpiRun.hpp"

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include <unistd.h>

#include "core/util/Subprocess.hpp"

namespace babylon::mpitest {

namespace {
// Marks the ranks this test process starts, so that /proc shows which processes are its own.
const std::string& marker() {
  static const std::string mark = "BABYLON_MPI_TEST_MARK=" + std::to_string(getpid());
  return mark;
}

std::string fileText(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Environment entries are separated by NUL bytes.
bool hasEntry(const std::string& environ, const std::string& entry) {
  std::istringstream in(environ);
  for (std::string e; std::getline(in, e, '\0');)
    if (e == entry) return true;
  return false;
}

bool catchesSigint(const std::filesystem::path& proc) {
  std::istringstream status(fileText(proc / "status"));
  for (std::string line; std::getline(status, line);)
    if (line.rfind("SigCgt:", 0) == 0) return (std::stoull(line.substr(7), nullptr, 16) & (1ull << (SIGINT - 1))) != 0;
  return false;
}

// Our babylon-mpi processes, with the rank each one has.
std::vector<std::pair<pid_t, int>> markedRanks() {
  std::vector<std::pair<pid_t, int>> out;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
    std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::string environ = fileText(entry.path() / "environ");
    if (!hasEntry(environ, marker()) || fileText(entry.path() / "cmdline").find("babylon-mpi") == std::string::npos)
      continue;
    for (int r = 0; r < 64; ++r)
      if (hasEntry(environ, "OMPI_COMM_WORLD_RANK=" + std::to_string(r))) out.push_back({std::stoi(name), r});
  }
  return out;
}
}  // namespace

RunResult runMpirun(const std::vector<std::string>& launch, const MpiRunOptions& options) {
  setenv("BABYLON_MPI_TEST_MARK", std::to_string(getpid()).c_str(), 1);
  // -q: no notices of mpirun's own; --oversubscribe: more ranks than cores; no single-copy
  // transfers between ranks, which containers without ptrace rights refuse (OpenMPI then falls
  // back with a warning on stderr).
  std::vector<std::string> argv{BABYLON_MPIEXEC, "-q", "--oversubscribe", "--mca", "btl_vader_single_copy_mechanism",
                                "none"};
  if (geteuid() == 0) argv.push_back("--allow-run-as-root");
  argv.insert(argv.end(), launch.begin(), launch.end());
  report::ProcessResult p =
      report::runProcess(argv, report::ProcessOptions{options.timeoutMs, {}, options.signal, options.signalAfterMs});
  if (!p.started) throw std::runtime_error("cannot start " + std::string(BABYLON_MPIEXEC) + ": " + p.err);
  RunResult r;
  r.command = "mpirun";
  for (const std::string& a : launch) r.command += " '" + a + "'";
  r.out = std::move(p.out);
  r.err = std::move(p.err) + (p.timedOut ? "\n[killed at the time limit]" : "");
  r.signaled = p.signal != 0;
  r.status = r.signaled ? 128 + p.signal : p.exitStatus;
  return r;
}

RunResult runMpi(int ranks, const std::vector<std::string>& args, const MpiRunOptions& options) {
  std::vector<std::string> launch{"-np", std::to_string(ranks), BABYLON_MPI_EXE};
  launch.insert(launch.end(), args.begin(), args.end());
  return runMpirun(launch, options);
}

bool timedOut(const RunResult& r) { return r.err.find("[killed at the time limit]") != std::string::npos; }

nlohmann::json comparable(nlohmann::json j, bool tablePositions) {
  if (j.is_object()) {
    for (const char* key : {"seconds", "peak_memory_bytes", "table_bytes_per_solver", "ranks"}) j.erase(key);
    if (tablePositions && j.contains("work") && j["work"].is_object()) j["work"].erase("solver_table_positions");
    for (auto& [key, value] : j.items()) value = comparable(value, false);
  } else if (j.is_array()) {
    for (auto& value : j) value = comparable(value, false);
  }
  return j;
}

nlohmann::json difference(const nlohmann::json& a, const nlohmann::json& b) { return nlohmann::json::diff(a, b); }

std::optional<pid_t> rankProcess(int rank, unsigned waitMs) {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(waitMs);
  while (std::chrono::steady_clock::now() < deadline) {
    for (auto [pid, r] : markedRanks())
      if (r == rank && catchesSigint("/proc/" + std::to_string(pid))) return pid;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return std::nullopt;
}

int markedProcesses() { return static_cast<int>(markedRanks().size()); }

}  // namespace babylon::mpitest
