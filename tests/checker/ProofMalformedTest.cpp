// Malformed and hostile proof certificates: each is refused with exit status 2 and one line naming
// the line and what is wrong, under CPU and memory limits (so a regression fails here, not hangs).
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "CheckerProgram.hpp"
#include "Excerpt.hpp"

namespace {

using namespace babylon::checkertest;

// A small certificate that is well formed (not a proof: its family's moves are not listed).
const std::string kHead =
    "babylon-proof-certificate 5\n"
    "rule same-color-or-same-height\n"
    "claim bob initial above 0\n"
    "root f (j p) (k q) (m m)\n"
    "family f alice\n"
    "params j k m\n"
    "constraints (and (>= j 3) (>= k j) (= (* 2 m) (+ j k)))\n"
    "stack r single j\n"
    "stack b single k\n";

// The one line of a malformed file: `babylon-check-proof: FILE:LINE: what` (`FILE: what` when no
// line is meant); `expected` is `line N: what` or `what`.
std::string message(const std::string& path, const std::string& expected) {
  std::string out = "babylon-check-proof: " + bcheck::excerpt(path);
  if (expected.rfind("line ", 0) != 0) return out + ": " + expected + "\n";
  std::size_t colon = expected.find(':');
  return out + ":" + expected.substr(5, colon - 5) + expected.substr(colon) + "\n";
}

void refused(const std::string& text, const std::string& expected, bool compress = false) {
  std::string path = writeTempFile("malformed.proof", compress ? compressed(text) : text);
  Limited r = runLimited({PROOF_CHECKER_EXE, "--no-cvc5", path});
  CHECK(r.status == 2);
  CHECK(r.out == message(path, expected));
  CHECK(r.peakKiB < 256 * 1024);
  std::filesystem::remove(path);
}

}  // namespace

TEST_CASE("The small certificate is well formed and refused only as a proof", "[checker][proof]") {
  std::string path = writeTempFile("small.proof", kHead + "end\n");
  Limited r = runLimited({PROOF_CHECKER_EXE, "--no-cvc5", path});
  CHECK(r.status == 1);
  CHECK(r.out == "babylon-check-proof: line 10: Alice's move r>r from f is not listed\n");
  std::filesystem::remove(path);
}

