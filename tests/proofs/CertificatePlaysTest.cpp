// The proof certificate's plays at Alice's nodes (proofs/ProofCertificate's aliceNodePlays) are the
// moves her strategy plays. From every position of a node of hers up to kUpTo chips, after every
// move of Bob, the move her strategy plays is one the certificate's first applicable play allows,
// read as checker/PROOF-FORMAT.md reads it. A finite check of what the proof certificate's plays
// rest on (proofs/README.md): the templates' translations, the order of her rules, and which color
// she reads as x. A changed reply of her strategy must fail it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/Move.hpp"
#include "core/Notation.hpp"
#include "core/ParseError.hpp"
#include "lemmas/AliceConditions.hpp"
#include "proofs/ProofCertificate.hpp"
#include "strategies/AliceStrategy.hpp"

using namespace babylon;
using symbolic::AliceNodePlay;

namespace {

constexpr int kUpTo = 25;
Color other(Color c) { return c == kRed ? kBlue : kRed; }

Position after(const Position& p, const Move& m) { return p.combined(m.a, m.b); }

std::vector<int> heightsOf(const Position& p, Color c) {
  std::vector<int> out;
  for (const Stack& s : p.stacks())
    if (s.color == c) out.push_back(s.height);
  return out;
}

// Every multiset of heights >= 1 with `chips` chips in all, tallest first.
void partitions(int chips, int largest, std::vector<int>& part, const std::function<void()>& each) {
  if (chips == 0) return each();
  for (int h = std::min(chips, largest); h >= 1; --h) {
    part.push_back(h);
    partitions(chips - h, h, part, each);
    part.pop_back();
  }
}

Position board(Color x, const std::vector<int>& xs, const std::vector<int>& ys) {
  std::vector<Stack> stacks;
  for (int h : xs) stacks.push_back({x, static_cast<std::uint8_t>(h)});
  for (int h : ys) stacks.push_back({other(x), static_cast<std::uint8_t>(h)});
  return Position(stacks);
}

// The certificate's reading of a position at Alice's turn, with `lone` the color of X where the
// play is a lone play (checker/PROOF-FORMAT.md: n, h, t, c, d) and `x` the gathering color for the
// gather plays (n, r, s, H, m, o).
Env loneLetters(const Position& p, Color lone) {
  std::vector<int> xs = heightsOf(p, lone), ys = heightsOf(p, other(lone));
  int h = xs.at(0);
  auto count = [&](int height) { return static_cast<std::int64_t>(std::count(ys.begin(), ys.end(), height)); };
  return {
      {"n", p.chips()}, {"h", h}, {"t", static_cast<std::int64_t>(ys.size())}, {"c", count(h)}, {"d", count(2 * h)}};
}
Env gatherLetters(const Position& p, Color x) {
  std::vector<int> xs = heightsOf(p, x), ys = heightsOf(p, other(x));
  int H = *std::max_element(xs.begin(), xs.end());
  std::int64_t m = std::count(ys.begin(), ys.end(), H),
               o = std::count_if(ys.begin(), ys.end(), [&](int g) { return g > H; });
  return {{"n", p.chips()},
          {"r", static_cast<std::int64_t>(xs.size())},
          {"s", static_cast<std::int64_t>(ys.size())},
          {"H", H},
          {"m", m},
          {"o", o}};
}

// The positions the play allows at p, where `lone` is X's color (for a lone play) and x gathers.
std::vector<Position> allowed(const Position& p, const AliceNodePlay& play, Color lone, Color x) {
  Color y = other(play.lone ? lone : x);
  Color mover = play.lone ? lone : x;
  std::vector<std::pair<Move, std::int64_t>> fit;
  for (const Move& mv : legalMoves(p)) {
    const std::string& kind = play.play.kind;
    bool shape = kind.empty()            ? mv.a.color == y && mv.b.color == y
                 : kind == "x-on-y"      ? mv.a.color == mover && mv.b.color == y
                 : kind == "y-on-x"      ? mv.a.color == y && mv.b.color == mover
                 : kind == "gather-pair" ? mv.a.color == x && mv.b.color == x
                                         : mv.a.color == x && mv.b.color == y;
    if (!shape) continue;
    Env at{{"a", mv.a.height}, {"b", mv.b.height}};
    if (play.lone)
      at.set("h", heightsOf(p, lone).at(0));
    else
      at.set("H", gatherLetters(p, x).get("H"));
    if (!play.play.pick.evalBool(at)) continue;
    fit.push_back({mv, play.play.value ? play.play.value->evalInt(at) : 0});
  }
  std::int64_t best = fit.empty() ? 0 : std::max_element(fit.begin(), fit.end(), [](auto& l, auto& r) {
                                          return l.second < r.second;
                                        })->second;
  std::vector<Position> out;
  for (const auto& [mv, value] : fit)
    if (value == best) out.push_back(after(p, mv));
  return out;
}

// The first play whose guard holds at p (Alice to move), for the node's x; a lone play reads the
// color with one stack, x's first. nullptr where none applies.
const AliceNodePlay* firstPlay(const std::vector<AliceNodePlay>& plays, const Position& p, Color x, Color& lone) {
  std::optional<Color> single;
  for (Color c : {x, other(x)})
    if (!single && heightsOf(p, c).size() == 1 && !heightsOf(p, other(c)).empty()) single = c;
  for (const AliceNodePlay& play : plays) {
    if (play.lone && !single) continue;
    if (!play.lone && heightsOf(p, x).empty()) continue;
    if (play.guard.evalBool(play.lone ? loneLetters(p, *single) : gatherLetters(p, x))) {
      lone = single.value_or(x);
      return &play;
    }
  }
  return nullptr;
}

struct Tally {
  int nodes = 0, moves = 0, ended = 0, noPlay = 0, differ = 0;
  std::set<std::string> fired;  // the rules whose plays were compared
  std::string examples;         // the first few positions where they differ
  void example(const std::string& e) {
    if (std::count(examples.begin(), examples.end(), '\n') < 5) examples += e + "\n";
  }
};

// From a position p of the node (x its color, Bob to move), after each move of Bob: the
// strategy's move against the certificate's first applicable play.
void compare(const Strategy& alice, const std::vector<AliceNodePlay>& plays, Color x, const Position& p, Tally& t) {
  ++t.nodes;
  for (const Move& bob : legalMoves(p)) {
    ++t.moves;
    Position q = after(p, bob);
    if (legalMoves(q).empty() || heightsOf(q, kRed).empty() || heightsOf(q, kBlue).empty()) {
      ++t.ended;  // Alice has no move, or one color is left (her one-color rule, outside the node)
      continue;
    }
    Color lone = x;
    const AliceNodePlay* play = firstPlay(plays, q, x, lone);
    if (!play) {
      ++t.noPlay;
      t.example("no play applies at " + formatPosition(q));
      continue;
    }
    StrategyMemory memory{};
    std::optional<Reply> r = alice.reply(Turn{q, &p, bob, memory, false});
    std::vector<Position> ok = allowed(q, *play, lone, x);
    bool in = r && std::find(ok.begin(), ok.end(), after(q, r->move)) != ok.end();
    // With one stack of each color she may read either as X (proofs/README.md); the other reading's
    // first play then.
    if (!in && r && play->lone && heightsOf(q, kRed).size() == 1 && heightsOf(q, kBlue).size() == 1) {
      Color swapped = other(lone);
      for (const AliceNodePlay& second : plays)
        if (second.lone && second.guard.evalBool(loneLetters(q, swapped))) {
          std::vector<Position> alt = allowed(q, second, swapped, x);
          in = std::find(alt.begin(), alt.end(), after(q, r->move)) != alt.end();
          break;
        }
    }
    t.fired.insert(play->rule);
    if (in) continue;
    ++t.differ;
    t.example(formatPosition(q) + " (after Bob's move from " + formatPosition(p) + "): the certificate's play " +
              play->rule + (r ? ", the strategy's " + r->why.caseId : ", the strategy has no move"));
  }
}

// Lemma A's and S2.rr's positions up to kUpTo chips: X of height h, of either color, and the other
// color's stacks of any heights.
Tally loneNodes(const Strategy& alice, const Expr& formula) {
  std::vector<AliceNodePlay> plays = symbolic::aliceNodePlays(false);
  Tally t;
  for (Color x : {kRed, kBlue})
    for (int n = 2; n <= kUpTo; ++n)
      for (int h = 1; h < n; ++h) {
        std::vector<int> ys;
        partitions(n - h, n - h, ys, [&] {
          Position p = board(x, {h}, ys);
          if (formula.evalBool(loneLetters(p, x))) compare(alice, plays, x, p, t);
        });
      }
  return t;
}

// The gather node's positions up to kUpTo chips: x's stacks T (height H) and k singletons, x of
// either color, and the other color's stacks of any heights.
Tally gatherNodes(const Strategy& alice) {
  std::vector<AliceNodePlay> plays = symbolic::aliceNodePlays(true);
  Expr formula = alice::gatherInvariant();
  Tally t;
  for (Color x : {kRed, kBlue})
    for (int n = 2; n <= kUpTo; ++n)
      for (int H = 1; H < n; ++H)
        for (int k = 0; H + k < n; ++k) {
          std::vector<int> ys;
          partitions(n - H - k, n - H - k, ys, [&] {
            std::vector<int> xs(static_cast<std::size_t>(k) + 1, 1);
            xs[0] = H;
            Position p = board(x, xs, ys);
            auto s = static_cast<std::int64_t>(ys.size());
            Env at{{"n", n}, {"H", H}, {"k", k}, {"s", s}, {"e", n - H - k - s}};
            if (formula.evalBool(at)) compare(alice, plays, x, p, t);
          });
        }
  return t;
}

// The three nodes of hers the certificate states, each compared.
std::vector<std::pair<std::string, Tally>> nodes(const Strategy& alice) {
  return {{"LA", loneNodes(alice, alice::lemmaAHypothesis())},
          {"S2.rr", loneNodes(alice, alice::h == 2 && alice::afterStackTwo(alice::t))},
          {"GA", gatherNodes(alice)}};
}

// The rules whose plays the comparison reaches with her strategy.
std::set<std::string> reached() {
  std::set<std::string> out;
  for (const auto& [name, t] : nodes(*makeAliceStrategy())) out.insert(t.fired.begin(), t.fired.end());
  return out;
}

int differing(const Strategy& alice) {
  int out = 0;
  for (const auto& [name, t] : nodes(alice)) out += t.differ;
  return out;
}

// At every start of Alice's up to 60 chips (p <= 2, or p+q odd), the certificate's first opening
// whose guard holds against the move her strategy opens with: how many differ. `used`: the
// openings compared.
int openingsDiffer(const Strategy& alice, std::set<std::string>& used) {
  std::vector<symbolic::AliceOpening> openings = symbolic::aliceOpeningPlays();
  int differ = 0;
  for (int n = 2; n <= 60; ++n)
    for (int p = 1; 2 * p <= n; ++p) {
      if (p >= 3 && n % 2 == 0) continue;  // Bob's start
      Color x = kRed;                      // the color of p chips (red on a tie: either reading serves)
      Position start = board(x, std::vector<int>(static_cast<std::size_t>(p), 1),
                             std::vector<int>(static_cast<std::size_t>(n - p), 1));
      const symbolic::AliceOpening* first = nullptr;
      for (const auto& o : openings)
        if (!first && o.guard.evalBool({{"n", n}, {"p", p}})) first = &o;
      StrategyMemory memory{};
      std::optional<Reply> r = alice.reply(Turn{start, nullptr, std::nullopt, memory, false});
      auto color = [&](char c) { return c == 'r' ? x : other(x); };
      if (!first || !r || r->move.a.color != color(first->move[0]) || r->move.b.color != color(first->move[1])) {
        ++differ;
        continue;
      }
      used.insert(first->rule);
    }
  return differ;
}

}  // namespace

