// The counter abstractions of Alice's proof on instances (proofs/README.md, their soundness items
// 1-3): from random positions of the gather phase and of Lemma A, every move of the game (core's
// successors) is a generated abstract move whose legal condition holds under the position's
// values; the position it leaves satisfies the abstraction's facts and reads as Alice's rules
// read it (the stacks of each color, x's gather board, the lone board of a color with one stack),
// and the stacks a pair template is shown to find among are distinct stacks of the position, whose
// facts hold there (proofs/PairWitnesses).
#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "core/Move.hpp"
#include "lemmas/CompiledExpr.hpp"
#include "proofs/GatherAbstraction.hpp"
#include "proofs/KeepAbstraction.hpp"
#include "ProofSteps.hpp"

using namespace babylon;
using namespace babylon::gather;

namespace {

// The lone board's pair stacks on a real position: `heights` the other color's stacks, `free` the
// heights of its unnamed class of free heights (class `name`). Its representatives get the real
// tallest, shortest and a third, and its odd count the real one; then the facts hold, and the
// stacks the board has are distinct stacks of the position (a sub-multiset of `heights`).
void checkPairStacks(const LoneBoard& board, Env at, std::vector<int> heights, std::vector<int> free,
                     const std::string& name) {
  std::sort(free.begin(), free.end());
  at.set(name + ".tallest", free.empty() ? 0 : free.back());
  at.set(name + ".shortest", free.empty() ? 0 : free.front());
  at.set(name + ".third", free.size() < 3 ? 0 : free[1]);
  at.set(name + ".odd",
         static_cast<std::int64_t>(std::count_if(free.begin(), free.end(), [](int g) { return g % 2; })));
  CHECK(board.pairFacts.evalBool(at));
  // The facts are not always true: the parity of the chips, read with one odd stack more, fails.
  at.set(name + ".odd", at.get(name + ".odd") + 1);
  if (!free.empty()) CHECK_FALSE(board.pairFacts.evalBool(at));
  at.set(name + ".odd", at.get(name + ".odd") - 1);
  for (const PairStack& stack : board.pairStacks) {
    if (!stack.exists.evalBool(at)) continue;
    auto it = std::find(heights.begin(), heights.end(), static_cast<int>(stack.height.evalInt(at)));
    REQUIRE(it != heights.end());
    heights.erase(it);
  }
}

}  // namespace

TEST_CASE("Every move from a gather position is a generated abstract move, read exactly") {
  std::mt19937 rng(2031);
  const AbstractGather start = bobTurn();
  const auto generated = gatherMoves(start, "b");
  const Expr invariant = alice::gatherInvariant();
  int checked = 0, lone = 0, gathered = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    int H = 2 + static_cast<int>(rng() % 9), k = static_cast<int>(rng() % 4), s = 1 + static_cast<int>(rng() % 5);
    std::vector<int> ys;
    int e = 0;
    for (int i = 0; i < s; ++i) {
      int g = rng() % 2 ? 1 : 1 + static_cast<int>(rng() % 4);
      ys.push_back(g);
      e += g - 1;
    }
    int n = H + k + s + e;
    Env env{{"n", n}, {"H", H}, {"k", k}, {"s", s}, {"e", e}};
    if (!invariant.evalBool(env) || n > 60) continue;
    REQUIRE(gatherFacts(start).evalBool(env));
    std::vector<Stack> stacks{{kRed, static_cast<std::uint8_t>(H)}};
    for (int i = 0; i < k; ++i) stacks.push_back({kRed, 1});
    for (int g : ys) stacks.push_back({kBlue, static_cast<std::uint8_t>(g)});
    Position p(stacks);
    for (const Successor& move : successors(p)) {
      // T is the only red stack taller than 1 (H >= 2).
      auto word = [&](const Stack& st) { return st.color == kBlue ? "Y" : st.height == H ? "T" : "XS"; };
      std::string top = word(move.move.a), below = word(move.move.b);
      int a = move.move.a.height, b = move.move.b.height;
      // A same-colored pair is listed once, in the order T, XS, Y.
      auto rank = [](const std::string& w) { return w == "T" ? 0 : w == "XS" ? 1 : 2; };
      if (move.move.a.color == move.move.b.color && rank(top) > rank(below)) {
        std::swap(top, below);
        std::swap(a, b);
      }
      auto it = std::find_if(generated.begin(), generated.end(),
                             [&](const GatherMove& m) { return m.text == top + ">" + below; });
      INFO("position with H = " << H << ", k = " << k << ", y-stacks " << s << " (excess " << e << "), move " << top
                                << ">" << below << " of heights " << a << ", " << b);
      REQUIRE(it != generated.end());
      Env at = env;
      at.set("b1", a);  // a y-stack taken from the rest gets its height as its name's value
      at.set("b2", b);
      CHECK(it->legal.evalBool(at));
      CHECK(gatherFacts(it->after).evalBool(at));
      // The position after, as her rules read it.
      int xs = 0, ysAfter = 0, xSingles = 0, yChips = 0, xTall = 0;
      for (const Stack& st : move.position.stacks()) {
        if (st.color == kRed) {
          ++xs;
          xSingles += st.height == 1;
          xTall = std::max<int>(xTall, st.height);
        } else {
          ++ysAfter;
          yChips += st.height;
        }
      }
      CHECK(xStacks(it->after).evalInt(at) == xs);
      CHECK(yStacks(it->after).evalInt(at) == ysAfter);
      std::optional<GatherBoard> board = gatherBoard(it->after);
      REQUIRE(board);
      CHECK(board->H.evalInt(at) == xTall);
      CHECK(board->k.evalInt(at) == xSingles);
      CHECK(board->s.evalInt(at) == ysAfter);
      CHECK(board->e.evalInt(at) == yChips - ysAfter);
      ++gathered;
      for (ColorRole color : {X, Y}) {
        int mine = color == X ? xs : ysAfter, other = color == X ? ysAfter : xs;
        if (mine != 1 || other < 1) continue;
        std::optional<LoneReading> reading = loneReading(it->after, color, alice::aliceCounts());
        REQUIRE(reading);
        int h = 0, c = 0, d = 0;
        for (const Stack& st : move.position.stacks())
          if ((st.color == kRed) == (color == X)) h = st.height;
        for (const Stack& st : move.position.stacks())
          if ((st.color == kRed) != (color == X)) {
            c += st.height == h;
            d += st.height == 2 * h;
          }
        CHECK(reading->board.h.evalInt(at) == h);
        CHECK(reading->board.t.evalInt(at) == other);
        CHECK(reading->board.c.evalInt(at) == c);
        CHECK(reading->board.d.evalInt(at) == d);
        // The unnamed y-stacks, each at most the rest's excess + 1 chips, count towards neither.
        for (int g = 1; g <= 12; ++g) {
          at.set("g''", g);
          CHECK(reading->uncounted.evalBool(at));
        }
        // The other color's stacks; with x lone, y's unnamed ones are all but Bob's new y-stack.
        std::vector<int> others, rest;
        for (const Stack& st : move.position.stacks())
          if ((st.color == kRed) != (color == X)) others.push_back(st.height);
        if (color == X) {
          rest = others;
          if (move.move.a.color == kBlue) rest.erase(std::find(rest.begin(), rest.end(), a + b));
        }
        checkPairStacks(reading->board, at, others, rest, "yRest");
        ++lone;
      }
      ++checked;
    }
  }
  CHECK(checked > 1000);
  CHECK(gathered > 1000);
  CHECK(lone > 50);  // moves leaving a color with one stack were reached
}

