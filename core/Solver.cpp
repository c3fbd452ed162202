// Memoised search for the exact outcome, with the proven shortcuts and parallel root analysis.
#include "Solver.hpp"

#include <atomic>
#include <chrono>
#include <exception>
#include <thread>

#include "AnonymousState.hpp"
#include "ShardedMap.hpp"

namespace babylon {

namespace {

// Scratch space of one search thread: one successor buffer per depth, and its counters.
// The search below a position with s stacks is at most s deep, so s + 1 buffers suffice.
struct Worker {
  explicit Worker(std::size_t stacks) : next(stacks + 1), reduced(stacks + 1) {}
  std::vector<AnonymousState> next;
  std::vector<AnonymousState> reduced;
  std::uint32_t pollCounter = 0;
  std::uint64_t positions = 0;
};

// Calls visit(successor) for each distinct successor of s, until visit returns true.
template <typename Visit>
bool anySuccessor(const AnonymousState& s, AnonymousState& next, Visit&& visit) {
  for (int g = 0; g < s.groupCount; ++g) {
    int lo = s.begin[g], hi = s.begin[g + 1];
    // Two stacks of one color: the result is the same whichever goes on top.
    for (int i = lo; i < hi; ++i) {
      if (i > lo && s.h[i] == s.h[i - 1]) continue;
      for (int j = i + 1; j < hi; ++j) {
        if (j > i + 1 && s.h[j] == s.h[j - 1]) continue;
        GroupEdit e{g, i - lo, j - lo, s.h[i] + s.h[j]};
        applyEdits(s, {&e, 1}, next);
        if (visit(next)) return true;
      }
    }
  }
  // Two colors, equal heights v: the moved stack's color tops the new stack of height 2v.
  for (int g1 = 0; g1 < s.groupCount; ++g1)
    for (int g2 = 0; g2 < s.groupCount; ++g2) {
      if (g1 == g2) continue;
      int i = s.begin[g1], j = s.begin[g2];
      while (i < s.begin[g1 + 1] && j < s.begin[g2 + 1]) {
        if (s.h[i] < s.h[j]) { ++i; continue; }
        if (s.h[j] < s.h[i]) { ++j; continue; }
        GroupEdit e[2] = {{g1, i - s.begin[g1], -1, 2 * s.h[i]}, {g2, j - s.begin[g2], -1, 0}};
        applyEdits(s, e, next);
        if (visit(next)) return true;
        std::uint8_t v = s.h[i];
        while (i < s.begin[g1 + 1] && s.h[i] == v) ++i;
      }
    }
  return false;
}

}  // namespace

template <int W>
class Engine {
 public:
  Engine(RunGuard& guard, bool shortcuts) : guard_(guard), shortcuts_(shortcuts) {}

  // True iff the player to move from s wins.
  bool wins(const AnonymousState& in, int depth, Worker& w) {
    const AnonymousState* s = &in;
    if (shortcuts_) {
      // One color left: every pair of stacks can be combined until one stack remains, so
      // exactly stacks-1 moves are left and the player to move wins iff that number is odd.
      if (s->groupCount <= 1) return s->stacks() > 0 && s->stacks() % 2 == 0;
      // A stack that is the only one of its color and taller than all other chips together can
      // never be moved or covered: no other stack can reach its height or take its color. It
      // can be removed without changing the moves left or who is to move.
      for (int g = 0; g < s->groupCount; ++g) {
        if (s->size(g) != 1 || 2 * s->h[s->begin[g]] <= s->chips) continue;
        if (s != &w.reduced[depth]) w.reduced[depth] = *s, s = &w.reduced[depth];
        w.reduced[depth].removeGroup(g);
        return wins(*s, depth, w);
      }
    }
    PackedKey<W> key = s->template key<W>();
    if (auto known = table_.find(key)) return *known;
    guard_.poll(w.pollCounter);
    ++w.positions;
    bool result = anySuccessor(*s, w.next[depth], [&](const AnonymousState& next) {
      return !wins(next, depth + 1, w);
    });
    table_.tryInsert(key, result);
    return result;
  }

  std::uint64_t tableSize() { return table_.size(); }
  void clear() { table_.clear(); }

 private:
  RunGuard& guard_;
  bool shortcuts_;
  ShardedMap<PackedKey<W>, bool> table_;  // exact packed keys to outcomes
};

struct Solver::Engines {
  Engines(RunGuard& g, bool shortcuts) : narrow(g, shortcuts), wide(g, shortcuts) {}
  Engine<2> narrow;  // positions whose key fits in 128 bits
  Engine<8> wide;    // everything else (at most 255 + 9 * 16 bits)
  std::atomic<std::uint64_t> positions{0};

  bool wins(const Position& p, Worker& w) {
    AnonymousState s = AnonymousState::from(p);
    bool narrowFits = packedBitsBound(p.chips(), s.groupCount) <= 128;
    bool result = narrowFits ? narrow.wins(s, 0, w) : wide.wins(s, 0, w);
    positions += w.positions;
    w.positions = 0;
    return result;
  }
};

Solver::Solver(RunGuard& guard, SolverOptions options)
    : engines_(std::make_unique<Engines>(guard, options.shortcuts)), guard_(guard), options_(options) {}

Solver::~Solver() = default;

Outcome Solver::outcome(const Position& p) {
  Worker w(p.stackCount());
  return engines_->wins(p, w) ? Outcome::N : Outcome::P;
}

Analysis Solver::analyse(const Position& p) {
  auto start = std::chrono::steady_clock::now();
  std::uint64_t before = positionsExamined();
  std::vector<Successor> next = successors(p);
  std::vector<char> moverWins(next.size(), 0);
  std::atomic<std::size_t> cursor{0};
  std::exception_ptr failure;
  std::mutex failureMutex;
  auto work = [&] {
    auto w = std::make_unique<Worker>(p.stackCount());
    try {
      for (std::size_t i; (i = cursor++) < next.size();) moverWins[i] = !engines_->wins(next[i].position, *w);
    } catch (...) {
      std::lock_guard lock(failureMutex);
      if (!failure) failure = std::current_exception();
      cursor = next.size();
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < options_.threads; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  if (failure) std::rethrow_exception(failure);

  Analysis a{Outcome::P, {}, 0, 0};
  for (std::size_t i = 0; i < next.size(); ++i)
    if (moverWins[i]) a.winningMoves.push_back(next[i].move);
  if (!a.winningMoves.empty()) a.outcome = Outcome::N;
  a.positions = positionsExamined() - before + 1;
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return a;
}

std::uint64_t Solver::positionsExamined() const { return engines_->positions; }

std::uint64_t Solver::tableSize() const { return engines_->narrow.tableSize() + engines_->wide.tableSize(); }

void Solver::clear() {
  engines_->narrow.clear();
  engines_->wide.clear();
}

}  // namespace babylon
