// babylon-check-proof on the proof certificate of the quick family graph (report --quick-proof's):
// the quick graph's certificate is refused at its first open region; with those regions closed by a
// stand-in claim it is accepted; each planted fault is refused at its line.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "CheckerProgram.hpp"
#include "core/util/Sha256.hpp"
#include "core/util/Subprocess.hpp"
#include "proofs/ProofCertificate.hpp"
#include "proofs/SymbolicVerifier.hpp"

namespace {

using namespace babylon;
using namespace babylon::checkertest;

// The certificate as lines; line n is at index n - 1.
struct Lines {
  std::vector<std::string> v;
  explicit Lines(const std::string& text) {
    std::size_t pos = 0;
    while (pos < text.size()) {
      std::size_t end = text.find('\n', pos);
      v.push_back(text.substr(pos, end - pos));
      pos = end + 1;
    }
  }
  std::string text() const {
    std::string out;
    for (const std::string& l : v) out += l + "\n";
    return out;
  }
  // The number of the first line from `from` (a line number) that starts with `prefix`.
  std::size_t find(const std::string& prefix, std::size_t from = 1) const {
    for (std::size_t i = from - 1; i < v.size(); ++i)
      if (v[i].rfind(prefix, 0) == 0) return i + 1;
    FAIL("no line starts with '" << prefix << "'");
    return 0;
  }
  std::string& at(std::size_t line) { return v.at(line - 1); }
  const std::string& at(std::size_t line) const { return v.at(line - 1); }
  // Removes the lines of the block starting at `line` up to the next line starting with one of
  // `stops`; its def lines stay (defs are numbered in order, and later lines use them).
  void dropBlock(std::size_t line, const std::vector<std::string>& stops) {
    std::size_t end = line;
    auto stop = [&](const std::string& l) {
      for (const std::string& s : stops)
        if (l.rfind(s, 0) == 0) return true;
      return false;
    };
    while (end < v.size() && !stop(v[end])) ++end;
    std::vector<std::string> kept(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(line - 1));
    for (std::size_t i = line - 1; i < end; ++i)
      if (v[i].rfind("def ", 0) == 0) kept.push_back(v[i]);
    kept.insert(kept.end(), v.begin() + static_cast<std::ptrdiff_t>(end), v.end());
    v = std::move(kept);
  }
};

// A certificate the tests share. Under ctest, the hidden test case "[.certificates]" below writes
// each once into $BABYLON_PROOF_TEST_DIR (a CTest fixture every test of this file requires), and
// each test reads it there; a test run alone makes it itself.
std::string shared(const std::string& name, const std::function<std::string()>& make) {
  if (const char* dir = std::getenv("BABYLON_PROOF_TEST_DIR")) {
    std::filesystem::path path = std::filesystem::path(dir) / name;
    if (std::filesystem::exists(path)) return readFile(path.string());
  }
  return make();
}

// The quick family graph (no K5 at the end game, so some regions are open), written as `prove
// --certificate` writes a graph.
std::string makeQuick() {
  return symbolic::proofCertificateText(symbolic::exploreFamilies({.quick = true, .nameMoves = true}), 0, std::nullopt,
                                        "ProofCheckerTest");
}
const std::string& realCertificate() {
  static const std::string text = shared("quick.proof", makeQuick);
  return text;
}

// `text` without Alice's part (her claim, openings, nodes and plays): no other line needs it, and it
// adds about 30 s to each check.
std::string withoutHers(const std::string& text) {
  Lines all(text);
  std::set<std::string> hers;  // her nodes' names
  for (const std::string& l : all.v)
    if (l.rfind("node ", 0) == 0 && (l.find(" alice ") == l.find(' ', 5) || l.find(" gather ") == l.find(' ', 5)))
      hers.insert(l.substr(5, l.find(' ', 5) - 5));
  auto isHers = [&](const std::string& l) {
    if (l.rfind("claim alice ", 0) == 0 || l.rfind("opening ", 0) == 0) return true;
    for (const char* key : {"node ", "play "})
      if (l.rfind(key, 0) == 0 && hers.count(l.substr(5, l.find(' ', 5) - 5))) return true;
    return false;
  };
  std::string out;
  for (const std::string& l : all.v)
    if (!isHers(l)) out += l + "\n";
  return out;
}

// The same with each open region's end replaced by a stand-in end-game claim that holds
// (`lemmas 1`, `stated true`). The checker states end-game claims as they are, so this certificate
// closes; every other line is the real graph's. Alice's part is left out unless asked for.
std::string standIn(bool alice = false) {
  Lines all(alice ? realCertificate() : withoutHers(realCertificate()));
  std::string out;
  for (const std::string& l : all.v) out += l.rfind("open ", 0) == 0 ? "lemmas 1\nstated true\n" : l + "\n";
  return out;
}

Outcome check(const std::string& text, const std::string& name, std::vector<std::string> options = {}) {
  std::string path = writeTempFile(name, text);
  options.insert(options.begin(), PROOF_CHECKER_EXE);
  options.push_back(path);
  report::ProcessResult r = report::runProcess(options, 600000);
  std::filesystem::remove(path);
  REQUIRE(r.started);
  return {r.signal == 0 ? r.exitStatus : -1, r.out + r.err};
}

// Refused with exit status 1, one line naming `line` and starting with `what`.
void refusedAt(const Outcome& r, std::size_t line, const std::string& what) {
  CHECK(r.status == 1);
  std::string head = "babylon-check-proof: line " + std::to_string(line) + ": " + what;
  CHECK(r.out.substr(0, head.size()) == head);
  CHECK(r.out.find('\n') == r.out.size() - 1);
  INFO(r.out);
}

const std::string kCounterExample = " (the solver found a counter-example)";

}  // namespace