TEST_CASE("Malformed proof certificates are refused at their line", "[checker][proof]") {
  refused("", "the file ends before its 'end' line");
  refused("babylon-certificate 1\n", "line 1: not 'babylon-proof-certificate 5'");
  refused("babylon-proof-certificate 1\n", "line 1: not 'babylon-proof-certificate 5'");
  refused(kHead, "line 9: the file ends before its 'end' line");
  refused(kHead + "end", "line 10: the last line has no line end");
  refused(kHead + "end\nend\n", "line 11: text after the 'end' line");
  refused(kHead + "move r>r\nregion (and (>= j 1)\nend\n", "line 11: a ')' is missing");
  refused(kHead + "move r>r\nregion (>= (* j k) 1)\nend\n", "line 11: (* ...): the first factor is not a number");
  refused(kHead + "move r>r\nregion (>= (div j 0) 1)\nend\n",
          "line 11: (div ...): the divisor is not a positive number");
  refused(kHead + "move r>r\nregion (+ j 1)\nend\n", "line 11: a number where a condition is due");
  refused(kHead + "move r>r\nregion (>= x 1)\nend\n", "line 11: x is not a parameter here");
  refused(kHead + "move r>r\nregion (pow j 2)\nend\n", "line 11: 'pow' is not an operator");
  refused(kHead + "move r>r\nregion (>= j 12345678901)\nend\n", "line 11: '12345678901' is not a term");
  refused(kHead + "move r>r\nregion (>= j 1)\nmove r>b\nend\n",
          "line 12: the region above has no end ('to', 'end-game', 'lemmas' or 'open')");
  refused(kHead + "move r>r\nregion true\nend-game now\nend\n", "line 12: 'end-game' stands alone");
  refused(kHead + "move r>r\nregion true\nlemmas 2\nstated true\nend\n", "line 14: a 'stated' line is due (1 more)");
  // Witnesses and illegal marks follow `end-game`; a path is `-` or moves joined by '/'.
  refused(kHead + "move r>r\nregion true\nreply b>b\nto f direct (j j)\nillegal b>b\nend\n",
          "line 14: 'illegal' follows 'end-game'");
  refused(kHead + "move r>r\nregion true\nwitness - r>b true\nend\n", "line 12: not within a region's end game");
  const std::string endGame = kHead + "move r>r\nregion true\nreply b>b\nend-game\n";
  refused(endGame + "illegal b>b r>r\nend\n", "line 14: an illegal move is 'illegal PATH' (PATH not -)");
  refused(endGame + "illegal -\nend\n", "line 14: an illegal move is 'illegal PATH' (PATH not -)");
  refused(endGame + "illegal b>b//r>r\nend\n", "line 14: a path is - or MOVE/MOVE/...");
  refused(endGame + "witness b>b/ r>r true\nend\n", "line 14: a path is - or MOVE/MOVE/...");
  refused(endGame + "witness b>b\nend\n", "line 14: a word is missing or two spaces follow each other");
  refused(endGame + "witness b>b r>r (>= x 1)\nend\n", "line 14: x is not a parameter here");
  std::string deep = "r>r";
  for (int i = 0; i < 16; ++i) deep += "/r>r";
  refused(endGame + "witness " + deep + " r>r true\nend\n", "line 14: a path of more than 16 moves");
  std::string marks = endGame;
  for (int i = 0; i < 4097; ++i) marks += "illegal b>b\n";
  refused(marks, "line 4110: more than 4096 witness, illegal and safe lines in a region");
  // Bob's moves named at a node follow `end-game` too, each a move's name.
  refused(kHead + "move r>r\nregion true\nsafe - r>b\nend\n", "line 12: not within a region's end game");
  refused(endGame + "safe b>b//r>r r>b\nend\n", "line 14: a path is - or MOVE/MOVE/...");
  refused(endGame + "safe b>b r>b  b>r\nend\n", "line 14: a word is missing or two spaces follow each other");
  refused(endGame + "safe b>b r>rrrrrrrrrrrr\n",
          "line 14: Bob's moves at a node are 'safe PATH MOVE ...', at most one per pair of stacks");
  std::string listed = endGame + "safe b>b";
  for (int i = 0; i < 257; ++i) listed += " r>b";
  refused(listed + "\nend\n",
          "line 14: Bob's moves at a node are 'safe PATH MOVE ...', at most one per pair of stacks");
  refused(kHead + "move r>r\nregion true\nto f sideways (j j)\nend\n",
          "line 12: 'to FAMILY direct|mirror (name formula) ...'");
  refused(kHead + "move r>r\nregion true\nto f direct (j j) (j k)\nend\n", "line 12: the map gives j twice");
  refused(kHead + "def $2 1\nend\n", "line 10: def $2 is not numbered next");
  refused(kHead + "def $1 $1\nend\n", "line 10: $1 is not defined above");
  refused(kHead + "stack r hill 2\nstack r single j\nend\n",
          "line 11: stacks are listed r single, b single, red hills, blue hills");
  refused(kHead + "frobnicate\nend\n", "line 10: 'frobnicate' is not a line of the format");
  refused(kHead + "# caf\xc3\xa9\nend\n", "line 10: a byte that is not printable ASCII");
  refused("babylon-proof-certificate 5\nfamily f alice\n", "line 2: a family before the rule and the claim");
  // The lemmas' nodes: after the claim, before the roots and families; over the lone-stack
  // parameters only.
  const std::string claim = "babylon-proof-certificate 5\nrule same-color-or-same-height\nclaim bob initial above 0\n";
  refused(claim + "node L4.3 odd (< u m)\nnode L4.2 sideways (> u m)\n",
          "line 5: a node is 'node NAME odd|even|alice|gather FORMULA'");
  refused(claim + "node L4.3 odd (< u j)\n", "line 4: j is not a parameter here");
  refused(claim + "node L4.3 odd (+ u 1)\n", "line 4: a number where a condition is due");
  refused(kHead + "node L4.3 odd (< u m)\n", "line 10: nodes come after the claim, before the roots and families");
  std::string many = claim;
  for (int i = 0; i < 17; ++i) many += "node n" + std::to_string(i) + " odd true\n";
  refused(many, "line 20: more than 16 nodes");
  refused(claim + "node L4.3 odd true\nnode L4.3 odd (< u m)\n", "line 5: a second node L4.3 odd");
  const std::string playForm =
      "a play is 'play NODE GUARD [x-on-y|y-on-x|gather-pair|gather-on-y] PICK [VALUE]', VALUE for pairs only";
  // Bob's plays at an odd node: after it, before the roots; a guard over the lone-stack
  // parameters, a pick and a value over u, a and b.
  const std::string odd = claim + "node L4.3 odd true\nnode L4.2 even true\n";
  refused(odd + "play L4.2 true true\n", "line 6: a play names no odd node or Alice's node stated above");
  refused(odd + "play L4.4 true true\n", "line 6: a play names no odd node or Alice's node stated above");
  refused(claim + "play L4.3 true true\nnode L4.3 odd true\n",
          "line 4: a play names no odd node or Alice's node stated above");
  refused(kHead + "play L4.3 true true\n", "line 10: plays come after their node, before the roots");
  refused(odd + "play L4.3 (>= a 1) true\n", "line 6: a is not a parameter here");
  refused(odd + "play L4.3 true (>= t 1)\n", "line 6: t is not a parameter here");
  refused(odd + "play L4.3 true true (+ a m)\n", "line 6: m is not a parameter here");
  refused(odd + "play L4.3 true (+ a b)\n", "line 6: a play's guard and pick are conditions, its value a number");
  refused(odd + "play L4.3 true true (> a b)\n", "line 6: a play's guard and pick are conditions, its value a number");
  refused(odd + "play L4.3 true\n", "line 6: a formula is missing");
  refused(odd + "play L4.3 true true a b\n", "line 6: " + playForm);
  refused(odd + "play L4.3 true x-on-y true\n", "line 6: a play of Bob's merges two y-stacks: no x-on-y here");
  // Alice's nodes: Section 2's letters n, h, t, c, d; her picks over h, a and b; a name once.
  const std::string lemmaA = claim + "node LA alice (= c 0)\n";
  refused(claim + "node LA alice (< u m)\n", "line 4: u is not a parameter here");
  refused(lemmaA + "play LA (>= m 1) true\n", "line 5: m is not a parameter here");
  refused(lemmaA + "play LA true (= a u)\n", "line 5: u is not a parameter here");
  refused(lemmaA + "play LA true x-on-y (= b h) b\n", "line 5: " + playForm);
  refused(lemmaA + "node LA odd true\n", "line 5: a second node LA");
  refused(claim + "node L4.3 odd true\nnode L4.3 alice true\n", "line 5: a second node L4.3");
  // Alice's claim comes once, after Bob's, before the rest; her openings after it, before the roots.
  const std::string hers = claim + "claim alice initial p-at-most 2\n";
  const std::string claims =
      "the claims are 'claim bob initial above N', then optionally 'claim alice initial p-at-most 2|all', once each";
  refused(claim + "claim alice initial p-at-most 3\n", "line 4: " + claims);
  refused(hers + "claim alice initial p-at-most 2\n", "line 5: " + claims);
  refused(hers + "claim alice initial all\n", "line 5: " + claims);
  // Her gather nodes: letters n, H, k, s, e; a gather play's guard over n, r, s, H, m, o, its pick
  // and value over H, a and b; gather plays at gather nodes only.
  const std::string gather = claim + "node GA gather (>= H (+ e 2))\n";
  refused(claim + "node GA gather (= c 0)\n", "line 4: c is not a parameter here");
  refused(gather + "play GA (>= m 1) gather-pair (= b H) (+ a b) b\n", "line 5: " + playForm);
  refused(gather + "play GA (>= c 1) gather-pair (= b H) a\n", "line 5: c is not a parameter here");
  refused(gather + "play GA (>= m 1) gather-on-y (= b h)\n", "line 5: h is not a parameter here");
  refused(gather + "play GA (>= m 1) x-on-y (= b h)\n", "line 5: m is not a parameter here");
  refused(gather + "play GA true gather-on-y (= a H) a\n", "line 5: " + playForm);
  refused(lemmaA + "play LA true gather-pair (= b H) a\n", "line 5: a gather-pair play is at a gather node only");
  refused(gather + "node GA alice true\n", "line 5: a second node GA");
  refused(claim + "opening (= p 1) br\n", "line 4: openings come after Alice's claim, before the roots");
  refused(hers + "opening (= p 1) bb\n", "line 5: an opening is 'opening GUARD rr|rb|br'");
  refused(hers + "opening rr\n", "line 5: an opening is 'opening GUARD rr|rb|br'");
  refused(hers + "opening (= t 1) rr\n", "line 5: t is not a parameter here");
  refused(hers + "opening (+ n 1) rr\n", "line 5: a number where a condition is due");
  std::string plays = odd;
  for (int i = 0; i < 17; ++i) plays += "play L4.3 true true\n";
  refused(plays, "line 22: more than 16 plays at a node");
}

