// The solver's audit of a strategy variant: a plain depth-first walk of its strategy tree.
#include "SolverAudit.hpp"

#include <algorithm>
#include <numeric>

#include <absl/container/flat_hash_set.h>

#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "verify/StrategyTurn.hpp"
#include "verify/DecisionMemo.hpp"

namespace babylon {

namespace {

// A node where Alice is to move: the position, the variant's memory, and the original's memory
// while the line is still on the original's tree. The widest key: the audit is bounded by the
// exact solver's reach long before the key's width costs anything.
struct AuditKey {
  PackedKey<kMaxKeyWords> position;
  std::array<std::uint8_t, 8> variant{};
  std::array<std::uint8_t, 8> original{};
  bool onOriginal = false;

  friend bool operator==(const AuditKey&, const AuditKey&) = default;
  template <typename H>
  friend H AbslHashValue(H h, const AuditKey& k) {
    return H::combine(std::move(h), k.position, k.variant, k.original, k.onOriginal);
  }
};

class Auditor {
 public:
  Auditor(const Strategy& variant, const Strategy& original, OutcomeMemo& outcomes, RunGuard& guard)
      : variant_(variant), original_(original), outcomes_(outcomes), guard_(guard) {}

  void start(const Start& s) {
    StrategyMemory vm = variant_.begin(s.position, s.kind);
    StrategyMemory om = original_.begin(s.position, s.kind);
    if (toMove(s.position, variant_.side()))
      bob(s.position, nullptr, std::nullopt, vm, om);  // the strategy moves first
    else
      alice(s.position, vm, om);
  }
  void clear() { seen_.clear(); }
  const SolverAudit& result() const { return audit_; }

 private:
  void alice(const Position& p, const StrategyMemory& vm, const std::optional<StrategyMemory>& om) {
    AuditKey key{p.key<kMaxKeyWords>(), vm.bytes, om ? om->bytes : std::array<std::uint8_t, 8>{}, om.has_value()};
    if (!seen_.insert(key).second) return;
    guard_.poll(pollCounter_);
    for (const Successor& s : successors(p)) bob(s.position, &p, s.move, vm, om);
  }

  void bob(const Position& now, const Position* before, const std::optional<Move>& alice, const StrategyMemory& vm,
           const std::optional<StrategyMemory>& om) {
    StrategyTurn t = playStrategy(variant_, now, before, alice, vm);
    if (t.failed()) return unsafe(now, std::string("the line ends with ") + turnFailureName(t.kind, variant_.side()));
    ++audit_.bobDecisions;
    // After the strategy's move the opponent is to move: the move is safe when the player to move
    // loses (P). (The names alice/bob below are the Bob side's: opponent node, strategy turn.)
    if (outcomes_.outcome(t.after) != Outcome::P)
      unsafe(now, std::string(variant_.side() == Side::Bob ? "Bob" : "Alice") + "'s " +
                      formatMoveExplicit(t.reply->move) + " (case " + t.reply->why.caseId + ") leads to an N-position");
    std::optional<StrategyMemory> next;
    if (om) {
      StrategyTurn o = playStrategy(original_, now, before, alice, *om);
      if (o.kind == StrategyTurn::Kind::Played && o.after == t.after)
        next = o.reply->memory;
      else
        ++audit_.differing;
    }
    if (hasLegalMove(t.after)) this->alice(t.after, t.reply->memory, next);
  }

  void unsafe(const Position& at, const std::string& what) {
    if (++audit_.unsafe == 1) audit_.firstUnsafe = "in " + formatPosition(at) + ": " + what;
  }

  const Strategy& variant_;
  const Strategy& original_;
  OutcomeMemo& outcomes_;
  RunGuard& guard_;
  std::uint32_t pollCounter_ = 0;
  absl::flat_hash_set<AuditKey> seen_;
  SolverAudit audit_;
};

}  // namespace

Outcome OutcomeMemo::outcome(const Position& p) {
  PackedKey<kMaxKeyWords> key = p.key<kMaxKeyWords>();
  if (auto it = known_.find(key); it != known_.end()) return it->second;
  Outcome o = solver_.outcome(p);
  known_.emplace(key, o);
  return o;
}

SolverAudit auditWithSolver(const Strategy& variant, const Strategy& original, const std::vector<Start>& starts,
                            OutcomeMemo& outcomes, RunGuard& guard) {
  // By total, as the verifier does: nodes of different totals never meet, so each total's set
  // of seen nodes can be dropped when the next total begins.
  std::vector<std::size_t> order(starts.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return starts[a].position.chips() < starts[b].position.chips();
  });
  Auditor auditor(variant, original, outcomes, guard);
  int total = -1;
  for (std::size_t i : order) {
    if (starts[i].position.chips() != total) auditor.clear();
    total = starts[i].position.chips();
    auditor.start(starts[i]);
  }
  return auditor.result();
}

}  // namespace babylon