TEST_CASE("The quick graph's certificate is refused at its first open region, and the open regions are counted",
          "[checker][proof][certificate]") {
  // Without Alice's part, which no line of Bob's needs: the queries of her nodes come first.
  const std::string bobs = withoutHers(realCertificate());
  Lines lines(bobs);
  std::size_t open = 0;
  for (const std::string& l : lines.v) open += l.rfind("open ", 0) == 0;
  REQUIRE(open > 0);
  Outcome r = check(compressed(bobs), "real.proof.zst");
  // Named by its line, Alice's move and the family.
  std::size_t first = lines.find("open ");
  std::string move, family;
  for (std::size_t i = 1; i < first; ++i) {
    if (lines.at(i).rfind("move ", 0) == 0) move = lines.at(i).substr(5);
    if (lines.at(i).rfind("family ", 0) == 0) family = lines.at(i).substr(7, lines.at(i).rfind(' ') - 7);
  }
  refusedAt(r, first, "open, after Alice's " + move + " from " + family + ": " + lines.at(first).substr(5));
  CHECK(r.out.find("; " + std::to_string(open) + " regions are open in all\n") != std::string::npos);
}

TEST_CASE("The graph with its open regions closed by a stand-in claim is accepted", "[checker][proof][certificate]") {
  Outcome r = check(standIn(true), "stand-in.proof");
  CHECK(r.status == 0);
  CHECK(r.out.rfind("babylon-check-proof: proved: Bob wins every start <p,q;;>", 0) == 0);
  // Its end game: where K0-K4 showed Bob safe, the checker derives it from the rule and the nodes.
  std::size_t endGames = 0;
  for (const std::string& l : Lines(realCertificate()).v) endGames += l == "end-game";
  REQUIRE(endGames > 0);
  // The lemmas' nodes are proved too, over the checker's counter abstraction.
  CHECK(r.out.find("; Bob wins at the lemmas' nodes the certificate states (L4.2 even, L4.2 odd, L4.3 odd), shown "
                   "over a counter abstraction by the plays it gives; Alice wins at her nodes it states (LA, S2.rr, GA "
                   "gather), shown "
                   "the same way by her plays") != std::string::npos);
  CHECK(r.out.find("; Alice wins every start <p,q;;> with 1 <= p <= q and p <= 2 or p+q odd (Theorem 4.1's half for "
                   "Alice): her openings lead to her nodes or win") != std::string::npos);
  CHECK(r.out.find("In " + std::to_string(endGames) +
                   " regions into the end game Bob's safety was derived from the "
                   "rule") != std::string::npos);
  // Where the explorer showed Alice's move after Bob's reply not legal, the certificate marks it,
  // and the checker asks only that.
  std::size_t illegal = 0;
  for (const std::string& l : Lines(realCertificate()).v) illegal += l.rfind("illegal ", 0) == 0;
  REQUIRE(illegal > 0);
  CHECK(r.out.find(", " + std::to_string(illegal) + " of them not reached: Alice's move there shown illegal") !=
        std::string::npos);
}

// The number of the line a refusal names (0 if none).
std::size_t refusedLine(const Outcome& r) {
  const std::string head = "babylon-check-proof: line ";
  if (r.out.rfind(head, 0) != 0) return 0;
  return std::stoul(r.out.substr(head.size()));
}

TEST_CASE("The end game is derived from the lemmas' nodes: a wrong node refuses it", "[checker][proof][certificate]") {
  Lines base(standIn());
  // Lemma 4.3's node is needed here. The quick graph's end game, shown by K0-K4 one move ahead,
  // does not need Lemma 4.2's: the stand-in certificate is accepted with each of them false.
  for (const char* node : {"node L4.3 odd "}) {
    INFO(node);
    Lines l = base;
    std::size_t at = l.find(node);
    // Its statement made false: some region into the end game is no longer shown at its
    // end-game line (Bob safe by one move).
    l.at(at) = node + std::string("false");
    Outcome r = check(l.text(), "node.proof");
    CHECK(r.status == 1);
    std::size_t line = refusedLine(r);
    REQUIRE(line > 0);
    CHECK(l.at(line) == "end-game");
    CHECK(r.out.find(": not shown: Bob is safe by ") != std::string::npos);
  }
  // Without Bob's nodes: Alice's node LA is no node the end game can hand over to.
  Lines none(standIn(true));
  std::erase_if(none.v,
                [](const std::string& l) { return l.rfind("node L4.", 0) == 0 || l.rfind("play L4.", 0) == 0; });
  REQUIRE(none.find("node LA alice ") > 0);
  refusedAt(check(none.text(), "no-node.proof"), none.find("end-game"),
            "an end game, but the certificate states no node of Bob's lemmas");
}

