// The solver-optimal, pseudo-random and first-move strategies for Bob.
#include "ReferenceStrategies.hpp"

#include <array>
#include <mutex>

#include <absl/container/flat_hash_map.h>

#include "core/Solver.hpp"

namespace babylon {

namespace {
// A map shared by threads, sharded so that they rarely wait for each other.
template <typename Value>
class SharedCache {
 public:
  std::optional<Value> find(const PackedKey<8>& key) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    if (auto it = s.map.find(key); it != s.map.end()) return it->second;
    return std::nullopt;
  }
  void insert(const PackedKey<8>& key, const Value& value) {
    Shard& s = shard(key);
    std::lock_guard lock(s.mutex);
    s.map.emplace(key, value);
  }

 private:
  struct Shard {
    std::mutex mutex;
    absl::flat_hash_map<PackedKey<8>, Value> map;
  };
  Shard& shard(const PackedKey<8>& key) {
    std::uint64_t x = 0;
    for (auto w : key.words) x = (x ^ w) * 0x9E3779B97F4A7C15ull;
    return shards_[x >> (64 - 5)];
  }
  std::array<Shard, 32> shards_;
};
}  // namespace

// The solver's choice depends on the position only, so choices and the outcomes behind them
// are cached by position (the solver's own table is not cheap to ask: each call sets up a
// search).
struct SolverStrategy::Engine {
  explicit Engine(RunGuard& guard) : solver(guard, {1, true}) {}

  Solver solver;
  SharedCache<std::pair<Move, bool>> chosen;  // the move, and whether it reaches a P-position
  SharedCache<Outcome> outcomes;

  Outcome outcome(const Position& p) {
    PackedKey<8> key = p.key<8>();
    if (auto known = outcomes.find(key)) return *known;
    Outcome o = solver.outcome(p);
    outcomes.insert(key, o);
    return o;
  }

  // The first successor that is a P-position, or the first successor when none is.
  std::optional<std::pair<Move, bool>> choose(const Position& now) {
    PackedKey<8> key = now.key<8>();
    if (auto known = chosen.find(key)) return known;
    std::vector<Successor> next = successors(now);
    if (next.empty()) return std::nullopt;
    std::pair<Move, bool> choice{next.front().move, false};
    for (const Successor& n : next)
      if (outcome(n.position) == Outcome::P) {
        choice = {n.move, true};
        break;
      }
    chosen.insert(key, choice);
    return choice;
  }
};

SolverStrategy::SolverStrategy(RunGuard& guard, Side side) : engine_(std::make_unique<Engine>(guard)), side_(side) {}
SolverStrategy::~SolverStrategy() = default;

namespace {
// Each strategy's cases, written once: reply() answers with one of them, cases() lists them.
// The exact solver's moves are its own rule (Origin::Solver), not a fallback of another strategy.
const CaseInfo kSolverWins{"solver", "exact solver: first move to a P-position", Origin::Solver};
const CaseInfo kSolverLost{"solver.lost", "exact solver: no move to a P-position, first move", Origin::Solver};
const CaseInfo kLongestWin{"longest-game.win", "exact game length: the quickest win", Origin::Solver};
const CaseInfo kLongestDefence{"longest-game.defence", "exact game length: lost; the move that lasts longest",
                               Origin::Solver};
const CaseInfo kRandom{"random", "a legal move chosen by a hash of the position", Origin::Completion};
const CaseInfo kFirst{"first", "the first legal move", Origin::Completion};

// Each case's plain sentence for a player.
const char* plainOf(const CaseInfo& c) {
  if (&c == &kSolverWins) return "The exact solver's move: from the position it leads to, the other player loses.";
  if (&c == &kSolverLost) return "The exact solver finds no winning move here, so this is the first legal move.";
  if (&c == &kLongestWin) return "The exact solver's quickest win from here.";
  if (&c == &kLongestDefence)
    return "Every move loses against best play; the exact solver picks the one that makes the game last longest.";
  if (&c == &kRandom) return "A legal move picked by a hash of the position, with no reasoning.";
  return "The first legal move, with no reasoning.";
}

Reply replyFor(const Move& m, const CaseInfo& c, const Turn& turn) {
  return Reply{m, {c.id, c.rule, {}, c.origin, false, plainOf(c)}, turn.memory};
}
}  // namespace

std::optional<Reply> SolverStrategy::reply(const Turn& turn) const {
  auto choice = engine_->choose(turn.now);
  if (!choice) return std::nullopt;
  return replyFor(choice->first, choice->second ? kSolverWins : kSolverLost, turn);
}

std::vector<CaseInfo> SolverStrategy::cases() const { return {kSolverWins, kSolverLost}; }

LongestGameStrategy::LongestGameStrategy(Side side) : lengths_(std::make_unique<GameLength>()), side_(side) {}
LongestGameStrategy::~LongestGameStrategy() = default;

std::optional<Reply> LongestGameStrategy::reply(const Turn& turn) const {
  auto move = lengths_->bestMove(turn.now);
  if (!move) return std::nullopt;
  bool wins = lengths_->movesLeft(turn.now) % 2 == 1;
  return replyFor(*move, wins ? kLongestWin : kLongestDefence, turn);
}

std::vector<CaseInfo> LongestGameStrategy::cases() const { return {kLongestWin, kLongestDefence}; }

namespace {
// splitmix64: a fixed mixing function, so the choice is the same in every run and build.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
}  // namespace

RandomStrategy::RandomStrategy(std::uint64_t seed) : seed_(seed) {}

std::optional<Reply> RandomStrategy::reply(const Turn& turn) const {
  std::vector<Move> moves = legalMoves(turn.now);
  if (moves.empty()) return std::nullopt;
  std::uint64_t h = mix(seed_);
  for (const Stack& s : turn.now.stacks()) h = mix(h ^ (std::uint64_t{s.color} << 8 | s.height));
  return replyFor(moves[h % moves.size()], kRandom, turn);
}

std::vector<CaseInfo> RandomStrategy::cases() const { return {kRandom}; }

std::optional<Reply> FirstMoveStrategy::reply(const Turn& turn) const {
  std::vector<Move> moves = legalMoves(turn.now);
  if (moves.empty()) return std::nullopt;
  return replyFor(moves.front(), kFirst, turn);
}

std::vector<CaseInfo> FirstMoveStrategy::cases() const { return {kFirst}; }

}  // namespace babylon
