// Laws of moves: a move conserves chips and removes one stack; successors() is exactly the set
// of results of legal moves, each once, checked against a brute-force enumeration; moves print
// and read back.
#include <rapidcheck/catch.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "Generators.hpp"
#include "core/Move.hpp"
#include "core/MoveNotation.hpp"
#include "core/ParseError.hpp"

using namespace babylon;

namespace {
// All positions reachable in one move, by trying every ordered pair of stack indices.
std::set<std::string> bruteForceSuccessors(const Position& p) {
  std::vector<Stack> s(p.stacks().begin(), p.stacks().end());
  std::set<std::string> out;
  for (std::size_t a = 0; a < s.size(); ++a)
    for (std::size_t b = 0; b < s.size(); ++b) {
      if (a == b || (s[a].height != s[b].height && s[a].color != s[b].color)) continue;
      std::vector<Stack> next;
      for (std::size_t i = 0; i < s.size(); ++i)
        if (i != a && i != b) next.push_back(s[i]);
      next.push_back(Stack{s[a].color, static_cast<std::uint8_t>(s[a].height + s[b].height)});
      out.insert(formatStackList(Position(next)));
    }
  return out;
}
}  // namespace

TEST_CASE("Every successor conserves chips and has one stack fewer", "[moves]") {
  rc::prop("chips conserved, stacks - 1", [] {
    Position p = *testgen::positions({30, 6, 1, 5});
    for (const Successor& s : successors(p)) {
      RC_ASSERT(s.position.chips() == p.chips());
      RC_ASSERT(s.position.stackCount() + 1 == p.stackCount());
      RC_ASSERT(isLegal(p, s.move));
      RC_ASSERT(s.position == p.combined(s.move.a, s.move.b));
      RC_ASSERT(s.position.has(s.move.result()));
    }
  });
}

TEST_CASE("successors() is exactly the set of legal move results", "[moves]") {
  rc::prop("every legal move's result is among successors(), each successor once", [] {
    Position p = *testgen::positions({30, 6, 1, 5});
    auto next = successors(p);
    std::set<std::string> fromSuccessors;
    for (const Successor& s : next) fromSuccessors.insert(formatStackList(s.position));
    RC_ASSERT(fromSuccessors.size() == next.size());  // pairwise distinct
    for (const Move& m : legalMoves(p)) {
      RC_ASSERT(isLegal(p, m));
      RC_ASSERT(fromSuccessors.count(formatStackList(p.combined(m.a, m.b))) == 1u);
    }
    RC_ASSERT(fromSuccessors == bruteForceSuccessors(p));
  });

  rc::prop("legalMoves() lists each legal (a, b) pair of stacks once", [] {
    Position p = *testgen::positions({30, 6, 1, 5});
    auto moves = legalMoves(p);
    std::set<std::string> distinct;
    for (const Move& m : moves) distinct.insert(formatStack(m.a) + ">" + formatStack(m.b));
    RC_ASSERT(distinct.size() == moves.size());
    // Brute force over the distinct stacks present.
    std::set<std::string> expected;
    for (const Stack& a : p.stacks())
      for (const Stack& b : p.stacks())
        if (isLegal(p, {a, b})) expected.insert(formatStack(a) + ">" + formatStack(b));
    RC_ASSERT(distinct == expected);
  });
}

TEST_CASE("Move notation reads back what it prints", "[moves][move-notation]") {
  rc::prop("explicit form round-trips exactly; the paper form gives the same position or is ambiguous", [] {
    Position p = *testgen::positions({30, 6, 1, 4});
    for (const Move& m : legalMoves(p)) {
      RC_ASSERT(parseMove(p, formatMoveExplicit(m)) == m);
      Position expected = p.combined(m.a, m.b);
      try {
        Move read = parseMove(p, formatMovePaper(m));
        RC_ASSERT(p.combined(read.a, read.b) == expected);
      } catch (const ParseError& e) {
        // Only an ambiguous stack string may be refused: m itself always matches.
        RC_ASSERT(std::string(e.what()).find("ambiguous") != std::string::npos);
      }
    }
  });
}

TEST_CASE(
    "combined() is the re-sorted position of the two stacks' union, and hasLegalMove() holds iff a successor exists",
    "[moves]") {
  rc::prop("combined against the sorting constructor, for every pair of stacks", [] {
    Position p = *testgen::positions({30, 6, 1, 5});
    std::vector<Stack> s(p.stacks().begin(), p.stacks().end());
    for (std::size_t a = 0; a < s.size(); ++a)
      for (std::size_t b = 0; b < s.size(); ++b) {
        if (a == b) continue;
        std::vector<Stack> next;
        for (std::size_t i = 0; i < s.size(); ++i)
          if (i != a && i != b) next.push_back(s[i]);
        next.push_back(Stack{s[a].color, static_cast<std::uint8_t>(s[a].height + s[b].height)});
        RC_ASSERT(p.combined(s[a], s[b]) == Position(next));
      }
    RC_ASSERT(hasLegalMove(p) == !successors(p).empty());
  });
}