TEST_CASE("The lemmas' nodes are shown over the counter abstraction: planted faults refused at their line",
          "[checker][proof][certificate]") {
  Lines base(standIn());
  const std::size_t even42 = base.find("node L4.2 even "), odd43 = base.find("node L4.3 odd ");
  const std::size_t firstPlay = base.find("play L4.3 ", odd43), lastPlay = base.find("play L4.3 (= 0 0) ", odd43);
  const std::string after = "not shown: after Bob's ";
  SECTION("Lemma 4.3's hypothesis t_u <= 2 dropped: Bob's largest merge no longer keeps it") {
    Lines l = base;
    const std::string full = " (<= t_u 2)))";
    std::size_t at = l.at(odd43).find(full);
    REQUIRE(at != std::string::npos);
    l.at(odd43).replace(at, full.size(), "))");
    refusedAt(check(l.text(), "tu.proof"), lastPlay, after);
  }
  SECTION("Lemma 4.2's u > m dropped at its even node: Alice's moves leave it") {
    Lines l = base;
    l.at(even42) = "node L4.2 even (>= t 1)";
    refusedAt(check(l.text(), "even.proof"), even42, "not shown: at the even node L4.2, Alice's ");
  }
  SECTION("K1's largest merge without its value: some merge loses") {
    Lines l = base;
    REQUIRE(l.at(lastPlay) == "play L4.3 (= 0 0) (not (= (+ a b) u)) (+ a b)");
    l.at(lastPlay) = "play L4.3 (= 0 0) (not (= (+ a b) u))";
    refusedAt(check(l.text(), "value.proof"), lastPlay, after);
  }
  SECTION("a pick no pair fits: two stacks of height u made one of height u and another") {
    Lines l = base;
    REQUIRE(l.at(firstPlay) == "play L4.3 (= t_u 2) (and (= a u) (= b u))");
    l.at(firstPlay) = "play L4.3 (= t_u 2) (and (= a u) (not (= b u)))";
    refusedAt(check(l.text(), "pick.proof"), firstPlay,
              "not shown: where the play applies at L4.3, two stacks of its kind fit its pick" + kCounterExample);
  }
  SECTION("the play for two stacks of height u dropped: the largest merge, played there, loses") {
    Lines l = base;
    l.v.erase(l.v.begin() + static_cast<std::ptrdiff_t>(firstPlay - 1));
    refusedAt(check(l.text(), "drop-play.proof"), lastPlay - 1, after);
  }
  SECTION("an odd node without plays, an even node without its odd node") {
    Lines l = base;
    std::erase_if(l.v, [](const std::string& x) { return x.rfind("play L4.3 ", 0) == 0; });
    refusedAt(check(l.text(), "no-play.proof"), odd43, "no play says how Bob moves at the odd node L4.3");
    Lines m = base;
    std::size_t odd42 = m.find("node L4.2 odd ");
    m.at(odd42).replace(5, 4, "L4.9");
    m.at(odd42 + 1).replace(5, 4, "L4.9");
    refusedAt(check(m.text(), "no-odd.proof"), even42, "the even node L4.2 has no odd node of its name to lead to");
  }
}

namespace {

// Alice's part with Bob's nodes left out, for speed: each fault planted in it is refused before the
// end game would need his nodes.
Lines hersAlone() {
  Lines base(standIn(true));
  std::erase_if(base.v,
                [](const std::string& l) { return l.rfind("node L4.", 0) == 0 || l.rfind("play L4.", 0) == 0; });
  return base;
}

// `l` with the node `name` and its plays first among the nodes, every def line before them (in
// order). The format leaves the nodes' order free, and the checker asks its queries in the order
// of their lines: a fault planted at that node is then found without first proving the others.
Lines nodeFirst(const Lines& l, const std::string& name) {
  std::size_t first = l.find("node ");
  Lines out("");
  out.v.assign(l.v.begin(), l.v.begin() + static_cast<std::ptrdiff_t>(first - 1));
  std::vector<std::string> its, rest;
  for (std::size_t n = first; n <= l.v.size(); ++n) {
    const std::string& s = l.at(n);
    if (s.rfind("root ", 0) == 0) {
      out.v.insert(out.v.end(), its.begin(), its.end());
      out.v.insert(out.v.end(), rest.begin(), rest.end());
      out.v.insert(out.v.end(), l.v.begin() + static_cast<std::ptrdiff_t>(n - 1), l.v.end());
      return out;
    }
    if (s.rfind("def ", 0) == 0)
      out.v.push_back(s);
    else
      (s.rfind("node " + name + " ", 0) == 0 || s.rfind("play " + name + " ", 0) == 0 ? its : rest).push_back(s);
  }
  FAIL("no root line");
  return out;
}

// The lines of the node's plays, in order.
std::vector<std::size_t> playsOf(const Lines& base, const std::string& node) {
  std::vector<std::size_t> plays;
  for (std::size_t at = 1; at <= base.v.size(); ++at)
    if (base.at(at).rfind("play " + node + " ", 0) == 0) plays.push_back(at);
  return plays;
}

}  // namespace

