// Plain, memo-free reference implementations the verifier's results are checked against.
#include "VerifierTestSupport.hpp"

#include <functional>
#include <limits>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"

namespace babylon::test {

namespace {
constexpr int kNone = std::numeric_limits<int>::max() / 2;

bool aliceTurn(const Position& p) { return p.stackCount() % 2 == 0; }

// Moves from Bob's turn at `now` to the end of a failing line: `pick` combines the values of
// Alice's alternatives (min for the shortest line, first-found for plain DFS).
struct LineSearch {
  const Strategy& strategy;
  bool shortest;

  int bob(const Position& now, const Position* before, std::optional<Move> alice, const StrategyMemory& m) {
    if (legalMoves(now).empty()) return 0;  // Bob cannot move: he loses
    std::optional<Reply> r = strategy.reply(Turn{now, before, alice, m});
    if (!r || !isLegal(now, r->move)) return 0;  // the strategy fails
    int rest = this->alice(now.combined(r->move.a, r->move.b), r->memory);
    return rest == kNone ? kNone : 1 + rest;
  }
  int alice(const Position& now, const StrategyMemory& m) {
    int best = kNone;
    for (const Successor& s : successors(now)) {
      int d = bob(s.position, &now, s.move, m);
      if (d == kNone) continue;
      if (!shortest) return 1 + d;
      best = std::min(best, 1 + d);
    }
    return best;
  }
  std::optional<int> from(const Start& start) {
    StrategyMemory m = strategy.begin(start.position, start.kind);
    int d = aliceTurn(start.position) ? alice(start.position, m) : bob(start.position, nullptr, std::nullopt, m);
    if (d == kNone) return std::nullopt;
    return d;
  }
};

void partitions(int n, int largest, std::vector<int>& parts, const std::function<void(const std::vector<int>&)>& out) {
  if (n == 0) return out(parts);
  for (int h = std::min(n, largest); h >= 1; --h) {
    parts.push_back(h);
    partitions(n - h, h, parts, out);
    parts.pop_back();
  }
}
}  // namespace

std::string checkLosingLine(const Counterexample& c, const Strategy& strategy) {
  Position now = c.start.position;
  StrategyMemory memory = strategy.begin(now, c.start.kind);
  std::optional<Position> before;
  std::optional<Move> alice;
  for (std::size_t i = 0; i < c.steps.size(); ++i) {
    const LineStep& s = c.steps[i];
    std::string at = "step " + std::to_string(i + 1) + " (" + formatMoveExplicit(s.move) + "): ";
    if (s.bob == aliceTurn(now)) return at + "the wrong player moves";
    if (!isLegal(now, s.move)) return at + "illegal in " + formatPosition(now);
    Position after = now.combined(s.move.a, s.move.b);
    if (!(after == s.after)) return at + "recorded position differs";
    if (s.bob) {
      std::optional<Reply> r = strategy.reply(Turn{now, before ? &*before : nullptr, alice, memory});
      if (!r || !(r->move == s.move)) return at + "not the strategy's move";
      if (!s.why || s.why->caseId != r->why.caseId) return at + "not the strategy's case";
      memory = r->memory;
    } else {
      before = now;
      alice = s.move;
    }
    now = after;
  }
  if (aliceTurn(now)) return "the line ends with Alice to move";
  bool bobCanMove = !legalMoves(now).empty();
  std::optional<Reply> r;
  if (bobCanMove) r = strategy.reply(Turn{now, before ? &*before : nullptr, alice, memory});
  switch (c.end.kind) {
    case StrategyTurn::Kind::CannotMove: return bobCanMove ? "Bob can still move at the end" : "";
    case StrategyTurn::Kind::NoReply: return bobCanMove && !r ? "" : "the strategy does answer at the end";
    case StrategyTurn::Kind::Illegal:
      return bobCanMove && r && !isLegal(now, r->move) ? "" : "no illegal answer at the end";
    case StrategyTurn::Kind::Played: return "the line does not end in a failure";
  }
  return "unknown ending";
}

std::optional<int> bruteForceShortestFailure(const Start& start, const Strategy& strategy) {
  return LineSearch{strategy, true}.from(start);
}

std::optional<int> firstFailureByDfs(const Start& start, const Strategy& strategy) {
  return LineSearch{strategy, false}.from(start);
}

std::vector<Position> twoColorPositions(int chips) {
  std::vector<Position> out;
  for (int red = 0; red <= chips; ++red) {
    std::vector<int> parts;
    partitions(red, red, parts, [&](const std::vector<int>& reds) {
      std::vector<int> blueParts;
      partitions(chips - red, chips - red, blueParts, [&](const std::vector<int>& blues) {
        std::vector<Stack> stacks;
        for (int h : reds) stacks.push_back({kRed, static_cast<std::uint8_t>(h)});
        for (int h : blues) stacks.push_back({kBlue, static_cast<std::uint8_t>(h)});
        out.emplace_back(std::move(stacks));
      });
    });
  }
  return out;
}

Start startAt(const char* paper, StartKind kind) { return Start{parsePosition(paper), kind, {}}; }

}  // namespace babylon::test
