// Game records in the paper's notation: known chips are spelled, unknown hills are capitals.
#include <catch2/catch.hpp>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "core/PaperRecorder.hpp"

using namespace babylon;

namespace {
// Plays explicit moves from `start`, returning the paper's names.
std::vector<std::string> record(const std::string& start, const std::vector<std::string>& moves) {
  Position p = parsePosition(start);
  PaperRecorder recorder(p);
  std::vector<std::string> names;
  for (const std::string& text : moves) {
    Move m = parseMove(p, text);
    names.push_back(recorder.play(m));
    p = p.combined(m.a, m.b);
  }
  return names;
}
}  // namespace

TEST_CASE("two-stacks are spelled chip by chip, as in the paper's brrb") {
  CHECK(record("<3,3;;>", {"b1>r1", "r1>b1", "b2>r2"}) == std::vector<std::string>{"br", "rb", "brrb"});
}

TEST_CASE("a stack taller than two, or a hill of the start, is its top's capital") {
  CHECK(record("<3,3;;>", {"r1>r1", "r1>r2", "b1>b1", "b2>b1", "r3>b3"}) ==
        std::vector<std::string>{"rr", "rrr", "bb", "bbb", "RB"});
  CHECK(record("<4,4;2;2>", {"r1>r2", "b1>b1", "b2>b2"}) == std::vector<std::string>{"rR", "bb", "bbB"});
}

TEST_CASE("a known two-stack is preferred over an unknown one of the same kind") {
  // The start's red hill of height 2 is unknown; the new rb is known and is the one moved.
  CHECK(record("<2,2;2;>", {"r1>b1", "r2>r2"}) == std::vector<std::string>{"rb", "rbR"});
}