TEST_CASE("Lemma A is shown over the counter abstraction: planted faults in Alice's node refused at their line",
          "[checker][proof][certificate]") {
  Lines base = nodeFirst(hersAlone(), "LA");
  const std::size_t node = base.find("node LA alice ");
  std::vector<std::size_t> plays = playsOf(base, "LA");
  REQUIRE(plays.size() == 6);  // her rules at a lone stack, in her strategy's order
  const std::size_t pileOn = plays[1], cover = plays[2], merge = plays[5];
  REQUIRE(base.at(pileOn).ends_with(" x-on-y (= b h)"));
  REQUIRE(base.at(cover).ends_with(" (and (not (= a h)) (= b h)) a"));
  REQUIRE(base.at(merge).ends_with(" (not (= (+ a b) h)) (+ a b)"));
  const std::string after = "not shown: after Bob's ";
  SECTION("Lemma A's c = 0 dropped: Bob's X on a stack of its height is then legal, and X is gone") {
    Lines l = base;
    l.at(node) =
        "node LA alice (and (= n (+ (* 2 (div n 2)) 1)) (>= h 1) (>= t 1) (= (- n (+ 1 t)) (+ (* 2 (div (- n (+ "
        "1 t)) 2)) 1)))";
    refusedAt(check(l.text(), "la-c.proof"), node, after);
  }
  SECTION("merge-tallest without its total: a merge of total h makes a challenger") {
    Lines l = base;
    l.at(merge).replace(l.at(merge).size() - std::string(" (not (= (+ a b) h)) (+ a b)").size(), std::string::npos,
                        " (= 0 0) (+ a b)");
    refusedAt(check(l.text(), "la-merge.proof"), merge, after);
  }
  SECTION("X piled on the challenger where a y-stack of height 2h waits: it then has a challenger") {
    Lines l = base;
    l.at(cover).replace(l.at(cover).size() - std::string(" (and (not (= a h)) (= b h)) a").size(), std::string::npos,
                        " x-on-y (= b h)");
    refusedAt(check(l.text(), "la-pile.proof"), cover, after);
  }
  SECTION("a pick nothing fits: X on a y-stack of another height") {
    Lines l = base;
    l.at(pileOn).replace(l.at(pileOn).size() - std::string("(= b h)").size(), std::string::npos, "(not (= b h))");
    refusedAt(check(l.text(), "la-fit.proof"), pileOn,
              "not shown: where the play applies at LA, two stacks of its kind fit its pick" + kCounterExample);
  }
  SECTION("the play for one challenger dropped: some move of Bob leaves no guard true") {
    Lines l = base;
    l.v.erase(l.v.begin() + static_cast<std::ptrdiff_t>(pileOn - 1));
    refusedAt(check(l.text(), "la-drop.proof"), node, after);
  }
  SECTION("Alice's node without plays") {
    Lines l = base;
    std::erase_if(l.v, [](const std::string& x) { return x.rfind("play LA ", 0) == 0; });
    refusedAt(check(l.text(), "la-none.proof"), node, "no play says how Alice answers at her node LA");
  }
}

TEST_CASE("Alice's openings lead to her nodes or win: planted faults refused at their line",
          "[checker][proof][certificate]") {
  Lines base = nodeFirst(hersAlone(), "S2.rr");
  const std::size_t claim = base.find("claim alice initial all");
  REQUIRE(claim > 0);
  std::vector<std::size_t> at;  // the opening lines
  for (std::size_t i = 1; i <= base.v.size(); ++i)
    if (base.at(i).rfind("opening ", 0) == 0) at.push_back(i);
  // Her rules for a start in her strategy's order: by n's parity and p, then the gather phase's.
  const std::vector<std::string> moves = {" br", " rr", " rb", " rr", " rr"};
  REQUIRE(at.size() == moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) REQUIRE(base.at(at[i]).ends_with(moves[i]));
  const std::string leads = ", where the opening applies, ";
  auto replaced = [&](std::size_t line, const std::string& move) {
    Lines l = base;
    l.at(line).replace(l.at(line).size() - 2, 2, move);
    return l;
  };
  SECTION("n odd, p = 2: a blue chip on a red one leaves two challengers of the other red chip") {
    refusedAt(check(replaced(at[3], "br").text(), "open-br.proof"), at[3],
              "not shown: at a start with p = 2" + leads + "br is legal and leads to one of Alice's nodes or wins" +
                  kCounterExample);
  }
  SECTION("n odd, p = 1: covering the red chip leaves one color and an even number of stacks") {
    refusedAt(check(replaced(at[2], "br").text(), "open-cover.proof"), at[2],
              "not shown: at a start with p = 1" + leads + "br is legal and leads to one of Alice's nodes or wins" +
                  kCounterExample);
  }
  SECTION("n even, p = 2: a red chip on a blue one leaves two red stacks, no lone stack") {
    refusedAt(check(replaced(at[1], "rb").text(), "open-rb.proof"), at[1],
              "not shown: at a start with p = 2" + leads + "rb is legal and leads to one of Alice's nodes or wins" +
                  kCounterExample);
  }
  SECTION("the opening for n even and p = 1 dropped: no guard holds there") {
    Lines l = base;
    l.v.erase(l.v.begin() + static_cast<std::ptrdiff_t>(at[0] - 1));
    refusedAt(check(l.text(), "open-drop.proof"), claim,
              "not shown: at a start with p = 1, some opening's guard holds" + kCounterExample);
  }
  SECTION("S2.rr at n odd too, X covered there: one color is left with an even number of stacks") {
    Lines l = base;
    std::size_t node = l.find("node S2.rr alice "), cover = l.find("play S2.rr ", node);
    REQUIRE(l.at(cover).ends_with(" y-on-x (= a 2)"));
    l.at(node) = "node S2.rr alice (and (= h 2) (>= t 2) (= n (+ 2 t)))";
    l.at(cover) = "play S2.rr true y-on-x (= a 2)";
    refusedAt(check(l.text(), "rr-odd.proof"), cover, "not shown: after Bob's ");
  }
}

