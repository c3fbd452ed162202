// Lemmas 4.2 and 4.3 as rules for Bob, and the keep-alive completion built on them: Bob keeps
// one color a single stack that can never be covered, so both colors survive to the end.
#pragma once

#include <memory>
#include <optional>
#include <set>
#include <string>

#include "Strategy.hpp"
#include "core/Solver.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "lemmas/LoneStackRules.hpp"

namespace babylon {

struct KeepAliveMove {
  Move move;
  Justification why;
};

// Bob's move by the first rule that applies, in this order:
//   K0-K4 (lemmas/KeepAliveRules: the rules as data, which the proof reads too);
//   K5 (completion) one of eleven named moves (K5.<name>: e.g. the tallest stack of the color
//      with fewer stacks on its shortest), the first after which every reply of Alice allows one
//      of K0-K4 or, one level deeper, one of K0-K4 or a named move;
//   K5.lookahead (completion, a search kept as a cross-check and counted by the verifier as
//      Justification::search) any move with that property, looking up to kKeepAliveDepth moves
//      of Bob ahead, only where no named move has it (it decides nothing in `verify --from all`
//      up to 128 chips nor `--from initial` up to 200, bench/RESULTS.md);
// and nullopt when none applies (the caller decides on a fallback). The look-aheads' results are
// cached in the object; choose() may be called from several threads.
class KeepAlive {
 public:
  // Bob plays `rules` (lemmas/'s K0-K4 and named moves by default; the rule mutants pass changed
  // ones); those whose ids are in `disabled` are skipped (for variants of the strategy).
  explicit KeepAlive(std::set<std::string> disabled = {}, KeepAliveRuleSet rules = {});
  ~KeepAlive();
  // explain: as Turn::explain (false: the Justification's rule and params are left empty).
  std::optional<KeepAliveMove> choose(const Position& now, bool explain = true) const;

 private:
  class Lookahead;
  std::set<std::string> disabled_;
  std::unique_ptr<Lookahead> lookahead_;
};
inline constexpr int kKeepAliveDepth = 2;

// Whether a condition of the keep-alive rules' language (lemmas/KeepAliveRules) holds at `p`: the
// strategy's interpreter of it (proofs/SymbolicLemmas is the proof's).
bool keepAliveHolds(const KeepAliveCondition& c, const Position& p);

// The case ids keepAlive can return, with their rules, for coverage.
std::vector<CaseInfo> keepAliveCases();
// The ids of K5's named moves (K5.<name>; not K5.lookahead, the search): disabling them all
// leaves K5 to the search.
std::set<std::string> namedK5Moves();

// Lemma 4.3's hypotheses at an odd state: one stack X of a color, height < m, not all other
// stacks of height |X|/2, at most two of height |X|.
bool lemma43Holds(const Position& p);
// The moves a lone-stack rule of lemmas/LoneStackRules (K1, K2) allows Bob at `p`, whose lone
// stack has color x and height u: the first case whose guard holds, every pair of y-stacks its
// pick allows (the largest by its objective, when it has one), one per distinct result, tallest
// partners first; the strategy plays the first. Empty when no case applies or no pair fits.
std::vector<Move> loneRuleMoves(const LoneRule& rule, const Position& p, Color x, int u);
// K1's moves (lemmas/LoneStackRules' lemma43Rule).
std::vector<Move> lemma43Moves(const Position& p, Color x, int u);
// Lemma 4.2's: one stack X of a color, taller than m, and at least one stack of the other color.
bool lemma42Holds(const Position& p);

}  // namespace babylon
