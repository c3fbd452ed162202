// The starts the strategy verifier plays Bob's strategy from: the initial positions, the target
// states and the lemma families of Section 4, each enumerated exactly as the paper states it.
//
// The paper's letters: 2m chips in all; j, k red and blue singletons; red and blue hills of
// heights 2u and 2v; p, q red and blue chips of an initial position; s with k = 2s in Lemma 4.5.
// Red (color 0, `r`) is always the paper's minority color.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/Position.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

struct Start {
  Position position;
  StartKind kind = StartKind::Initial;
  std::vector<std::pair<std::string, int>> params;  // the paper's letters, e.g. {{"j",4},{"k",6},...}
  Side side = Side::Bob;                            // whose strategy is verified from here
};

// Which families `babylon verify --from` selects; Lemmas is Lemma 4.4, Lemma 4.5 and positions 1-3.
enum class StartSet { Initial, Target, Lemmas, All };

std::optional<StartSet> parseStartSet(std::string_view name);
std::optional<StartKind> parseStartKind(std::string_view name);  // inverse of startKindName

// Every start below has an even total 2m <= maxN, and is an instance of its kind's family
// (familyOfStart) as matchFamily reads it, in increasing total and then in the order of
// familyLetters; the comments quote the paper's statements of the families.
std::vector<Start> familyStarts(StartKind kind, int maxN);

// "The initial configuration is <p,q;;>", 3 <= p <= q (Theorem 4.1 with p >= 3, p+q even).
inline std::vector<Start> initialStarts(int maxN) { return familyStarts(StartKind::Initial, maxN); }
// "Target states: even states with exactly one hill of each color, each of even height, and at
// least four singletons of each color": <j,k;2u;2v>, j,k >= 4, u,v >= 1.
inline std::vector<Start> targetStarts(int maxN) { return familyStarts(StartKind::Target, maxN); }
// Lemma 4.4: "Any even state of the form <3,k;2u;2v> with k >= 3 and u+v >= 3 is safe"
// (u,v >= 1; only as stated, with red the color of the three singletons).
inline std::vector<Start> lemma44Starts(int maxN) { return familyStarts(StartKind::Lemma44, maxN); }
// Lemma 4.5: "Any even state of the form <2,2s;2u;2v> with u,v >= 1 is safe unless 2u+2 = m and
// s > 1" (s >= 1; the exception is left out).
inline std::vector<Start> lemma45Starts(int maxN) { return familyStarts(StartKind::Lemma45, maxN); }
// Position 1: "<3,k;2u+1;2v> with k >= 4 (Alice just played rR)", u,v >= 1; an odd state.
inline std::vector<Start> position1Starts(int maxN) { return familyStarts(StartKind::Position1, maxN); }
// Position 2: "<2,k;2u,2;2v> with k >= 4 and even (Alice just played rr)", u,v >= 1; odd.
inline std::vector<Start> position2Starts(int maxN) { return familyStarts(StartKind::Position2, maxN); }
// Position 3: "<4,k;;2v> with k >= 4 and even (Alice just played BR)", v >= 1; odd.
inline std::vector<Start> position3Starts(int maxN) { return familyStarts(StartKind::Position3, maxN); }

std::vector<Start> startsFor(StartSet set, int maxN);

// Every move removes one stack, so chips - stacks moves have been played since the start: Alice
// moves when that number is even. With an even total this is Section 3's rule (Alice moves from
// every even state, Bob from every odd one); it holds for odd totals too.
inline bool aliceToMove(const Position& p) { return (p.chips() - static_cast<int>(p.stackCount())) % 2 == 0; }
inline bool bobToMove(const Position& p) { return !aliceToMove(p); }
inline bool toMove(const Position& p, Side side) { return side == Side::Bob ? bobToMove(p) : aliceToMove(p); }

// Starts of Alice's strategies: every <p,q;;> with 1 <= p <= q and p+q <= maxN that Theorem 4.1
// gives to the first player (p+q odd, or p <= 2), kind Initial, side Alice.
std::vector<Start> aliceInitialStarts(int maxN);

}  // namespace babylon
