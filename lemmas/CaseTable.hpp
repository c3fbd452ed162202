// The cases of the paper's proof as table entries: the family, Alice's move, the guard on the
// parameters, Bob's reply, and what the paper claims about the successor. The strategy objects
// execute these same entries, and the symbolic verifier (proofs/) splits the same guards and
// applies the same replies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "Expr.hpp"

namespace babylon {

// Where a reply came from: the paper's own words; a completion designed where the paper says
// "easy" or gives no move (clearly marked, verified like the rest); a repair, replacing a move
// the paper does give where the verifier found that it loses (each with its counterexample in
// the entry's text); the exact solver as a last resort; or the exact solver as the strategy
// itself (`--strategy solver`: its moves are no fallback).
enum class Origin : std::uint8_t { Paper, Completion, SolverFallback, Repair, Solver };
const char* originName(Origin o);

// The situations the strategy can be in; each case table belongs to one. Values are stored in
// the strategy's memory, so they are fixed.
enum class Family : std::uint8_t {
  Opening = 0,      // Alice's first move from <p,q;;>
  TargetState = 1,  // <j,k;2u;2v>, j,k >= 4: the even-hill strategy
  Lemma44 = 2,      // <3,k;2u;2v>, k >= 3, u+v >= 3
  Lemma45 = 3,      // <2,2s;2u;2v>, u,v >= 1, not (2u+2 = m and s > 1)
  Position1 = 4,    // <3,k;2u+1;2v>, k >= 4 (Bob to move)
  Position2 = 5,    // <2,k;2u,2;2v>, k >= 4 even (Bob to move)
  Position3 = 6,    // <4,k;;2v>, k >= 4 even (Bob to move)
  Plan44ii = 7,     // Lemma 4.4 (ii) exception: Bob played br, threatening rR
  Plan45ii = 8,     // Lemma 4.5 (ii), 2u+2v = m-2: Bob played br, countering rb with brrb
  Plan45i = 9,      // Lemma 4.5 (i): keep the rr stack alive
  KeepAlive = 10,   // Lemmas 4.2 and 4.3: keep a single stack of one color alive to the end
};
const char* familyName(Family f);

// What Bob does in a case.
enum class ReplyKind : std::uint8_t {
  Move,          // the entry's `reply`, a stack string in the paper's frame
  SwitchColors,  // no move yet: the state is read again with red and blue exchanged, and the case
                 // of Alice's move in that frame answers ("symmetric to case ...")
  HandOver,      // no move of its own: the keep-alive rules choose (next = KeepAlive), or the
                 // position is one where Bob moves first (positions 1-3) and its table answers
};

// How a table writes Bob's reply: a stack string, or kSwitchColors / kHandOver.
struct ReplySpec {
  ReplyKind kind = ReplyKind::Move;
  std::string move;
  ReplySpec(const char* stackString) : move(stackString) {}
  ReplySpec(std::string stackString) : move(std::move(stackString)) {}
  explicit ReplySpec(ReplyKind k) : kind(k) {}
};
inline const ReplySpec kSwitchColors{ReplyKind::SwitchColors};
inline const ReplySpec kHandOver{ReplyKind::HandOver};

// How a table writes Alice's move: her class in the paper's frame ("rb", "rR", "RB", ...), ""
// at Bob's own turn, or kAnyAliceMove (any move no entry of its own class answers).
struct AliceSpec {
  std::string moveClass;
  bool any = false;
  AliceSpec(const char* c) : moveClass(c) {}
  AliceSpec(std::string c) : moveClass(std::move(c)) {}
  static AliceSpec anyMove() {
    AliceSpec a("");
    a.any = true;
    return a;
  }
};
inline const AliceSpec kAnyAliceMove = AliceSpec::anyMove();

struct CaseEntry {
  std::string id;     // unique, e.g. "L4.4(ii).exception"
  Family family;      // the situation the case belongs to
  std::string alice;  // Alice's move class in the paper's frame; "" at Bob's own turn or when anyAliceMove
  bool anyAliceMove;  // answers any move of Alice that no entry of its own class answers
  Expr guard;         // condition on the family's parameters
  ReplyKind replyKind;
  std::string reply;  // Bob's reply as a stack string in the paper's frame (ReplyKind::Move only)
  Family next;        // the family Bob's reply leads to (what the paper claims of the successor)
  std::string claim;  // the paper's claim about the successor, in words
  Origin origin;
  std::string text;  // the sentence of the paper (or of the completion) the case encodes
  // What Bob does and why, in one plain sentence for a player (`babylon play`): red and blue are
  // the paper's frame (plainFor exchanges them when the frame is reflected), {m} stands for m.
  std::string plain;
  // The successor as an instance of `next`: its parameters in terms of this family's, in the
  // paper's frame of `next` (successorReflected: red and blue exchanged). Empty when the claim
  // is not about a parametric family (the keep-alive end game).
  std::vector<std::pair<std::string, Expr>> successor = {};
  bool successorReflected = false;
  // Made by red-blue reflection of the entry `reflectionOf` ("or its red-blue reflection").
  bool reflection = false;
  std::string reflectionOf = {};