TEST_CASE("Every move from a Lemma A position is a generated abstract move, read exactly") {
  using namespace babylon::keep;
  std::mt19937 rng(2033);
  const AbstractKeep start = keep::bobTurn();
  const auto generated = keepMoves(start, "b");
  int checked = 0, withX = 0, yLone = 0, pairs = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    int h = 1 + static_cast<int>(rng() % 6), t = 1 + static_cast<int>(rng() % 6);
    std::vector<int> ys;
    std::array<int, 4> counts{};
    auto classOf = [&](int g) { return g == h ? AtH : g == 2 * h ? Double : g == 1 ? One : Other; };
    for (int i = 0; i < t; ++i) {
      // Heights h, 2h, 1 and others, to reach every class.
      int kind = static_cast<int>(rng() % 4);
      int g = kind == 0 ? h : kind == 1 ? 2 * h : kind == 2 ? 1 : 1 + static_cast<int>(rng() % 12);
      ys.push_back(g);
      ++counts[classOf(g)];
    }
    int n = h;
    for (int g : ys) n += g;
    if (n > 60) continue;
    Env env{{"n", n}, {"h", h}, {"c", counts[0]}, {"d", counts[1]}, {"v", counts[2]}, {"w", counts[3]}};
    REQUIRE(keepFacts(start).evalBool(env));
    std::vector<Stack> stacks{{kRed, static_cast<std::uint8_t>(h)}};
    for (int g : ys) stacks.push_back({kBlue, static_cast<std::uint8_t>(g)});
    Position p(stacks);
    auto word = [&](const Stack& st) -> std::string {
      if (st.color == kRed) return "X";
      const std::array<const char*, 4> names{"AtH", "Double", "One", "Other"};
      return names[classOf(st.height)];
    };
    for (const Successor& move : successors(p)) {
      std::string top = word(move.move.a), below = word(move.move.b);
      int a = move.move.a.height, b = move.move.b.height;
      auto rank = [](const std::string& w) {
        return w == "X" ? 0 : w == "AtH" ? 1 : w == "Double" ? 2 : w == "One" ? 3 : 4;
      };
      if (move.move.a.color == move.move.b.color && rank(top) > rank(below)) {
        std::swap(top, below);
        std::swap(a, b);
      }
      auto it = std::find_if(generated.begin(), generated.end(),
                             [&](const KeepMove& m) { return m.text == top + ">" + below; });
      INFO("h = " << h << ", move " << top << ">" << below << " of heights " << a << ", " << b);
      REQUIRE(it != generated.end());
      Env at = env;
      at.set("b1", top == "X" ? b : a);  // a stack taken from the Other class is named by its height
      at.set("b2", b);
      CHECK(it->legal.evalBool(at));
      CHECK(keepFacts(it->after).evalBool(at));
      int xs = 0, ysAfter = 0, lone = 0;
      for (const Stack& st : move.position.stacks()) {
        if (st.color == kRed) {
          ++xs;
          lone = st.height;
        } else {
          ++ysAfter;
        }
      }
      CHECK(keep::xStacks(it->after).evalInt(at) == xs);
      CHECK(keep::yStacks(it->after).evalInt(at) == ysAfter);
      withX += top == "X" || below == "X";
      if (ysAfter == 1 && xs >= 1) {
        // A y-stack left alone and named (Bob's new one) is read as the lone stack too.
        if (std::optional<KeepReading> y = keepReading(it->after, alice::aliceCounts(), false)) {
          int yh = 0, c = 0, d = 0;
          for (const Stack& st : move.position.stacks())
            if (st.color == kBlue) yh = st.height;
          for (const Stack& st : move.position.stacks())
            if (st.color == kRed) {
              c += st.height == yh;
              d += st.height == 2 * yh;
            }
          CHECK(y->board.h.evalInt(at) == yh);
          CHECK(y->board.t.evalInt(at) == xs);
          CHECK(y->board.c.evalInt(at) == c);
          CHECK(y->board.d.evalInt(at) == d);
          std::vector<int> xHeights;  // all named: x has no classes
          for (const Stack& st : move.position.stacks())
            if (st.color == kRed) xHeights.push_back(st.height);
          checkPairStacks(y->board, at, xHeights, {}, "none");
          ++yLone;
        }
      }
      if (xs != 1) continue;
      std::optional<KeepReading> reading = keepReading(it->after, alice::aliceCounts());
      REQUIRE(reading);
      int c = 0, d = 0;
      for (const Stack& st : move.position.stacks())
        if (st.color == kBlue) {
          c += st.height == lone;
          d += st.height == 2 * lone;
        }
      CHECK(reading->board.h.evalInt(at) == lone);
      CHECK(reading->board.t.evalInt(at) == ysAfter);
      {
        // The y-stacks; the unnamed Others are those of class Other but Bob's new y-stack.
        std::vector<int> others, rest;
        for (const Stack& st : move.position.stacks())
          if (st.color == kBlue) {
            others.push_back(st.height);
            if (classOf(st.height) == Other) rest.push_back(st.height);
          }
        if (move.move.a.color == kBlue && classOf(a + b) == Other)
          rest.erase(std::find(rest.begin(), rest.end(), a + b));
        checkPairStacks(reading->board, at, others, rest, "Other");
        ++pairs;
      }
      if (lone == h) {  // X untouched: the classes keep their heights
        CHECK(reading->board.c.evalInt(at) == c);
        CHECK(reading->board.d.evalInt(at) == d);
        for (int g = 1; g <= 30; ++g) {
          at.set("g''", g);
          CHECK(reading->uncounted.evalBool(at));
        }
      }
      ++checked;
    }
  }
  CHECK(checked > 1000);
  CHECK(withX > 0);
  CHECK(yLone > 0);
  CHECK(pairs > 1000);
}

