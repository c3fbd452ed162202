// Alice's reply on an abstract position, chosen as her strategy chooses it (strategies/
// AliceStrategy): the first of her rules, in the table's order (lemmas/AliceMoves), whose shape
// and guard (lemmas/AliceConditions) hold; its move template applied by proofs/AliceReplies. The
// proofs of her half (proofs/AliceGather, proofs/AliceLemmas) ask where that reply leads.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/Expr.hpp"
#include "proofs/AliceReplies.hpp"

namespace babylon {

// Her rules as data: by default hers, which her strategy plays; tests pass wrong ones.
struct AliceRules {
  std::vector<std::pair<std::string, Expr>> conditions = alice::aliceConditions();
  Expr gatheringColor = alice::gatheringColor();
  std::vector<alice::StackCount> counts = alice::aliceCounts();
  std::vector<alice::AliceMove> moves = alice::aliceMoves();
};

// A position at Alice's turn as her rules read it. Colors x (the one the proof follows) and y.
struct AliceReading {
  Expr n, xStacks, yStacks;
  // One reading per color that can be the lone stack: where it applies (that color has one stack,
  // the other some), the lone board (none: it cannot be read, so it must not apply) and what must
  // hold for its counts to be right.
  struct Lone {
    Expr applies;
    std::optional<LoneBoard> board;
    Expr uncounted = Expr::always();
  };
  std::vector<Lone> lone;
  // x's gather board (proofs/AliceReplies); none: it cannot be read, so no gather rule may be reached.
  std::optional<GatherBoard> gather;
};

// Where her reply leads: `gathered` after a gather rule, `kept` after a lone-stack rule that
// keeps X (for every stack the template may pick), `buried` after one that covers X (one color
// is left, with this many stacks), `oneColor` after her rule with one color left. By default none
// leads anywhere.
struct AliceNext {
  std::function<Expr(const OneColorAfter&)> oneColor = [](const OneColorAfter&) { return lit(0) == lit(1); };
  std::function<Expr(const GatherAfter&)> gathered = [](const GatherAfter&) { return lit(0) == lit(1); };
  std::function<Expr(const LoneAfter&)> kept = [](const LoneAfter&) { return lit(0) == lit(1); };
  std::function<Expr(const Expr& stacks)> buried = [](const Expr&) { return lit(0) == lit(1); };
};

// The claim that at `r` some rule of hers applies, and the first that does (under every reading
// the strategy may take) has a move that leads where `next` says. A rule at a start must not apply, nor
// one with one color left unless `next` says where it leads. With x's gather board, x must be the gathering color: by
// proofs/AliceGather's one-gathering-color step y then is not.
Expr aliceReplyLeads(const AliceReading& r, const AliceRules& rules, const AliceNext& next);

}  // namespace babylon