TEST_CASE("The certificate's plays at Alice's nodes are the moves her strategy plays, up to 25 chips") {
  auto hers = makeAliceStrategy();
  std::set<std::string> unreached;
  for (const AliceNodePlay& play : symbolic::aliceNodePlays(true)) unreached.insert(play.rule);
  for (const auto& [name, t] : nodes(*hers)) {
    INFO(name << ": " << t.nodes << " positions, " << t.moves << " moves of Bob, " << t.ended << " end the node\n"
              << t.examples);
    CHECK(t.nodes > 0);
    CHECK(t.moves > t.ended);
    CHECK(t.noPlay == 0);
    CHECK(t.differ == 0);
    for (const std::string& rule : t.fired) unreached.erase(rule);
  }
  // Every play is compared but the two her proof shows are never reached: after Bob's move in
  // Lemma A she faces at most one y-stack of height h (proofs/README.md).
  CHECK(unreached == std::set<std::string>{"A.keep-alive.stack-challengers", "A.keep-alive.pile-on-one-of-many"});
}

TEST_CASE("Her strategy changed in one place fails the comparison with the certificate's plays") {
  // Each rule the comparison reaches playing its alternative move (the "reply replaced" mutant).
  std::set<std::string> rules = reached();
  CHECK(rules.size() >= 6);
  for (const std::string& rule : rules) {
    AliceStrategyOptions options;
    options.replaced.insert(rule);
    INFO(rule << " playing " << aliceAlternative(rule));
    CHECK(differing(*makeAliceStrategy(options)) > 0);
  }
  // Each dropped.
  for (const std::string& rule : rules) {
    AliceStrategyOptions options;
    options.dropped.insert(rule);
    INFO(rule << " dropped");
    CHECK(differing(*makeAliceStrategy(options)) > 0);
  }
  // Her reading of o, the y-stacks taller than T, read with >= (her planted fault "o read with >=").
  AliceStrategyOptions recounted;
  recounted.recounted.emplace("o", alice::g >= alice::H);
  CHECK(differing(*makeAliceStrategy(recounted)) > 0);
}

