// The babylon-check program: exit 0 with a summary, 1 with the failing line, 2 on a bad file.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "CheckerProgram.hpp"
#include "Excerpt.hpp"
#include "SolverCertificate.hpp"
#include "verify/Starts.hpp"

namespace {

using namespace babylon::checkertest;

babylon::checkertest::TextCertificate certificate() {
  std::vector<babylon::Position> starts;
  for (const babylon::Start& s : babylon::startsFor(babylon::StartSet::Initial, 8)) starts.push_back(s.position);
  return babylon::checkertest::solverCertificate(false, "initial max-n 8", starts);
}

}  // namespace

TEST_CASE("babylon-check accepts a compressed certificate that proves its claim", "[checker]") {
  auto r = runChecker(writeTempFile("good.zst", compressed(certificate().text())));
  CHECK(r.status == 0);
  CHECK(r.out.rfind("babylon-check: proved: Bob wins from all 3 starts", 0) == 0);
}

TEST_CASE("babylon-check refuses a wrong certificate with its line", "[checker]") {
  auto t = certificate();
  std::size_t i = t.firstEntry();
  t.lines[i] = t.lines[i].substr(0, t.lines[i].find(" : ")) + " : r7>r7";
  auto r = runChecker(writeTempFile("wrong.zst", compressed(t.text())));
  CHECK(r.status == 1);
  CHECK(r.out.find("line " + std::to_string(i + 1) + ": r7>r7 is not a legal move") != std::string::npos);
}

TEST_CASE("babylon-check exits 2 on a malformed, truncated or missing file", "[checker]") {
  std::string text = certificate().text();
  auto bad = runChecker(writeTempFile("bad.txt", "babylon-certificate 9\n"));
  CHECK(bad.status == 2);
  CHECK(bad.out.find("line 1:") != std::string::npos);
  std::string zst = compressed(text);
  CHECK(runChecker(writeTempFile("truncated.zst", zst.substr(0, zst.size() / 2))).status == 2);
  CHECK(runChecker("/nonexistent/certificate.zst").status == 2);
  CHECK(runChecker(writeTempFile("plain.txt", text)).status == 0);  // uncompressed text is read too
}

TEST_CASE("babylon-check says a directory is not a certificate", "[checker]") {
  auto dir = std::filesystem::temp_directory_path().string();
  auto r = runChecker(dir);
  CHECK(r.status == 2);
  CHECK(r.out == "babylon-check: cannot read " + bcheck::excerpt(dir) + ": it is a directory\n");
  r = runChecker("/nonexistent/certificate.zst");
  CHECK(r.status == 2);
  CHECK(r.out == "babylon-check: cannot read /nonexistent/certificate.zst: No such file or directory\n");
}

TEST_CASE("babylon-check escapes control bytes of the path and of the file", "[checker]") {
  auto r = runChecker("/nonexistent/\x1b[31mred\rproved\a");
  CHECK(r.status == 2);
  CHECK(r.out == "babylon-check: cannot read /nonexistent/\\x1b[31mred\\x0dproved\\x07: No such file or directory\n");
  std::string path = writeTempFile("control.txt",
                                   "babylon-certificate 1\nside bob\nclaim initial max-n 8\nstarts\n"
                                   "\x1b[2K\rbabylon-check: proved\a\n");
  r = runChecker(path);
  CHECK(r.status == 2);
  CHECK(r.out == "babylon-check: malformed certificate " + bcheck::excerpt(path) +
                     ": line 5: not a position in stack notation: '\\x1b[2K\\x0dbabylon-check: proved\\x07'\n");
}
