// Certificates from the reference solver pass; one changed move, a missing position or a dropped
// start are each refused at the right line.
#include <catch2/catch.hpp>

#include "Check.hpp"
#include "ReferenceSolver.hpp"
#include "SolverCertificate.hpp"
#include "core/Move.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "verify/Starts.hpp"

using namespace babylon;
using checkertest::TextCertificate;

namespace {

std::vector<Position> bobStarts(StartSet set, int maxN) {
  std::vector<Position> out;
  for (const Start& s : startsFor(set, maxN)) out.push_back(s.position);
  return out;
}

TextCertificate bobInitial10() {
  return checkertest::solverCertificate(false, "initial max-n 10", bobStarts(StartSet::Initial, 10));
}

bcheck::Verdict checkText(const TextCertificate& t) {
  bcheck::Certificate c = bcheck::parseCertificateText(t.text());
  return bcheck::check(c);
}

bool onPath(const bcheck::Verdict& v, std::size_t line) {
  return std::find(v.path.begin(), v.path.end(), line) != v.path.end();
}

// The position and move of a `<position> : <move>` line, read with the project's notation.
std::pair<Position, Move> entryOf(const std::string& line) {
  auto colon = line.find(" : ");
  Position p = parseStackList(line.substr(0, colon));
  return {p, parseMove(p, line.substr(colon + 3))};
}

reference::Stacks toReference(const Position& p) {
  reference::Stacks s;
  for (const Stack& x : p.stacks()) s.push_back({x.height, x.color});
  return s;
}

}  // namespace

TEST_CASE("Certificates built from the reference solver pass", "[checker]") {
  SECTION("Bob, Theorem 4.1's starts up to 10 chips") {
    auto v = checkText(bobInitial10());
    CHECK(v.proved);
    CHECK(v.startCount == 6);
  }
  SECTION("Bob, every start of every family up to 14 chips") {
    auto t = checkertest::solverCertificate(false, "all max-n 14", bobStarts(StartSet::All, 14));
    CHECK(checkText(t).proved);
  }
  SECTION("Alice, the other initial positions up to 9 chips (she moves first at each start)") {
    auto t = checkertest::solverCertificate(true, "initial max-n 9", checkertest::aliceInitialStarts(9));
    auto v = checkText(t);
    CHECK(v.proved);
    CHECK(v.startCount == checkertest::aliceInitialStarts(9).size());
  }
}

TEST_CASE("The same certificate for the wrong side or claim is refused", "[checker]") {
  TextCertificate t = bobInitial10();
  t.lines[1] = "side alice";  // Bob's entries now have the wrong side to move
  CHECK_THROWS_AS(checkText(t), bcheck::Malformed);
  t = bobInitial10();
  t.lines[2] = "claim initial max-n 12";  // <3,9;;> and others are claimed but not listed
  auto v = checkText(t);
  CHECK_FALSE(v.proved);
  CHECK(v.line == 3);
}

TEST_CASE("A move changed to a losing move is refused on a line through it", "[checker]") {
  TextCertificate t = bobInitial10();
  reference::ReferenceSolver solver;
  std::size_t mutated = 0;
  for (std::size_t i = t.firstEntry(); i + 1 < t.lines.size() && !mutated; ++i) {
    auto [p, m] = entryOf(t.lines[i]);
    for (const Successor& s : successors(p))
      if (solver.wins(toReference(s.position))) {  // Alice wins after this move of Bob
        t.lines[i] = formatStackList(p) + " : " + formatMoveExplicit(s.move);
        mutated = i + 1;
        break;
      }
  }
  REQUIRE(mutated != 0);
  auto v = checkText(t);
  CHECK_FALSE(v.proved);
  CHECK(onPath(v, mutated));
}

TEST_CASE("An illegal move is refused at its own line", "[checker]") {
  TextCertificate t = bobInitial10();
  std::size_t i = t.firstEntry() + 2;
  auto [p, m] = entryOf(t.lines[i]);
  std::string illegal;
  for (const Stack& a : p.stacks())
    for (const Stack& b : p.stacks())
      if (!compatible(a, b)) illegal = formatStack(a) + ">" + formatStack(b);
  REQUIRE_FALSE(illegal.empty());
  t.lines[i] = formatStackList(p) + " : " + illegal;
  auto v = checkText(t);
  CHECK_FALSE(v.proved);
  CHECK(v.line == i + 1);
  CHECK(v.what.find("not a legal move") != std::string::npos);
  t.lines[i] = formatStackList(p) + " : r9>b9";  // stacks that are not there
  CHECK(checkText(t).line == i + 1);
}

TEST_CASE("A missing position is refused on the line whose move leads to it", "[checker]") {
  TextCertificate t = bobInitial10();
  std::size_t i = t.firstEntry() + 3;
  std::string removed = t.lines[i].substr(0, t.lines[i].find(" : "));
  t.lines.erase(t.lines.begin() + static_cast<long>(i));
  auto v = checkText(t);
  CHECK_FALSE(v.proved);
  CHECK(v.what.find("'" + removed + "', which has no entry") != std::string::npos);
  CHECK(v.line == v.path.back());
}

TEST_CASE("A dropped, added or repeated start is refused", "[checker]") {
  TextCertificate t = bobInitial10();
  std::size_t first = t.firstStart();
  SECTION("dropped: reported at the claim line") {
    std::string dropped = t.lines[first + 2];
    t.lines.erase(t.lines.begin() + static_cast<long>(first + 2));
    auto v = checkText(t);
    CHECK_FALSE(v.proved);
    CHECK(v.line == 3);
    CHECK(v.what.find("'" + dropped + "'") != std::string::npos);
  }
  SECTION("added: reported at its line") {
    t.lines.insert(t.lines.begin() + static_cast<long>(first + 1), "r1 r1 b1 b1");
    CHECK(checkText(t).line == first + 2);
  }
  SECTION("repeated: reported at the second copy") {
    t.lines.insert(t.lines.begin() + static_cast<long>(first + 1), t.lines[first]);
    CHECK(checkText(t).line == first + 2);
  }
}

TEST_CASE("The first failing line is the same on every run", "[checker]") {
  TextCertificate t = bobInitial10();
  for (std::size_t i = t.firstEntry(); i + 1 < t.lines.size(); i += 3) t.lines[i] += "0";  // heights x10: illegal
  auto a = checkText(t), b = checkText(t);
  CHECK_FALSE(a.proved);
  CHECK(a.line == b.line);
  CHECK(a.path == b.path);
}

TEST_CASE("A claim far beyond the listed starts fails at the first start not listed", "[checker]") {
  TextCertificate t = bobInitial10();
  t.lines[2] = "claim all max-n 255";  // millions of starts; the walk over them stops at <3,9;;>
  auto v = checkText(t);
  CHECK_FALSE(v.proved);
  CHECK(v.line == 3);
  CHECK(v.what == "the claim covers the start 'r1 r1 r1 b1 b1 b1 b1 b1 b1 b1 b1 b1', which is not listed");
}
