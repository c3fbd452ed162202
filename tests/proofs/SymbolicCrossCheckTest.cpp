// The symbolic verifier against the concrete strategy and rules, on every instance of every
// family up to 30 chips: Alice's abstract moves are exactly her legal moves, exactly one edge's
// region holds for each of them, and the concrete strategy plays that edge's case, reaching that
// edge's successor (the same position) in that edge's family.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "core/Move.hpp"
#include "core/MoveNotation.hpp"
#include "core/Notation.hpp"
#include "lemmas/Families.hpp"
#include "proofs/SymbolicRules.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "strategies/KeepAlive.hpp"
#include "strategies/PaperStrategy.hpp"

using namespace babylon;
using namespace babylon::symbolic;

namespace {

constexpr int kMaxChips = 30;

std::optional<StartKind> kindOf(Family f) {
  switch (f) {
    case Family::Opening: return StartKind::Initial;
    case Family::TargetState: return StartKind::Target;
    case Family::Lemma44: return StartKind::Lemma44;
    case Family::Lemma45: return StartKind::Lemma45;
    default: return std::nullopt;
  }
}

Stack concrete(const AbstractStack& s, const Env& env) {
  return {s.red ? kRed : kBlue, static_cast<std::uint8_t>(s.height.evalInt(env))};
}

// Every instance of f's shape with at most kMaxChips chips, with its parameter values.
std::vector<std::pair<Position, Env>> instances(Family f) {
  std::vector<std::pair<Position, Env>> out;
  for (int m = 1; 2 * m <= kMaxChips; ++m)
    for (int j = 0; j <= 2 * m; ++j)
      for (int k = 0; j + k <= 2 * m; ++k)
        for (int u = 0; u <= m; ++u)
          for (int v = 0; v <= m; ++v) {
            Env env{{"m", m}, {"j", j}, {"k", k}, {"u", u}, {"v", v}, {"s", k / 2}, {"H", 2 * u + 2 * v}};
            if (!familyAssumption(f).evalBool(env)) continue;
            auto p = instantiate(familyShape(f), env);
            if (!p || p->chips() != 2 * m) continue;
            // Parameters a shape does not use appear once, at 0.
            if (familyShape(f).redHills.empty() && u != 0) continue;
            if (familyShape(f).blueHills.empty() && v != 0) continue;
            out.emplace_back(*p, env);
          }
  return out;
}

}  // namespace

TEST_CASE("Every closed edge is what the concrete strategy plays, on every instance up to 30 chips") {
  const FamilyGraph g = exploreFamilies({.quick = true});
  auto strategy = makePaperStrategy();
  std::map<Family, int> played;
  for (Family f : g.families) {
    auto kind = kindOf(f);
    if (!kind) continue;  // positions 1-3 are entered inside their hand-over edges
    for (const auto& instance : instances(f)) {
      const Position& p = instance.first;  // not a structured binding: clang 14 cannot capture one
      const Env& env = instance.second;
      std::vector<Move> legal = legalMoves(p);
      std::vector<Move> fromAbstract;
      for (const SymbolicMove& alice : allMoves(familyShape(f))) {
        if (!alice.legal.evalBool(env)) continue;
        Move move{concrete(alice.top, env), concrete(alice.below, env)};
        fromAbstract.push_back(move);
        // Exactly one edge for this move holds here.
        std::vector<const Edge*> taken;
        for (const Edge& e : g.edges)
          if (e.from == f && e.alice == alice.text() && e.region.evalBool(env)) taken.push_back(&e);
        INFO(formatPaper(p) << " Alice " << alice.text());
        REQUIRE(taken.size() == 1);
        const Edge& edge = *taken[0];
        Position now = p.combined(move.a, move.b);
        StrategyMemory memory = strategy->begin(p, *kind);
        auto reply = strategy->reply(Turn{now, &p, move, memory});
        REQUIRE(reply);
        CHECK(reply->why.caseId == edge.caseId);
        if (!edge.successor) continue;
        Position next = now.combined(reply->move.a, reply->move.b);
        auto predicted = instantiate(*edge.successor, env);
        REQUIRE(predicted);
        CHECK((*predicted == next || reflect(*predicted) == next));
        ++played[f];
      }
      // Alice's abstract moves are all her moves: every legal move is one of them (up to which
      // of several equal stacks is moved).
      for (const Move& m : legal) {
        bool found = std::any_of(fromAbstract.begin(), fromAbstract.end(),
                                 [&](const Move& a) { return p.combined(a.a, a.b) == p.combined(m.a, m.b); });
        INFO(formatPaper(p) << " " << formatMoveExplicit(m));
        CHECK(found);
      }
    }
  }
  CHECK(played[Family::Opening] > 50);
  CHECK(played[Family::TargetState] > 100);
  CHECK(played[Family::Lemma44] > 100);
  CHECK(played[Family::Lemma45] > 100);
}

