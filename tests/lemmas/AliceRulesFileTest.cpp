// Alice's rules file (lemmas/tables/alice.rules): what its lines become, and each error refused
// with a one-line message naming the file and line.
#include <string>
#include <unordered_map>

#include <catch2/catch.hpp>

#include "core/ParseError.hpp"
#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceRulesFile.hpp"

using namespace babylon;
using alice::Pick;
using alice::Role;

namespace {
const std::string kGood =
    "# a comment\n"
    "case A.one\n"
    "phase: one color\n"
    "move: pair of x, most chips\n"
    "mutant: pair of x, fewest chips\n"
    "mutant text: the smallest\n"
    "origin: paper\n"
    "text: one color\n"
    "plain: Alice merges\n"
    "  the two tallest.\n"
    "\n"
    "case A.pile\n"
    "phase: lone\n"
    "guard: n is odd and c = 1 and d = 0\n"
    "move: x tallest on y of height h\n"
    "mutant: y tallest not of height 2h on y of height h\n"
    "mutant text: the other\n"
    "origin: completion\n"
    "text: t\n"
    "plain: p\n"
    "\n"
    "case A.merge\n"
    "phase: gather\n"
    "guard: m = 0\n"
    "move: x next tallest on x tallest\n"
    "mutant: pair of y, most chips, total not H + 1\n"
    "mutant text: m\n"
    "origin: completion\n"
    "text: t\n"
    "plain: p\n";

std::vector<alice::AliceMove> read(const std::string& text) {
  std::unordered_map<std::string, std::string> seen;
  return readAliceRules(text, "a.rules", seen);
}

std::string failure(const std::string& text) {
  try {
    read(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(read without error)";
}

// kGood with `from` replaced once by `to`.
std::string with(const std::string& from, const std::string& to) {
  std::string s = kGood;
  auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}
}  // namespace

TEST_CASE("Alice's rules file: each line becomes the rule's phase, guard, move and sentences", "[tables][alice]") {
  std::vector<alice::AliceMove> rules = read(kGood);
  REQUIRE(rules.size() == 3);
  const alice::AliceMove &one = rules[0], &pile = rules[1], &merge = rules[2];
  CHECK(one.id == "A.one");
  CHECK(one.phase == alice::Phase::OneColor);
  CHECK_FALSE(one.guard.has_value());
  CHECK(one.move.kind == alice::MoveTemplate::Kind::PairMost);
  CHECK(one.move.pairRole == Role::X);
  CHECK(one.alternative.kind == alice::MoveTemplate::Kind::PairFewest);
  CHECK(one.plain == "Alice merges the two tallest.");
  CHECK(one.origin == Origin::Paper);
  CHECK(pile.phase == alice::Phase::Lone);
  CHECK(pile.guard->str() == alice::aliceCondition("A.keep-alive.pile-on-challenger").str());
  CHECK((pile.move.top.role == Role::X && pile.move.top.pick == Pick::Tallest));
  CHECK((pile.move.bottom.role == Role::Y && pile.move.bottom.pick == Pick::OfHeight));
  CHECK(pile.move.bottom.height.str() == "h");
  CHECK((pile.alternative.top.pick == Pick::TallestNotOfHeight && pile.alternative.top.height.str() == "2h"));
  CHECK(pile.alternativeText == "the other");
  CHECK(pile.origin == Origin::Completion);
  CHECK(merge.phase == alice::Phase::Gather);
  CHECK(merge.move.top.pick == Pick::NextTallest);
  CHECK((merge.alternative.pairRole == Role::Y && merge.alternative.avoid.str() == (alice::H + 1).str()));
}

TEST_CASE("Alice's rules file: each error is one line naming the file and line", "[tables][alice]") {
  CHECK(failure(with("phase: lone", "phase: alone")) ==
        "a.rules:13: unknown phase 'alone' (one of: one color, start, lone, gather)");
  CHECK(failure(with("phase: one color\n", "phase: one color\nguard: n is odd\n")) ==
        "a.rules:4: guard: the one-color rule has no guard beyond its shape");
  CHECK(failure(with("guard: m = 0\n", "")) == "a.rules:22: case A.merge has no 'guard' field");
  CHECK(failure(with("guard: m = 0", "guard: q = 0")).rfind("a.rules:24: guard, column 1: ", 0) == 0);
  CHECK(failure(with("guard: m = 0", "guard: m + 1")).rfind("a.rules:24: guard, ", 0) == 0);
  CHECK(failure(with("move: x tallest on y of height h", "move: x tallest onto y of height h")) ==
        "a.rules:15: move: 'x tallest onto y of height h' is no move (write 'STACK on STACK' or 'pair of x, most "
        "chips')");
  CHECK(failure(with("move: x tallest on y of height h", "move: z tallest on y of height h")) ==
        "a.rules:15: move: 'z tallest' names no stack (x or y, then: singleton, tallest, next tallest, of height N, "
        "tallest not of height N)");
  CHECK(failure(with("move: x tallest on y of height h", "move: x tallest on y of height n"))
            .rfind("a.rules:15: move height, column 1: ", 0) == 0);
  CHECK(failure(with("mutant: pair of x, fewest chips", "mutant: pair of x, many chips")) ==
        "a.rules:5: mutant: 'pair of x, many chips' is no pair (write 'pair of x, most chips', or fewest, then ', "
        "total not N')");
  CHECK(failure(with("plain: p\n\ncase A.merge", "plain:\n\ncase A.merge")) ==
        "a.rules:20: plain: the sentence is empty");
  CHECK(failure(with("case A.merge", "case A.pile")) == "a.rules:22: duplicate case id 'A.pile' (first at a.rules:12)");
  CHECK(failure(with("origin: paper", "origin: folklore")).rfind("a.rules:7: unknown origin 'folklore'", 0) == 0);
  CHECK(failure("move: x tallest on x tallest\n") ==
        "a.rules:1: field 'move' outside a case (start one with 'case ID')");
  CHECK(failure(with("case A.one", "rule A.one")) ==
        "a.rules:2: 'rule A.one' is no line of a table (case ID, or FIELD: value)");
}
