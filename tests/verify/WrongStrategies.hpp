// Wrong strategies for the verifier to reject: another strategy with one case changed.
#pragma once

#include <functional>
#include <optional>

#include "core/Move.hpp"
#include "core/Solver.hpp"
#include "strategies/Strategy.hpp"

namespace babylon::test {

// What a mutation says at a turn: nothing (the inner strategy answers), or its own answer,
// which may be no move at all.
using Answer = std::optional<std::optional<Reply>>;

class Mutant : public Strategy {
 public:
  using Wrong = std::function<Answer(const Turn&)>;
  // Begun as Lemma 4.4, the mutant starts with lemma44Memory (to test memoisation on memory).
  Mutant(const Strategy& inner, Wrong wrong, StrategyMemory lemma44Memory = {})
      : inner_(inner), wrong_(std::move(wrong)), lemma44Memory_(lemma44Memory) {}
  std::string name() const override { return "mutant"; }
  StrategyMemory begin(const Position& p, StartKind kind) const override {
    return kind == StartKind::Lemma44 ? lemma44Memory_ : inner_.begin(p, kind);
  }
  std::optional<Reply> reply(const Turn& t) const override {
    if (Answer a = wrong_(t)) return *a;
    return inner_.reply(t);
  }
  std::vector<CaseInfo> cases() const override { return inner_.cases(); }

 private:
  const Strategy& inner_;
  Wrong wrong_;
  StrategyMemory lemma44Memory_;
};

inline Answer answer(const Move& m, const Turn& t, const char* id) {
  return std::optional<Reply>(Reply{m, {id, "mutation", {}, Origin::Completion}, t.memory});
}
inline Answer noAnswer() { return std::optional<Reply>(); }

// A strategy that fails rarely: after Alice makes a blue stack of height 5, a move the solver
// says loses; elsewhere `good`. Both must outlive it.
inline Mutant rareBlunder(const Strategy& good, Solver& solver) {
  return Mutant(good, [&solver](const Turn& t) -> Answer {
    if (!t.opponent || t.opponent->result() != Stack{kBlue, 5}) return std::nullopt;
    for (const Successor& s : successors(t.now))
      if (solver.outcome(s.position) == Outcome::N) return answer(s.move, t, "mutant.rare");
    return std::nullopt;
  });
}

}  // namespace babylon::test
