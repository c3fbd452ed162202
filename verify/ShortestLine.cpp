// Least moves to a failure over the failing subtree, and the line that realises it.
#include "ShortestLine.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "core/Notation.hpp"

namespace babylon {

namespace {
constexpr int kNever = std::numeric_limits<int>::max();
}  // namespace

template <int W>
struct ShortestLine<W>::Choice {
  Successor opponent;
  StrategyTurn reply;
  int length = kNever;  // moves from the node to the failure along this choice
};

template <int W>
int ShortestLine<W>::distance(const Position& p, const StrategyMemory& m) {
  NodeKey<W> key = NodeKey<W>::of(p, m);
  if (auto it = distance_.find(key); it != distance_.end()) return it->second;
  guard_.poll(pollCounter_);
  int best = kNever;
  for (const Successor& s : successors(p)) {
    StrategyTurn t = playStrategy(strategy_, s.position, &p, s.move, m);
    if (t.failed()) {
      best = 1;  // no line can be shorter
      break;
    }
    if (!hasLegalMove(t.after)) continue;  // the opponent cannot move: the strategy has won this line
    NodeKey<W> child = NodeKey<W>::of(t.after, t.reply->memory);
    std::optional<NodeState> state = memo_.find(child);
    if (!state || (*state != NodeState::Wins && *state != NodeState::Fails))
      throw std::logic_error("shortest line: a node was not settled by the fast pass");
    if (*state == NodeState::Fails) best = std::min(best, 2 + distance(t.after, t.reply->memory));
  }
  if (best == kNever) throw std::logic_error("shortest line: a failing node has no failing line");
  distance_.emplace(key, best);
  return best;
}

template <int W>
typename ShortestLine<W>::Choice ShortestLine<W>::choose(const Position& p, const StrategyMemory& m, int want) {
  for (const Successor& s : successors(p)) {
    Choice c{s, playStrategy(strategy_, s.position, &p, s.move, m)};
    if (c.reply.failed())
      c.length = 1;
    else if (hasLegalMove(c.reply.after) &&
             memo_.find(NodeKey<W>::of(c.reply.after, c.reply.reply->memory)) == NodeState::Fails)
      c.length = 2 + distance(c.reply.after, c.reply.reply->memory);
    if (c.length == want) return c;
  }
  throw std::logic_error("shortest line: no move of the opponent realises the measured distance");
}

template <int W>
Counterexample ShortestLine<W>::find(const Start& start) {
  Counterexample c{strategy_.name(), start, {}, {}, {}};
  StrategyMemory memory = strategy_.begin(start.position, start.kind);
  Position now = start.position;
  const bool bob = strategy_.side() == Side::Bob;  // LineStep::bob names the player of each move
  if (toMove(now, strategy_.side())) {
    StrategyTurn t = playStrategy(strategy_, now, nullptr, std::nullopt, memory);
    if (t.failed()) {
      c.end = {t.kind, t.reply};
      return c;
    }
    c.steps.push_back({bob, t.reply->move, t.after, t.reply->why});
    now = t.after;
    memory = t.reply->memory;
  }
  if (!hasLegalMove(now) || memo_.find(NodeKey<W>::of(now, memory)) != NodeState::Fails)
    throw std::logic_error("shortest line: the start " + formatPosition(start.position) + " does not fail");
  for (int left = distance(now, memory);;) {
    Choice ch = choose(now, memory, left);
    c.steps.push_back({!bob, ch.opponent.move, ch.opponent.position, std::nullopt});
    if (ch.reply.failed()) {
      c.end = {ch.reply.kind, ch.reply.reply};
      return c;
    }
    c.steps.push_back({bob, ch.reply.reply->move, ch.reply.after, ch.reply.reply->why});
    now = ch.reply.after;
    memory = ch.reply.reply->memory;
    left -= 2;
  }
}

template class ShortestLine<2>;
template class ShortestLine<3>;
template class ShortestLine<4>;
template class ShortestLine<5>;
static_assert(kMinKeyWords == 2 && kMaxKeyWords == 5, "instantiate ShortestLine for every key width");

}  // namespace babylon
