// Parameter bounds and the interval reading of conditions (proofs/Bounds), and the keep-alive
// conditions built with them: what is left out cannot hold within a family, and what is built
// always implies the full condition, even from a wrong box.
#include <catch2/catch.hpp>

#include <random>

#include "lemmas/Families.hpp"
#include "proofs/Bounds.hpp"
#include "proofs/SymbolicLemmas.hpp"
#include "proofs/SymbolicRules.hpp"

using namespace babylon;
using namespace babylon::symbolic;

namespace {

constexpr int kFiniteUpTo = 40;

Expr assumptionOf(Family f) { return familyAssumption(f) && 2 * var("m") > lit(kFiniteUpTo); }

// Values of every family parameter, from the singleton counts and the two hills' halves.
Env pointAt(std::int64_t j, std::int64_t k, std::int64_t u, std::int64_t v, std::int64_t hillsChips) {
  return Env{
      {"j", j}, {"k", k}, {"u", u}, {"v", v}, {"s", k / 2}, {"H", 2 * u + 2 * v}, {"m", (j + k + hillsChips) / 2}};
}

// Parameter values around family f's instances: many in it, some not (small m, other j).
std::vector<Env> points(Family f) {
  std::vector<Env> out;
  for (std::int64_t j : {2, 3, 4, 6})
    for (std::int64_t k = 2; k <= 30; k += 3)
      for (std::int64_t u = 1; u <= 9; u += 2)
        for (std::int64_t v = 1; v <= 9; v += 3) {
          SymbolicPosition shape = familyShape(f);
          Env e = pointAt(j, k, u, v, 0);
          std::int64_t hills = 0;
          for (const Expr& h : shape.redHills) hills += h.evalInt(e);
          for (const Expr& h : shape.blueHills) hills += h.evalInt(e);
          if ((j + k + hills) % 2 == 0) out.push_back(pointAt(j, k, u, v, hills));
        }
  return out;
}

const std::vector<Family> kFamilies = {Family::TargetState, Family::Lemma44, Family::Lemma45, Family::Position1};

}  // namespace

TEST_CASE("Bounds: Z3's least and greatest values of each parameter where a family's assumption holds") {
  Bounds b = boundsOf(assumptionOf(Family::Lemma44));
  CHECK(b.at("j").lo == 3);
  CHECK(b.at("j").hi == 3);
  CHECK(b.at("m").lo == kFiniteUpTo / 2 + 1);
  CHECK(b.at("m").hi == Interval::kUnbounded);
  CHECK(b.at("k").lo == 3);
  CHECK(b.at("u").lo == 1);
  CHECK(boundsOf(var("x") >= 1 && var("x") <= 0).empty());
}

TEST_CASE("Bounds: the interval reading says false only where a condition fails at every point of the box") {
  Bounds box{{"a", {2, 5}}, {"b", {0, Interval::kUnbounded}}};
  Expr a = var("a"), b = var("b");
  CHECK_FALSE(mayHold(a == 1, box));
  CHECK_FALSE(mayHold(a - 6 >= 0, box));
  CHECK_FALSE(mayHold(a + b < 2, box));
  CHECK(mayHold(a >= 3 && a <= 2, box));  // each atom may hold: the reading cannot tell (a solver would)
  CHECK(mayHold(a == 5, box));
  CHECK(mayHold(2 * b == a, box));
  CHECK(mayHold(ite(a == 2, b, lit(0)) >= 1, box));
  CHECK_FALSE(mayHold(ite(a == 9, b, lit(0)) >= 1, box));
  CHECK_FALSE(mayHold(!(a >= 2), box));
  CHECK(mayHold(var("c") == 100, box));  // not in the box: unbounded
  // Against evaluation, on every point of a small box and random conditions over it.
  std::mt19937 rng(7);
  Bounds small{{"a", {-2, 3}}, {"b", {1, 4}}};
  std::vector<Expr> atoms = {a, b, a + b, a - b, 2 * a, a / 2, ite(a == b, lit(1), lit(0)), lit(1)};
  int saidFalse = 0;
  for (int round = 0; round < 2000; ++round) {
    auto pick = [&] { return atoms[rng() % atoms.size()]; };
    Expr c = pick() - pick() >= static_cast<std::int64_t>(rng() % 7) - 3;
    if (rng() % 2) c = c && pick() == pick() + static_cast<std::int64_t>(rng() % 5);
    if (rng() % 3 == 0) c = !c;
    bool somewhere = false;
    for (std::int64_t x = -2; x <= 3; ++x)
      for (std::int64_t y = 1; y <= 4; ++y) somewhere = somewhere || c.evalBool(Env{{"a", x}, {"b", y}});
    if (!mayHold(c, small)) {
      ++saidFalse;
      CHECK_FALSE(somewhere);
    }
  }
  CHECK(saidFalse > 100);  // the reading does decide
}

TEST_CASE("Keep-alive conditions built within a family's bounds: equal there, never weaker, smaller") {
  int held = 0;
  for (Family f : kFamilies) {
    Expr own = assumptionOf(f);
    Bounds box = boundsOf(own);
    Possible possible = [&](const Expr& c) { return mayHold(c, box); };
    // A box no instance is in: what is built from it may be false everywhere, never true where the
    // full condition is false.
    Bounds wrong{{"j", {100, 100}}, {"k", {100, 100}}};
    Possible wrongly = [&](const Expr& c) { return mayHold(c, wrong); };
    // Where Bob is to move: after a move of Alice, and three moves later (a sample of each).
    std::vector<SymbolicPosition> odd;
    for (const SymbolicMove& alice : allMoves(familyShape(f))) {
      odd.push_back(alice.after);
      auto bob = allMoves(alice.after);
      for (std::size_t b = 0; b < bob.size(); b += 7) {
        auto again = allMoves(bob[b].after);
        for (std::size_t a = 0; a < again.size(); a += 11) odd.push_back(again[a].after);
      }
    }
    std::size_t fullSize = 0, builtSize = 0;
    int inFamily = 0;
    for (std::size_t i = 0; i < odd.size(); i += 5) {
      Expr full = keepAliveApplies(odd[i], true);
      Expr built = keepAliveApplies(odd[i], true, possible);
      Expr fromWrong = keepAliveApplies(odd[i], true, wrongly);
      fullSize += full.str().size();
      builtSize += built.str().size();
      for (const Env& e : points(f)) {
        bool inside = own.evalBool(e);
        bool a = full.evalBool(e), b = built.evalBool(e);
        if (inside) {
          ++inFamily;
          CHECK(a == b);
          held += a;
        }
        CHECK((!b || a));
        CHECK((!fromWrong.evalBool(e) || a));
      }
    }
    INFO(familyName(f));
    CHECK(inFamily > 0);
    CHECK(builtSize * 2 < fullSize);  // the bounds leave out most of the condition
  }
  CHECK(held > 0);  // not vacuous: the condition holds at some instances
}
