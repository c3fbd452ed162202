// End-to-end tests of hostile inputs: each ends in one line on stderr and a defined
// exit status (never an abort), no shell sees a path, and no failed re-check passes silently.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <csignal>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"

using babylon::clitest::mentions;
using babylon::clitest::runBabylon;
using babylon::clitest::runBabylonSignaled;
using babylon::clitest::RunResult;
namespace fs = std::filesystem;

namespace {

// A fresh private folder for one test, removed afterwards.
struct Scratch {
  fs::path dir;
  Scratch() {
    std::string pattern = (fs::temp_directory_path() / "babylon-hostile-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    dir = pattern;
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string file(const std::string& name, const std::string& content) const {
    std::ofstream(dir / name, std::ios::binary) << content;
    return (dir / name).string();
  }
};

// Exit status `status`, and exactly one line on stderr that matches `pattern`.
void checkOneLine(const RunResult& r, int status, const std::string& pattern) {
  INFO(r.command << "\nstdout: " << r.out.substr(0, 2000) << "\nstderr: " << r.err.substr(0, 2000));
  CHECK_FALSE(r.signaled);
  CHECK(r.err.find("terminate called") == std::string::npos);
  CHECK(r.status == status);
  auto lines = r.errLines();
  REQUIRE(lines.size() == 1);
  INFO("the message should match /" << pattern << "/");
  CHECK(mentions(lines[0], pattern));
}

// Sets an environment variable for the runs of one test.
struct EnvVar {
  std::string name;
  EnvVar(std::string n, const std::string& value) : name(std::move(n)) { setenv(name.c_str(), value.c_str(), 1); }
  ~EnvVar() { unsetenv(name.c_str()); }
};

std::string replayFile(const std::string& movesJson) {
  return R"({"version": 1, "strategy": "paper", "start": "<3,3;;>", "start_kind": "initial", "moves": )" + movesJson +
         "}";
}

}  // namespace

TEST_CASE("item 1: replay of a directory is bad input, not an abort", "[hostile]") {
  Scratch s;
  checkOneLine(runBabylon({"replay", s.dir.string()}), 2, "^babylon: error: .*is a directory");
}

TEST_CASE("item 1: an out-of-range number in a replay file is bad input", "[hostile]") {
  Scratch s;
  checkOneLine(runBabylon({"replay", s.file("big.json", "[1e400]")}), 2, "^babylon: error: .*not valid JSON");
  checkOneLine(runBabylon({"replay", s.file("big2.json", R"({"version": 1e400})")}), 2,
               "^babylon: error: .*not valid JSON");
}

TEST_CASE("item 1: counterexamples that cannot be written: one line, and the verify output is kept", "[hostile]") {
  // /proc exists and is a directory, but no file can be made in it, even by root.
  RunResult r = runBabylon({"verify", "--max-n", "6", "--strategy", "first", "--save-counterexamples", "/proc"});
  checkOneLine(r, 2, "^babylon: error: .*cannot write counterexample file '/proc/");
  CHECK(mentions(r.out, "counterexample"));
}

TEST_CASE("item 1: report --out '' is refused before any stage runs", "[hostile]") {
  checkOneLine(runBabylon({"report", "--max-n", "6", "--stages", "classify", "--out", ""}), 2,
               "^babylon: error: --out: is empty");
}

TEST_CASE("item 1: prove with TMPDIR naming a missing folder is one line", "[hostile]") {
  EnvVar tmp("TMPDIR", "/nonexistent/babylon");
  checkOneLine(runBabylon({"prove"}), 2, "^babylon: error: cannot create a temporary folder in '/nonexistent/babylon'");
}

TEST_CASE("item 2: a quote in --smt-dir runs nothing", "[hostile]") {
  Scratch s;
  fs::path evil = s.dir / "x'; touch PWNED; echo '";
  fs::path cwd = fs::current_path();
  fs::current_path(s.dir);  // a `touch PWNED` run by a shell would land here
  // The paper's side conditions alone: the same writing of files and the same cvc5 calls as the
  // whole run, in seconds.
  RunResult r = runBabylon({"prove", "--text-only", "--timeout", "2000", "--smt-dir", evil.string()});
  fs::current_path(cwd);
  INFO(r.command << "\nstderr: " << r.err);
  CHECK_FALSE(fs::exists(s.dir / "PWNED"));
  CHECK(r.err.find("terminate called") == std::string::npos);
  CHECK_FALSE(mentions(r.out, "cvc5: unavailable"));
  REQUIRE(fs::is_directory(evil));
  CHECK_FALSE(fs::is_empty(evil));
  // The side conditions' table: the "all" row's sixth column counts the obligations cvc5 proved.
  CHECK(mentions(r.out, "\\n  all +[0-9,]+ +[0-9,]+ +[0-9,]+ +[0-9,]+ +[1-9][0-9,]* "));
}

TEST_CASE("item 3: prove stops at --max-memory with exit 3", "[hostile]") {
  checkOneLine(runBabylon({"prove", "--no-cvc5", "--max-memory", "1M"}), 3,
               "^babylon: prove stopped early: memory limit .* during families");
}

TEST_CASE("item 3: prove stops at Ctrl-C and at SIGTERM with exit 130", "[hostile]") {
  // Uninterrupted, prove runs well past the signal and exits 1 (the verdict is open).
  for (int signal : {SIGINT, SIGTERM}) {
    RunResult r = runBabylonSignaled({"prove", "--no-cvc5"}, signal, 1500);
    INFO(r.command << " signal " << signal << "\nstderr: " << r.err);
    CHECK(r.status == 130);
    CHECK_FALSE(r.signaled);
    CHECK(r.err.find("terminate called") == std::string::npos);
  }
}

TEST_CASE("item 4: --max-memory sizes out of range or in another base are refused", "[hostile]") {
  auto with = [](const std::string& size) { return runBabylon({"classify", "--max-n", "6", "--max-memory", size}); };
  checkOneLine(with("99999999999999999999"), 2, "^babylon: error: --max-memory '99999999999999999999' is too large");
  checkOneLine(with("1"), 2, "^babylon: error: --max-memory '1' is below the smallest limit, 1M");
  checkOneLine(with("0x10"), 2, "^babylon: error: --max-memory '0x10' is not a size");
  checkOneLine(with("1e3"), 2, "^babylon: error: --max-memory '1e3'");
  checkOneLine(with("1000000G"), 2, "more than this machine's memory");
}

TEST_CASE("item 5: a move longer than the position allows is refused at once", "[hostile]") {
  Scratch s;
  std::string huge(1'000'000, 'r');
  checkOneLine(runBabylon({"replay", s.file("long.json", replayFile("[\"" + huge + "\"]"))}), 2,
               "^babylon: error: .*is longer than any move in <3,3;;>");
  RunResult play = runBabylon({"play", "--p", "3", "--q", "3"}, std::string(100'000, 'b') + "\nquit\n");
  INFO(play.err.substr(0, 500));
  CHECK_FALSE(play.signaled);
  CHECK(mentions(play.out + play.err, "longer than any move"));
}

TEST_CASE("item 6: --smt-dir is written with --no-cvc5, and an unusable one is refused", "[hostile]") {
  Scratch s;
  fs::path dir = s.dir / "smt";
  RunResult r = runBabylon({"prove", "--text-only", "--no-cvc5", "--smt-dir", dir.string()});
  INFO(r.err);
  CHECK((r.status == 0 || r.status == 1));
  REQUIRE(fs::is_directory(dir));
  CHECK_FALSE(fs::is_empty(dir));
  std::string file = s.file("plain", "x");
  checkOneLine(runBabylon({"prove", "--smt-dir", file + "/sub"}), 2,
               "^babylon: error: --smt-dir '.*' cannot be created");
}

TEST_CASE("item 7: a stopped report leaves the complete one in place and goes beside it", "[hostile]") {
  Scratch s;
  std::string out = (s.dir / "R").string();
  RunResult first = runBabylon({"report", "--max-n", "8", "--stages", "classify", "--out", out, "--quiet"});
  REQUIRE(first.status == 0);
  std::string before = std::ifstream(out + "/report.json") ? "ok" : "";
  RunResult stopped =
      runBabylon({"report", "--max-n", "40", "--stages", "classify", "--out", out, "--quiet", "--max-memory", "1M"});
  checkOneLine(stopped, 3, "report stopped early.*R\\.incomplete/.*previous report in .*R/ is kept");
  CHECK(fs::exists(fs::path(out) / "report.json"));
  CHECK(fs::exists(fs::path(out + ".incomplete") / "report.json"));
  std::ifstream json(fs::path(out) / "report.json");
  std::string text((std::istreambuf_iterator<char>(json)), std::istreambuf_iterator<char>());
  CHECK(text.find("\"complete\": true") != std::string::npos);
}

TEST_CASE("item 7: --out through a symlink keeps the link", "[hostile]") {
  Scratch s;
  fs::create_directory(s.dir / "real");
  fs::create_directory_symlink(s.dir / "real", s.dir / "link");
  RunResult r =
      runBabylon({"report", "--max-n", "6", "--stages", "classify", "--out", (s.dir / "link").string(), "--quiet"});
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(fs::is_symlink(s.dir / "link"));
  CHECK(fs::exists(s.dir / "real" / "report.json"));
}

TEST_CASE("item 8: lemmas totals are the same at one and two threads", "[hostile]") {
  auto totals = [](const std::string& threads) {
    RunResult r = runBabylon({"lemmas", "--max-n", "14", "--json", "--threads", threads});
    INFO(r.err);
    REQUIRE(r.status <= 1);
    nlohmann::json j = r.json();
    CHECK(j["work"].contains("solver_table_positions"));  // work, which may differ, is kept apart
    for (auto& claim : j["claims"]) claim.erase("seconds");
    return j["totals"].dump() + j["claims"].dump();
  };
  std::string one = totals("1");
  CHECK(totals("2") == one);
  CHECK(totals("2") == one);
}

TEST_CASE("item 9: report fails an empty mutants stage as mutants does", "[hostile]") {
  RunResult mutants = runBabylon({"mutants", "--max-n", "2"});
  CHECK(mutants.status == 1);
  RunResult r = runBabylon({"report", "--max-n", "4", "--stages", "mutants", "--mutants-max-n", "2", "--quiet", "--out",
                            Scratch().dir.string() + "-r"});
  CHECK(r.status == 1);
  fs::remove_all(r.command.substr(r.command.rfind(' ') + 2, r.command.size() - r.command.rfind(' ') - 3));
}

TEST_CASE("item 10: messages keep UTF-8 whole, escape control bytes and cut long echoes", "[hostile]") {
  checkOneLine(runBabylon({"solve", "日本"}), 2, "unknown color '日本'");
  checkOneLine(runBabylon({"solve", "r1 \x01q"}), 2, "\\\\x01");
  RunResult longToken = runBabylon({"solve", "r1 x" + std::string(131'000, 'z')});
  checkOneLine(longToken, 2, "stack 2 'xzzz.*y yellow\\)");
  CHECK(longToken.err.size() < 1000);
  checkOneLine(runBabylon({"solve", "r1 <3,5;;>"}), 2, "text before its '<'");
  checkOneLine(runBabylon({"report", "--stages", ",,"}), 2, "--stages");
  // Followed by another option, ",," must not take it as a stage.
  checkOneLine(runBabylon({"report", "--stages", ",,", "--out", "R"}), 2, "^babylon: error: --stages names no stage");
  checkOneLine(runBabylon({"report", "--stages", "classify,bogus", "--out", "R"}), 2, "'bogus' is not a stage");
}

TEST_CASE("item 10: a too-long --out or a symlink loop is named as such", "[hostile]") {
  Scratch s;
  checkOneLine(runBabylon({"report", "--stages", "classify", "--out", std::string(5000, 'a')}), 2,
               "--out '.*' cannot be used: File name too long");
  fs::create_directory_symlink(s.dir / "loop", s.dir / "loop");
  checkOneLine(runBabylon({"report", "--stages", "classify", "--out", (s.dir / "loop").string()}), 2,
               "cannot be used: Too many levels of symbolic links");
}

TEST_CASE("table: 50,000 spaces as a range are refused in one line, not by a stack overflow", "[hostile]") {
  checkOneLine(runBabylon({"table", "--colors", std::string(50'000, ' '), "--per-color", "2"}), 2,
               "--colors '.*' is not a range");
  checkOneLine(runBabylon({"table", "--colors", "2-", "--per-color", "2"}), 2, "--colors '2-' is not a range");
  checkOneLine(runBabylon({"table", "--colors", "12345", "--per-color", "2"}), 2, "is not a range");
  checkOneLine(runBabylon({"table", "--colors", "3-2", "--per-color", "2"}), 2, "starts above its end");
  CHECK(runBabylon({"table", "--colors", " 2 - 3 ", "--per-color", "2", "--json"}).status == 0);
}

TEST_CASE("solve -: a line of invalid UTF-8 gets its error object and the next line is answered", "[hostile]") {
  RunResult r = runBabylon({"solve", "-"}, std::string("<3,5;;>\n\xff\n<4,4;;>\n\x1b[31m") + '\0' + "x\n");
  INFO(r.out << r.err);
  CHECK(r.status == 2);
  std::vector<nlohmann::json> objects;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) objects.push_back(nlohmann::json::parse(line));
  REQUIRE(objects.size() == 4);
  CHECK(objects[0]["complete"] == true);
  CHECK(objects[1]["error"].is_string());
  CHECK(objects[1]["input"] == "\\xff");
  CHECK(objects[2]["complete"] == true);
  CHECK(objects[3]["input"].get<std::string>().find("\\x1b") == 0);
}

TEST_CASE("a path that is not UTF-8 is escaped in the JSON, and the run succeeds", "[hostile]") {
  Scratch s;
  std::string smt = (s.dir / "s\xff").string();
  RunResult prove = runBabylon({"prove", "--text-only", "--no-cvc5", "--json", "--smt-dir", smt});
  INFO(prove.err);
  REQUIRE(prove.status == 0);
  CHECK(prove.json()["smt_dir"].get<std::string>().find("s\\xff") != std::string::npos);
  CHECK(fs::is_directory(smt));
  std::string out = (s.dir / "r\xff").string();
  RunResult report = runBabylon({"report", "--max-n", "6", "--stages", "classify", "--out", out, "--quiet"});
  INFO(report.err);
  REQUIRE(report.status == 0);
  std::ifstream json(fs::path(out) / "report.json");
  CHECK(nlohmann::json::accept(json));
}

TEST_CASE("verify --certificate writes through no planted symbolic link", "[hostile]") {
  Scratch s;
  std::string victim = s.file("victim", "precious");
  fs::path cert = s.dir / "c.cert.zst";
  fs::create_symlink(victim, s.dir / "c.cert.zst.tmp");
  fs::create_symlink(victim, s.dir / ".tmp-c.cert.zst");
  RunResult r = runBabylon({"verify", "--max-n", "8", "--from", "initial", "--certificate", cert.string()});
  INFO(r.err);
  REQUIRE(r.status == 0);
  std::ifstream in(victim);
  std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(kept == "precious");
  CHECK(fs::is_regular_file(fs::symlink_status(cert)));
  for (const auto& e : fs::directory_iterator(s.dir))  // only the planted links start with .tmp-
    CHECK((e.path().filename().string().rfind(".tmp-", 0) != 0 || fs::is_symlink(e.symlink_status())));
}

TEST_CASE("an --smt-dir that starts with '-' is not read by cvc5 as an option", "[hostile]") {
  // Relative to the test's folder: cvc5 is given the query's absolute path.
  std::string dir = "-odd-" + std::to_string(::getpid());
  RunResult r = runBabylon({"prove", "--text-only", "--smt-dir=" + dir});
  std::error_code ec;
  fs::remove_all(dir, ec);
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(r.err.find("gave no answer") == std::string::npos);
}

TEST_CASE("classify stops at Ctrl-C and SIGTERM within a fraction of a second", "[hostile]") {
  // classify --max-n 60 runs for more than a minute here; a stop must end it at once.
  for (int signal : {SIGINT, SIGTERM}) {
    RunResult r = runBabylonSignaled({"classify", "--max-n", "60"}, signal, 300);
    INFO(r.command << " signal " << signal << "\nstderr: " << r.err);
    CHECK(r.status == 130);
    CHECK(mentions(r.err, "stopped early: interrupted"));
  }
}

TEST_CASE("prove stopped prints the steps it finished and says where it stopped", "[hostile]") {
  // Stopped while the family graph is explored, in the default (quick) run, about 20 s long.
  RunResult text = runBabylonSignaled({"prove", "--no-cvc5"}, SIGINT, 1500);
  INFO(text.err);
  CHECK(text.status == 130);
  CHECK(mentions(text.err, "^babylon: prove stopped early: interrupted during [a-z]"));
  RunResult json = runBabylonSignaled({"prove", "--no-cvc5", "--json"}, SIGINT, 1500);
  INFO(json.err);
  CHECK(json.status == 130);
  nlohmann::json j = json.json();
  CHECK(j["complete"] == false);
  CHECK(j["stopped"]["reason"] == "interrupted");
}

TEST_CASE("outputs that cannot be written are refused before the work", "[hostile]") {
  Scratch s;
  // A certificate path that is an existing directory.
  checkOneLine(runBabylon({"verify", "--max-n", "40", "--certificate", s.dir.string()}), 2,
               "^babylon: error: --certificate: '.*' is a directory");
  checkOneLine(runBabylon({"verify", "--max-n", "40", "--certificate", (s.dir / "no" / "c.zst").string()}), 2,
               "^babylon: error: --certificate: no folder");
  if (::geteuid() != 0) {  // root writes into any folder
    fs::create_directory(s.dir / "ro");
    fs::permissions(s.dir / "ro", fs::perms::owner_read | fs::perms::owner_exec);
    checkOneLine(runBabylon({"report", "--max-n", "30", "--out", (s.dir / "ro" / "r").string()}), 2,
                 "^babylon: error: --out: cannot create files in");
  }
}

TEST_CASE("an empty path is refused by every option that names a file or folder", "[hostile]") {
  checkOneLine(runBabylon({"verify", "--max-n", "8", "--certificate", ""}), 2, "--certificate.*is empty");
  checkOneLine(runBabylon({"verify", "--max-n", "8", "--save-counterexamples", ""}), 2,
               "--save-counterexamples.*is empty");
  checkOneLine(runBabylon({"prove", "--text-only", "--smt-dir", ""}), 2, "--smt-dir.*is empty");
  checkOneLine(runBabylon({"report", "--out", ""}), 2, "--out.*is empty");
  checkOneLine(runBabylon({"replay", ""}), 2, "is empty");
}

TEST_CASE("control bytes in an echoed argument or file are escaped, never sent to the terminal", "[hostile]") {
  checkOneLine(runBabylon({"help", "\x1b[31mred\nline2"}), 2, "no command '\\\\x1b\\[31mred\\\\x0aline2'");
  Scratch s;
  // The start holds a NUL (\u0000 in JSON): the message shows it escaped and goes on after it.
  std::string file =
      s.file("nul.json", R"({"version": 1, "strategy": "paper", "start": "<3,3;;>\u0000x", "start_kind": "initial",
                             "moves": []})");
  RunResult r = runBabylon({"replay", file});
  checkOneLine(r, 2, "\\\\x00x");
}
