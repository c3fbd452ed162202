// The exhaustive check: the paper's claims hold at small n, a deliberately false claim fails on
// exactly the positions the reference solver finds unsafe (with real winning lines), tightness
// counts agree with a direct count, results do not depend on threads, and a stop keeps the
// finished claims.
#include <catch2/catch.hpp>

#include <set>

#include "LemmasTestSupport.hpp"
#include "core/Notation.hpp"
#include "claims/ClaimCheck.hpp"

using namespace babylon;

namespace {

ClaimCheckOptions optionsFor(std::vector<Claim> claims, int maxN, int threads = 2) {
  ClaimCheckOptions options;
  options.maxN = maxN;
  options.threads = threads;
  options.listCap = 1000;
  options.claims = std::move(claims);
  return options;
}

// What is wrong with a line that should show Alice winning from p, or "" if nothing.
std::string lineProblem(const Position& p, const std::vector<BestPlayStep>& line) {
  Position now = p;
  for (const BestPlayStep& step : line) {
    if (step.bob != (now.stackCount() % 2 == 1)) return "the wrong player moves at " + formatPosition(now);
    if (!isLegal(now, step.move)) return "an illegal move at " + formatPosition(now);
    now = now.combined(step.move.a, step.move.b);
    if (!(now == step.after)) return "the wrong position after a move";
  }
  if (!legalMoves(now).empty()) return "the line stops before the end of the game";
  if (now.stackCount() % 2 == 0) return "the game ends with Alice unable to move";
  return "";
}

std::set<std::string> printed(const std::vector<Instance>& instances) {
  std::set<std::string> out;
  for (const Instance& i : instances) out.insert(formatPosition(i.position));
  return out;
}

}  // namespace

TEST_CASE("the paper's claims hold on every instance up to 16 chips", "[claims-check]") {
  ClaimReport report = checkClaims(optionsFor(paperClaims(), 16), test::unlimitedGuard());
  REQUIRE(report.complete);
  REQUIRE(report.claims.size() == paperClaims().size());
  CHECK(report.allClaimsHold());  // what `babylon lemmas` exits 0 on
  for (const ClaimResult& r : report.claims) {
    INFO(r.claim.id);
    CHECK(r.instances > 0);
    CHECK(r.failureCount == 0);
    if (r.successors) CHECK(r.successors->problems.empty());
  }
}

TEST_CASE("Lemma 4.5 without its exception fails exactly where the reference solver says", "[claims-check]") {
  const int maxN = 20;
  const Claim& lemma = paperClaim("L4.5");
  Claim weaker = withoutException(lemma, lemma.exceptions[0].words);
  ClaimReport report = checkClaims(optionsFor({weaker}, maxN), test::unlimitedGuard());
  const ClaimResult& r = report.claims.at(0);
  // Independently: every <2,2s;2u;2v> with 2u+2 = m and s > 1 that the reference finds unsafe.
  std::set<std::string> unsafe;
  for (const Instance& i : exceptionalInstances(lemma, lemma.exceptions[0], maxN))
    if (!test::referenceSafe(i.position)) unsafe.insert(formatPosition(i.position));
  REQUIRE(!unsafe.empty());
  CHECK(r.failureCount == static_cast<int>(unsafe.size()));
  CHECK_FALSE(r.holds());
  CHECK_FALSE(report.allClaimsHold());  // `babylon lemmas` would exit 1
  std::set<std::string> failed;
  for (const ClaimFailure& f : r.failures) {
    failed.insert(formatPosition(f.instance.position));
    CHECK_FALSE(test::referenceSafe(f.instance.position));
    CHECK(lineProblem(f.instance.position, f.line) == "");
  }
  CHECK(failed == unsafe);
}

