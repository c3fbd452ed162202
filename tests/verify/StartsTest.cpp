// The starts are exactly the paper's families: counted by hand for small totals, with the
// stated side conditions, the exception of Lemma 4.5, and the right player to move.
#include <catch2/catch.hpp>

#include <set>

#include "core/Notation.hpp"
#include "verify/Starts.hpp"

using namespace babylon;

namespace {
std::set<std::string> printed(const std::vector<Start>& starts) {
  std::set<std::string> out;
  for (const Start& s : starts) out.insert(formatPosition(s.position));
  return out;
}
}  // namespace

TEST_CASE("initial starts: p red and q blue singletons, 3 <= p <= q, p+q even", "[starts]") {
  CHECK(printed(initialStarts(10)) ==
        std::set<std::string>{"<3,3;;>", "<3,5;;>", "<4,4;;>", "<3,7;;>", "<4,6;;>", "<5,5;;>"});
  CHECK(initialStarts(5).empty());
}

TEST_CASE("target states up to 14 chips, counted by hand", "[starts]") {
  CHECK(printed(targetStarts(14)) ==
        std::set<std::string>{"<4,4;2;2>", "<4,4;2;4>", "<4,4;4;2>", "<4,6;2;2>", "<6,4;2;2>", "<5,5;2;2>"});
}

TEST_CASE("Lemma 4.4 starts have three red singletons and u+v >= 3", "[starts]") {
  // Total 12: <3,k;2u;2v> with k odd >= 3 and 2u+2v >= 6: k = 3, (u,v) in {(1,2),(2,1)}.
  CHECK(printed(lemma44Starts(12)) == std::set<std::string>{"<3,3;2;4>", "<3,3;4;2>"});
  for (const Start& s : lemma44Starts(20)) CHECK(s.kind == StartKind::Lemma44);
}

TEST_CASE("Lemma 4.5 starts leave out the exception 2u+2 = m and s > 1", "[starts]") {
  auto starts = printed(lemma45Starts(12));
  CHECK(starts.count("<2,2;4;4>"));   // m = 6, u = 2 but s = 1: included
  CHECK(!starts.count("<2,4;4;2>"));  // m = 6, u = 2, s = 2: the exception
  CHECK(starts.count("<2,4;2;4>"));
  CHECK(printed(lemma45Starts(8)) == std::set<std::string>{"<2,2;2;2>"});
}

TEST_CASE("positions 1-3 are odd states where Bob moves first", "[starts]") {
  CHECK(printed(position1Starts(12)) == std::set<std::string>{"<3,4;3;2>"});
  CHECK(printed(position2Starts(12)) == std::set<std::string>{"<2,4;2,2;2>"});
  CHECK(printed(position3Starts(12)) == std::set<std::string>{"<4,4;;2>", "<4,4;;4>", "<4,6;;2>"});
  for (auto family : {position1Starts(20), position2Starts(20), position3Starts(20)})
    for (const Start& s : family) CHECK(bobToMove(s.position));
}

TEST_CASE("every start has an even total within the bound and no family repeats a start", "[starts]") {
  std::vector<Start> all = startsFor(StartSet::All, 20);
  std::set<std::pair<std::string, int>> seen;
  for (const Start& s : all) {
    CHECK(s.position.chips() % 2 == 0);
    CHECK(s.position.chips() <= 20);
    CHECK(seen.insert({formatPosition(s.position), static_cast<int>(s.kind)}).second);
  }
  CHECK(startsFor(StartSet::Lemmas, 20).size() + startsFor(StartSet::Initial, 20).size() +
            startsFor(StartSet::Target, 20).size() ==
        all.size());
}

TEST_CASE("start kinds and start sets are read back from their names", "[starts]") {
  for (StartKind k : {StartKind::Initial, StartKind::Target, StartKind::Lemma44, StartKind::Lemma45,
                      StartKind::Position1, StartKind::Position2, StartKind::Position3})
    CHECK(parseStartKind(startKindName(k)) == k);
  CHECK(!parseStartKind("lemma-4.6"));
  CHECK(parseStartSet("lemmas") == StartSet::Lemmas);
  CHECK(!parseStartSet("everything"));
}
