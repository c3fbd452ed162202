// The MPI session of one babylon-mpi process: MPI started with threads allowed (one thread at a
// time calls MPI: the stop relay while this rank's units run, the main thread before and after),
// the rank and the number of ranks, and the byte transfers the spread runs need.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <mpi.h>

namespace babylon::distributed {

class MpiSession {
 public:
  // MPI_Init_thread asking for MPI_THREAD_SERIALIZED; throws std::runtime_error if MPI gives less.
  MpiSession(int& argc, char**& argv);
  ~MpiSession();  // MPI_Finalize
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;

  int rank() const { return rank_; }
  int ranks() const { return ranks_; }
  // How many ranks share this rank's machine (MPI_COMM_TYPE_SHARED).
  int ranksOnThisMachine() const { return ranksOnMachine_; }
  MPI_Comm world() const { return MPI_COMM_WORLD; }

 private:
  int rank_ = 0, ranks_ = 1, ranksOnMachine_ = 1;
};

// Every rank's bytes, in rank order, on rank 0 (sent point to point in pieces of at most 1 GiB, so
// no size limit applies); the other ranks get an empty vector. Collective over `comm`.
std::vector<std::string> gatherToRoot(const std::string& mine, MPI_Comm comm);

// The bytes of rank 0 on every rank. Collective over `comm`.
std::string broadcastFromRoot(const std::string& rootBytes, MPI_Comm comm);

}  // namespace babylon::distributed
