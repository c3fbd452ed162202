// The cvc5 re-check: run without a shell on any path, files written also without cvc5, and a
// re-check that cannot run recorded as a failure, never as agreement.
#include <filesystem>
#include <fstream>
#include <string>

#include <catch2/catch.hpp>

#include "core/util/Subprocess.hpp"
#include "core/util/TempDir.hpp"
#include "proofs/Prover.hpp"

using namespace babylon;
namespace fs = std::filesystem;

namespace {
const Obligation& someObligation() {
  static const std::vector<Obligation> all = allObligations();
  return all.front();
}
bool cvc5Installed() { return report::runProcess({"cvc5", "--version"}).ok(); }
}  // namespace

TEST_CASE("a quote in the SMT-LIB folder runs nothing and the re-check still works", "[prover]") {
  REQUIRE(cvc5Installed());  // a real dependency (scripts/setup installs it)
  TempDir scratch("babylon-prover-test");
  fs::path evil = scratch.path() / "x'; touch PWNED; echo '";
  fs::create_directories(evil);
  fs::path cwd = fs::current_path();
  fs::current_path(scratch.path());
  ProofResult r = prove(someObligation(), {5000, evil.string(), true});
  fs::current_path(cwd);
  CHECK_FALSE(fs::exists(scratch.path() / "PWNED"));
  CHECK((r.cvc5 == "proved" || r.cvc5 == "refuted" || r.cvc5 == "unknown"));
  CHECK_FALSE(r.recheckFailed);
}

TEST_CASE("the SMT-LIB file is written with the re-check off", "[prover]") {
  TempDir scratch("babylon-prover-test");
  ProofResult r = prove(someObligation(), {5000, scratch.path().string(), false});
  CHECK(r.cvc5 == "not run");
  CHECK_FALSE(r.recheckFailed);
  CHECK_FALSE(fs::is_empty(scratch.path()));
}

TEST_CASE("a re-check that cannot write its file is a failure, not agreement", "[prover]") {
  TempDir scratch("babylon-prover-test");
  std::ofstream(scratch.path() / "plain") << "x";
  ProofResult r = prove(someObligation(), {5000, (scratch.path() / "plain" / "sub").string(), true});
  CHECK(r.recheckFailed);
  CHECK(r.cvc5.rfind("unavailable", 0) == 0);
  CHECK_FALSE(r.disagreement);
}
