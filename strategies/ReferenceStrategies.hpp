// Reference strategies that are not the paper's: the solver-optimal one (which wins every start
// its player can win, so the verifier must accept it; for Bob or for Alice) and two naive ones for
// Bob (which the verifier must reject).
#pragma once

#include <cstdint>
#include <memory>

#include "core/GameLength.hpp"
#include "core/RunGuard.hpp"
#include "strategies/Strategy.hpp"

namespace babylon {

// Bob plays the first move, in successors() order, to a P-position of the exact solver; when
// there is none (the position is lost) the first successor. Case ids "solver" and "solver.lost".
class SolverStrategy : public Strategy {
 public:
  explicit SolverStrategy(RunGuard& guard, Side side = Side::Bob);
  ~SolverStrategy() override;
  // "solver" for Bob, "alice-solver" for Alice.
  std::string name() const override { return side_ == Side::Bob ? "solver" : "alice-solver"; }
  Side side() const override { return side_; }
  StrategyMemory begin(const Position&, StartKind) const override { return {}; }
  std::optional<Reply> reply(const Turn& turn) const override;
  std::vector<CaseInfo> cases() const override;

 private:
  struct Engine;  // the solver and a cache of chosen moves, shared by all threads
  std::unique_ptr<Engine> engine_;
  Side side_;
};

// The exact solver's best play by game length (core/GameLength): the quickest win when the
// position is won, else the most stubborn defence, the move that makes the game last longest.
// For `babylon play`, where a person plays against a side that cannot be claimed to win. Case ids
// "longest-game.win" and "longest-game.defence". Not for several threads (the memo is not locked).
class LongestGameStrategy : public Strategy {
 public:
  explicit LongestGameStrategy(Side side);
  ~LongestGameStrategy() override;
  std::string name() const override { return "longest-game"; }
  Side side() const override { return side_; }
  StrategyMemory begin(const Position&, StartKind) const override { return {}; }
  std::optional<Reply> reply(const Turn& turn) const override;
  std::vector<CaseInfo> cases() const override;

 private:
  std::unique_ptr<GameLength> lengths_;
  Side side_;
};

// A legal move chosen from a hash of the position and the seed: pseudo-random but the same in
// every run. Case id "random".
class RandomStrategy : public Strategy {
 public:
  explicit RandomStrategy(std::uint64_t seed = 0x5eed);
  std::string name() const override { return "random"; }
  StrategyMemory begin(const Position&, StartKind) const override { return {}; }
  std::optional<Reply> reply(const Turn& turn) const override;
  std::vector<CaseInfo> cases() const override;

 private:
  std::uint64_t seed_;
};

// Always the first of legalMoves(). Case id "first".
class FirstMoveStrategy : public Strategy {
 public:
  std::string name() const override { return "first"; }
  StrategyMemory begin(const Position&, StartKind) const override { return {}; }
  std::optional<Reply> reply(const Turn& turn) const override;
  std::vector<CaseInfo> cases() const override;
};

}  // namespace babylon
