// babylon-check-proof's solver (checker/ProofSolver): the real cvc5 answers a batch in order, over
// one process or several, and a query with a lean form is asked that way first and as written
// only where the lean form is not unsat.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "ProofSolver.hpp"

namespace {

using bproof::Answer;
using bproof::Query;

// "x > lo implies x > claim" over an integer x; `lo` empty: no assumption. Unsat (it holds) when
// lo >= claim.
std::string implication(const std::string& lo, int claim) {
  std::string out = "(declare-const x Int)\n";
  if (!lo.empty()) out += "(assert (> x " + lo + "))\n";
  return out + "(assert (not (> x " + std::to_string(claim) + ")))\n(check-sat)\n";
}

Query query(std::string body, std::string lean = "") {
  Query q;
  q.line = 1;
  q.what = "a test";
  q.body = std::move(body);
  q.lean = std::move(lean);
  return q;
}

}  // namespace

TEST_CASE("cvc5 answers a batch in order over one or several processes", "[proof-solver]") {
  bproof::Formulas f;
  std::vector<Query> batch;
  std::vector<Answer> expected;
  for (int i = 0; i < 7; ++i) {
    bool holds = i % 3 != 1;
    batch.push_back(query(implication("5", holds ? 3 : 8)));
    expected.push_back(holds ? Answer::Unsat : Answer::Sat);
  }
  for (unsigned jobs : {1u, 2u, 3u, 16u}) {
    INFO(jobs << " processes");
    std::size_t asWritten = 0;
    CHECK(bproof::askCvc5(batch, f, "cvc5", 10000, jobs, asWritten) == expected);
    CHECK(asWritten == 0);
  }
}

TEST_CASE("No chunk after one with a query that is not unsat is started", "[proof-solver]") {
  bproof::Formulas f;
  // Ten chunks: the third query of the second chunk is sat.
  std::vector<Query> batch;
  for (std::size_t i = 0; i < 10 * bproof::kChunk; ++i)
    batch.push_back(query(implication("5", i == bproof::kChunk + 2 ? 8 : 3)));
  for (unsigned jobs : {1u, 2u}) {
    INFO(jobs << " processes");
    std::size_t asWritten = 0;
    std::vector<Answer> answers = bproof::askCvc5(batch, f, "cvc5", 10000, jobs, asWritten);
    // The first two chunks are answered in full, the sat query among them.
    for (std::size_t i = 0; i < 2 * bproof::kChunk; ++i)
      CHECK(answers.at(i) == (i == bproof::kChunk + 2 ? Answer::Sat : Answer::Unsat));
    // With one process, no later chunk is asked. With two, how many the other process started
    // meanwhile depends on timing: each is answered right or not asked.
    std::size_t asked = std::count_if(answers.begin(), answers.end(), [](Answer a) { return a != Answer::NotAsked; });
    if (jobs == 1) CHECK(asked == 2 * bproof::kChunk);
    for (std::size_t i = 2 * bproof::kChunk; i < answers.size(); ++i)
      CHECK((answers[i] == Answer::Unsat || answers[i] == Answer::NotAsked));
  }
}

TEST_CASE("A lean form is asked first and the query as written where it is not unsat", "[proof-solver]") {
  bproof::Formulas f;
  std::vector<Query> batch = {
      // The lean form (no assumption) is sat, the query (x > 5) unsat: unsat.
      query(implication("5", 3), implication("", 3)),
      // The lean form unsat: the query as written is never asked (here it is not even SMT-LIB).
      query("(assert (> x", implication("5", 3)),
      // Both sat: sat.
      query(implication("5", 8), implication("", 8)),
      // No lean form: asked as written.
      query(implication("5", 5)),
      query(implication("5", 6)),
  };
  std::vector<Answer> expected = {Answer::Unsat, Answer::Unsat, Answer::Sat, Answer::Unsat, Answer::Sat};
  for (unsigned jobs : {1u, 2u}) {
    INFO(jobs << " processes");
    std::size_t asWritten = 0;
    CHECK(bproof::askCvc5(batch, f, "cvc5", 10000, jobs, asWritten) == expected);
    CHECK(asWritten == 2);  // the first and third
  }
  // A query as written that is not SMT-LIB, asked because its lean form is sat: no answer.
  std::vector<Query> broken = {query("(assert (> x", implication("", 3)), query(implication("5", 3))};
  std::size_t asWritten = 0;
  std::vector<Answer> answers = bproof::askCvc5(broken, f, "cvc5", 10000, 1, asWritten);
  CHECK(answers.at(0) == Answer::NoAnswer);
}

TEST_CASE("A solver that cannot be started is said so", "[proof-solver]") {
  bproof::Formulas f;
  std::vector<Query> batch = {query(implication("5", 3)), query(implication("5", 3))};
  std::size_t asWritten = 0;
  CHECK_THROWS_AS(bproof::askCvc5(batch, f, "/nonexistent/cvc5", 10000, 2, asWritten), bproof::NoSolver);
}