TEST_CASE("Where an edge rests on Lemmas 4.2 and 4.3, the keep-alive rules answer every reply with K0-K4") {
  const FamilyGraph g = exploreFamilies({.quick = true});
  REQUIRE(g.count(EdgeStatus::RestsOnLemmas) > 0);
  auto strategy = makePaperStrategy();
  KeepAlive keepAlive;
  auto byKeepAliveRule = [&](const Position& odd) {
    auto k = keepAlive.choose(odd);
    INFO(formatPaper(odd) << " -> " << (k ? k->why.caseId : "(none)"));
    REQUIRE(k);
    CHECK(k->why.caseId.size() >= 2);
    CHECK(k->why.caseId[0] == 'K');
    CHECK(k->why.caseId[1] >= '0');
    CHECK(k->why.caseId[1] <= '4');
  };
  int answered = 0;
  for (Family f : g.families) {
    auto kind = kindOf(f);
    if (!kind) continue;
    for (const auto& [p, env] : instances(f))
      for (const SymbolicMove& alice : allMoves(familyShape(f))) {
        if (!alice.legal.evalBool(env)) continue;
        for (const Edge& e : g.edges) {
          if (e.status != EdgeStatus::RestsOnLemmas || e.from != f || e.alice != alice.text() ||
              !e.region.evalBool(env))
            continue;
          Position now = p.combined(concrete(alice.top, env), concrete(alice.below, env));
          if (!e.successor) {  // the keep-alive rules choose Bob's reply here
            byKeepAliveRule(now);
            ++answered;
            continue;
          }
          StrategyMemory memory = strategy->begin(p, *kind);
          auto reply =
              strategy->reply(Turn{now, &p, Move{concrete(alice.top, env), concrete(alice.below, env)}, memory});
          REQUIRE(reply);
          Position next = now.combined(reply->move.a, reply->move.b);
          for (const Move& m : legalMoves(next)) {
            Position after = next.combined(m.a, m.b);
            if (e.plan) {
              // Bob follows the plan: its answer, then K0-K4 after every move of Alice (or, where the
              // plan hands over or its threat is parried, K0-K4 at once).
              auto step = strategy->reply(Turn{after, &next, m, reply->memory});
              REQUIRE(step);
              const CaseEntry* entry = nullptr;
              for (const CaseEntry& c : caseTable())
                if (c.id == step->why.caseId) entry = &c;
              if (entry && entry->replyKind == ReplyKind::Move) {
                Position planned = after.combined(step->move.a, step->move.b);
                for (const Move& m2 : legalMoves(planned)) byKeepAliveRule(planned.combined(m2.a, m2.b));
              } else {
                byKeepAliveRule(after);
              }
              ++answered;
              continue;
            }
            byKeepAliveRule(after);
            ++answered;
          }
        }
      }
  }
  CHECK(answered > 1000);
}
