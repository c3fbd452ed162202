// The babylon-check program: exit 0 with a summary, 1 with the failing line, 2 on a bad file.
#include <catch2/catch.hpp>
#include <zstd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "SolverCertificate.hpp"
#include "verifier/Starts.hpp"

namespace {

struct Outcome {
  int status;
  std::string out;
};

Outcome runChecker(const std::string& file) {
  std::string command = std::string(CHECKER_EXE) + " '" + file + "' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  char buffer[256];
  while (std::fgets(buffer, sizeof buffer, pipe)) out += buffer;
  int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

std::string writeFile(const std::string& name, const std::string& bytes) {
  auto path = std::filesystem::temp_directory_path() / ("babylon-check-test-" + name);
  std::ofstream(path, std::ios::binary) << bytes;
  return path.string();
}

std::string compressed(const std::string& text) {
  std::string out(ZSTD_compressBound(text.size()), '\0');
  out.resize(ZSTD_compress(out.data(), out.size(), text.data(), text.size(), 3));
  return out;
}

babylon::checkertest::TextCertificate certificate() {
  std::vector<babylon::Position> starts;
  for (const babylon::Start& s : babylon::startsFor(babylon::StartSet::Initial, 8)) starts.push_back(s.position);
  return babylon::checkertest::solverCertificate(false, "initial max-n 8", starts);
}

}  // namespace

TEST_CASE("babylon-check accepts a compressed certificate that proves its claim", "[checker]") {
  auto r = runChecker(writeFile("good.zst", compressed(certificate().text())));
  CHECK(r.status == 0);
  CHECK(r.out.rfind("babylon-check: proved: Bob wins from all 3 starts", 0) == 0);
}

TEST_CASE("babylon-check refuses a wrong certificate with its line", "[checker]") {
  auto t = certificate();
  std::size_t i = t.firstEntry();
  t.lines[i] = t.lines[i].substr(0, t.lines[i].find(" : ")) + " : r7>r7";
  auto r = runChecker(writeFile("wrong.zst", compressed(t.text())));
  CHECK(r.status == 1);
  CHECK(r.out.find("line " + std::to_string(i + 1) + ": r7>r7 is not a legal move") != std::string::npos);
}

TEST_CASE("babylon-check exits 2 on a malformed, truncated or missing file", "[checker]") {
  std::string text = certificate().text();
  auto bad = runChecker(writeFile("bad.txt", "babylon-certificate 9\n"));
  CHECK(bad.status == 2);
  CHECK(bad.out.find("line 1:") != std::string::npos);
  std::string zst = compressed(text);
  CHECK(runChecker(writeFile("truncated.zst", zst.substr(0, zst.size() / 2))).status == 2);
  CHECK(runChecker("/nonexistent/certificate.zst").status == 2);
  CHECK(runChecker(writeFile("plain.txt", text)).status == 0);  // uncompressed text is read too
}
