// The atomic writer: files appear whole or not at all, and a report directory is replaced only
// as a whole and only when it is a report (or empty).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include <unistd.h>

#include "core/util/AtomicWrite.hpp"

using namespace babylon::report;
namespace fs = std::filesystem;

namespace {

// A fresh empty folder per test case.
fs::path scratch(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("babylon-atomic-" + std::to_string(::getpid()) + "-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

bool hasTemporary(const fs::path& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename().string().rfind(".tmp-", 0) == 0) return true;
  return false;
}

}  // namespace

TEST_CASE("writeFileAtomic writes, replaces and leaves no temporary file", "[atomic]") {
  fs::path dir = scratch("file");
  writeFileAtomic(dir / "a.txt", "first");
  CHECK(slurp(dir / "a.txt") == "first");
  writeFileAtomic(dir / "a.txt", "second, longer");
  CHECK(slurp(dir / "a.txt") == "second, longer");
  CHECK_FALSE(hasTemporary(dir));
  CHECK_THROWS_AS(writeFileAtomic(dir / "missing" / "b.txt", "x"), WriteError);
  CHECK_FALSE(fs::exists(dir / "missing"));
  fs::remove_all(dir);
}

TEST_CASE("A staged report lands in an absent target and then replaces it as a whole", "[atomic]") {
  fs::path dir = scratch("staged");
  fs::path target = dir / "report";
  {
    StagedDirectory staged(target);
    CHECK(staged.staging().parent_path() == target.parent_path());
    writeFileAtomic(staged.staging() / "old.txt", "old");
    CHECK_FALSE(fs::exists(target));  // nothing is visible before the commit
    staged.commit();
  }
  CHECK(slurp(target / "old.txt") == "old");
  CHECK(fs::exists(target / kReportMarker));
  {
    StagedDirectory staged(target);
    writeFileAtomic(staged.staging() / "new.txt", "new");
    CHECK(fs::exists(target / "old.txt"));  // the old report stays whole until the swap
    staged.commit();
  }
  CHECK(slurp(target / "new.txt") == "new");
  CHECK_FALSE(fs::exists(target / "old.txt"));
  int entries = 0;
  for (const auto& e : fs::directory_iterator(dir)) entries += e.path() != target;
  CHECK(entries == 0);  // no staging or old directory left beside it
  fs::remove_all(dir);
}

TEST_CASE("An abandoned staging directory leaves the old report untouched", "[atomic]") {
  fs::path dir = scratch("abandoned");
  fs::path target = dir / "report";
  {
    StagedDirectory staged(target);
    writeFileAtomic(staged.staging() / "kept.txt", "kept");
    staged.commit();
  }
  fs::path staging;
  {
    StagedDirectory staged(target);
    staging = staged.staging();
    writeFileAtomic(staged.staging() / "half.txt", "half");
    // no commit: as when a write fails part-way
  }
  CHECK_FALSE(fs::exists(staging));
  CHECK(slurp(target / "kept.txt") == "kept");
  CHECK_FALSE(fs::exists(target / "half.txt"));
  fs::remove_all(dir);
}

TEST_CASE("A directory that is not a report is never replaced", "[atomic]") {
  fs::path dir = scratch("foreign");
  fs::path target = dir / "precious";
  fs::create_directories(target);
  writeFileAtomic(target / "thesis.tex", "years of work");
  CHECK_FALSE(replaceable(target));
  CHECK_THROWS_AS(StagedDirectory(target), WriteError);
  CHECK(slurp(target / "thesis.tex") == "years of work");
  writeFileAtomic(dir / "file", "x");
  CHECK_FALSE(replaceable(dir / "file"));
  fs::create_directories(dir / "empty");
  CHECK(replaceable(dir / "empty"));
  CHECK(replaceable(dir / "absent"));
  fs::remove_all(dir);
}

TEST_CASE("AtomicFile writes under a fresh name and never through a planted link", "[atomic]") {
  fs::path dir = scratch("planted");
  writeFileAtomic(dir / "victim", "precious");
  for (const char* planted : {".tmp-out.txt", "out.txt.tmp"}) fs::create_symlink(dir / "victim", dir / planted);
  {
    AtomicFile file(dir / "out.txt");
    file.write("new ");
    file.write("content");
    file.commit(false);
  }
  CHECK(slurp(dir / "victim") == "precious");
  CHECK(slurp(dir / "out.txt") == "new content");
  CHECK(fs::is_regular_file(fs::symlink_status(dir / "out.txt")));
  {
    AtomicFile dropped(dir / "dropped.txt");  // never committed: nothing is left
    dropped.write("half");
  }
  CHECK_FALSE(fs::exists(dir / "dropped.txt"));
  std::size_t temporaries = 0;
  for (const auto& e : fs::directory_iterator(dir))
    temporaries += e.path().filename().string().rfind(".tmp-", 0) == 0 && !fs::is_symlink(e.symlink_status());
  CHECK(temporaries == 0);
}

TEST_CASE("checkOutputFile and checkOutputDirectory refuse what could not be written", "[atomic]") {
  fs::path dir = scratch("check");
  CHECK_NOTHROW(checkOutputFile(dir / "new.txt"));
  CHECK_THROWS_AS(checkOutputFile(""), WriteError);
  CHECK_THROWS_AS(checkOutputFile(dir), WriteError);                          // a directory
  CHECK_THROWS_AS(checkOutputFile("/dev/null"), WriteError);                  // not a regular file
  CHECK_THROWS_AS(checkOutputFile(dir / "missing" / "new.txt"), WriteError);  // no folder
  CHECK_NOTHROW(checkOutputDirectory(dir / "a" / "b" / "report"));            // folders made later
  CHECK_THROWS_AS(checkOutputDirectory(""), WriteError);
  writeFileAtomic(dir / "file", "x");
  CHECK_THROWS_AS(checkOutputDirectory(dir / "file" / "report"), WriteError);  // a file on the way
  std::size_t left = 0;
  for (const auto& e : fs::directory_iterator(dir)) left += e.path().filename() != "file";
  CHECK(left == 0);  // the probes leave nothing behind
}
