// The interface of a strategy for either player: given the game so far, a legal move and the reason for it.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/Move.hpp"
#include "lemmas/CaseTable.hpp"

namespace babylon {

// The strategy's own memory of the game: which lemma's mode it is in, whether colors are
// reflected, and any multi-move plan. Small and comparable so the verifier can memoise on it.
struct StrategyMemory {
  std::array<std::uint8_t, 8> bytes{};
  friend bool operator==(const StrategyMemory&, const StrategyMemory&) = default;
};

// The situations a verification can start the strategy in.
enum class StartKind : std::uint8_t { Initial, Target, Lemma44, Lemma45, Position1, Position2, Position3 };

const char* startKindName(StartKind k);

// Each kind of start and the family of the paper's proof it begins in (the one map between them),
// in the order a position is tried against them.
inline constexpr std::pair<StartKind, Family> kStartFamilies[] = {
    {StartKind::Initial, Family::Opening},     {StartKind::Target, Family::TargetState},
    {StartKind::Lemma44, Family::Lemma44},     {StartKind::Lemma45, Family::Lemma45},
    {StartKind::Position1, Family::Position1}, {StartKind::Position2, Family::Position2},
    {StartKind::Position3, Family::Position3},
};
Family familyOfStart(StartKind k);
std::optional<StartKind> startOfFamily(Family f);  // nullopt: no verification starts there (the end game)

// The player a strategy plays: Bob (the second player, Section 4's strategies) or Alice (the
// first player, Section 2's and our own). The verifier tries every move of the other one.
enum class Side : std::uint8_t { Bob, Alice };

const char* sideName(Side s);                            // "bob", "alice"
std::optional<Side> parseSide(const std::string& name);  // inverse of sideName
inline Side opponentOf(Side s) { return s == Side::Bob ? Side::Alice : Side::Bob; }

// Why a move was chosen: the named case (a unit coverage, reports and tests refer to), the rule
// as the paper states it, and the parameter values the choice depended on.
struct Justification {
  std::string caseId;                               // e.g. "L4.4(ii).exception"
  std::string rule;                                 // e.g. "Lemma 4.4 (ii), 2u+2 = m and k > 3: br"
  std::vector<std::pair<std::string, int>> params;  // e.g. {{"m", 9}, {"u", 3}, {"k", 4}}
  Origin origin = Origin::Paper;
  // The case searched over all of its player's moves and the opponent's replies (a bounded
  // game-tree search, such as Bob's K5.lookahead) instead of naming its move; the verifier counts
  // these decisions.
  bool search = false;
  // What the player does and why, in plain words for a person playing (the rule's plain sentence,
  // with this position's colors and numbers); empty where the caller did not ask (Turn::explain).
  std::string plain = {};
};

struct Reply {
  Move move;
  Justification why;
  StrategyMemory memory;  // the memory after this reply
};

// A named case of a strategy, for coverage ("never fired up to N").
struct CaseInfo {
  std::string id;
  std::string rule;
  Origin origin = Origin::Paper;
};

// What the strategy's player sees at their turn. At a start where that player moves first
// (Alice at an initial position; Bob at an odd state such as positions 1-3), `before` is null
// and `opponent` is empty.
struct Turn {
  const Position& now;           // the strategy's player to move
  const Position* before;        // the position before the opponent's last move, if any
  std::optional<Move> opponent;  // the opponent's last move, if any
  const StrategyMemory& memory;  // the strategy's memory after its previous reply
  // False when the caller reads only the reply's move, memory, case id, origin and search flag
  // (the verifier's fast pass): the strategy may then leave Justification::rule and params empty
  // instead of building them for every decision.
  bool explain = true;
};

class Strategy {
 public:
  virtual ~Strategy() = default;
  virtual std::string name() const = 0;
  // The player the strategy plays; Bob unless the strategy says otherwise.
  virtual Side side() const { return Side::Bob; }
  // The memory at the start of a game from `start`, begun in mode `kind`.
  virtual StrategyMemory begin(const Position& start, StartKind kind) const = 0;
  // The player's move; nullopt when the strategy has no move (a failure the verifier reports).
  virtual std::optional<Reply> reply(const Turn& turn) const = 0;
  // Every named case the strategy can fire.
  virtual std::vector<CaseInfo> cases() const = 0;
};

}  // namespace babylon
