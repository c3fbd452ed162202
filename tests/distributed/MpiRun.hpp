// Runs babylon-mpi under mpirun (through core/util/Subprocess, no shell), and the comparison of
// its JSON with babylon's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>
#include <sys/types.h>

#include "RunBabylon.hpp"

namespace babylon::mpitest {

using clitest::RunResult;

struct MpiRunOptions {
  unsigned timeoutMs = 240000;  // a hung run is killed and fails the test
  int signal = 0;               // > 0: sent to mpirun itself after signalAfterMs (Ctrl-C)
  unsigned signalAfterMs = 0;
};

// mpirun -q -np RANKS (allowing root and more ranks than cores) babylon-mpi ARGS. -q keeps
// mpirun's own notices off stderr, so stderr is what rank 0 wrote.
RunResult runMpi(int ranks, const std::vector<std::string>& args, const MpiRunOptions& options = {});
// mpirun with the same flags and then `launch` as given (e.g. several app contexts separated by ":").
RunResult runMpirun(const std::vector<std::string>& launch, const MpiRunOptions& options = {});
bool timedOut(const RunResult& r);  // the run was killed at the time limit

// The JSON without what differs between runs of the same input: timings ("seconds"), memory
// ("peak_memory_bytes", "table_bytes_per_solver") and babylon-mpi's "ranks"; with
// `tablePositions`, also lemmas' work.solver_table_positions (the size of the solver's table: work,
// not a result, and each rank keeps a table of its own).
nlohmann::json comparable(nlohmann::json j, bool tablePositions = false);

// The JSON Patch turning a into b (empty when they are equal), for messages.
nlohmann::json difference(const nlohmann::json& a, const nlohmann::json& b);

// The process of babylon-mpi of rank `rank` started with this process's marker in its environment
// (every runMpi call sets it), once it catches SIGINT, i.e. once its run has begun; waits up
// to `waitMs`.
std::optional<pid_t> rankProcess(int rank, unsigned waitMs);
// How many babylon-mpi processes with this process's marker are alive.
int markedProcesses();

}  // namespace babylon::mpitest
