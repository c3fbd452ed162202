// The case tables and Alice's rules are data the program reads at run time: a changed copy named by BABYLON_TABLES
// changes what `verify` finds and the fingerprint it records, without compiling; a wrong copy
// stops the command with one line naming the file and line, exit status 2.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "RunBabylon.hpp"
#include "core/util/TempDir.hpp"

using babylon::clitest::runBabylon;
using babylon::clitest::RunResult;

namespace {
const std::vector<std::string> kFiles = {"opening.cases",    "even-hill.cases",   "lemma44.cases",
                                         "lemma45.cases",    "endgame.cases",     "lone-stack.rules",
                                         "keep-alive.rules", "named-moves.rules", "alice.rules"};

// A copy of the source tree's tables, with `from` replaced by `to` once in `file`.
void copyTables(const std::filesystem::path& into, const std::string& file, const std::string& from,
                const std::string& to) {
  for (const std::string& name : kFiles) {
    std::ifstream in(std::string(BABYLON_TABLES_SOURCE) + "/" + name);
    std::stringstream text;
    text << in.rdbuf();
    std::string s = text.str();
    if (name == file) {
      auto at = s.find(from);
      REQUIRE(at != std::string::npos);
      s.replace(at, from.size(), to);
    }
    std::ofstream(into / name) << s;
  }
}

// BABYLON_TABLES set for the life of the object.
struct TablesFolder {
  explicit TablesFolder(const std::filesystem::path& dir) { setenv("BABYLON_TABLES", dir.c_str(), 1); }
  ~TablesFolder() { unsetenv("BABYLON_TABLES"); }
};
}  // namespace

TEST_CASE("a reply changed in a copy of the tables is refuted by verify, without compiling", "[cli][tables]") {
  RunResult unchanged = runBabylon({"verify", "--max-n", "16", "--json"});
  REQUIRE(unchanged.status == 0);
  babylon::TempDir dir("babylon-tables");
  // Lemma 4.4 (iv).repair back to the paper's br, which loses (e.g. <3,3;6;2>).
  copyTables(dir.path(), "lemma44.cases",
             "case L4.4(iv).repair\nfamily: Lemma 4.4\nalice: rR\nguard: 2u+3 = m+2\nreply: rb\n",
             "case L4.4(iv).repair\nfamily: Lemma 4.4\nalice: rR\nguard: 2u+3 = m+2\nreply: br\n");
  TablesFolder folder(dir.path());
  RunResult changed = runBabylon({"verify", "--max-n", "16", "--json"});
  INFO(changed.err);
  CHECK(changed.status == 1);
  // The result says which tables it checked: the copy's folder, and a fingerprint of its own.
  CHECK(changed.json()["case_tables"]["folder"] == dir.path().string());
  CHECK(unchanged.json()["case_tables"]["folder"] == BABYLON_TABLES_SOURCE);
  CHECK(changed.json()["case_tables"]["sha256"] != unchanged.json()["case_tables"]["sha256"]);
}

TEST_CASE("a reply of Alice's changed in a copy of her rules is refuted by verify, without compiling",
          "[cli][tables][alice]") {
  RunResult unchanged = runBabylon({"verify", "--side", "alice", "--max-n", "16", "--json"});
  REQUIRE(unchanged.status == 0);
  babylon::TempDir dir("babylon-tables");
  // pile-on-match played the other way round: the matching y-stack on T, which loses.
  copyTables(dir.path(), "alice.rules", "m >= 1\nmove: x tallest on y of height H\n",
             "m >= 1\nmove: y of height H on x tallest\n");
  TablesFolder folder(dir.path());
  RunResult changed = runBabylon({"verify", "--side", "alice", "--max-n", "16", "--json"});
  INFO(changed.err);
  CHECK(changed.status == 1);
  CHECK(changed.json()["totals"]["counterexamples"].get<int>() > 0);
  CHECK(changed.json()["case_tables"]["folder"] == dir.path().string());
  CHECK(changed.json()["case_tables"]["sha256"] != unchanged.json()["case_tables"]["sha256"]);
}

TEST_CASE("a rule of Bob's end game changed in a copy of its file is refuted by verify, without compiling",
          "[cli][tables]") {
  babylon::TempDir dir("babylon-tables");
  // K1's last case without its condition: Bob may then make a y-stack as tall as X.
  copyTables(dir.path(), "lone-stack.rules", "pick: a + b != u\n", "pick: always\n");
  TablesFolder folder(dir.path());
  RunResult changed = runBabylon({"verify", "--max-n", "16", "--json"});
  INFO(changed.err);
  CHECK(changed.status == 1);
  CHECK(changed.json()["totals"]["counterexamples"].get<int>() > 0);
}

TEST_CASE("a wrong table or rules file stops the command with one line naming file and line, exit 2", "[cli][tables]") {
  using Args = std::vector<std::string>;
  struct Wrong {
    std::string file, from, to, message;
    std::vector<Args> commands;
  };
  const std::vector<Wrong> wrongs = {
      {"lemma45.cases",
       "next: Lemmas 4.2/4.3\n",
       "next: Lemma 4.6\n",
       ": unknown family 'Lemma 4.6' (one of: opening,",
       {{"verify", "--max-n", "8"}, {"prove", "--json"}, {"lemmas"}}},
      {"keep-alive.rules",
       "condition: L4.2 holds\n",
       "condition: L4.2 hold\n",
       ": condition: 'L4.2' begins no condition",
       {{"verify", "--max-n", "8"}, {"prove", "--json"}, {"lemmas"}}},
      {"alice.rules",
       "move: x tallest on y of height H\n",
       "move: x tallest on z\n",
       ": move: 'z' names no stack",
       {{"verify", "--side", "alice", "--max-n", "8"},
        {"prove", "--json"},
        {"play", "--side", "bob", "--p", "3", "--q", "4"}}},
  };
  for (const Wrong& w : wrongs) {
    babylon::TempDir dir("babylon-tables");
    copyTables(dir.path(), w.file, w.from, w.to);
    TablesFolder folder(dir.path());
    for (const Args& args : w.commands) {
      RunResult r = runBabylon(args);
      INFO(r.command << "\n" << r.err);
      CHECK(r.status == 2);
      REQUIRE(r.errLines().size() == 1);
      CHECK(r.errLines()[0].rfind("babylon: error: " + (dir.path() / w.file).string() + ":", 0) == 0);
      CHECK(r.errLines()[0].find(w.message) != std::string::npos);
    }
  }
}

TEST_CASE("a rule of Alice's the proof certificate cannot state stops prove --certificate before its run, exit 2",
          "[cli][tables][alice]") {
  babylon::TempDir dir("babylon-tables");
  // X's next tallest: at a lone stack X is x's only stack, so no play can state it.
  copyTables(dir.path(), "alice.rules", "c = 1 and d = 0\nmove: x tallest on y of height h\n",
             "c = 1 and d = 0\nmove: x next tallest on y of height h\n");
  TablesFolder folder(dir.path());
  RunResult r = runBabylon({"prove", "--quiet", "--certificate", (dir.path() / "c.cert.zst").string()});
  INFO(r.err);
  CHECK(r.status == 2);
  REQUIRE(r.errLines().size() == 1);
  CHECK(r.errLines()[0] ==
        "babylon: error: --certificate: alice.rules, case A.keep-alive.pile-on-challenger: a lone-stack rule's move no "
        "play can state (a pick or the tallest of y twice, or x's next tallest), so the proof certificate cannot state "
        "it");
  CHECK_FALSE(std::filesystem::exists(dir.path() / "c.cert.zst"));
}
