// Bob's end-game rules files (lemmas/tables/lone-stack.rules, keep-alive.rules,
// named-moves.rules): what their lines become, and each error refused with a one-line message
// naming the file and line.
#include <string>
#include <unordered_map>

#include <catch2/catch.hpp>

#include "core/ParseError.hpp"
#include "lemmas/EndGameRulesFile.hpp"

using namespace babylon;
using Kind = KeepAliveCondition::Kind;

namespace {
const std::string kLone =
    "case K1.two\n"
    "rule: K1.r\n"
    "lemma: L4.3\n"
    "guard: t_u = 2\n"
    "pick: a = u and b = u\n"
    "text: two\n"
    "\n"
    "case K1.rest\n"
    "rule: K1.r\n"
    "lemma: L4.3\n"
    "guard: always\n"
    "pick: a + b != u\n"
    "most: a + b\n"
    "text: rest\n"
    "\n"
    "case K2.merge\n"
    "rule: K2.r\n"
    "lemma: L4.2\n"
    "guard: t >= 2\n"
    "pick: always\n"
    "text: merge\n";

const std::string kKeep =
    "case K1.k\n"
    "plays: K1.r\n"
    "condition: K1.r applies\n"
    "rule: r\n"
    "reason: why\n"
    "plain: p\n"
    "origin: paper\n"
    "\n"
    "case K4.k\n"
    "condition: lone color and not no move and after every reply (L4.3 holds or L4.2 holds)\n"
    "rule: r\n"
    "reason: why\n"
    "plain: p\n"
    "origin: completion\n";

const std::string kNamed =
    "case K5.a\n"
    "move: fewer second tallest on more shortest\n"
    "rule: r\n"
    "plain: p\n";

std::string with(const std::string& text, const std::string& from, const std::string& to) {
  std::string s = text;
  auto at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}

// The first error reading the three texts, lone-stack first; or "(read without error)".
std::string failure(const std::string& lone, const std::string& keep, const std::string& named) {
  try {
    std::unordered_map<std::string, std::string> seen;
    std::vector<LoneRule> rules = readLoneStackRules(lone, "l.rules", seen);
    readKeepAliveRules(keep, "k.rules", seen, rules);
    readNamedMoves(named, "n.rules", seen);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(read without error)";
}
}  // namespace

TEST_CASE("Bob's end-game rules files: each line becomes a rule, a condition or a named move", "[tables]") {
  std::unordered_map<std::string, std::string> seen;
  std::vector<LoneRule> lone = readLoneStackRules(kLone, "l.rules", seen);
  REQUIRE(lone.size() == 2);
  CHECK((lone[0].id == "K1.r" && lone[0].claim == "L4.3" && lone[0].cases.size() == 2));
  CHECK(lone[0].cases[1].maximize->str() == (var("a") + var("b")).str());
  CHECK(lone[0].cases[0].guard.str() == (var("t_u") == 2).str());
  CHECK((lone[1].id == "K2.r" && lone[1].claim == "L4.2" && !lone[1].cases[0].maximize));
  std::vector<KeepAliveRule> keep = readKeepAliveRules(kKeep, "k.rules", seen, lone);
  REQUIRE(keep.size() == 2);
  CHECK(keep[0].loneRule == &lone[0]);
  CHECK((keep[0].condition.kind == Kind::Meets && keep[0].condition.rule == &lone[0]));
  CHECK(keep[1].loneRule == nullptr);
  const KeepAliveCondition& k4 = keep[1].condition;
  REQUIRE((k4.kind == Kind::All && k4.parts.size() == 3));
  CHECK(k4.parts[0].kind == Kind::LoneColor);
  CHECK((k4.parts[1].kind == Kind::Not && k4.parts[1].parts[0].kind == Kind::NoMove));
  REQUIRE(k4.parts[2].kind == Kind::EveryReply);
  const KeepAliveCondition& either = k4.parts[2].parts[0];
  REQUIRE((either.kind == Kind::Any && either.parts.size() == 2));
  CHECK((either.parts[0].claim == "L4.3" && either.parts[0].rule == nullptr && either.parts[1].claim == "L4.2"));
  CHECK(keep[1].origin == Origin::Completion);
  std::vector<NamedMove> named = readNamedMoves(kNamed, "n.rules", seen);
  REQUIRE(named.size() == 1);
  CHECK((named[0].top.side == NamedSide::Fewer && named[0].top.rank == NamedRank::SecondTallest));
  CHECK((named[0].below.side == NamedSide::More && named[0].below.rank == NamedRank::Shortest));
}

TEST_CASE("Bob's end-game rules files: each error is one line naming the file and line", "[tables]") {
  CHECK(failure(kLone, kKeep, kNamed) == "(read without error)");
  CHECK(failure(with(kLone, "lemma: L4.2", "lemma: L4.4"), kKeep, kNamed) ==
        "l.rules:18: lemma: 'L4.4' is not a lone-stack lemma (L4.2, L4.3)");
  CHECK(failure(with(kLone, "rule: K2.r\nlemma: L4.2", "rule: K2.r\nlemma: L4.3"), kKeep, kNamed) ==
        "l.rules:18: lemma: L4.3 has a rule already");
  CHECK(failure(with(kLone, "rule: K1.r\nlemma: L4.3\nguard: always", "rule: K1.r\nlemma: L4.2\nguard: always"), kKeep,
                kNamed) == "l.rules:10: lemma: the rule K1.r is for L4.3, not L4.2");
  CHECK(failure(with(kLone, "pick: always", "pick: a + w"), kKeep, kNamed).rfind("l.rules:20: pick, ", 0) == 0);
  CHECK(failure(with(kLone, "guard: t >= 2", "guard: a >= 2"), kKeep, kNamed).rfind("l.rules:19: guard, ", 0) == 0);
  CHECK(failure(with(kLone, "case K2.merge\nrule: K2.r\nlemma: L4.2\nguard: t >= 2\npick: always\ntext: merge\n", ""),
                kKeep, kNamed) == "l.rules: no rule for L4.2 (the end game plays one for L4.2 and one for L4.3)");
  CHECK(failure(kLone, with(kKeep, "plays: K1.r", "plays: K3.r"), kNamed) ==
        "k.rules:2: plays: 'K3.r' is no rule of lone-stack.rules");
  CHECK(failure(kLone, with(kKeep, "condition: K1.r applies", "condition: K3.r applies"), kNamed) ==
        "k.rules:3: condition: 'K3.r' is no rule of lone-stack.rules");
  CHECK(failure(kLone, with(kKeep, "(L4.3 holds or", "(L4.4 holds or"), kNamed) ==
        "k.rules:10: condition: 'L4.4' is not a lone-stack lemma (L4.2, L4.3)");
  CHECK(failure(kLone, with(kKeep, "L4.2 holds)\n", "L4.2 holds\n"), kNamed) ==
        "k.rules:10: condition: expected ')' at the end");
  CHECK(failure(kLone, with(kKeep, "lone color and", "lone colour and"), kNamed) ==
        "k.rules:10: condition: expected 'color', found 'colour'");
  CHECK(failure(kLone, with(kKeep, "not no move", "maybe no move"), kNamed) ==
        "k.rules:10: condition: 'maybe' begins no condition (no move, lone color, L4.2 holds, K1.lemma-4.3 applies, "
        "after every reply (...), not, parentheses)");
  CHECK(failure(kLone, with(kKeep, "L4.2 holds)\n", "L4.2 holds) and\n"), kNamed) ==
        "k.rules:10: condition: a condition is missing at the end");
  CHECK(failure(kLone, with(kKeep, "L4.2 holds)\n", "L4.2 holds) L4.3\n"), kNamed) ==
        "k.rules:10: condition: 'L4.3' where the condition should end");
  std::string deep(300, '(');
  CHECK(failure(kLone, with(kKeep, "condition: K1.r applies", "condition: " + deep + "K1.r applies"), kNamed) ==
        "k.rules:3: condition: conditions nested more than 200 deep");
  std::string nots;
  for (int i = 0; i < 300; ++i) nots += "not ";
  CHECK(failure(kLone, with(kKeep, "condition: K1.r applies", "condition: " + nots + "K1.r applies"), kNamed) ==
        "k.rules:3: condition: conditions nested more than 200 deep");
  CHECK(failure(kLone, with(kKeep, "condition: K1.r applies", "condition: not not K1.r applies"), kNamed) ==
        "(read without error)");
  CHECK(failure(kLone, with(kKeep, "reason: why\nplain: p\norigin: paper", "reason: why\nplain: p\n"), kNamed) ==
        "k.rules:1: case K1.k has no 'origin' field");
  CHECK(failure(kLone, kKeep, with(kNamed, "fewer second tallest on", "fewer third tallest on")) ==
        "n.rules:2: move: 'fewer third tallest' names no stack (fewer or more, then: tallest, second tallest, "
        "shortest, second shortest)");
  CHECK(failure(kLone, kKeep, with(kNamed, " on more shortest", " onto more shortest")) ==
        "n.rules:2: move: 'fewer second tallest onto more shortest' is no move (write 'STACK on STACK')");
  CHECK(failure(kLone, kKeep, with(kNamed, "case K5.a", "case K1.two")) ==
        "n.rules:1: duplicate case id 'K1.two' (first at l.rules:1)");
}