TEST_CASE("Many queries that each reach many defs are refused past the queries' bound", "[checker][proof]") {
  // 100,000 defs of 3 nodes in a chain, and 2,000 claims each reaching all of them: 2 MiB of text
  // that would print 600 million nodes.
  std::string text =
      "babylon-proof-certificate 5\nrule same-color-or-same-height\nclaim bob initial above 0\n"
      "root f (j p) (k q) (m m)\ndef $1 (>= x 0)\n";
  for (int d = 2; d <= 100000; ++d)
    text += "def $" + std::to_string(d) + " (and $" + std::to_string(d - 1) + " $" + std::to_string(d - 1) + ")\n";
  std::size_t family = 100000 + 5;
  text += kHead.substr(kHead.find("family")) + "move r>r\nregion true\nlemmas 2000\n";
  for (int i = 0; i < 2000; ++i) text += "stated $100000\n";
  text += "end\n";
  std::string path = writeTempFile("reach.proof", text);
  Limited r = runLimited({PROOF_CHECKER_EXE, "--no-cvc5", path});
  CHECK(r.status == 2);
  std::string head = "babylon-check-proof: " + bcheck::excerpt(path) + ":";
  CHECK(r.out.substr(0, head.size()) == head);
  CHECK(r.out.find(": the queries up to here cost more than 2147483648 (PROOF-FORMAT.md, Limits)\n") !=
        std::string::npos);
  CHECK(r.out.find(":" + std::to_string(family + 9) + ":") == std::string::npos);  // not at the first claim
  std::filesystem::remove(path);
}

