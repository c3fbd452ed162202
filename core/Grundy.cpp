// The Grundy value of a position by memoised mex over its successors, and the analysis of sums.
#include "Grundy.hpp"

#include <algorithm>
#include <chrono>

#include <absl/container/flat_hash_map.h>

#include "AnonymousMoves.hpp"

namespace babylon {

namespace {

// Scratch space per depth: the successor buffer, the reduced copy and the successors' values.
// The search below a position of s stacks is at most s deep.
struct Scratch {
  explicit Scratch(std::size_t stacks) : next(stacks + 1), reduced(stacks + 1), values(stacks + 1) {}
  std::vector<AnonymousState> next, reduced;
  std::vector<std::vector<int>> values;
  std::uint32_t pollCounter = 0;
};

// The least value not among `values` (sorts them).
int mex(std::vector<int>& values) {
  std::sort(values.begin(), values.end());
  int m = 0;
  for (int v : values)
    if (v == m)
      ++m;
    else if (v > m)
      break;
  return m;
}

template <int W>
class Engine {
 public:
  Engine(RunGuard& guard, std::uint64_t& positions) : guard_(guard), positions_(positions) {}

  int value(const AnonymousState& in, std::size_t depth, Scratch& w) {
    // Removing a stack that can never move keeps the game the same (AnonymousMoves.hpp). With one
    // color left every move leads to one stack fewer of one color, stacks-1 moves in all, and
    // the mex of a line of L moves is L mod 2: the value is 1 exactly when the mover wins.
    const AnonymousState* s = removeUntouchable(in, w.reduced[depth]);
    if (s->groupCount <= 1) return oneColorWins(*s) ? 1 : 0;
    PackedKey<W> key = s->template key<W>();
    if (auto known = table_.find(key); known != table_.end()) return known->second;
    guard_.poll(w.pollCounter);
    ++positions_;
    std::vector<int>& values = w.values[depth];
    values.clear();
    anyMove(*s, [&](std::span<const GroupEdit> edits) {
      applyEdits(*s, edits, w.next[depth]);
      int v = value(w.next[depth], depth + 1, w);
      values.push_back(v);  // `values` stays valid: deeper calls use deeper slots
      return false;
    });
    int result = mex(values);
    table_.emplace(key, static_cast<std::uint16_t>(result));
    return result;
  }

 private:
  RunGuard& guard_;
  std::uint64_t& positions_;
  absl::flat_hash_map<PackedKey<W>, std::uint16_t> table_;
};

}  // namespace

struct GrundySolver::Tables {
  Tables(RunGuard& g, std::uint64_t& positions) : narrow(g, positions), wide(g, positions) {}
  Engine<2> narrow;  // positions whose key fits in 128 bits
  Engine<8> wide;
};

GrundySolver::GrundySolver(RunGuard& guard) : tables_(std::make_unique<Tables>(guard, positions_)), guard_(guard) {}

GrundySolver::~GrundySolver() = default;

int GrundySolver::value(const Position& p) {
  AnonymousState s = AnonymousState::from(p);
  Scratch w(p.stackCount());
  return packedBitsBound(p.chips(), s.groupCount) <= 128 ? tables_->narrow.value(s, 0, w)
                                                         : tables_->wide.value(s, 0, w);
}

SumAnalysis analyseSum(const std::vector<Position>& parts, GrundySolver& solver) {
  auto start = std::chrono::steady_clock::now();
  std::uint64_t before = solver.positionsExamined();
  SumAnalysis a;
  for (const Position& p : parts) {
    a.partValues.push_back(solver.value(p));
    a.grundy ^= a.partValues.back();
  }
  if (a.grundy != 0)
    for (std::size_t i = 0; i < parts.size(); ++i) {
      // Any value, also one above the part's own (a successor may have it), makes the nim-sum 0.
      int wanted = a.partValues[i] ^ a.grundy;
      for (const Successor& s : successors(parts[i]))
        if (solver.value(s.position) == wanted) a.winningMoves.push_back({i, s.move});
    }
  a.positions = solver.positionsExamined() - before;
  a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return a;
}

}  // namespace babylon
