// Expressions are interned: equal structure built apart is one node, a node leaves the table with
// its last reference, and threads building the same expressions at once get one node each.
#include <catch2/catch.hpp>

#include <thread>
#include <vector>

#include "lemmas/Expr.hpp"

using namespace babylon;

namespace {
Expr guard(int shift) { return (2 * var("u") + shift == var("m") && var("k") > 3) || !(var("j") <= shift); }
}  // namespace

TEST_CASE("equal expressions built apart are one node, different ones are not", "[expr][intern]") {
  Expr a = guard(4), b = guard(4), c = guard(5);
  CHECK(a.id() == b.id());
  CHECK(a.id() != c.id());
  CHECK(a.children()[0].id() == b.children()[0].id());
  CHECK((var("m") + 1).id() == (var("m") + 1).id());
  CHECK((var("m") + 1).id() != (1 + var("m")).id());  // structure, not arithmetic
  CHECK(lit(3).id() != lit(4).id());
  CHECK(var("m").id() != var("n").id());
  CHECK(a.str() == "2u+4 = m and k > 3 or not j <= 4");
  CHECK(a.evalBool(Env{{"u", 1}, {"m", 6}, {"k", 4}, {"j", 9}}));
  CHECK_FALSE(c.evalBool(Env{{"u", 1}, {"m", 6}, {"k", 4}, {"j", 0}}));
}

TEST_CASE("a node leaves the table with its last reference", "[expr][intern]") {
  std::size_t before = Expr::liveNodes();
  {
    Expr big = lit(0) == lit(1);
    for (int i = 0; i < 100; ++i) big = big || (var("x" + std::to_string(i)) >= i);
    CHECK(Expr::liveNodes() >= before + 300);
    Expr again = guard(1000);
    CHECK(Expr::liveNodes() > before);
  }
  CHECK(Expr::liveNodes() == before);
}

TEST_CASE("threads building the same expressions get the same nodes", "[expr][intern]") {
  std::size_t before = Expr::liveNodes();
  constexpr int kThreads = 4;
  std::vector<std::vector<const void*>> ids(kThreads);
  {
    std::vector<std::vector<Expr>> built(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        for (int round = 0; round < 200; ++round)
          for (int i = 0; i < 50; ++i) {
            Expr e = guard(i);  // built, dropped and built again: nodes die while others look them up
            if (round == 199) built[t].push_back(e);
          }
      });
    for (std::thread& th : threads) th.join();
    for (int t = 0; t < kThreads; ++t)
      for (const Expr& e : built[t]) ids[t].push_back(e.id());
    for (int t = 1; t < kThreads; ++t) CHECK(ids[t] == ids[0]);
    for (int i = 0; i < 50; ++i) CHECK(built[1][static_cast<std::size_t>(i)].str() == guard(i).str());
  }
  CHECK(Expr::liveNodes() == before);
}
