// Memoised search for the exact outcome, with the proven shortcuts, transposition cut-offs and
// move ordering, a bounded table, and parallel root analysis.
#include "Solver.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <optional>
#include <span>
#include <thread>

#include "AnonymousMoves.hpp"
#include "AnonymousState.hpp"
#include "BoundedTable.hpp"
#include "core/util/ParallelUnits.hpp"

namespace babylon {

namespace {

// One move as the edits it makes to a state's groups, with its place in the search order.
struct Child {
  GroupEdit edits[2];
  int editCount = 0;
  int replies = 0;  // moves from it (once its untouchable stacks are removed)
  int index = 0;    // its place in the order moves are generated (ties keep it)
};

// Scratch space of one search thread: per depth a successor buffer, a reduced copy and the list
// of moves, plus one buffer for looking successors up; and its counters. The search below a
// position with s stacks is at most s deep, so s + 1 of each suffice.
struct Worker {
  explicit Worker(std::size_t stacks) : next(stacks + 1), reduced(stacks + 1), children(stacks + 1) {}
  std::vector<AnonymousState> next;
  std::vector<AnonymousState> reduced;
  std::vector<std::vector<Child>> children;
  AnonymousState probe;
  std::uint32_t pollCounter = 0;
  std::uint64_t positions = 0;
};

}  // namespace

template <int W>
class Engine {
 public:
  Engine(RunGuard& guard, const SolverOptions& options, TableBudget& budget)
      : guard_(guard), options_(options), table_(budget) {}

  // True iff the player to move from s wins.
  bool wins(const AnonymousState& in, int depth, Worker& w) {
    const AnonymousState* s = &in;
    if (options_.shortcuts) {
      s = removeUntouchable(in, w.reduced[depth]);
      if (s->groupCount <= 1) return oneColorWins(*s);
    }
    PackedKey<W> key = s->template key<W>();
    if (auto known = table_.find(key)) return *known;
    guard_.poll(w.pollCounter);
    std::uint64_t before = w.positions++;
    bool result = searchMoves(*s, depth, w);
    table_.insert(key, result, w.positions - before);
    return result;
  }

  std::uint64_t tableSize() { return table_.size(); }
  std::uint64_t replacements() { return table_.replacements(); }
  std::uint64_t refusals() { return table_.refusals(); }
  std::uint64_t bytes() { return table_.bytes(); }
  void clear() { table_.clear(); }

 private:
  // The position is won iff some move leads to a position the player then to move loses.
  bool searchMoves(const AnonymousState& s, int depth, Worker& w) {
    // Near the end of the game subtrees are small, and looking every successor up costs more
    // than searching it: the plain search, successor by successor, stopping at the first lost one.
    if (s.stacks() < options_.lookAheadMinStacks || (!options_.transpositionCutoffs && !options_.moveOrdering))
      return anyMove(s, [&](std::span<const GroupEdit> edits) {
        applyEdits(s, edits, w.next[depth]);
        return !wins(w.next[depth], depth + 1, w);
      });
    std::vector<Child>& children = w.children[depth];
    children.clear();
    // Enhanced transposition cut-off: before searching any successor, look every successor up
    // (the shortcuts, then the table). A successor known to be lost for its mover makes this
    // position won at once, exactly as the search would find (it returns on the first such
    // successor, in whatever order); a successor known to be won for its mover cannot make
    // this position won, so it need not be searched. Either way only exact answers are used.
    if (anyMove(s, [&](std::span<const GroupEdit> edits) {
          applyEdits(s, edits, w.probe);
          Child c;
          std::copy(edits.begin(), edits.end(), c.edits);
          c.editCount = static_cast<int>(edits.size());
          c.index = static_cast<int>(children.size());
          std::optional<bool> known = lookUp(w.probe, w, c, options_.transpositionCutoffs);
          if (known) return !*known;  // stop at a lost successor; skip a won one
          children.push_back(c);
          return false;
        }))
      return true;
    // Move ordering changes only which successors are searched first, never the answer: the
    // position is won iff any successor is lost, and every successor not known is searched
    // until one is found lost. Successors with the fewest replies first: the opponent has the
    // fewest moves to try there, so a lost one is the quickest to establish, and the first lost
    // successor found saves searching the rest (on the starts up to 36 chips, a quarter of the
    // positions of the generation order).
    if (options_.moveOrdering)
      std::sort(children.begin(), children.end(), [](const Child& a, const Child& b) {
        return std::pair(a.replies, a.index) < std::pair(b.replies, b.index);
      });
    for (std::size_t i = 0; i < children.size(); ++i) {
      const Child& c = children[i];
      applyEdits(s, {c.edits, static_cast<std::size_t>(c.editCount)}, w.next[depth]);
      if (!wins(w.next[depth], depth + 1, w)) return true;
    }
    return false;
  }

