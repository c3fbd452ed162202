// The end game's moves of Bob named per node (SafeMoves), joined as the proof certificate writes
// its `safe` lines: a node's parts merged, and no line where one part's search gave up.
#include <catch2/catch.hpp>

#include "proofs/FamilyGraph.hpp"

using babylon::symbolic::joinedByNode;
using babylon::symbolic::SafeMoves;

TEST_CASE("The parts of a node join their moves, in the order first named, without repeats") {
  std::vector<SafeMoves> parts = {{{"r>R"}, {"b>b", "r>r"}, false},
                                  {{}, {}, false},
                                  {{"r>R"}, {"r>r", "B>b"}, false},
                                  {{"b>B", "r>b"}, {"R>B"}, false}};
  std::vector<SafeMoves> joined = joinedByNode(parts);
  REQUIRE(joined.size() == 3);
  CHECK(joined[0].path == std::vector<std::string>{"r>R"});
  CHECK(joined[0].moves == std::vector<std::string>{"b>b", "r>r", "B>b"});
  CHECK(joined[1].path.empty());
  CHECK(joined[1].moves.empty());  // K1 or K2 holds at the node itself: a line that names no move
  CHECK(joined[2].moves == std::vector<std::string>{"R>B"});
  for (const SafeMoves& n : joined) CHECK_FALSE(n.every);
}

TEST_CASE("A node where one part's search gave up gets no entry, so every move of Bob's is tried there") {
  std::vector<SafeMoves> parts = {{{"r>R"}, {"b>b"}, false}, {{"b>b"}, {"r>r"}, false}, {{"r>R"}, {}, true}};
  std::vector<SafeMoves> joined = joinedByNode(parts);
  REQUIRE(joined.size() == 1);
  CHECK(joined[0].path == std::vector<std::string>{"b>b"});
  // The order of the parts does not matter: a give-up first drops the node as well.
  std::swap(parts[0], parts[2]);
  joined = joinedByNode(parts);
  REQUIRE(joined.size() == 1);
  CHECK(joined[0].path == std::vector<std::string>{"b>b"});
}