TEST_CASE("Hostile proof certificates cost little", "[checker][proof]") {
  std::string deep = "region ";
  for (int i = 0; i < 100000; ++i) deep += "(not ";
  refused(kHead + "move r>r\n" + deep + "\n", "line 11: a line longer than 16384 bytes");
  std::string nested = "region ";
  for (int i = 0; i < 1000; ++i) nested += "(not ";
  refused(kHead + "move r>r\n" + nested + "\n", "line 11: nested deeper than 64");
  // 2 GiB of one line, in a small zstd file.
  std::string unit(1 << 20, 'a');
  std::string zst = bomb(kHead + "# ", unit, 2048);
  REQUIRE(zst.size() < 1 << 20);
  std::string path = writeTempFile("bomb.proof.zst", zst);
  Limited r = runLimited({PROOF_CHECKER_EXE, path});
  CHECK(r.status == 2);
  CHECK(r.out == message(path, "line 10: a line longer than 16384 bytes"));
  std::filesystem::remove(path);
  refused(std::string("\x28\xb5\x2f\xfd") + "not zstd at all", "zstd: Unsupported frame parameter");
  std::string whole = compressed(kHead + "end\n");
  refused(whole.substr(0, whole.size() - 4), "zstd: the compressed file is truncated");
  Limited zero = runLimited({PROOF_CHECKER_EXE, "/dev/zero"});
  CHECK(zero.status == 2);
  CHECK(zero.out == "babylon-check-proof: /dev/zero:1: a line longer than 16384 bytes\n");
  Limited dir = runLimited({PROOF_CHECKER_EXE, "/"});
  CHECK(dir.status == 2);
  CHECK(dir.out == "babylon-check-proof: cannot read /: it is a directory\n");
  std::string small = writeTempFile("small.proof", kHead + "end\n");
  Limited noSolver = runLimited({PROOF_CHECKER_EXE, "--cvc5", "/nonexistent/cvc5", small});
  CHECK(noSolver.status == 2);
  CHECK(noSolver.out == "babylon-check-proof: no solver: cannot start /nonexistent/cvc5: No such file or directory\n");
  // A number of processes out of range, or not a number: exit 2, one line, before the file is read.
  for (const char* jobs : {"0", "65", "x", "-1", "123"}) {
    Limited bad = runLimited({PROOF_CHECKER_EXE, "--jobs", jobs, small});
    CHECK(bad.status == 2);
    CHECK(bad.out == "babylon-check-proof: --jobs takes a number of processes, 1 to 64\n");
  }
  std::filesystem::remove(small);
  // Each node of the end game is a query: a small file with many regions of many nodes each (a
  // family of 16 stacks, about 300 moves of Alice after each reply) is refused past 2^16 of them.
  std::string many = kHead;
  many.insert(many.find("root "), "node L4.3 odd true\n");
  for (int i = 0; i < 7; ++i) many += "stack r hill 2\n";
  for (int i = 0; i < 7; ++i) many += "stack b hill 2\n";
  many += "move r>r\n";
  for (int i = 0; i < 1000; ++i) many += "region true\nreply r>r\nend-game\n";
  path = writeTempFile("nodes.proof", compressed(many + "end\n"));
  Limited nodes = runLimited({PROOF_CHECKER_EXE, "--no-cvc5", path});
  CHECK(nodes.status == 2);
  CHECK(nodes.out.find(": more than 65536 nodes in the end game (PROOF-FORMAT.md, Limits)\n") != std::string::npos);
  CHECK(nodes.peakKiB < 256 * 1024);
  std::filesystem::remove(path);
  // The lemmas' nodes: a node of Bob's, one of Alice's and a gather node, of 16 plays each, each
  // pick a line of almost 16 KB. A play is up to 238 queries that read its pick many times; the
  // pick is one define-fun per batch, so the 4,770 queries stay small. Nothing is asked: exit 1 at the missing
  // root.
  auto longPick = [](const std::string& x) {
    std::string pick = "(and";
    for (int i = 0; i < 700; ++i) pick += " (>= (+ a b " + std::to_string(i) + ") " + x + ")";
    return pick + ")";
  };
  REQUIRE(longPick("u").size() < 16000);
  std::string plays = "babylon-proof-certificate 5\nrule same-color-or-same-height\nclaim bob initial above 0\n";
  plays += "node bob odd true\nnode alice alice true\nnode gather gather true\n";
  for (int k = 0; k < 16; ++k) {
    plays += "play bob true " + longPick("u") + " (+ a b)\n";
    plays += "play alice true " + std::string(k % 2 ? "x-on-y " : "") + longPick("h") + (k % 2 ? "\n" : " (+ a b)\n");
    plays += k % 2 ? "play gather true " + longPick("h") + " (+ a b)\n"
                   : "play gather true gather-pair " + longPick("H") + " (+ a b)\n";
  }
  path = writeTempFile("plays.proof", compressed(plays + "end\n"));
  Limited lemmas = runLimited({PROOF_CHECKER_EXE, "--no-cvc5", path});
  CHECK(lemmas.status == 1);
  CHECK(lemmas.out.find(": no root: the claimed starts are not covered\n") != std::string::npos);
  CHECK(lemmas.peakKiB < 256 * 1024);
  std::filesystem::remove(path);
  Limited usage = runLimited({PROOF_CHECKER_EXE});
  CHECK(usage.status == 2);
  CHECK(usage.out.rfind("usage: babylon-check-proof", 0) == 0);
}