TEST_CASE("Alice's gather node is shown over the counter abstraction: planted faults refused at their line",
          "[checker][proof][certificate]") {
  Lines base = nodeFirst(hersAlone(), "GA");
  const std::size_t node = base.find("node GA gather ");
  std::vector<std::size_t> plays = playsOf(base, "GA");
  REQUIRE(plays.size() == 8);  // her six rules at a lone stack, then her two gather rules
  const std::size_t match = plays[6], merge = plays[7];
  REQUIRE(base.at(match).ends_with(" gather-on-y (and (= a H) (= b H))"));
  REQUIRE(base.at(merge).ends_with(" gather-pair (= b H) a"));
  // The invariant's conjuncts as the certificate writes them: H >= e + 2, and s - k >= 1 (3 where
  // H = e + 2).
  const std::string tall = "(>= H (+ e 2))", more = "(>= (- s k) (+ 1 (* 2 (ite (= H (+ e 2)) 1 0))))";
  auto weakened = [&](const std::string& conjunct, const std::string& by) {
    Lines l = base;
    std::size_t at = 1;
    while (at <= l.v.size() && l.at(at).find(conjunct) == std::string::npos) ++at;
    REQUIRE(at < node);
    l.at(at).replace(l.at(at).find(conjunct), conjunct.size(), by);
    return l;
  };
  const std::string after = "not shown: after Bob's ";
  SECTION("H >= e + 2 dropped: a y-stack as tall as T may cover it") {
    refusedAt(check(weakened(tall, "true").text(), "ga-tall.proof"), node, after);
  }
  SECTION("s - k >= 3 where H = e + 2 dropped: a merge to T's height leaves no play") {
    refusedAt(check(weakened(more, "(>= (- s k) 1)").text(), "ga-tight.proof"), node, after);
  }
  SECTION("x's shortest stack on T: x keeps a stack of 2 chips, no node holds") {
    Lines l = base;
    l.at(merge).replace(l.at(merge).size() - 2, 2, " (- 0 a)");
    refusedAt(check(l.text(), "ga-short.proof"), merge, after);
  }
  SECTION("a pick nothing fits: T on a y-stack of another height") {
    Lines l = base;
    l.at(match).replace(l.at(match).size() - std::string("(and (= a H) (= b H))").size(), std::string::npos,
                        "(and (= a H) (not (= b H)))");
    refusedAt(check(l.text(), "ga-fit.proof"), match,
              "not shown: where the play applies at GA, two stacks of its kind fit its pick" + kCounterExample);
  }
  SECTION("the gather opening plays rb: T's height 2 is then e + 2 with s - k = 1 at q = p + 1") {
    std::size_t open = base.find("opening ");
    while (!base.at(open).ends_with(" (>= p 3)) rr")) ++open;
    Lines l = base;
    l.at(open).replace(l.at(open).size() - 2, 2, "rb");
    refusedAt(check(l.text(), "ga-open.proof"), open,
              "not shown: at a start with p >= 3 and p+q odd, where the opening applies, rb leads to a gather node" +
                  kCounterExample);
  }
  SECTION("the gather node without plays") {
    Lines l = base;
    std::erase_if(l.v, [](const std::string& x) { return x.rfind("play GA ", 0) == 0; });
    refusedAt(check(l.text(), "ga-none.proof"), node, "no play says how Alice answers at her gather node GA");
  }
}

