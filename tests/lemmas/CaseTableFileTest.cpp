// The case-table files: what a file's lines become, each error refused with its own one-line
// message naming the file and line, and the fingerprint of a folder of tables.
#include <filesystem>
#include <fstream>

#include <catch2/catch.hpp>

#include "core/ParseError.hpp"
#include "core/util/TempDir.hpp"
#include "lemmas/AliceRulesFile.hpp"
#include "lemmas/CaseTableFile.hpp"

using namespace babylon;

namespace {
const std::string kGood =
    "# a comment\n"
    "define exception = 2u+4 = m and k > 3\n"
    "\n"
    "case T(i)\n"
    "family: Lemma 4.4\n"
    "alice: rb\n"
    "guard: not exception\n"
    "reply: rbR\n"
    "next: Lemma 4.5\n"
    "successor: s = (k-1)/2, u = u+1, v = v, m = m\n"
    "claim: <2,k-1;2u+2;2v>\n"
    "origin: paper\n"
    "text: (i) Alice plays rb.\n"
    "plain: Bob puts the red 2-stack on the red\n"
    "  hill, {m}.\n"
    "\n"
    "case T(ii)\n"
    "family: Lemma 4.4\n"
    "alice: any\n"
    "guard: always\n"
    "reply: hand over\n"
    "next: Lemmas 4.2/4.3\n"
    "claim: both survive\n"
    "origin: repair\n"
    "text: t\n"
    "plain: p\n"
    "reflection of T(i)\n";

std::vector<CaseEntry> read(const std::string& text) {
  std::unordered_map<std::string, std::string> seen;
  return readCaseFile(text, "t.cases", seen);
}

std::string failure(const std::string& text) {
  try {
    read(text);
  } catch (const ParseError& e) {
    return e.what();
  }
  return "(no error)";
}

// kGood with one line replaced (by its text, which must occur once).
std::string with(const std::string& line, const std::string& replacement) {
  std::string out = kGood;
  auto at = out.find(line + "\n");
  REQUIRE(at != std::string::npos);
  return out.replace(at, line.size(), replacement);
}
}  // namespace

TEST_CASE("a table file's entries have every field as written", "[tables]") {
  std::vector<CaseEntry> t = read(kGood);
  REQUIRE(t.size() == 3);
  const CaseEntry& e = t[0];
  CHECK(e.id == "T(i)");
  CHECK(e.family == Family::Lemma44);
  CHECK(e.alice == "rb");
  CHECK_FALSE(e.anyAliceMove);
  CHECK(e.guard.str() == "not (2u+4 = m and k > 3)");
  CHECK(e.replyKind == ReplyKind::Move);
  CHECK(e.reply == "rbR");
  CHECK(e.next == Family::Lemma45);
  REQUIRE(e.successor.size() == 4);
  CHECK(e.successor[0].first == "s");
  CHECK(e.successor[0].second.str() == "(k-1)/2");
  CHECK_FALSE(e.successorReflected);
  CHECK(e.claim == "<2,k-1;2u+2;2v>");
  CHECK(e.origin == Origin::Paper);
  CHECK(e.text == "(i) Alice plays rb.");
  CHECK(e.plain == "Bob puts the red 2-stack on the red hill, {m}.");  // the indented line continues it
  CHECK(t[1].anyAliceMove);
  CHECK(t[1].replyKind == ReplyKind::HandOver);
  CHECK(t[1].guard.str() == Expr::always().str());
  CHECK(t[1].origin == Origin::Repair);
  // The reflection is made by cases::reflected, not written twice.
  CHECK(t[2].id == "T(i).reflected");
  CHECK(t[2].reflection);
  CHECK(t[2].reflectionOf == "T(i)");
  CHECK(t[2].alice == "br");
  CHECK(t[2].reply == "brB");
  CHECK(t[2].guard.str() == "not (2v+4 = m and j > 3)");
  CHECK(t[2].successorReflected);
}

