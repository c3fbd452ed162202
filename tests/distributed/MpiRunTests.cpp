// babylon-mpi under `mpirun -np 2` against babylon on the same input: the merged JSON is the same
// apart from timings, memory and the rank count; a different input is told apart; bad input is
// one line from rank 0 and exit 2.
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "MpiRun.hpp"
#include "core/util/TempDir.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::mpitest::comparable;
using babylon::mpitest::difference;
using babylon::mpitest::runMpi;
using babylon::mpitest::RunResult;
using nlohmann::json;

namespace {

json parsed(const RunResult& r) {
  INFO(r.command << "\nstatus " << r.status << "\nstderr: " << r.err);
  json j;
  REQUIRE_NOTHROW(j = r.json());
  return j;
}

// Runs `args` plainly and on two ranks (one thread each); both exit with `status`, print nothing
// on stderr, and babylon-mpi's JSON says "ranks": 2 where babylon's has no such key.
std::pair<json, json> bothRuns(const std::vector<std::string>& args, int status) {
  RunResult plain = runBabylon(args);
  RunResult spread = runMpi(2, args);
  INFO(plain.command << "\n" << spread.command << "\nstderr: " << plain.err << "\n---\n" << spread.err);
  REQUIRE(plain.status == status);
  REQUIRE(spread.status == status);
  CHECK(plain.err.empty());
  CHECK(spread.err.empty());
  json a = parsed(plain), b = parsed(spread);
  CHECK_FALSE(a.contains("ranks"));
  CHECK(b.at("ranks") == 2);
  return {a, b};
}

void checkSame(const json& plain, const json& spread, bool tablePositions = false) {
  json d = difference(comparable(plain, tablePositions), comparable(spread, tablePositions));
  INFO("differences (JSON Patch from babylon's to babylon-mpi's): " << d.dump(1));
  CHECK(d.empty());
}

}  // namespace

TEST_CASE("classify on two ranks prints babylon's JSON", "[mpi]") {
  auto [plain, spread] = bothRuns({"classify", "--max-n", "26", "--threads", "1", "--json"}, 0);
  CHECK(plain.at("starts").size() == 169);  // every <p,q;;> with 1 <= p <= q, p+q <= 26
  CHECK(plain.at("totals").at("positions").get<std::uint64_t>() > 0);
  checkSame(plain, spread);
  // Without --max-memory each of the two ranks on this machine has half the default limit, so
  // its solver's table gets about half the bytes a single process gives it.
  double plainTable = plain.at("totals").at("table_bytes_per_solver"),
         spreadTable = spread.at("totals").at("table_bytes_per_solver");
  CHECK(spreadTable < 0.6 * plainTable);
  CHECK(spreadTable > 0.4 * plainTable);
}

TEST_CASE("verify from every family on two ranks prints babylon's JSON", "[mpi]") {
  auto [plain, spread] = bothRuns({"verify", "--max-n", "24", "--from", "all", "--threads", "1", "--json"}, 0);
  CHECK(plain.at("totals").at("starts").get<int>() == 862);
  checkSame(plain, spread);
}

TEST_CASE("verify of the paper's literal moves on two ranks gives babylon's counterexamples", "[mpi]") {
  auto [plain, spread] =
      bothRuns({"verify", "--max-n", "14", "--strategy", "paper-literal", "--threads", "1", "--json"}, 1);
  CHECK(plain.at("counterexamples").size() > 10);
  checkSame(plain, spread);
}

TEST_CASE("verify of Alice's strategy on two ranks prints babylon's JSON", "[mpi]") {
  auto [plain, spread] = bothRuns({"verify", "--side", "alice", "--max-n", "17", "--threads", "1", "--json"}, 0);
  checkSame(plain, spread);
}

TEST_CASE("lemmas on two ranks prints babylon's JSON, the solver's table size aside", "[mpi]") {
  // Every claim's statement holds (exit 0); the false sentences of Lemma 4.5 (viii) are findings.
  auto [plain, spread] = bothRuns({"lemmas", "--max-n", "14", "--threads", "1", "--json"}, 0);
  CHECK(plain.at("claims").size() == 9);
  CHECK(spread.at("all_claims_hold") == true);
  CHECK(plain.at("totals").at("sentence_disagreements").get<int>() > 0);  // Lemma 4.5 (viii), with lines
  checkSame(plain, spread, true);
}

TEST_CASE("the comparison tells a different run apart", "[mpi]") {
  // The same command with a smaller --max-n: the check above must see the difference.
  RunResult plain = runBabylon({"classify", "--max-n", "20", "--threads", "1", "--json"});
  RunResult spread = runMpi(2, {"classify", "--max-n", "19", "--threads", "1", "--json"});
  REQUIRE(plain.status == 0);
  REQUIRE(spread.status == 0);
  json d = difference(comparable(parsed(plain)), comparable(parsed(spread)));
  CHECK_FALSE(d.empty());
  CHECK(d.dump().find("/max_n") != std::string::npos);
  // And a start's outcome changed in the spread run's JSON is seen too.
  json changed = parsed(spread);
  changed["starts"][5]["outcome"] = changed["starts"][5]["outcome"] == "P" ? "N" : "P";
  CHECK_FALSE(difference(comparable(parsed(spread)), comparable(changed)).empty());
}