TEST_CASE("Planted faults are each refused at their line", "[checker][proof][certificate]") {
  Lines base(standIn());
  std::size_t family = base.find("family opening");
  std::size_t firstMove = base.find("move ", family);

  SECTION("a region dropped: Alice's move is no longer covered") {
    Lines l = base;
    l.dropBlock(l.find("region ", firstMove), {"region ", "move ", "family "});
    refusedAt(check(l.text(), "region.proof"), firstMove,
              "not shown: Alice's " + l.at(firstMove).substr(5) + " from opening lies in a region" + kCounterExample);
  }
  SECTION("a move of Alice omitted") {
    Lines l = base;
    std::size_t second = l.find("move ", firstMove + 1);
    std::string omitted = l.at(second).substr(5);
    l.dropBlock(second, {"move ", "family "});
    std::size_t next = l.find("move ", firstMove + 1);
    refusedAt(check(l.text(), "move.proof"), next,
              "Alice's move " + omitted + " from opening is not listed (here: " + l.at(next).substr(5) + ")");
  }
  SECTION("a successor matched to the wrong family") {
    Lines l = base;
    std::size_t to = l.find("to lemma-4.5 direct ");
    std::string& line = l.at(to);
    // target-state has Lemma 4.5's parameters but s: the map is cut to fit, so only the match fails.
    std::size_t s = line.find(" (s ");
    REQUIRE(s != std::string::npos);
    std::size_t end = s + 1;
    for (int depth = 0;; ++end) {
      depth += line[end] == '(' ? 1 : line[end] == ')' ? -1 : 0;
      if (depth == 0) break;
    }
    line = "to target-state direct" + line.substr(std::string("to lemma-4.5 direct").size(), s - 19) +
           line.substr(end + 1);
    refusedAt(check(l.text(), "family.proof"), to,
              "not shown: the successor is an instance of target-state under the map" + kCounterExample);
  }
  SECTION("a parameter map off by one") {
    Lines l = base;
    std::size_t to = l.find("to ");
    std::string& line = l.at(to);
    std::size_t m = line.find(" (m m)");
    REQUIRE(m != std::string::npos);
    line.replace(m, 6, " (m (+ m 1))");
    std::string target = line.substr(3, line.find(' ', 3) - 3);
    refusedAt(check(l.text(), "map.proof"), to,
              "not shown: the successor is an instance of " + target + " under the map" + kCounterExample);
  }
  SECTION("Bob's reply replaced by another legal move: its successor is not the family's") {
    Lines l = base;
    std::size_t reply = l.find("reply b>b", firstMove);
    REQUIRE(l.at(reply + 1).rfind("to ", 0) == 0);
    l.at(reply) = "reply b>r";
    std::string target = l.at(reply + 1).substr(3, l.at(reply + 1).find(' ', 3) - 3);
    // Refused at the successor, after the line of the reply: the new reply is legal there.
    refusedAt(check(l.text(), "reply.proof"), reply + 1,
              "not shown: the successor is an instance of " + target + " under the map" + kCounterExample);
  }
  SECTION("a root start missing: the root family leaves out p = 3") {
    Lines l = base;
    std::string& constraints = l.at(l.find("constraints ", family));
    std::size_t at = constraints.find("(>= j 3)");
    REQUIRE(at != std::string::npos);
    constraints.replace(at, 8, "(>= j 4)");
    refusedAt(check(l.text(), "root.proof"), l.find("root "),
              "not shown: every claimed start is an instance of opening" + kCounterExample);
  }
  SECTION("no root") {
    Lines l = base;
    l.v.erase(l.v.begin() + static_cast<std::ptrdiff_t>(l.find("root ") - 1));
    refusedAt(check(l.text(), "no-root.proof"), l.find("family "), "no root: the claimed starts are not covered");
  }
  SECTION("a move of Alice marked illegal where it is legal") {
    // The first region into the end game with a reply. A mark naming no move is refused with the
    // list of her moves there; one of them not marked was found legal in the region by the
    // explorer, and marked illegal it is refused.
    std::size_t at = base.find("end-game");
    while (base.at(at - 1).rfind("reply ", 0) != 0) at = base.find("end-game", at + 1);
    Lines none = base;
    none.v.insert(none.v.begin() + static_cast<std::ptrdiff_t>(at), "illegal B9>B9");
    Outcome r = check(none.text(), "illegal-none.proof");
    const std::string those = "B9>B9 is not a move of Alice's after the reply (those are: ";
    refusedAt(r, at + 1, those);
    std::istringstream moves(
        r.out.substr(r.out.find(those) + those.size(), r.out.rfind(')') - r.out.find(those) - those.size()));
    std::string move;
    std::set<std::string> marked;
    for (std::size_t i = at + 1; i <= base.v.size() && base.at(i).rfind("illegal ", 0) == 0; ++i)
      marked.insert(base.at(i).substr(8));
    while (moves >> move && marked.count(move)) {}
    REQUIRE(!move.empty());
    REQUIRE(!marked.count(move));
    INFO("end-game at line " << at << ", Alice's " << move);
    Lines l = base;
    l.v.insert(l.v.begin() + static_cast<std::ptrdiff_t>(at), "illegal " + move);
    refusedAt(check(l.text(), "illegal.proof"), at + 1,
              "not shown: Alice's " + move + " is not legal after the reply" + kCounterExample);
  }
  SECTION("a move of Alice marked illegal twice") {
    Lines l = base;
    std::size_t mark = l.find("illegal ");
    l.v.insert(l.v.begin() + static_cast<std::ptrdiff_t>(mark), l.at(mark));
    refusedAt(check(l.text(), "illegal-twice.proof"), mark + 1, l.at(mark).substr(8) + " is marked illegal twice");
  }
  SECTION("an end-game claim that does not hold") {
    Lines l = base;
    std::size_t stated = l.find("stated ");
    l.at(stated) = "stated (= 0 1)";
    refusedAt(check(l.text(), "stated.proof"), stated, "not shown: the end game's claim, as stated" + kCounterExample);
  }
}

namespace {

// The full family graph (K5's named moves and the plans tried in the end game), as `prove
// --certificate` writes it: every region into the end game relies on witnesses where one move of
// Bob's is not enough, and names Bob's moves at its nodes. Alice's part is left out (withoutHers).
std::string makeFull() {
  return withoutHers(symbolic::proofCertificateText(symbolic::exploreFamilies({.threads = 2, .nameMoves = true}), 0,
                                                    std::nullopt, "ProofCheckerTest"));
}
const std::string& fullCertificate() {
  static const std::string text = shared("full.proof", makeFull);
  return text;
}

}  // namespace

// The fixture: writes the two certificates once for every test of this file (see `shared`).
TEST_CASE("The certificates the proof checker's tests share", "[.certificates]") {
  const char* dir = std::getenv("BABYLON_PROOF_TEST_DIR");
  REQUIRE(dir != nullptr);
  std::filesystem::create_directories(dir);
  for (const auto& [name, make] : {std::pair{"quick.proof", &makeQuick}, std::pair{"full.proof", &makeFull}}) {
    std::filesystem::path path = std::filesystem::path(dir) / name;
    std::filesystem::remove(path);
    std::string text = make();
    REQUIRE(!text.empty());
    std::ofstream(path, std::ios::binary) << text;
    REQUIRE(readFile(path.string()) == text);
  }
}

