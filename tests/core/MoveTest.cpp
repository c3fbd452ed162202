// Moves: legality (same height or same top color), legal move lists, and the distinct
// successors of small positions worked out by hand.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "core/Move.hpp"
#include "core/Notation.hpp"

using namespace babylon;

namespace {
Stack st(Color c, int h) { return Stack{c, static_cast<std::uint8_t>(h)}; }
Position pos(const char* text) { return parsePosition(text); }

std::set<std::string> successorTexts(const Position& p) {
  std::set<std::string> out;
  for (const Successor& s : successors(p)) out.insert(formatStackList(s.position));
  return out;
}
}  // namespace

TEST_CASE("A move is legal on equal heights or equal top colors", "[move]") {
  CHECK(compatible(st(kRed, 1), st(kBlue, 1)));
  CHECK(compatible(st(kRed, 1), st(kRed, 3)));
  CHECK(compatible(st(kRed, 4), st(kBlue, 4)));
  CHECK_FALSE(compatible(st(kRed, 1), st(kBlue, 2)));

  Position p = pos("r1 r1 b1 b2 r3");
  CHECK(isLegal(p, {st(kRed, 1), st(kBlue, 1)}));
  CHECK(isLegal(p, {st(kBlue, 1), st(kRed, 1)}));
  CHECK(isLegal(p, {st(kRed, 1), st(kRed, 1)}));  // two red singletons are present
  CHECK(isLegal(p, {st(kRed, 3), st(kRed, 1)}));
  CHECK(isLegal(p, {st(kBlue, 1), st(kBlue, 2)}));
  CHECK_FALSE(isLegal(p, {st(kBlue, 1), st(kBlue, 1)}));  // only one blue singleton
  CHECK_FALSE(isLegal(p, {st(kRed, 1), st(kBlue, 2)}));   // different height and color
  CHECK_FALSE(isLegal(p, {st(kRed, 3), st(kBlue, 2)}));
  CHECK_FALSE(isLegal(p, {st(kRed, 2), st(kRed, 1)}));  // no red 2-stack
  CHECK_FALSE(isLegal(p, {st(kRed, 1), st(kRed, 2)}));
  CHECK(Move{st(kRed, 1), st(kBlue, 3)}.result() == st(kRed, 4));
}

TEST_CASE("The start with two red and two blue chips has exactly the four successors rr, bb, rb, br", "[move]") {
  Position p = pos("<2,2;;>");
  auto next = successors(p);
  REQUIRE(next.size() == 4);
  std::vector<Position> expected{
      pos("<0,2;2;>"),  // rr: two red singletons make a red 2-stack
      pos("<2,0;;2>"),  // bb
      pos("<1,1;2;>"),  // rb: red on blue, red on top
      pos("<1,1;;2>"),  // br: blue on red, blue on top
  };
  for (const Position& e : expected) {
    INFO(formatPosition(e));
    CHECK(std::count_if(next.begin(), next.end(), [&](const Successor& s) { return s.position == e; }) == 1);
  }
  for (const Successor& s : next) {
    CHECK(isLegal(p, s.move));
    CHECK(p.combined(s.move.a, s.move.b) == s.position);
  }
}

TEST_CASE("Successors of small positions, checked by hand", "[move]") {
  CHECK(successors(pos("r1 b2")).empty());
  CHECK(legalMoves(pos("r1 b2")).empty());
  CHECK(successors(pos("r3")).empty());
  CHECK(successorTexts(pos("r2 b2")) == std::set<std::string>{"r4", "b4"});
  CHECK(successorTexts(pos("r1 r1")) == std::set<std::string>{"r2"});
  // One color: every pair combines, whichever goes on top.
  CHECK(successorTexts(pos("r1 r2 r3")) == std::set<std::string>{"r3 r3", "r4 r2", "r5 r1"});
  CHECK(successorTexts(pos("r2 b1 b1")) == std::set<std::string>{"r2 b2"});
  CHECK(successorTexts(pos("r2 r1 b1")) == std::set<std::string>{"r3 b1", "r2 r2", "r2 b2"});
  CHECK(successorTexts(pos("r1 b2 b1")) == std::set<std::string>{"r1 b3", "r2 b2", "b2 b2"});
  CHECK(successorTexts(pos("r1 b1 g1")) == std::set<std::string>{"r2 g1", "r2 b1", "r1 b2", "b2 g1", "r1 g2", "b1 g2"});
}

TEST_CASE("Successors are pairwise distinct and one per distinct result", "[move]") {
  for (const char* text : {"<2,2;;>", "<3,5;4;2>", "<2,4;6,2;>", "r1 r1 b1 b1 g1 g1 o2 o2", "r1 r2 r2 r3 b2 b3"}) {
    INFO(text);
    Position p = pos(text);
    auto next = successors(p);
    std::set<std::string> distinct;
    for (const Successor& s : next) distinct.insert(formatStackList(s.position));
    CHECK(distinct.size() == next.size());
    // Every legal move's result is one of them.
    std::set<std::string> viaMoves;
    for (const Move& m : legalMoves(p)) viaMoves.insert(formatStackList(p.combined(m.a, m.b)));
    CHECK(viaMoves == distinct);
  }
}

TEST_CASE("legalMoves lists every ordered pair of compatible stacks once", "[move]") {
  // <2,2;;>: r on r, r on b, b on r, b on b.
  auto moves = legalMoves(pos("<2,2;;>"));
  CHECK(moves.size() == 4);
  for (const Move& m : {Move{st(kRed, 1), st(kRed, 1)}, Move{st(kRed, 1), st(kBlue, 1)},
                        Move{st(kBlue, 1), st(kRed, 1)}, Move{st(kBlue, 1), st(kBlue, 1)}})
    CHECK(std::count(moves.begin(), moves.end(), m) == 1);
  // r1 r2 r3: six ordered pairs, three distinct results.
  CHECK(legalMoves(pos("r1 r2 r3")).size() == 6);
  CHECK(successors(pos("r1 r2 r3")).size() == 3);
  // A lone red singleton cannot go on itself.
  auto single = legalMoves(pos("r1 b2 b2"));
  CHECK(std::count(single.begin(), single.end(), Move{st(kRed, 1), st(kRed, 1)}) == 0);
  CHECK(single.size() == 1);  // b2 on b2
}
