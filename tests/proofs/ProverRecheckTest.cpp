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

TEST_CASE("Z3's answer from the exploration is taken, and a wrong one is caught by cvc5", "[prover]") {
  REQUIRE(cvc5Installed());
  TempDir scratch("babylon-prover-test");
  Expr u = var("u"), m = var("m");
  // Taken as the exploration's answer (not proved again), re-checked by cvc5, and proved again
  // in a fresh context with z3Fresh.
  Obligation right{"taken.right",  "symbolic",       "test",      "2u+2 = m implies m even",
                   2 * u + 2 == m, m == 2 * (m / 2), std::nullopt};
  right.z3Proved = true;
  ProofResult taken = prove(right, {5000, scratch.path().string(), true});
  CHECK(taken.status == ProofStatus::Proved);
  CHECK(taken.z3 == "exploration");
  CHECK(taken.cvc5 == "proved");
  CHECK_FALSE(taken.disagreement);
  ProofResult fresh = prove(right, {5000, scratch.path().string(), true, true});
  CHECK(fresh.status == ProofStatus::Proved);
  CHECK(fresh.z3 == "fresh context");
  // A false claim marked as proved where it was made: cvc5 refutes it, a disagreement (so no
  // verdict rests on it); proved again with Z3, it is refuted with a counter-model.
  Obligation wrong{"taken.wrong",  "symbolic",       "test",      "2u+2 = m implies 4 divides m",
                   2 * u + 2 == m, m == 4 * (m / 4), std::nullopt};
  wrong.z3Proved = true;
  ProofResult caught = prove(wrong, {5000, scratch.path().string(), true});
  CHECK(caught.cvc5 == "refuted");
  CHECK(caught.disagreement);
  ProofResult again = prove(wrong, {5000, scratch.path().string(), true, true});
  CHECK(again.status == ProofStatus::Refuted);
  CHECK(again.counterModel.has("m"));
}