  // The mover's result in successor `next` if the shortcuts or (when useTable) the table know
  // it; counts its replies for the move order either way.
  std::optional<bool> lookUp(const AnonymousState& next, Worker& w, Child& c, bool useTable) {
    const AnonymousState* s = &next;
    if (options_.shortcuts) {
      s = removeUntouchable(next, w.probe);  // in place: w.probe is the successor's own buffer
      if (s->groupCount <= 1) return oneColorWins(*s);
    }
    if (options_.moveOrdering) {
      int replies = 0;
      anyMove(*s, [&](std::span<const GroupEdit>) { return ++replies, false; });
      c.replies = replies;
    }
    if (!useTable) return std::nullopt;
    return table_.find(s->template key<W>());
  }

  RunGuard& guard_;
  const SolverOptions& options_;
  BoundedTable<PackedKey<W>> table_;  // exact packed keys to outcomes, within the budget
};

// Half of the guard's memory limit, and at least 16 MiB: under a limit too small for any table
// the guard itself stops the run, and a table of a few hundred entries would only make each
// search longer before it does.
std::uint64_t defaultTableBytes(const RunGuard& g) { return std::max<std::uint64_t>(g.maxMemory() / 2, 16ull << 20); }

struct Solver::Engines {
  Engines(RunGuard& g, const SolverOptions& options)
      : options(options),
        budget(options.tableBytes ? options.tableBytes : defaultTableBytes(g)),
        narrow(g, this->options, budget),
        wide(g, this->options, budget) {}
  SolverOptions options;
  TableBudget budget;  // shared by both tables
  Engine<2> narrow;    // positions whose key fits in 128 bits
  Engine<8> wide;      // everything else (at most 255 + 9 * 16 bits)
  std::atomic<std::uint64_t> positions{0};

  bool wins(const Position& p, Worker& w) {
    AnonymousState s = AnonymousState::from(p);
    bool narrowFits = packedBitsBound(p.chips(), s.groupCount) <= 128;
    // The positions are counted also when the guard stops the search (a budget's report).
    struct Count {
      Engines& e;
      Worker& w;
      ~Count() {
        e.positions += w.positions;
        w.positions = 0;
      }
    } count{*this, w};
    return narrowFits ? narrow.wins(s, 0, w) : wide.wins(s, 0, w);
  }
};

Solver::Solver(RunGuard& guard, SolverOptions options)
    : engines_(std::make_unique<Engines>(guard, options)), guard_(guard), options_(options) {}

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
  // Each thread has its own worker (its move buffers); the children are split over the threads.
  runUnitsWith(
      next.size(), options_.threads, guard_, [&] { return std::make_unique<Worker>(p.stackCount()); },
      [&](std::unique_ptr<Worker>& w, std::size_t i) { moverWins[i] = !engines_->wins(next[i].position, *w); });

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

std::uint64_t Solver::tableReplacements() const {
  return engines_->narrow.replacements() + engines_->wide.replacements();
}

std::uint64_t Solver::tableRefusals() const { return engines_->narrow.refusals() + engines_->wide.refusals(); }

std::uint64_t Solver::tableBytes() const { return engines_->narrow.bytes() + engines_->wide.bytes(); }

void Solver::clear() {
  engines_->narrow.clear();
  engines_->wide.clear();
}

}  // namespace babylon