TEST_CASE("The certificate's openings are the moves her strategy opens with, at every start of hers up to 60 chips") {
  std::set<std::string> used;
  CHECK(openingsDiffer(*makeAliceStrategy(), used) == 0);
  CHECK(used.size() == symbolic::aliceOpeningPlays().size());  // every opening is compared
  // Each opening playing its alternative move, one at a time, differs.
  for (const std::string& rule : used) {
    AliceStrategyOptions options;
    options.replaced.insert(rule);
    std::set<std::string> ignored;
    INFO(rule << " playing " << aliceAlternative(rule));
    CHECK(openingsDiffer(*makeAliceStrategy(options), ignored) > 0);
  }
}

TEST_CASE("A template of hers that no play can state is refused, not written weaker") {
  using alice::Role;
  // X on y's tallest: the x-on-y play has no value, so "the tallest" would be lost.
  CHECK_THROWS_AS(symbolic::lonePlay(alice::put(alice::tallest(Role::X), alice::tallest(Role::Y))), ParseError);
  CHECK_THROWS_AS(symbolic::lonePlay(alice::put(alice::tallest(Role::Y), alice::tallest(Role::X))), ParseError);
  // X on a y-stack of its height: stated, with no value.
  symbolic::AlicePlay onY = symbolic::lonePlay(alice::put(alice::tallest(Role::X), alice::ofHeight(Role::Y, alice::h)));
  CHECK(onY.kind == "x-on-y");
  CHECK_FALSE(onY.value.has_value());
  // Two y-stacks, the tallest on top: the value keeps "the tallest".
  symbolic::AlicePlay pair = symbolic::lonePlay(alice::put(alice::tallest(Role::Y), alice::singleton(Role::Y)));
  CHECK(pair.kind.empty());
  REQUIRE(pair.value.has_value());
  CHECK(pair.value->evalInt({{"a", 5}, {"b", 1}, {"h", 2}}) == 5);
}
