// The utilities that face hostile input: the child-process helper (no shell, a time limit),
// the private temporary folder, printable echoes, linear move parsing and --max-memory sizes.
#include <cstdlib>
#include <csignal>
#include <filesystem>
#include <random>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "core/Printable.hpp"
#include "core/RunGuard.hpp"
#include "core/util/Subprocess.hpp"
#include "core/util/TempDir.hpp"

using namespace babylon;

TEST_CASE("runProcess passes shell syntax through as one argument", "[subprocess]") {
  std::string evil = "x'; touch /tmp/babylon-PWNED; echo '$(id)";
  report::ProcessResult r = report::runProcess({"printf", "%s", evil});
  CHECK(r.ok());
  CHECK(r.out == evil);
  CHECK_FALSE(std::filesystem::exists("/tmp/babylon-PWNED"));
}

TEST_CASE("runProcess reports the exit status, a missing program and a timeout", "[subprocess]") {
  CHECK(report::runProcess({"sh", "-c", "exit 7"}).exitStatus == 7);
  report::ProcessResult missing = report::runProcess({"babylon-no-such-program"});
  CHECK_FALSE(missing.started);
  report::ProcessResult slow = report::runProcess({"sleep", "30"}, 200);
  CHECK(slow.timedOut);
  CHECK(slow.signal == 9);
  CHECK_FALSE(slow.ok());
}

TEST_CASE("runProcess feeds standard input and sends a signal after a delay", "[subprocess]") {
  std::string big(200000, 'x');  // more than a pipe holds: the input must not block the child
  report::ProcessResult echoed = report::runProcess({"cat"}, report::ProcessOptions{0, big + "\nend\n", 0, 0});
  CHECK(echoed.ok());
  CHECK(echoed.out == big + "\nend\n");
  CHECK(report::runProcess({"cat"}).out.empty());  // no input: /dev/null
  report::ProcessResult interrupted = report::runProcess({"sleep", "30"}, report::ProcessOptions{0, "", SIGINT, 100});
  CHECK(interrupted.signal == SIGINT);
  CHECK_FALSE(interrupted.timedOut);
  report::ProcessResult quick = report::runProcess({"true"}, report::ProcessOptions{0, "", SIGINT, 5000});
  CHECK(quick.ok());  // the child ended first: no signal sent
}

TEST_CASE("TempDir is private, removed afterwards, and a bad TMPDIR is one ParseError", "[tempdir]") {
  std::filesystem::path kept;
  {
    TempDir dir("babylon-test");
    kept = dir.path();
    CHECK(std::filesystem::is_directory(kept));
    auto perms = std::filesystem::status(kept).permissions();
    CHECK((perms & std::filesystem::perms::others_all) == std::filesystem::perms::none);
  }
  CHECK_FALSE(std::filesystem::exists(kept));
  setenv("TMPDIR", "/nonexistent/babylon", 1);
  CHECK_THROWS_WITH(TempDir("babylon-test"), Catch::Contains("/nonexistent/babylon"));
  unsetenv("TMPDIR");
}

TEST_CASE("printable escapes control bytes, keeps UTF-8 whole and cuts long text", "[printable]") {
  CHECK(printable("a\x01"
                  "b") == "a\\x01b");
  CHECK(printable(std::string("a\0b", 3)) == "a\\x00b");
  CHECK(printable("日本") == "日本");
  CHECK(printable("\xe6") == "\\xe6");
  CHECK(firstCharacter("日本") == "日");
  std::string cut = printable(std::string(100000, 'z'), 200);
  CHECK(cut.size() < 300);
  CHECK(cut.find("100000 bytes") != std::string::npos);
}

TEST_CASE("printable keeps only UTF-8 as RFC 3629 defines it, so JSON takes its output", "[printable]") {
  CHECK(printable("\xf0\x9f\x98\x80") == "\xf0\x9f\x98\x80");      // U+1F600, kept whole
  CHECK(printable("\xf5\x8f\x90\x8c") == "\\xf5\\x8f\\x90\\x8c");  // no code point starts with F5
  CHECK(printable("\xf4\x90\x80\x80") == "\\xf4\\x90\\x80\\x80");  // past U+10FFFF
  CHECK(printable("\xe0\x80\x80") == "\\xe0\\x80\\x80");           // overlong
  CHECK(printable("\xed\xa0\x80") == "\\xed\\xa0\\x80");           // a surrogate
  // Random bytes, fixed seed: whatever they are, the JSON serializer accepts the escaped text.
  std::mt19937 random(20261126);
  for (int i = 0; i < 20000; ++i) {
    std::string bytes(random() % 12, '\0');
    for (char& c : bytes) c = static_cast<char>(0x80 + random() % 0x80 | (random() % 4 == 0 ? 0 : 0x40));
    INFO("case " << i);
    CHECK_NOTHROW(nlohmann::json(printable(bytes)).dump());
  }
}

TEST_CASE("a move longer than the position allows is refused without trying every cut", "[moves]") {
  Position p = parsePosition("<3,5;;>");
  CHECK_THROWS_WITH(parseMove(p, std::string(1'000'000, 'r')), Catch::Contains("longer than any move"));
  CHECK(formatMoveExplicit(parseMove(p, "rb")) == "r1>b1");
}

TEST_CASE("max-memory takes decimal sizes that fit 64 bits only", "[runguard]") {
  CHECK_THROWS_WITH(parseMemorySize("99999999999999999999"), Catch::Contains("too large"));
  CHECK_THROWS_WITH(parseMemorySize("0x10"), Catch::Contains("not a size"));
  CHECK_THROWS_AS(parseMemorySize("inf"), ParseError);
  CHECK_THROWS_AS(parseMemorySize("1.2.3M"), ParseError);
  CHECK(parseMemorySize("1.5K") == 1536);
}
