// The results ranks send to rank 0 come back whole: what babylon prints from a decoded result is
// what it prints from the original (the claim check with failures, exceptions, successors and
// sentences; counterexamples with justifications; start results; positions of many colors).
#include <sstream>

#include <catch2/catch.hpp>

#include "reports/LemmasView.hpp"
#include "cli/StrategyChoice.hpp"
#include "distributed/ClaimsCodec.hpp"
#include "distributed/GameCodec.hpp"
#include "distributed/VerifyCodec.hpp"
#include "verify/CounterexampleFile.hpp"
#include "verify/StrategyVerifier.hpp"

using namespace babylon;
using namespace babylon::distributed;

namespace {
RunGuard& unlimited() {
  static RunGuard guard(RunGuard::physicalMemory());
  return guard;
}

std::string text(const ClaimReport& report) {
  std::ostringstream out;
  report::printClaimReport(report, out);
  return out.str();
}
}  // namespace

TEST_CASE("claim results decode to what was encoded", "[codec]") {
  const Claim& lemma = paperClaim("L4.5");
  ClaimCheckOptions options;
  options.maxN = 16;
  options.listCap = 1000;
  // Lemma 4.5 without its exception fails (failures with lines); the others bring exceptions,
  // successor checks and sentences.
  options.claims = {withoutException(lemma, lemma.exceptions[0].words), lemma, paperClaim("L4.3"), paperClaim("L4.2")};
  ClaimReport report = checkClaims(options, unlimited());
  ClaimReport copy = report;
  copy.claims.clear();
  int failures = 0, exceptions = 0, successors = 0, disagreements = 0;
  for (const ClaimResult& r : report.claims) {
    nlohmann::json encoded = encodeClaimResult(r);
    // Through CBOR, as the ranks send it.
    ClaimResult decoded = decodeClaimResult(nlohmann::json::from_cbor(nlohmann::json::to_cbor(encoded)), r.claim);
    CHECK(encodeClaimResult(decoded) == encoded);
    copy.claims.push_back(decoded);
    failures += static_cast<int>(r.failures.size());
    for (const ExceptionResult& e : r.exceptions) exceptions += static_cast<int>(e.safeAnyway.size());
    if (r.successors) successors += r.successors->checked();
    disagreements += r.sentenceDisagreements();
  }
  CHECK(failures > 0);
  CHECK(exceptions > 0);
  CHECK(successors > 0);
  CHECK(disagreements > 0);
  CHECK(report::claimReportJson(copy) == report::claimReportJson(report));
  CHECK(text(copy) == text(report));
}

TEST_CASE("counterexamples decode to what was encoded", "[codec]") {
  std::unique_ptr<Strategy> literal = cli::makeStrategy("paper-literal", unlimited());
  Verification v = verifyStrategy(*literal, startsFor(StartSet::All, 12), {1, true}, unlimited());
  int counterexamples = 0, justified = 0;
  for (const StartVerdict& s : v.starts) {
    if (!s.counterexample) continue;
    ++counterexamples;
    const Counterexample& c = *s.counterexample;
    nlohmann::json encoded = encodeCounterexample(c);
    Counterexample decoded = decodeCounterexample(nlohmann::json::from_cbor(nlohmann::json::to_cbor(encoded)), c.start);
    CHECK(encodeCounterexample(decoded) == encoded);
    CHECK(counterexampleJson(decoded) == counterexampleJson(c));
    for (const LineStep& step : c.steps) justified += step.why.has_value();
  }
  CHECK(counterexamples > 10);
  CHECK(justified > 0);
}

TEST_CASE("start results and positions of many colors decode to what was encoded", "[codec]") {
  Classification c = classify({12, 1, true}, unlimited());
  REQUIRE(c.starts.size() == 36);
  for (const StartResult& r : c.starts) {
    StartResult back = decodeStartResult(encodeStartResult(r));
    CHECK((back.p == r.p && back.q == r.q && back.outcome == r.outcome && back.theorem == r.theorem &&
           back.positions == r.positions && back.tableReplacements == r.tableReplacements &&
           back.seconds == r.seconds));
  }
  int chips[] = {3, 1, 4, 1, 5};
  Position p = Position::initial(chips).combined(Stack{2, 1}, Stack{2, 1}).combined(Stack{4, 1}, Stack{0, 1});
  CHECK(decodePosition(encodePosition(p)) == p);
  Move m{Stack{4, 2}, Stack{2, 2}};
  CHECK(decodeMove(encodeMove(m)) == m);
}
