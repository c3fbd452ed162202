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

struct ShortestLine::Choice {
  Successor alice;
  BobTurn bob;
  int length = kNever;  // moves from the node to the failure along this choice
};

int ShortestLine::distance(const Position& p, const StrategyMemory& m) {
  NodeKey key = NodeKey::of(p, m);
  if (auto it = distance_.find(key); it != distance_.end()) return it->second;
  guard_.poll(pollCounter_);
  int best = kNever;
  for (const Successor& s : successors(p)) {
    BobTurn t = playBob(strategy_, s.position, &p, s.move, m);
    if (t.failed()) {
      best = 1;  // no line can be shorter
      break;
    }
    if (!hasLegalMove(t.after)) continue;  // Alice cannot move: Bob has won this line
    NodeKey child = NodeKey::of(t.after, t.reply->memory);
    std::optional<NodeState> state = memo_.find(child);
    if (!state || (*state != NodeState::Wins && *state != NodeState::Fails))
      throw std::logic_error("shortest line: a node was not settled by the fast pass");
    if (*state == NodeState::Fails) best = std::min(best, 2 + distance(t.after, t.reply->memory));
  }
  if (best == kNever) throw std::logic_error("shortest line: a failing node has no failing line");
  distance_.emplace(key, best);
  return best;
}

ShortestLine::Choice ShortestLine::choose(const Position& p, const StrategyMemory& m, int want) {
  for (const Successor& s : successors(p)) {
    Choice c{s, playBob(strategy_, s.position, &p, s.move, m)};
    if (c.bob.failed()) c.length = 1;
    else if (hasLegalMove(c.bob.after) && memo_.find(NodeKey::of(c.bob.after, c.bob.reply->memory)) == NodeState::Fails)
      c.length = 2 + distance(c.bob.after, c.bob.reply->memory);
    if (c.length == want) return c;
  }
  throw std::logic_error("shortest line: no move of Alice realises the measured distance");
}

Counterexample ShortestLine::find(const Start& start) {
  Counterexample c{strategy_.name(), start, {}, {}, {}};
  StrategyMemory memory = strategy_.begin(start.position, start.kind);
  Position now = start.position;
  if (bobToMove(now)) {
    BobTurn t = playBob(strategy_, now, nullptr, std::nullopt, memory);
    if (t.failed()) {
      c.end = {t.kind, t.reply};
      return c;
    }
    c.steps.push_back({true, t.reply->move, t.after, t.reply->why});
    now = t.after;
    memory = t.reply->memory;
  }
  if (!hasLegalMove(now) || memo_.find(NodeKey::of(now, memory)) != NodeState::Fails)
    throw std::logic_error("shortest line: the start " + formatPosition(start.position) + " does not fail");
  for (int left = distance(now, memory);;) {
    Choice ch = choose(now, memory, left);
    c.steps.push_back({false, ch.alice.move, ch.alice.position, std::nullopt});
    if (ch.bob.failed()) {
      c.end = {ch.bob.kind, ch.bob.reply};
      return c;
    }
    c.steps.push_back({true, ch.bob.reply->move, ch.bob.after, ch.bob.reply->why});
    now = ch.bob.after;
    memory = ch.bob.reply->memory;
    left -= 2;
  }
}

}  // namespace babylon