TEST_CASE("tightness of Lemma 4.5's exception matches a direct count", "[claims-check]") {
  const int maxN = 20;
  int instances = 0, unsafe = 0;
  std::set<std::string> safeAnyway;
  for (int s = 2; 2 + 2 * s <= maxN; ++s)
    for (int u = 1; u <= maxN; ++u)
      for (int v = 1; v <= maxN; ++v) {
        int total = 2 + 2 * s + 2 * u + 2 * v;
        if (total > maxN || 2 * u + 2 != total / 2) continue;
        Position p = parsePosition("<2," + std::to_string(2 * s) + ";" + std::to_string(2 * u) + ";" +
                                   std::to_string(2 * v) + ">");
        ++instances;
        if (test::referenceSafe(p))
          safeAnyway.insert(formatPosition(p));
        else
          ++unsafe;
      }
  ClaimReport report = checkClaims(optionsFor({paperClaim("L4.5")}, maxN), test::unlimitedGuard());
  const ExceptionResult& e = report.claims.at(0).exceptions.at(0);
  CHECK(e.instances == instances);
  CHECK(e.unsafe == unsafe);
  CHECK(e.safeAnywayCount() == static_cast<int>(safeAnyway.size()));
  CHECK(printed(e.safeAnyway) == safeAnyway);
}

TEST_CASE("tightness of Lemma 4.3's provisos agrees with the reference solver", "[claims-check]") {
  const Claim& lemma = paperClaim("L4.3");
  ClaimReport report = checkClaims(optionsFor({lemma}, 14), test::unlimitedGuard());
  const ClaimResult& r = report.claims.at(0);
  REQUIRE(r.exceptions.size() == 3);
  for (std::size_t k = 0; k < 3; ++k) {
    INFO(lemma.exceptions[k].words);
    int unsafe = 0;
    std::vector<Instance> instances = exceptionalInstances(lemma, lemma.exceptions[k], 14);
    for (const Instance& i : instances) unsafe += !test::referenceSafe(i.position);
    CHECK(r.exceptions[k].instances == static_cast<int>(instances.size()));
    CHECK(r.exceptions[k].unsafe == unsafe);
  }
}

TEST_CASE("the report does not depend on the number of threads", "[claims-check]") {
  auto summary = [](const ClaimReport& report) {
    std::vector<std::string> out;
    for (const ClaimResult& r : report.claims) {
      out.push_back(r.claim.id + " " + std::to_string(r.instances) + " " + std::to_string(r.failureCount));
      for (const ExceptionResult& e : r.exceptions) {
        out.push_back(std::to_string(e.instances) + " " + std::to_string(e.unsafe));
        for (const Instance& i : e.safeAnyway) out.push_back(formatPosition(i.position));
      }
      if (r.successors)
        for (const EntryChecks& c : r.successors->entries)
          out.push_back(c.id + " " + std::to_string(c.checked) + " " + std::to_string(c.problems));
      for (const SentenceResult& s : r.sentences) {
        out.push_back(s.id + " " + std::to_string(s.checked) + " " + std::to_string(s.agree));
        for (const SentenceCounterexample& d : s.disagreements) out.push_back(formatPosition(d.position) + d.detail);
      }
    }
    return out;
  };
  ClaimReport one = checkClaims(optionsFor(paperClaims(), 22, 1), test::unlimitedGuard());
  ClaimReport two = checkClaims(optionsFor(paperClaims(), 22, 2), test::unlimitedGuard());
  ClaimReport three = checkClaims(optionsFor(paperClaims(), 22, 3), test::unlimitedGuard());
  CHECK(summary(one) == summary(two));
  CHECK(summary(one) == summary(three));
}

TEST_CASE("a run stopped by the memory limit keeps the claims it finished", "[claims-check]") {
  // The guard is looked at between units of work (every 256 per thread): position 3 has fewer
  // instances than that up to 28 chips and finishes; Lemma 4.3 has thousands and is stopped.
  RunGuard tiny(1);
  ClaimReport report = checkClaims(optionsFor({paperClaim("P3"), paperClaim("L4.3"), paperClaim("L4.2")}, 28), tiny);
  CHECK_FALSE(report.complete);
  CHECK(report.stopReason.find("memory limit") != std::string::npos);
  REQUIRE(report.claims.size() == 1);
  CHECK(report.claims[0].claim.id == "P3");
  CHECK(report.claims[0].instances > 0);
  CHECK(report.unfinished == std::vector<std::string>{"L4.3", "L4.2"});
}

TEST_CASE("a stop request (Ctrl-C) ends the run between units", "[claims-check]") {
  RunGuard guard(~std::uint64_t{0});
  guard.requestStop();
  ClaimReport report = checkClaims(optionsFor({paperClaim("L4.3")}, 24), guard);
  CHECK_FALSE(report.complete);
  CHECK(report.claims.empty());
  CHECK(report.stopReason == "interrupted");
}