TEST_CASE("a wrong table file is refused in one line naming the file, the line and what is wrong", "[tables]") {
  CHECK(failure(with("family: Lemma 4.4", "family: Lemma 4.6")) ==
        "t.cases:5: unknown family 'Lemma 4.6' (one of: opening, target state, Lemma 4.4, Lemma 4.5, position 1, "
        "position 2, position 3, Lemma 4.4 (ii) plan, Lemma 4.5 (ii) plan, Lemma 4.5 (i) plan, Lemmas 4.2/4.3)");
  CHECK(failure(with("guard: not exception", "guard: 2w = m")) ==
        "t.cases:7: guard, column 2: unknown name 'w' (known: m, j, k, s, u, v, H, exception)");
  CHECK(failure(with("case T(ii)", "case T(i)")) == "t.cases:17: duplicate case id 'T(i)' (first at t.cases:4)");
  CHECK(failure(with("reply: rbR", "reply:")) ==
        "t.cases:8: reply: a move needs a stack string (or write 'switch colors' or 'hand over')");
  CHECK(failure(with("reply: rbR", "reply: rxR")) ==
        "t.cases:8: reply: 'rxR' is not a stack string (letters r, b, R, B naming the moved stack and the stack "
        "below)");
  CHECK(failure(with("reply: rbR", "reply: r")) ==
        "t.cases:8: reply: 'r' is not a stack string (letters r, b, R, B naming the moved stack and the stack below)");
  CHECK(failure(with("alice: rb", "alice: q")) ==
        "t.cases:6: alice: 'q' is not a move class (a stack string such as rb or RB; any; none)");
  CHECK(failure(with("origin: paper", "origin: folklore")) ==
        "t.cases:12: unknown origin 'folklore' (one of: paper, completion, solver-fallback, repair, solver)");
  CHECK(failure(with("claim: <2,k-1;2u+2;2v>", "# no claim")) == "t.cases:4: case T(i) has no 'claim' field");
  CHECK(failure(with("claim: <2,k-1;2u+2;2v>", "claim: a\nclaim: b")) ==
        "t.cases:12: field 'claim' given twice in case T(i) (first at line 11)");
  CHECK(failure(with("claim: <2,k-1;2u+2;2v>", "claims: a")) ==
        "t.cases:11: unknown field 'claims' (fields: family, alice, guard, reply, next, successor, successor "
        "reflected, claim, origin, text, plain)");
  CHECK(failure("family: Lemma 4.4\n") == "t.cases:1: field 'family' outside a case (start one with 'case ID')");
  CHECK(failure("  more\n") == "t.cases:1: an indented line continues a field, but no field comes before it");
  CHECK(failure(with("reflection of T(i)", "reflection of T(iii)")) ==
        "t.cases:27: reflection of 'T(iii)': no case T(iii) earlier in this file");
  CHECK(failure(with("next: Lemmas 4.2/4.3", "next: target state")) ==
        "t.cases:22: next: a hand over leads to Lemmas 4.2/4.3 or to position 1, 2 or 3, not to target state");
  CHECK(failure(with("successor: s = (k-1)/2, u = u+1, v = v, m = m", "successor: w = 1")) ==
        "t.cases:10: successor: 'w' is not a parameter (m, j, k, s, u, v, H)");
  CHECK(failure(with("successor: s = (k-1)/2, u = u+1, v = v, m = m", "successor: s = k > 1")) ==
        "t.cases:10: successor s, column 2: 'k > 1' is a condition, but a number is needed here");
  CHECK(failure(with("define exception = 2u+4 = m and k > 3", "define u = 1")) ==
        "t.cases:2: 'u' is already a parameter or a defined name");
  CHECK(failure(with("case T(i)", "case T (i)")) ==
        "t.cases:4: case id 'T (i)' must be one word (such as L4.4(ii).exception)");
  CHECK(failure(with("plain: p", "plain:")) == "t.cases:26: plain: the sentence for a player is empty");
}

TEST_CASE("a folder of tables is read whole, and its fingerprint changes with any byte", "[tables]") {
  CaseTables source = loadCaseTables(BABYLON_TABLES_SOURCE);
  CHECK(source.entries.size() == caseTable().size());
  CHECK(source.sha256.size() == 64);
  CHECK(source.alice.size() == alice::aliceMoves().size());
  TempDir dir("babylon-tables-test");
  CHECK(source.lone.size() == 2);
  CHECK(source.keepAlive.size() == keepAliveRules().size());
  CHECK(source.named.size() == namedMoves().size());
  for (const std::string& name : tableFileNames())
    std::filesystem::copy_file(std::string(BABYLON_TABLES_SOURCE) + "/" + name, dir.path() / name);
  CHECK(loadCaseTables(dir.path().string()).sha256 == source.sha256);
  for (const char* changed : {"lemma44.cases", "keep-alive.rules", "alice.rules"}) {
    { std::ofstream(dir.path() / changed, std::ios::app) << "# one more comment\n"; }
    CHECK(loadCaseTables(dir.path().string()).sha256 != source.sha256);
    std::filesystem::copy_file(std::string(BABYLON_TABLES_SOURCE) + "/" + changed, dir.path() / changed,
                               std::filesystem::copy_options::overwrite_existing);
  }
  for (const char* missing : {"endgame.cases", "named-moves.rules", "alice.rules"}) {
    std::filesystem::remove(dir.path() / missing);
    try {
      loadCaseTables(dir.path().string());
      FAIL("a folder without " << missing << " was read");
    } catch (const ParseError& e) {
      CHECK(std::string(e.what()) ==
            (dir.path() / missing).string() +
                ": the case table cannot be read (set BABYLON_TABLES to a folder holding "
                "opening.cases, even-hill.cases, lemma44.cases, lemma45.cases, endgame.cases, lone-stack.rules, "
                "keep-alive.rules, named-moves.rules, alice.rules)");
    }
    std::filesystem::copy_file(std::string(BABYLON_TABLES_SOURCE) + "/" + missing, dir.path() / missing);
  }
}
