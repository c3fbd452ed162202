// The checker's move rule against the reference solver's (same game values on random positions)
// and against the project's successors (same positions, same canonical text).
#include <rapidcheck/catch.h>

#include <map>
#include <set>

#include "Generators.hpp"
#include "Position.hpp"
#include "ReferenceSolver.hpp"
#include "core/Move.hpp"
#include "core/Notation.hpp"

using namespace babylon;

namespace {

bcheck::Position toChecker(const Position& p) {
  bcheck::Position out;
  for (const Stack& s : p.stacks()) out.push_back({s.color, s.height});
  bcheck::canonicalize(out);
  return out;
}

// Plain minimax over the checker's own move generator.
bool checkerWins(const bcheck::Position& p, std::map<std::string, bool>& memo) {
  auto k = bcheck::key(p);
  if (auto f = memo.find(k); f != memo.end()) return f->second;
  bool wins = false;
  for (const bcheck::Move& m : bcheck::legalMoves(p))
    if (!checkerWins(bcheck::play(p, m), memo)) {
      wins = true;
      break;
    }
  return memo[k] = wins;
}

}  // namespace

TEST_CASE("The checker's moves give the reference solver's game values", "[checker]") {
  rc::prop("mover wins per checker == mover wins per reference", [] {
    Position p = *testgen::positions({12, 4, 1, 4});
    reference::Stacks s;
    for (const Stack& x : p.stacks()) s.push_back({x.height, x.color});
    std::map<std::string, bool> memo;
    RC_ASSERT(checkerWins(toChecker(p), memo) == reference::ReferenceSolver().wins(s));
  });
}

TEST_CASE("The checker's successors are the project's, in the same canonical text", "[checker]") {
  rc::prop("same successor set, same text", [] {
    Position p = *testgen::positions({40, 6, 1, 6});
    bcheck::Position q = toChecker(p);
    RC_ASSERT(bcheck::format(q) == formatStackList(p));
    std::set<std::string> mine, theirs;
    for (const bcheck::Move& m : bcheck::legalMoves(q)) mine.insert(bcheck::format(bcheck::play(q, m)));
    for (const Successor& s : successors(p)) theirs.insert(formatStackList(s.position));
    RC_ASSERT(mine == theirs);
    RC_ASSERT(bcheck::legalMoves(q).size() >= theirs.size());
  });
}

TEST_CASE("The checker reads and writes babylon's sixteen color letters", "[checker]") {
  // One stack of each color the project has, in the project's own text; positions above use six.
  std::vector<Stack> stacks;
  for (int c = 0; c < kMaxColors; ++c) stacks.push_back({static_cast<Color>(c), static_cast<std::uint8_t>(c + 1)});
  Position p(stacks);
  auto read = bcheck::parsePosition(formatStackList(p));
  REQUIRE(read);
  CHECK(*read == toChecker(p));
  CHECK(bcheck::format(*read) == formatStackList(p));
}