  bool answers(const std::string& aliceClass) const { return !anyAliceMove && alice == aliceClass; }
  // Whether the entry is consulted for a move of Alice's of that class, in either pass of the
  // dispatch (kDispatchPasses): its own class, or any move.
  bool mayAnswer(const std::string& aliceClass) const { return anyAliceMove || alice == aliceClass; }
};

// The case tables' dispatch, read by the strategy (strategies/PaperStrategy), the family graph's
// explorer (proofs/ExplorerCases) and the obligation mutants (proofs/SymbolicMutants).
//
// At a family, Alice's move of class c is answered by the first entry, in table order, whose guard
// holds among the entries of class c; failing those, among the entries for any move.
enum class DispatchPass : std::uint8_t { OwnClass, AnyMove };
inline constexpr DispatchPass kDispatchPasses[] = {DispatchPass::OwnClass, DispatchPass::AnyMove};
// Whether entry e is tried in that pass for a move of class c ("" at Bob's own turn).
inline bool consulted(const CaseEntry& e, DispatchPass pass, const std::string& c) {
  return pass == DispatchPass::AnyMove ? e.anyAliceMove : e.answers(c);
}
// Positions 1-3: Bob moves first, and their entries (alice none) answer no move of Alice.
bool bobMovesFirst(Family f);
// The multi-move plans of Lemmas 4.4 (ii) and 4.5 (ii): entered by a reply of Bob's (an entry's
// next), their entries answer Alice's move after it. They have no shape: no parameter but m.
bool isPlan(Family f);
// The family whose case starts plan f (Lemma 4.4 or 4.5); f itself when f is no plan.
Family planStart(Family f);
// A plan whose reply may be no move because Alice has parried its threat (Lemma 4.4 (ii)): then
// the keep-alive rules take over.
bool threatMayBeParried(Family f);
// The end game: the keep-alive rules and the plans (Lemmas 4.2/4.3 decide).
bool endGame(Family f);
// The families whose entries answer Alice's move at an instance of their shape: the opening, the
// target states, Lemmas 4.4 and 4.5 (the family graph's work list).
bool answersAliceAtShape(Family f);
// A hand-over entry leaving the move to positions 1-3 (their own table answers); every other
// hand-over leaves it to the keep-alive rules (the table files allow no other next).
bool handsOverToBobFirst(const CaseEntry& e);

// The one way the tables write an entry; throws std::logic_error on a Move with no stack string.
CaseEntry makeCase(std::string id, Family family, const AliceSpec& alice, Expr guard, const ReplySpec& reply,
                   Family next, std::string claim, Origin origin, std::string text, std::string plain);

// A move string or class with red and blue exchanged: r <-> b, R <-> B.
std::string swapColorLetters(std::string moves);
// A plain sentence with the words red and blue exchanged.
std::string swapColorWords(const std::string& plain);
// A rule's plain sentence for a player: each {name} replaced by its value in `values` (a name
// with no value is left as written), and red and blue exchanged when `reflected`.
std::string plainFor(const std::string& plain, const std::vector<std::pair<std::string, std::string>>& values,
                     bool reflected = false);

// The entry with its successor parameters set.
CaseEntry withSuccessor(CaseEntry e, std::vector<std::pair<std::string, Expr>> successor, bool reflected = false);

// Every case of every table, in a fixed order: read from the data files at the first call
// (lemmas/tables, or $BABYLON_TABLES; CaseTableFile.hpp). Throws ParseError when a file is wrong.
const std::vector<CaseEntry>& caseTable();
std::vector<const CaseEntry*> casesOf(Family family, const std::string& alice);

}  // namespace babylon
