// Lemma 4.5 (viii)'s sentences against a direct computation with the reference solver.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "LemmasTestSupport.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "claims/SentenceCheck.hpp"

using namespace babylon;

namespace {

// Every <2,2s;2u;2v>, u,v,s >= 1, the exception included.
std::vector<Instance> shaped(int maxN) {
  const Claim& lemma = paperClaim("L4.5");
  std::vector<Instance> out = claimInstances(lemma, maxN);
  for (Instance& i : exceptionalInstances(lemma, lemma.exceptions[0], maxN)) out.push_back(std::move(i));
  return out;
}

std::map<std::string, SentenceResult> byId(const std::vector<SentenceResult>& results) {
  std::map<std::string, SentenceResult> out;
  for (const SentenceResult& r : results) out.emplace(r.id, r);
  return out;
}

std::set<std::string> disagreeing(const SentenceResult& r) {
  std::set<std::string> out;
  for (const SentenceCounterexample& c : r.disagreements) out.insert(formatPosition(c.position));
  return out;
}

}  // namespace

TEST_CASE("Lemma 4.5 (viii)'s sentences agree with a direct count by the reference solver", "[sentences]") {
  const int maxN = 20;
  std::vector<Instance> instances = shaped(maxN);
  Solver solver(test::unlimitedGuard(), {1, true});
  auto results = byId(checkLemma45Sentences(instances, solver, test::unlimitedGuard(), 2));
  REQUIRE(results.size() == 5);

  int onlyCaseAgree = 0, threatened = 0, defendAgree = 0, safeAfter = 0, captureOnly = 0;
  std::set<std::string> defendDisagree;
  for (const Instance& i : instances) {
    const Position& p = i.position;
    int u = static_cast<int>(i.params.get("u")), v = static_cast<int>(i.params.get("v"));
    int m = p.chips() / 2;
    bool agrees = true;
    for (const Move& move : legalMoves(p)) {
      Position after = p.combined(move.a, move.b);
      bool rrThreat =
          move.a.height == 1 && move.b.height == 1 && move.a.color == kRed && move.b.color == kRed && 2 * u + 2 == m;
      if (!test::referenceSafe(after) && !rrThreat) agrees = false;
    }
    onlyCaseAgree += agrees;
    if (2 * u + 2 != m) continue;
    ++threatened;
    Position afterRr = p.combined(Stack{kRed, 1}, Stack{kRed, 1});
    bool safeRr = test::referenceSafe(afterRr);
    if (safeRr == (u == v))
      ++defendAgree;
    else
      defendDisagree.insert(formatPosition(p));
    if (!safeRr) continue;
    ++safeAfter;
    Position captured =
        afterRr.combined(Stack{kBlue, static_cast<std::uint8_t>(2 * v)}, Stack{kRed, static_cast<std::uint8_t>(2 * u)});
    bool onlyCapture = true;
    for (const Move& move : legalMoves(afterRr)) {
      Position next = afterRr.combined(move.a, move.b);
      if (test::referenceSafe(next) && !(u == v && next == captured)) onlyCapture = false;
    }
    captureOnly += onlyCapture;
  }
  const SentenceResult& only = results.at("L4.5(viii).only-case");
  CHECK(only.checked == static_cast<int>(instances.size()));
  CHECK(only.agree == onlyCaseAgree);
  const SentenceResult& defend = results.at("L4.5(viii).defend-iff-u=v");
  CHECK(defend.checked == threatened);
  CHECK(defend.agree == defendAgree);
  CHECK(disagreeing(defend) == defendDisagree);
  const SentenceResult& capture = results.at("L4.5(viii).only-defence-is-capture");
  CHECK(capture.checked == safeAfter);
  CHECK(capture.agree == captureOnly);
  // The capture BR is a legal move exactly when the hills have equal heights.
  CHECK(results.at("L4.5(viii).capture-iff-u=v").agree == threatened);
}

TEST_CASE("the sentences are refuted where the exception is safe anyway (m = 6, u = 2, v = 1, s = 2)", "[sentences]") {
  Solver solver(test::unlimitedGuard(), {1, true});
  auto results = byId(checkLemma45Sentences(shaped(12), solver, test::unlimitedGuard(), 1));
  // m = 6, u = 2, v = 1, s = 2: Alice's rr leaves <0,4;4,2;2>, and Bob defends without a capture.
  CHECK(disagreeing(results.at("L4.5(viii).defend-iff-u=v")).count("<2,4;4;2>") == 1);
  CHECK(test::referenceSafe(parsePosition("<0,4;4,2;2>")));
}

TEST_CASE("Lemma 4.3's proof sentences hold on its instances and fail without its provisos", "[sentences]") {
  const Claim& lemma = paperClaim("L4.3");
  auto paper = byId(checkLemma43Sentences(lemma, claimInstances(lemma, 20), test::unlimitedGuard(), 2));
  for (const auto& [id, r] : paper) {
    INFO(id);
    CHECK(r.checked > 0);
    CHECK(r.disagreements.empty());
  }
  // Three y-stacks of height u: the rule stacks two and leaves the third for Alice to capture X.
  Claim weaker = withoutException(lemma, "at most two are of height u");
  auto dropped = byId(checkLemma43Sentences(weaker, claimInstances(weaker, 20), test::unlimitedGuard(), 2));
  CHECK_FALSE(dropped.at("L4.3.height-u-killed").disagreements.empty());
  CHECK_FALSE(dropped.at("L4.3.induction").disagreements.empty());
  // All y-stacks of height u/2: no two of them combine to a height other than u.
  Claim allHalf = withoutException(lemma, "not all y-stacks are of height u/2");
  auto half = byId(checkLemma43Sentences(allHalf, claimInstances(allHalf, 20), test::unlimitedGuard(), 2));
  for (const SentenceCounterexample& c : half.at("L4.3.tallest-or-shortest").disagreements) {
    std::optional<Env> params = loneStackParams(c.position);
    REQUIRE(params);
    CHECK(params->get("t_half") == params->get("t"));
  }
  CHECK_FALSE(half.at("L4.3.tallest-or-shortest").disagreements.empty());
}

TEST_CASE("Lemma 4.2's X is untouchable exactly when it is taller than m", "[sentences]") {
  const Claim& lemma = paperClaim("L4.2");
  CHECK(checkLemma42Sentences(claimInstances(lemma, 20)).at(0).disagreements.empty());
  Claim weaker = withoutException(lemma, "the height of X exceeds m");
  SentenceResult r = checkLemma42Sentences(claimInstances(weaker, 16)).at(0);
  CHECK_FALSE(r.disagreements.empty());
  for (const SentenceCounterexample& c : r.disagreements)
    CHECK(loneStackParams(c.position)->get("u") <= c.position.chips() / 2);
}
