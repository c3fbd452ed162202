// The project's SMT-LIB printer against Z3's own translation: on every obligation, Z3 (from the
// Expr through its API) and cvc5 (from the printed text) give the same verdict; and a mistake
// planted in either translation is caught as a disagreement.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <z3++.h>

#include "core/util/Subprocess.hpp"
#include "core/util/TempDir.hpp"
#include "proofs/ExprZ3.hpp"
#include "proofs/Obligations.hpp"
#include "proofs/SmtLib.hpp"
#include "proofs/SymbolicVerifier.hpp"

using namespace babylon;

namespace {

// Z3's verdict through its C++ API: "proved" (negation unsat) or "refuted".
std::string z3Verdict(const Expr& assumption, const Expr& claim) {
  z3::context c;
  Z3Params params(c);
  z3::solver s(c);
  s.add(toZ3(assumption, params));
  s.add(!toZ3(claim, params));
  auto r = s.check();
  return r == z3::unsat ? "proved" : r == z3::sat ? "refuted" : "unknown";
}

// cvc5's verdict on an SMT-LIB text.
std::string cvc5Verdict(const std::string& text) {
  // A private folder per process: ctest runs this file's cases in parallel processes.
  static babylon::TempDir dir("babylon-smtlib-test");
  static int counter = 0;
  auto file = dir.path() / ("query-" + std::to_string(++counter) + ".smt2");
  std::ofstream(file) << text;
  auto r = report::runProcess({"cvc5", "--lang", "smt2", file.string()});
  std::filesystem::remove(file);
  REQUIRE(r.started);
  std::string first = r.out.substr(0, r.out.find('\n'));
  return first == "unsat" ? "proved" : first == "sat" ? "refuted" : "unknown: " + r.out + r.err;
}

// The expression with its first `>=` (in prefix order) read as `>`; `done` says whether one was found.
Expr firstGeAsGt(const Expr& e, bool& done) {
  if (done) return e;
  if (e.kind() == Expr::Kind::Ge) {
    done = true;
    return Expr::make(Expr::Kind::Gt, e.children());
  }
  if (e.children().empty()) return e;
  std::vector<Expr> kids;
  for (const Expr& c : e.children()) kids.push_back(firstGeAsGt(c, done));
  return Expr::make(e.kind(), kids);
}

// cvc5's verdicts on many SMT-LIB texts in one process, as the report's published scripts are
// read: each query preceded by (echo "<index>") and followed by (reset).
std::vector<std::string> cvc5Verdicts(const std::vector<std::string>& texts) {
  std::string script;
  for (std::size_t i = 0; i < texts.size(); ++i)
    script += "(echo \"" + std::to_string(i) + "\")\n" + texts[i] + "(reset)\n";
  auto r = report::runProcess({"cvc5", "--lang", "smt2"}, report::ProcessOptions{0, script, 0, 0});
  REQUIRE(r.started);
  std::vector<std::string> verdicts(texts.size(), "no answer");
  std::istringstream out(r.out);
  for (std::string id, answer; out >> id >> answer;) {
    std::size_t i = std::stoul(id.substr(1, id.size() - 2));
    REQUIRE(i < texts.size());
    verdicts[i] = answer == "unsat" ? "proved" : answer == "sat" ? "refuted" : "unknown: " + answer;
  }
  return verdicts;
}

// Every side condition and every obligation of the symbolic verifier's family graph.
std::vector<Obligation> everyObligation() {
  std::vector<Obligation> all = allObligations();
  for (Obligation& o : symbolic::exploreFamilies({.quick = true}).obligations) all.push_back(std::move(o));
  return all;
}

}  // namespace

TEST_CASE("The printer writes SMT-LIB for every kind of expression") {
  Expr u = var("u"), m = var("m");
  CHECK(toSmtLib(2 * u + 4 == m) == "(= (+ (* 2 |u|) 4) |m|)");
  CHECK(toSmtLib(!(u / 2 != lit(-3))) == "(not (not (= (div |u| 2) (- 3))))");
  CHECK(toSmtLib(implies(u < m && u <= m, u > m || u >= m)) ==
        "(=> (and (< |u| |m|) (<= |u| |m|)) (or (> |u| |m|) (>= |u| |m|)))");
  CHECK(toSmtLib(u - m) == "(- |u| |m|)");
}

TEST_CASE("Z3 through its API and cvc5 on the printed text agree on every obligation", "[cvc5]") {
  std::vector<Obligation> all = everyObligation();
  std::vector<std::string> texts;
  for (const Obligation& o : all) texts.push_back(smtLibQuery(o.assumption, o.claim, o.id));
  std::vector<std::string> cvc5 = cvc5Verdicts(texts);
  int proved = 0, refuted = 0;
  for (std::size_t i = 0; i < all.size(); ++i) {
    std::string z3 = z3Verdict(all[i].assumption, all[i].claim);
    INFO(all[i].id << "\n" << texts[i]);
    CHECK(z3 == cvc5[i]);
    (z3 == "proved" ? proved : refuted)++;
  }
  CHECK(proved > 1500);  // the side conditions and the family graph's (1,496 when this was written)
  CHECK(refuted == 3);   // the three findings about the paper's text
}

TEST_CASE("A mistake planted in the printed text is caught", "[cvc5]") {
  // `>=` printed as `>`: somewhere a proved obligation stops being proved.
  int caught = 0;
  for (const Obligation& o : allObligations()) {
    std::string text = smtLibQuery(o.assumption, o.claim);
    auto at = text.find("(>= ", text.find("(assert (not"));
    if (at == std::string::npos) continue;
    text.replace(at, 4, "(> ");
    if (cvc5Verdict(text) != z3Verdict(o.assumption, o.claim)) ++caught;
    if (caught >= 3) break;
  }
  CHECK(caught >= 3);
}

TEST_CASE("A mistake planted in the Z3 translation is caught") {
  // The claim's first `>=` read as `>` on Z3's side only: somewhere the verdicts part.
  int caught = 0;
  for (const Obligation& o : allObligations()) {
    bool done = false;
    Expr wrong = firstGeAsGt(o.claim, done);
    if (!done) continue;
    if (z3Verdict(o.assumption, wrong) != cvc5Verdict(smtLibQuery(o.assumption, o.claim))) ++caught;
    if (caught >= 3) break;
  }
  CHECK(caught >= 3);
}