TEST_CASE("text output on two ranks is babylon's apart from timings and memory", "[mpi]") {
  std::vector<std::string> args{"verify",        "--max-n",    "12",        "--strategy",
                                "paper-literal", "--coverage", "--threads", "1"};
  RunResult plain = runBabylon(args);
  RunResult spread = runMpi(2, args);
  REQUIRE(plain.status == 1);
  REQUIRE(spread.status == 1);
  // The verdict line ends with the time and the peak memory.
  auto withoutTimes = [](std::string text) {
    auto at = text.rfind(" s, peak memory");
    auto start = text.rfind(", ", at);
    return text.substr(0, start);
  };
  CHECK(mentions(plain.out, "counterexample 1:"));
  CHECK(withoutTimes(plain.out) == withoutTimes(spread.out));
}

TEST_CASE("bad input on two ranks: babylon's one line, from rank 0 only, and exit 2", "[mpi]") {
  for (const std::vector<std::string>& args : {std::vector<std::string>{"classify", "--max-n", "1"},
                                               {"verify", "--max-n", "20", "--from", "nowhere"},
                                               {"lemmas", "--max-n", "10", "--claim", "L9.9"},
                                               {"verify", "--max-n", "20", "--max-memory", "lots"}}) {
    RunResult plain = runBabylon(args);
    RunResult spread = runMpi(2, args);
    INFO(spread.command << "\nstderr: " << spread.err);
    CHECK(plain.status == 2);
    CHECK(spread.status == 2);
    CHECK(spread.out.empty());
    CHECK(spread.errLines().size() == 1);
    CHECK(spread.err == plain.err);
  }
}

TEST_CASE("babylon-mpi names the commands it runs for any other", "[mpi]") {
  RunResult r = runMpi(2, {"solve", "<3,5;;>"});
  INFO(r.err);
  CHECK(r.status == 2);
  REQUIRE(r.errLines().size() == 1);
  CHECK(mentions(r.err, "^babylon: error: babylon-mpi runs classify, verify and lemmas, not 'solve'"));
}

TEST_CASE("a rank whose command line fails alone is reported by rank 0, and no rank waits for it", "[mpi]") {
  // The same arguments on both ranks, each in its own working directory: on rank 1, `cex` is a
  // file, so --save-counterexamples cannot make its directory there.
  babylon::TempDir work("babylon-mpi-test");
  std::filesystem::create_directories(work.path() / "fine");
  std::filesystem::create_directories(work.path() / "blocked");
  std::ofstream(work.path() / "blocked" / "cex") << "a file, not a directory\n";
  std::vector<std::string> args{BABYLON_MPI_EXE, "verify", "--max-n", "10", "--save-counterexamples", "cex"};
  auto app = [&](const std::string& dir) {
    std::vector<std::string> a{"-np", "1", "-wdir", (work.path() / dir).string()};
    a.insert(a.end(), args.begin(), args.end());
    return a;
  };
  std::vector<std::string> rank1Fails = app("fine"), rank0Fails = app("blocked");
  rank1Fails.push_back(":");
  rank0Fails.push_back(":");
  for (const std::string& a : app("blocked")) rank1Fails.push_back(a);
  for (const std::string& a : app("fine")) rank0Fails.push_back(a);
  RunResult r1 = babylon::mpitest::runMpirun(rank1Fails);
  INFO(r1.command << "\nstderr: " << r1.err);
  CHECK(r1.status == 2);
  CHECK(r1.out.empty());
  CHECK(r1.err ==
        "babylon: error: rank 1 of 2 ended before the run: --save-counterexamples: cannot create directory "
        "'cex' (Not a directory)\n");
  RunResult r0 = babylon::mpitest::runMpirun(rank0Fails);
  INFO(r0.command << "\nstderr: " << r0.err);
  CHECK(r0.status == 2);
  CHECK(r0.err == "babylon: error: --save-counterexamples: cannot create directory 'cex' (Not a directory)\n");
}

TEST_CASE("ranks given different command lines are told so", "[mpi]") {
  RunResult r = babylon::mpitest::runMpirun({"-np", "1", BABYLON_MPI_EXE, "classify", "--max-n", "10", ":", "-np", "1",
                                             BABYLON_MPI_EXE, "classify", "--max-n", "12"});
  INFO(r.command << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(r.err ==
        "babylon: error: the ranks were given different command lines; babylon-mpi needs the same on every rank\n");
}
