// Stops under mpirun: a rank that stops (memory limit, Ctrl-C or SIGTERM) stops every rank; rank 0
// reports the finished work and the stop as babylon does; no rank is left running.
#include <csignal>
#include <thread>

#include <catch2/catch.hpp>

#include "MpiRun.hpp"

using babylon::clitest::mentions;
using babylon::mpitest::markedProcesses;
using babylon::mpitest::rankProcess;
using babylon::mpitest::runMpi;
using babylon::mpitest::RunResult;
using babylon::mpitest::timedOut;
using nlohmann::json;

TEST_CASE("the memory limit reached on the ranks: exit 3, one line, the finished starts reported", "[mpi][stop]") {
  // 1M is below what any process needs: every rank stops at its first look at its memory.
  RunResult r = runMpi(2, {"classify", "--max-n", "60", "--max-memory", "1M", "--threads", "1", "--json"});
  INFO(r.command << "\nstatus " << r.status << "\nstderr: " << r.err);
  CHECK_FALSE(timedOut(r));
  CHECK(r.status == 3);
  auto lines = r.errLines();
  REQUIRE(lines.size() == 1);
  CHECK(mentions(lines[0],
                 "^babylon: classify stopped early: memory limit of 1.0 MiB reached .* on rank [01]; the \\d+ "
                 "finished starts are reported above$"));
  json j;
  REQUIRE_NOTHROW(j = r.json());
  CHECK(j.at("complete") == false);
  CHECK(j.at("totals").at("starts") == j.at("starts").size());
  CHECK(j.at("starts").size() < 900);  // 900 starts up to 60 chips
}

TEST_CASE("one rank interrupted stops every rank, and rank 0 reports where the stop began", "[mpi][stop]") {
  // Minutes of work on two ranks; Ctrl-C reaches rank 1 alone (as when a scheduler signals one task).
  std::optional<pid_t> rank1;
  std::thread interrupter([&] {
    rank1 = rankProcess(1, 60000);
    if (!rank1) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    kill(*rank1, SIGINT);
  });
  RunResult r = runMpi(2, {"verify", "--max-n", "200", "--from", "initial", "--threads", "1"}, {120000, 0, 0});
  interrupter.join();
  INFO(r.command << "\nstatus " << r.status << "\nstderr: " << r.err);
  REQUIRE(rank1.has_value());
  CHECK_FALSE(timedOut(r));
  CHECK(r.status == 130);
  auto lines = r.errLines();
  REQUIRE(lines.size() == 1);
  CHECK(mentions(lines[0],
                 "^babylon: verify stopped early: interrupted on rank 1; the \\d+ finished starts are "
                 "reported above$"));
  CHECK(mentions(r.out, "\\(INCOMPLETE: interrupted on rank 1\\)"));
  CHECK(markedProcesses() == 0);
}

TEST_CASE("Ctrl-C to mpirun ends every rank", "[mpi][stop]") {
  // mpirun passes SIGTERM to the ranks (then SIGKILL a second later): each stops its share.
  RunResult r = runMpi(2, {"verify", "--max-n", "200", "--from", "initial", "--threads", "1"}, {120000, SIGINT, 3000});
  INFO(r.command << "\nstatus " << r.status << "\nstderr: " << r.err);
  CHECK_FALSE(timedOut(r));
  CHECK(r.status != 0);
  CHECK(markedProcesses() == 0);
}