namespace {

// Each of `moves` left out in turn: some claim of `complete` (the rest) is refuted, unless Z3
// shows that move is never legal where `facts` hold (then the rest are still every move).
template <class Move, class Complete>
void eachLeftOutFails(const std::vector<Move>& moves, const Expr& facts, const Complete& complete) {
  auto status = [](const Expr& assumption, const Expr& claim) {
    return prooftest::statusOf({"test", "moves-complete", "test", "", assumption, claim, std::nullopt});
  };
  for (const auto& [colors, claim] : complete(moves)) {
    INFO("all moves, " << colors);
    CHECK(status(facts, claim) == ProofStatus::Proved);
  }
  int refuted = 0;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    std::vector<Move> rest = moves;
    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
    bool failed = false;
    for (const auto& [colors, claim] : complete(rest)) failed = failed || status(facts, claim) == ProofStatus::Refuted;
    INFO(moves[i].text << " left out");
    if (!failed) CHECK(status(facts && moves[i].taken.legal, lit(0) == lit(1)) == ProofStatus::Proved);
    refuted += failed;
  }
  CHECK(refuted > 0);
}

}  // namespace

TEST_CASE("A move of Bob's left out of Alice's gather and Lemma A nodes fails their moves-complete claims") {
  {
    const AbstractGather node = gather::bobTurn();
    eachLeftOutFails(gather::gatherMoves(node, "b"), gather::gatherFacts(node),
                     [&](const std::vector<GatherMove>& m) { return gather::movesComplete(node, m, "b"); });
  }
  {
    const keep::AbstractKeep node = keep::bobTurn();
    eachLeftOutFails(keep::keepMoves(node, "b"), keep::keepFacts(node),
                     [&](const std::vector<keep::KeepMove>& m) { return keep::movesComplete(node, m, "b"); });
  }
}
