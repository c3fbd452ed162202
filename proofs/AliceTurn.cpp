// Alice's reply on an abstract position, by her rules in order (AliceTurn.hpp).
#include "AliceTurn.hpp"

namespace babylon {

namespace {

Expr never() { return lit(0) == lit(1); }

}  // namespace

Expr aliceReplyLeads(const AliceReading& r, const AliceRules& rules, const AliceNext& next) {
  auto guard = [&](const std::string& id, const std::vector<std::pair<std::string, Expr>>& at) {
    for (const auto& [caseId, condition] : rules.conditions)
      if (caseId == id) return condition.substitute(at);
    return never();  // a rule left out of a (wrong) table never applies
  };
  const Expr oneColor = r.xStacks == 0 || r.yStacks == 0;
  const Expr initial = r.xStacks + r.yStacks == r.n;  // n stacks: every chip its own
  const Expr minority = ite(r.xStacks <= r.yStacks, r.xStacks, r.yStacks);
  // The gather rules as x's reading gives them: m and o her counts, x the gathering color.
  std::optional<BoardCounts> counts;
  std::vector<std::pair<std::string, Expr>> gatherAt;
  if (r.gather) {
    counts = boardCounts(*r.gather, rules.counts);
    gatherAt = {{"n", r.n}, {"H", r.gather->H}, {"r", r.xStacks}, {"s", r.yStacks}, {"m", counts->m}, {"o", counts->o}};
  }
  // The chain of her rules under one lone reading (none: no color is lone).
  auto chain = [&](const AliceReading::Lone* lone) {
    Expr out = never();  // no rule applies: she has no move
    const auto& moves = rules.moves;
    for (auto it = moves.rbegin(); it != moves.rend(); ++it) {
      const alice::AliceMove& m = *it;
      Expr fires = never(), leads = never();
      switch (m.phase) {
        case alice::Phase::OneColor: {
          fires = oneColor;
          OneColorAfter after = oneColorAfter(r.xStacks + r.yStacks, m.move);
          leads = after.ok && next.oneColor(after);
          break;
        }
        case alice::Phase::Start: fires = initial && guard(m.id, {{"n", r.n}, {"p", minority}}); break;
        case alice::Phase::Lone:
          if (!lone) break;
          if (!lone->board) {
            fires = Expr::always();
            break;
          }
          fires = guard(
              m.id,
              {{"n", r.n}, {"h", lone->board->h}, {"t", lone->board->t}, {"c", lone->board->c}, {"d", lone->board->d}});
          {
            LoneAfter after = loneAfter(*lone->board, m.move);
            leads = (after.ok && implies(after.picked, next.kept(after))) ||
                    (buriesLone(*lone->board, m.move) && next.buried(r.xStacks + r.yStacks - 1));
          }
          break;
        case alice::Phase::Gather:
          if (!r.gather) {  // a gather rule reached on a board x's reading cannot give
            fires = Expr::always();
            break;
          }
          fires = rules.gatheringColor.substitute(gatherAt) && guard(m.id, gatherAt);
          {
            GatherAfter after = gatherAfter(*r.gather, m.move);
            leads = after.ok && next.gathered(after);
          }
          break;
      }
      out = either(fires, leads, out);
      // Where a gather rule is reached, x's reading of m and o must be right.
      if (m.phase == alice::Phase::Gather && r.gather) out = counts->restUncounted && out;
    }
    return out;
  };
  Expr anyLone = never(), claim = Expr::always();
  for (const AliceReading::Lone& lone : r.lone) {
    claim = claim && implies(lone.applies, lone.uncounted && chain(&lone));
    anyLone = anyLone || lone.applies;
  }
  return claim && implies(!anyLone, chain(nullptr));
}

}  // namespace babylon
