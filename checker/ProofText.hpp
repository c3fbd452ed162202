// A proof certificate as read (PROOF-FORMAT.md): the claim, the families with Alice's moves, their
// regions and what ends each region, and the roots. Reading checks the syntax and the limits only;
// ProofCheck decides whether it proves the claim.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "ProofFormula.hpp"

namespace bproof {

using bcheck::Unreadable;  // FileText.hpp

inline constexpr std::size_t kMaxLineBytes = 16384;
inline constexpr std::size_t kMaxFamilies = 64;
inline constexpr std::size_t kMaxParams = 16;  // per family
inline constexpr std::size_t kMaxStacks = 16;  // per family: the two singleton classes and the hills

using Map = std::vector<std::pair<std::uint32_t, Id>>;  // a parameter's name number, its formula

struct Stack {
  bool red = true, hill = false;
  Id expr = 0;  // a class's count of singletons, a hill's height
};

// A move of Bob the end game relies on at one of its nodes, where `formula` holds (PROOF-FORMAT.md).
struct Witness {
  std::size_t line = 0;
  std::vector<std::string> path;  // the node: the moves that lead to it
  std::string move;
  Id formula = 0;
};
// Bob's moves his one-move safety may use at a node (the path), where the certificate names them.
struct SafeMoves {
  std::size_t line = 0;
  std::vector<std::string> path;
  std::vector<std::string> moves;
};
inline constexpr std::size_t kMaxPath = 16;                            // moves that lead to a node
inline constexpr std::size_t kMaxEndGame = 4096;                       // witnesses, illegal and safe lines per region
inline constexpr std::size_t kMaxEndGameNodes = std::size_t{1} << 16;  // the end game's nodes, in all regions

struct Region {
  enum class End { To, EndGame, Lemmas, Open };
  std::size_t line = 0;
  Id formula = 0;
  std::string reply;  // a move on the stacks after Alice's; empty: none
  std::size_t replyLine = 0;
  End end = End::Open;
  std::size_t endLine = 0;
  std::string to;  // End::To: the successor's family, read directly or mirrored, and the map
  bool mirror = false;
  Map map;
  std::vector<std::pair<std::size_t, Id>> stated;  // End::Lemmas: each claim's line and formula
  std::vector<Witness> witnesses;                  // End::EndGame: the moves of Bob it relies on beyond one move
  // End::EndGame: the nodes where Alice's move (the path's last) is marked illegal, by line
  std::vector<std::pair<std::size_t, std::vector<std::string>>> illegal;
  std::vector<SafeMoves> safe;  // End::EndGame: the nodes where Bob's moves are named
  std::string open;             // End::Open: the writer's words
};

struct Move {
  std::size_t line = 0;
  std::string name;  // e.g. r>B2
  std::vector<Region> regions;
};

struct Family {
  std::size_t line = 0, endLine = 0;  // its `family` line; the line after its last
  std::string name;
  std::vector<std::uint32_t> params;
  Id constraints = 0;
  std::vector<Stack> stacks;
  std::vector<Move> moves;
};

struct Root {
  std::size_t line = 0;
  std::string family;
  Map map;                            // over the claim's p, q and m
  std::uint32_t p = 0, q = 0, m = 0;  // their name numbers
};

// A case of the winner's move at a node (a `play` line): where `guard` holds over the node's
// reading, and no earlier case's guard does, he merges two y-stacks of heights a (on top) and b
// with `pick` true; with a `value`, a pair of the largest value among those `pick` allows. At
// Alice's nodes a play may instead put X (of height a) on a y-stack of height b (XOnY), or a
// y-stack of height a on X (YOnX, which covers X), with `pick` true.
struct Play {
  // At Bob's and Alice's nodes: two y-stacks, X on a y-stack, a y-stack on X. At a gather node
  // also two x-stacks (GatherPair) and an x-stack on a y-stack (GatherOnY).
  enum class Kind { YPair, XOnY, YOnX, GatherPair, GatherOnY };
  bool gathers() const { return kind == Kind::GatherPair || kind == Kind::GatherOnY; }  // a gather node's own
  bool pair() const { return kind == Kind::YPair || kind == Kind::GatherPair; }         // two stacks of one color
  std::size_t line = 0;
  Kind kind = Kind::YPair;
  Id guard = 0, pick = 0;
  std::optional<Id> value;
};

// A node of the lemmas' graph: one color has a single stack and `formula` holds over the node's
// reading. Bob's nodes: Bob wins, with Bob (odd) or Alice (even) to move; at an odd node, `plays`
// say how he moves. Alice's nodes (`alice`, `odd` false): Alice wins, Bob to move; `plays` say how
// she answers each move of his.
struct LemmaNode {
  std::size_t line = 0;
  std::string name;
  bool odd = false;
  bool alice = false;
  bool gather = false;  // an Alice node of the gather phase (`gather`; alice is true too)
  Id formula = 0;
  std::vector<Play> plays;
};
// One of Alice's openings (an `opening` line): where `guard` holds over n and p at a start, and no
// earlier opening's guard does, she plays `move`: rr (two x-chips stacked), rb (an x-chip on a
// y-chip) or br (a y-chip on an x-chip), x the color of p chips.
struct Opening {
  std::size_t line = 0;
  Id guard = 0;
  std::string move;
};

inline constexpr std::size_t kMaxLemmaNodes = 16;
inline constexpr std::size_t kMaxPlays = 16;  // per node

struct Finite {
  std::size_t line = 0;
  std::string name;
  std::uint64_t size = 0;
  std::string sha256;
};

struct ProofCertificate {
  Formulas formulas;
  std::size_t claimLine = 0;
  std::int64_t above = 0;  // the claim: every start <p,q;;> with 3 <= p <= q, p+q even, p+q > above
  std::optional<Finite> finite;
  std::vector<LemmaNode> nodes;
  // `claim alice initial p-at-most 2`: she wins every start with p <= 2; `claim alice initial all`
  // (aliceAll): also every start with p >= 3 and p+q odd.
  std::size_t aliceClaimLine = 0;
  bool aliceAll = false;
  std::vector<Opening> openings;
  std::array<std::uint32_t, 2> start{};       // the name numbers of n, p (an opening's guard)
  std::array<std::uint32_t, 5> lone{};        // the name numbers of m, u, t, t_u, t_half
  std::array<std::uint32_t, 3> pair{};        // the name numbers of u, a, b (a play's pick and value)
  std::array<std::uint32_t, 5> alice{};       // at Alice's nodes: n, h, t, c, d
  std::array<std::uint32_t, 3> alicePair{};   // at Alice's nodes: h, a, b
  std::array<std::uint32_t, 5> gather{};      // a gather node's formula: n, H, k, s, e
  std::array<std::uint32_t, 6> gatherPlay{};  // a gather play's guard: n, r, s, H, m, o
  std::array<std::uint32_t, 3> gatherPair{};  // a gather play's pick and value: H, a, b
  std::vector<Root> roots;
  std::vector<Family> families;
  std::size_t endLine = 0;
};

// Calls `line` with each line of the file (zstd-compressed or plain text) until it returns false;
// throws Unreadable, or Malformed for bad zstd data or a line past kMaxLineBytes.
void forEachLine(const std::string& path, const std::function<bool(std::string_view)>& line);

// Reads the file (zstd-compressed or plain text); throws Unreadable, or Malformed with the line.
ProofCertificate readProofCertificate(const std::string& path);
// The same from plain text in memory (the fuzzer's way in).
ProofCertificate readProofText(std::string_view text);

}  // namespace bproof
