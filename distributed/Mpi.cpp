// MPI start-up and shut-down, and byte transfers of any size between ranks.
#include "distributed/Mpi.hpp"

#include <algorithm>
#include <stdexcept>

namespace babylon::distributed {

namespace {
constexpr std::uint64_t kPiece = 1ull << 30;  // MPI counts are ints: larger messages go in pieces
constexpr int kGatherTag = 7001;

void sendBytes(const std::string& bytes, int to, MPI_Comm comm) {
  for (std::uint64_t at = 0; at < bytes.size(); at += kPiece) {
    int count = static_cast<int>(std::min<std::uint64_t>(kPiece, bytes.size() - at));
    MPI_Send(bytes.data() + at, count, MPI_BYTE, to, kGatherTag, comm);
  }
}

void receiveBytes(std::string& bytes, int from, MPI_Comm comm) {
  for (std::uint64_t at = 0; at < bytes.size(); at += kPiece) {
    int count = static_cast<int>(std::min<std::uint64_t>(kPiece, bytes.size() - at));
    MPI_Recv(bytes.data() + at, count, MPI_BYTE, from, kGatherTag, comm, MPI_STATUS_IGNORE);
  }
}
}  // namespace

MpiSession::MpiSession(int& argc, char**& argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_SERIALIZED, &provided);
  if (provided < MPI_THREAD_SERIALIZED) {
    MPI_Finalize();
    throw std::runtime_error("this MPI library does not allow calls from more than one thread (MPI_THREAD_SERIALIZED)");
  }
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
  MPI_Comm machine;
  MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank_, MPI_INFO_NULL, &machine);
  MPI_Comm_size(machine, &ranksOnMachine_);
  MPI_Comm_free(&machine);
}

MpiSession::~MpiSession() { MPI_Finalize(); }

std::vector<std::string> gatherToRoot(const std::string& mine, MPI_Comm comm) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  std::uint64_t size = mine.size();
  std::vector<std::uint64_t> sizes(static_cast<std::size_t>(ranks));
  MPI_Gather(&size, 1, MPI_UINT64_T, sizes.data(), 1, MPI_UINT64_T, 0, comm);
  if (rank != 0) {
    sendBytes(mine, 0, comm);
    return {};
  }
  std::vector<std::string> all(static_cast<std::size_t>(ranks));
  all[0] = mine;
  for (int r = 1; r < ranks; ++r) {
    all[static_cast<std::size_t>(r)].resize(sizes[static_cast<std::size_t>(r)]);
    receiveBytes(all[static_cast<std::size_t>(r)], r, comm);
  }
  return all;
}

std::string broadcastFromRoot(const std::string& rootBytes, MPI_Comm comm) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  std::uint64_t size = rootBytes.size();
  MPI_Bcast(&size, 1, MPI_UINT64_T, 0, comm);
  std::string bytes = rank == 0 ? rootBytes : std::string(size, '\0');
  for (std::uint64_t at = 0; at < size; at += kPiece) {
    int count = static_cast<int>(std::min<std::uint64_t>(kPiece, size - at));
    MPI_Bcast(bytes.data() + at, count, MPI_BYTE, 0, comm);
  }
  return bytes;
}

}  // namespace babylon::distributed