namespace {

// `l` with every region's end but that of the region holding line `kept` replaced by a stand-in
// claim (its reply, witnesses and illegal marks dropped): that region is then all the check does.
Lines onlyRegion(const Lines& l, std::size_t kept) {
  // Each line's region: the line of its `region`, 0 outside one.
  std::vector<std::size_t> regionOf(l.v.size() + 1, 0);
  for (std::size_t n = 1, region = 0; n <= l.v.size(); ++n) {
    const std::string& s = l.at(n);
    if (s.rfind("region ", 0) == 0) region = n;
    if (s.rfind("move ", 0) == 0 || s.rfind("family ", 0) == 0 || s == "end") region = 0;
    regionOf[n] = region;
  }
  Lines out("");
  for (std::size_t n = 1; n <= l.v.size(); ++n) {
    const std::string& s = l.at(n);
    bool other = regionOf[n] != 0 && regionOf[n] != regionOf[kept];
    if (other && n != regionOf[n] && s.rfind("def ", 0) != 0) continue;  // the region's end, dropped
    out.v.push_back(s);
    if (other && n == regionOf[n]) out.v.insert(out.v.end(), {"lemmas 1", "stated true"});
  }
  return out;
}

}  // namespace

TEST_CASE("The end game's witnesses: a region that relies on them is accepted, a witness replaced refuses it",
          "[checker][proof][certificate]") {
  Lines full(fullCertificate());
  std::size_t witnesses = 0, unshown = 0;
  for (const std::string& l : full.v) {
    unshown += l.rfind("open ", 0) == 0 || l.rfind("lemmas ", 0) == 0;
    witnesses += l.rfind("witness ", 0) == 0;
  }
  CHECK(unshown == 0);  // every region into the end game is shown by the checker, none stated
  REQUIRE(witnesses > 0);
  // The first region with witnesses, alone; in it, the first witness at one of the region's own
  // nodes (its path `-` or one move of Alice's).
  std::size_t endGame = full.find("witness ");
  while (full.at(endGame) != "end-game") --endGame;
  Lines one = onlyRegion(full, endGame);
  std::size_t node = one.find("end-game"), at = node + 1, own = 0;
  for (std::size_t n = at; n <= one.v.size() && one.at(n).rfind("witness ", 0) == 0; ++n) ++own;
  while (one.at(at).substr(8, one.at(at).find(' ', 8) - 8).find('/') != std::string::npos) ++at;
  REQUIRE(one.at(at).rfind("witness ", 0) == 0);
  Outcome r = check(one.text(), "witness.proof");
  CHECK(r.status == 0);
  CHECK(r.out.find("; " + std::to_string(own) + " moves of Bob given as witnesses; ") != std::string::npos);
  INFO(r.out);

  // That witness's move replaced by another move of Bob's at its node, with the lines below it
  // (witnesses, illegal marks, moves named) dropped: refused, at the node's line (the move does not apply where the witness's formula
  // says) or at the witness's (a position after it is not shown).
  std::istringstream words(one.at(at));
  std::string word, path, move;
  words >> word >> path >> move;
  std::string rest = one.at(at).substr(("witness " + path + " " + move + " ").size());
  std::string below = (path == "-" ? "" : path + "/") + move + "/";
  auto replaced = [&](const std::string& other) {
    Lines l = one;
    l.at(at) = "witness " + path + " " + other + " " + rest;
    std::erase_if(l.v, [&](const std::string& x) {
      return x.rfind("witness " + below, 0) == 0 || x.rfind("illegal " + below, 0) == 0 ||
             x.rfind("safe " + below, 0) == 0;
    });
    return l;
  };
  // A move that is none is refused with the list of Bob's moves there.
  Outcome none = check(replaced("B9>B9").text(), "witness-none.proof");
  const std::string those = "the witness B9>B9 is not a move of Bob's at its node (those are: ";
  refusedAt(none, at, those);
  std::istringstream moves(none.out.substr(none.out.find(those) + those.size()));
  std::string candidate;
  while (candidate.empty() && moves >> word) {
    if (word.back() == ')') word.pop_back();
    if (word != move) candidate = word;
  }
  REQUIRE(!candidate.empty());
  Outcome other = check(replaced(candidate).text(), "witness-other.proof");
  INFO("the witness " << move << " at line " << at << " replaced by " << candidate);
  CHECK(other.status == 1);
  CHECK((refusedLine(other) == node || refusedLine(other) == at));
  CHECK(other.out.find(": not shown: Bob is safe by ") != std::string::npos);
}

TEST_CASE("Bob's moves named at a node: the region is accepted, a move left out or replaced refuses it",
          "[checker][proof][certificate]") {
  Lines full(fullCertificate());
  // The first `safe` line that names one move, in its region alone.
  std::size_t named = full.find("safe ");
  while (std::count(full.at(named).begin(), full.at(named).end(), ' ') != 2) named = full.find("safe ", named + 1);
  const std::string line = full.at(named);
  Lines one = onlyRegion(full, named);
  std::size_t at = one.find(line);
  std::string path = line.substr(5, line.find(' ', 5) - 5), move = line.substr(line.find(' ', 5) + 1);
  Outcome r = check(one.text(), "safe.proof");
  CHECK(r.status == 0);
  INFO(r.out);
  // The node's query is at the end-game line or at the witness's line it comes after.
  auto nodeLine = [&](const Outcome& o) {
    std::size_t n = refusedLine(o);
    return n > 0 && n < at && (one.at(n) == "end-game" || one.at(n).rfind("witness ", 0) == 0);
  };

  // Without the move, only K1 and K2 at the node itself (the explorer named it because they are
  // not enough): refused at the node's query.
  Lines none = one;
  none.at(at) = "safe " + path;
  Outcome left = check(none.text(), "safe-none.proof");
  CHECK(left.status == 1);
  CHECK(nodeLine(left));
  CHECK(left.out.find(": not shown: Bob is safe by a move it names") != std::string::npos);
  INFO(left.out);

  // A move that is none is refused at its line, with Bob's moves there; one of those moves in its
  // place refuses the region (the first tried that does not work, at most all of them).
  Lines bad = one;
  bad.at(at) = "safe " + path + " B9>B9";
  Outcome noMove = check(bad.text(), "safe-no-move.proof");
  const std::string those = "B9>B9 is not a move of Bob's at its node (those are: ";
  refusedAt(noMove, at, those);
  std::istringstream moves(noMove.out.substr(noMove.out.find(those) + those.size()));
  std::string word;
  bool refused = false;
  while (!refused && moves >> word) {
    if (word.back() == ')') word.pop_back();
    if (word == move) continue;
    Lines other = one;
    other.at(at) = "safe " + path + " " + word;
    Outcome o = check(other.text(), "safe-other.proof");
    refused = o.status == 1 && nodeLine(o);
    INFO(move << " replaced by " << word << ": " << o.out);
  }
  CHECK(refused);

  // A second line at the node, and a path to no node, are refused at their line.
  Lines twice = one;
  twice.v.insert(twice.v.begin() + static_cast<std::ptrdiff_t>(at), line);
  refusedAt(check(twice.text(), "safe-twice.proof"), at + 1, "a second 'safe' line at the same node");
  Lines nowhere = one;
  nowhere.at(at) = "safe B9>B9/r>r " + move;
  refusedAt(check(nowhere.text(), "safe-nowhere.proof"), at, "the path leads to no node of the end game");
}

TEST_CASE("The small-size bound needs the finite certificate it names, with its size and SHA-256",
          "[checker][proof][certificate]") {
  Lines base(standIn());
  std::size_t claim = base.find("claim ");
  base.at(claim) = "claim bob initial above 10";
  SECTION("none named") {
    refusedAt(check(base.text(), "finite-none.proof"), claim, "the starts up to 10 chips: no finite certificate named");
  }
  std::string finite = "babylon-certificate 1\nside bob\nclaim initial max-n 10\n";
  std::string path = writeTempFile("finite-10.cert", finite);
  std::string name = std::filesystem::path(path).filename().string();
  SECTION("another SHA-256") {
    Lines l = base;
    l.v.insert(l.v.begin() + static_cast<std::ptrdiff_t>(claim),
               "finite " + name + " " + std::to_string(finite.size()) + " " + std::string(64, '0'));
    refusedAt(check(l.text(), "finite-sha.proof"), claim + 1,
              "the finite certificate " + name + " has another SHA-256");
  }
  SECTION("another claim") {
    std::string other = "babylon-certificate 1\nside bob\nclaim initial max-n 8\n";
    std::string otherPath = writeTempFile("finite-8.cert", other);
    std::string otherName = std::filesystem::path(otherPath).filename().string();
    Lines l = base;
    l.v.insert(l.v.begin() + static_cast<std::ptrdiff_t>(claim),
               "finite " + otherName + " " + std::to_string(other.size()) + " " + sha256Hex(other));
    refusedAt(check(l.text(), "finite-claim.proof"), claim + 1,
              "the finite certificate " + otherName + " does not begin");
    std::filesystem::remove(otherPath);
  }
  SECTION("the right one: the check goes on to the first fault after it") {
    Lines l = base;
    l.v.insert(l.v.begin() + static_cast<std::ptrdiff_t>(claim),
               "finite " + name + " " + std::to_string(finite.size()) + " " + sha256Hex(finite));
    std::size_t stated = l.find("stated ");
    l.at(stated) = "stated false";
    refusedAt(check(l.text(), "finite-ok.proof"), stated, "not shown: the end game's claim, as stated");
  }
  std::filesystem::remove(path);
}

TEST_CASE("The queries --emit-smt writes stand alone, and --no-cvc5 proves nothing", "[checker][proof][certificate]") {
  auto dir = std::filesystem::temp_directory_path() / ("babylon-proof-queries-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  Lines l(standIn());
  l.v.resize(l.find("family ", l.find("family ") + 1) - 1);  // the first family only: its successors are
  l.v.push_back("end");                                      // then not in the file, a failure after the queries
  Outcome r = check(l.text(), "emit.proof", {"--no-cvc5", "--emit-smt", dir.string()});
  CHECK(r.status == 1);
  std::size_t files = static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir), {}));
  CHECK(files > 0);
  CHECK(r.out.find("line " + std::to_string(l.find("to "))) != std::string::npos);
  // Each query stands alone; cvc5 proves the first (Alice's first move lies in a region).
  std::string first = readFile((dir / "query-1.smt2").string());
  CHECK(first.rfind("; babylon-check-proof: line ", 0) == 0);
  report::ProcessResult cvc5 = report::runProcess({"cvc5", "--lang", "smt2", (dir / "query-1.smt2").string()});
  CHECK(cvc5.out == "unsat\n");
  std::filesystem::remove_all(dir);
}
