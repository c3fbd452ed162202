// Alice's gather nodes over a counter abstraction (GatherGraph.hpp; the abstraction and why it is
// sound: PROOF-FORMAT.md, "Alice's gather nodes").
//
// At a gather node the color x has its tallest stack T, of height H, and k singletons; the color y
// has s stacks holding s + e chips. The abstraction keeps T named, and of the stacks not yet named
// (the rest) the number of x-singletons and of y-stacks, and the y-stacks' chips. A move names the
// stacks it takes from the rest: an x-singleton has height 1, a y-stack a fresh height of at least
// 1. Terms are SMT-LIB text over g_H, g_k, g_s, g_e and the fresh heights.
#include "GatherGraph.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "ProofQuery.hpp"

namespace bproof {

namespace {

enum Color { X = 0, Y = 1 };

struct Stack {
  std::string name;
  int color = X;
  std::string height, present;
};

struct Gather {
  std::vector<Stack> named;
  std::string xs = "g_k", ys = "g_s";  // the rest's x-singletons and y-stacks
  std::vector<Stack> origins;          // every stack named from the rest, kept when a move takes it
  std::vector<std::string> facts, fresh;
};

const std::string kChips = "(+ g_H g_k g_s g_e)";

Gather atNode() {
  Gather p;
  p.named.push_back({"T", X, "g_H", "true"});
  return p;
}

std::string one(const std::string& condition) { return "(ite " + condition + " 1 0)"; }
std::string odd(const std::string& t) { return "(= " + t + " (+ 1 (* 2 (div " + t + " 2))))"; }

// The rest's y-chips: s + e less those of the y-stacks named from it.
std::string restChips(const Gather& p) {
  std::vector<std::string> taken;
  for (const Stack& s : p.origins)
    if (s.color == Y) taken.push_back("(ite " + s.present + " " + s.height + " 0)");
  return "(- (+ g_s g_e) " + sum(taken) + ")";
}

// Names one stack of the rest of color c (there when the rest has one).
int take(Gather& p, int c, const std::string& name) {
  std::string& count = c == X ? p.xs : p.ys;
  std::string present = "(>= " + count + " 1)", height = "1";
  if (c == Y) {
    height = "h_" + name;
    p.fresh.push_back(height);
    p.facts.push_back("(=> " + present + " (>= " + height + " 1))");
  }
  count = "(- " + count + " " + one(present) + ")";
  p.origins.push_back({name, c, height, present});
  p.named.push_back({name, c, height, present});
  return static_cast<int>(p.named.size()) - 1;
}

// What every gather position the abstraction stands for satisfies: H >= 1, k, s, e >= 0, what
// naming assumed, and the rest's y-chips at least its number of y-stacks, 0 when it has none.
std::string facts(const Gather& p) {
  std::vector<std::string> f = {"(>= g_H 1)", "(>= g_k 0)", "(>= g_s 0)", "(>= g_e 0)"};
  f.insert(f.end(), p.facts.begin(), p.facts.end());
  std::string rest = restChips(p);
  f.push_back("(>= " + rest + " " + p.ys + ")");
  f.push_back("(=> (= " + p.ys + " 0) (= " + rest + " 0))");
  return conj(f);
}

std::string stacksOf(const Gather& p, int c) {
  std::vector<std::string> t = {c == X ? p.xs : p.ys};
  for (const Stack& s : p.named)
    if (s.color == c) t.push_back(one(s.present));
  return sum(t);
}
std::string chipsOf(const Gather& p, int c) {
  std::vector<std::string> t = {c == X ? p.xs : restChips(p)};
  for (const Stack& s : p.named)
    if (s.color == c) t.push_back("(ite " + s.present + " " + s.height + " 0)");
  return sum(t);
}

// How many of color c's stacks have a height g that `meets`: the named ones by their heights, the
// rest's x-singletons by their height 1. Of the rest's y-stacks, a fresh number (`*some`) between 0
// and their count; where it is not 0, the rest holds a stack of at least `least` chips and the
// others at least 1 each.
std::string counted(Smt& q, const Gather& p, int c, const std::function<std::string(const std::string&)>& meets,
                    const std::string& least, std::string* some) {
  std::vector<std::string> terms;
  for (const Stack& s : p.named)
    if (s.color == c) terms.push_back(one("(and " + s.present + " " + meets(s.height) + ")"));
  if (c == X) {
    terms.push_back("(ite " + meets("1") + " " + p.xs + " 0)");
  } else {
    *some = q.fresh("g_n");
    q.assume("(<= 0 " + *some + " " + p.ys + ")");
    q.assume("(=> (>= " + *some + " 1) (>= " + restChips(p) + " (- (+ " + least + " " + p.ys + ") 1)))");
    terms.push_back(*some);
  }
  return sum(terms);
}
// Two counts of c's stacks by disjoint conditions: the rest's y-stacks they count are at most all.
std::array<std::string, 2> countedTwice(Smt& q, const Gather& p, int c,
                                        const std::function<std::string(const std::string&)>& meets1,
                                        const std::string& least1,
                                        const std::function<std::string(const std::string&)>& meets2,
                                        const std::string& least2) {
  std::string a, b;
  std::array<std::string, 2> out{counted(q, p, c, meets1, least1, &a), counted(q, p, c, meets2, least2, &b)};
  if (c == Y) q.assume("(<= (+ " + a + " " + b + ") " + p.ys + ")");
  return out;
}

// A position read for the plays and the nodes: where x or y is the lone color (one stack, the
// other color at least one) its letters n, h, t, c, d; x's tallest height, and n, r, s, H, m, o.
struct Reading {
  std::array<std::string, 2> alone;  // color L has one stack and the other at least one
  std::array<std::vector<std::string>, 2> lone;
  std::string tallest;
  std::vector<std::string> gather;
};
Reading read(Smt& q, const Gather& p) {
  Reading r;
  std::string cx = stacksOf(p, X), cy = stacksOf(p, Y);
  for (int l : {X, Y}) {
    int o = 1 - l;
    r.alone[l] = "(and (= " + (l == X ? cx : cy) + " 1) (>= " + (l == X ? cy : cx) + " 1))";
    std::string h = chipsOf(p, l), twice = "(* 2 " + h + ")";
    auto [c, d] = countedTwice(
        q, p, o, [&](const std::string& g) { return "(= " + g + " " + h + ")"; }, h,
        [&](const std::string& g) { return "(= " + g + " " + twice + ")"; }, twice);
    r.lone[l] = {kChips, h, l == X ? cy : cx, c, d};
  }
  // x's tallest stack: at least each of x's stacks, and one of them, where x has one.
  r.tallest = q.fresh("g_t");
  std::vector<std::string> atLeast, isOne;
  for (const Stack& s : p.named)
    if (s.color == X) {
      atLeast.push_back("(=> " + s.present + " (<= " + s.height + " " + r.tallest + "))");
      isOne.push_back("(and " + s.present + " (= " + r.tallest + " " + s.height + "))");
    }
  atLeast.push_back("(=> (>= " + p.xs + " 1) (<= 1 " + r.tallest + "))");
  isOne.push_back("(and (>= " + p.xs + " 1) (= " + r.tallest + " 1))");
  std::string some = "(or false";
  for (const std::string& s : isOne) some += " " + s;
  q.assume("(=> (>= " + cx + " 1) (and " + conj(atLeast) + " " + some + ")))");
  auto [m, o] = countedTwice(
      q, p, Y, [&](const std::string& g) { return "(= " + g + " " + r.tallest + ")"; }, r.tallest,
      [&](const std::string& g) { return "(> " + g + " " + r.tallest + ")"; }, "(+ " + r.tallest + " 1)");
  r.gather = {kChips, cx, cy, r.tallest, m, o};
  return r;
}

struct Move {
  std::string name, legal;
  int topColor = X, belowColor = X;
  std::string top, below;  // their heights
  Gather after;
};

// The move rule on the abstraction: every ordered pair of its stacks (each named stack, the rest's
// x-singletons, its y-stacks; the rest with itself meaning two of its stacks), a pair of one color
// once (either way round leaves the same stack). Legal when both are there and they are of one
// color or one height. Stacks taken from the rest are named `tag`1 (top) and `tag`2; the new one `tag`.
std::vector<Move> moves(const Gather& p, const std::string& tag) {
  struct Source {
    int index, color;  // a named stack's index, or -1 (the rest)
  };
  std::vector<Source> sources;
  for (std::size_t i = 0; i < p.named.size(); ++i) sources.push_back({static_cast<int>(i), p.named[i].color});
  sources.push_back({-1, X});
  sources.push_back({-1, Y});
  auto word = [&](const Source& s) -> std::string {
    return s.index >= 0 ? p.named[static_cast<std::size_t>(s.index)].name : s.color == X ? "XS" : "YS";
  };
  std::vector<Move> out;
  for (std::size_t i = 0; i < sources.size(); ++i)
    for (std::size_t j = 0; j < sources.size(); ++j) {
      const Source &s = sources[i], &d = sources[j];
      if ((i == j && s.index >= 0) || (s.color == d.color && i > j)) continue;
      Move m{word(s) + ">" + word(d), "", s.color, d.color, "", "", p};
      int a = s.index >= 0 ? s.index : take(m.after, s.color, tag + "1");
      int b = d.index >= 0 ? d.index : take(m.after, d.color, tag + "2");
      const Stack top = m.after.named[static_cast<std::size_t>(a)], below = m.after.named[static_cast<std::size_t>(b)];
      m.top = top.height;
      m.below = below.height;
      m.legal = "(and " + top.present + " " + below.present +
                (s.color == d.color ? "" : " (= " + top.height + " " + below.height + ")") + ")";
      for (int k : {std::max(a, b), std::min(a, b)}) m.after.named.erase(m.after.named.begin() + k);
      m.after.named.push_back({tag, top.color, "(+ " + top.height + " " + below.height + ")", "true"});
      out.push_back(std::move(m));
    }
  return out;
}

// Whether a move of Alice's, of a stack of color `top` on one of color `below`, is of play p's kind,
// with color `l` lone (a lone play) or x gathering (a gather play).
bool ofKind(int top, int below, const Play& p, int l) {
  switch (p.kind) {
    case Play::Kind::GatherPair: return top == X && below == X;
    case Play::Kind::GatherOnY: return top == X && below == Y;
    case Play::Kind::YPair: return top != l && below != l;
    case Play::Kind::XOnY: return top == l && below != l;
    case Play::Kind::YOnX: return top != l && below == l;
  }
  return false;
}

// The queries outlive the calls that queue them: each holds the graph by a shared pointer.
class Graph : public NodeGraph, public std::enable_shared_from_this<Graph> {
 public:
  using NodeGraph::NodeGraph;

  // After every move of Bob at n, some play applies or Alice has won; where play k is the first,
  // she can play it, and after any move of hers it allows the game is at one of her nodes, or won.
  void node(const LemmaNode& n) {
    if (n.plays.empty()) return fail_(n.line, "no play says how Alice answers at her gather node " + n.name);
    for (const Move& bob : moves(atNode(), "w")) {
      later_(n.line, [self = shared_from_this(), &n, bob] {
        Smt q(self->c_.formulas);
        self->afterBob(q, n, bob);
        Reading r = read(q, bob.after);
        std::string any = "(or false";
        for (const Play& p : n.plays) any += " " + self->applies(q, p, r);
        std::string total = "(+ " + stacksOf(bob.after, X) + " " + stacksOf(bob.after, Y) + ")";
        return q.finish(n.line,
                        "after Bob's " + bob.name + " at " + n.name +
                            ", some play applies, or one color is left with an even number of stacks",
                        any + " (and " + oneColor(bob.after) + " (not " + odd(total) + ")))");
      });
      for (std::size_t k = 0; k < n.plays.size(); ++k)
        for (int l : n.plays[k].gathers() ? std::vector<int>{X} : std::vector<int>{X, Y}) {
          later_(n.plays[k].line, [self = shared_from_this(), &n, bob, k, l] {
            Smt q(self->c_.formulas);
            self->afterBob(q, n, bob);
            Reading r = read(q, bob.after);
            self->region(q, n, k, r, l);
            return self->fits(q, n, k, r, l, bob.after);
          });
          for (const Move& alice : moves(bob.after, "a")) {
            if (!ofKind(alice.topColor, alice.belowColor, n.plays[k], l)) continue;
            later_(n.plays[k].line, [self = shared_from_this(), &n, bob, k, l, alice] {
              Smt q(self->c_.formulas);
              self->afterBob(q, n, bob);
              Reading r = read(q, bob.after);
              self->region(q, n, k, r, l);
              Gather after = self->played(q, n, k, r, l, bob.after, alice);
              q.assume(facts(after));
              return q.finish(n.plays[k].line,
                              "after Bob's " + bob.name + " at " + n.name + " and Alice's " + alice.name +
                                  " by the play: the game is at one of her nodes, or she has won",
                              self->back(q, after));
            });
          }
        }
    }
  }

  // At a start with p >= 3 x-chips, q >= p y-chips and p+q odd: some opening's guard holds; where
  // opening k is the first, its move leads to a gather node (with x or y gathering).
  void openings() {
    if (!c_.aliceAll || c_.openings.empty()) return;
    later_(c_.aliceClaimLine, [self = shared_from_this()] {
      Smt q(self->c_.formulas);
      std::string any = self->start(q, self->c_.openings.size());
      return q.finish(self->c_.aliceClaimLine, "at a start with p >= 3 and p+q odd, some opening's guard holds", any);
    });
    for (std::size_t k = 0; k < c_.openings.size(); ++k)
      later_(c_.openings[k].line, [self = shared_from_this(), k] {
        Smt q(self->c_.formulas);
        self->start(q, k);
        const std::string& move = self->c_.openings[k].move;
        // rr: x's 2-stack and p - 2 x-chips; rb: the same with p - 1, q - 1 y-chips; br: y's 2-stack
        // gathers, q - 1 y-chips, p - 1 x-chips.
        std::string at = move == "rr"   ? self->atGather(q, "2", "(- o_p 2)", "o_q", "0")
                         : move == "rb" ? self->atGather(q, "2", "(- o_p 1)", "(- o_q 1)", "0")
                                        : self->atGather(q, "2", "(- o_q 1)", "(- o_p 1)", "0");
        return q.finish(
            self->c_.openings[k].line,
            "at a start with p >= 3 and p+q odd, where the opening applies, " + move + " leads to a gather node", at);
      });
  }

 private:
  // A query's start at node n after Bob's move: the node's facts and formula, his move legal.
  void afterBob(Smt& q, const LemmaNode& n, const Move& bob) const {
    for (const char* v : {"g_H", "g_k", "g_s", "g_e"}) q.declare(v);
    q.assume(facts(atNode()));
    q.assume(call(q, "gn_", n.formula, c_.gather, {kChips, "g_H", "g_k", "g_s", "g_e"}));
    for (const std::string& h : bob.after.fresh) q.declare(h);
    q.assume(bob.legal);
    q.assume(facts(bob.after));
  }
  // Play p applies at r: a gather play where x has a stack and its guard holds; a lone play where
  // a color is lone (x's read first) and its guard holds.
  std::string applies(Smt& q, const Play& p, const Reading& r) const {
    if (p.gathers()) return "(and (>= " + r.gather[1] + " 1) " + call(q, "gg_", p.guard, c_.gatherPlay, r.gather) + ")";
    return "(or (and " + r.alone[X] + " " + call(q, "gl_", p.guard, c_.alice, r.lone[X]) + ") (and " + loneY(r) + " " +
           call(q, "gl_", p.guard, c_.alice, r.lone[Y]) + "))";
  }
  static std::string loneY(const Reading& r) { return "(and " + r.alone[Y] + " (not " + r.alone[X] + "))"; }
  // Play k is the first that applies at r; a lone play read with color l lone.
  void region(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l) const {
    for (std::size_t i = 0; i < k; ++i) q.assume("(not " + applies(q, n.plays[i], r) + ")");
    q.assume(applies(q, n.plays[k], r));
    if (!n.plays[k].gathers()) q.assume(l == X ? r.alone[X] : loneY(r));
  }
  // A play's pick or value for a pair of heights, a on top.
  std::string ofPair(Smt& q, const Play& p, Id formula, const Reading& r, int l, const std::string& a,
                     const std::string& b) const {
    if (p.gathers()) return call(q, "gp_", formula, c_.gatherPair, {r.tallest, a, b});
    return call(q, "gq_", formula, c_.alicePair, {r.lone[l][1], a, b});
  }
  // Where play k applies, Alice can play it: two stacks of its kind fit its pick, among the named
  // ones and two x-singletons and three y-stacks of the rest named besides.
  Query fits(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l, Gather w) const {
    const Play& play = n.plays[k];
    for (int c : {X, Y})
      for (int i = 0; i < (c == X ? 2 : 3); ++i) take(w, c, "f" + std::to_string(c) + std::to_string(i));
    for (const std::string& h : w.fresh) q.declare(h);
    q.assume(facts(w));
    bool pair = play.pair();
    std::string some = "(or false";
    for (std::size_t i = 0; i < w.named.size(); ++i)
      for (std::size_t j = 0; j < w.named.size(); ++j) {
        const Stack &a = w.named[i], &b = w.named[j];
        if (i == j || !ofKind(a.color, b.color, play, l) || (pair && i > j)) continue;
        std::string pick = ofPair(q, play, play.pick, r, l, a.height, b.height);
        if (pair) pick = "(or " + pick + " " + ofPair(q, play, play.pick, r, l, b.height, a.height) + ")";
        some += " (and " + a.present + " " + b.present +
                (a.color == b.color ? "" : " (= " + a.height + " " + b.height + ")") + " " + pick + ")";
      }
    return q.finish(play.line, "where the play applies after a move of Bob's at " + n.name + ", Alice can play it",
                    some + ")");
  }
  // Alice's move m by play k at `before`: its pick holds (either way round for a pair); with a value,
  // no two stacks of the pair's color there at her turn beat hers (those named, those her move
  // names, one more of each of the rest's kinds). Returns the position after it.
  Gather played(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l, const Gather& before,
                const Move& m) const {
    const Play& p = n.plays[k];
    Gather after = m.after;
    if (p.value)
      for (int c : {X, Y}) take(after, c, "v" + std::to_string(c));
    for (const std::string& h : after.fresh) q.declare(h);
    q.assume(m.legal);
    auto pick = [&](const std::string& a, const std::string& b) { return ofPair(q, p, p.pick, r, l, a, b); };
    if (!p.pair()) {
      q.assume(pick(m.top, m.below));
      return after;
    }
    if (!p.value) {
      q.assume("(or " + pick(m.top, m.below) + " " + pick(m.below, m.top) + ")");
      return after;
    }
    std::vector<Candidate> there;
    for (const Stack& s : before.named)
      if (s.color == m.topColor) there.push_back({s.height, s.present});
    for (std::size_t i = before.origins.size(); i < after.origins.size(); ++i)
      if (after.origins[i].color == m.topColor) there.push_back({after.origins[i].height, after.origins[i].present});
    noPairBeats(
        q, pick, [&](const std::string& a, const std::string& b) { return ofPair(q, p, *p.value, r, l, a, b); }, m.top,
        m.below, there);
    return after;
  }
  static std::string oneColor(const Gather& p) {
    return "(or (= " + stacksOf(p, X) + " 0) (= " + stacksOf(p, Y) + " 0))";
  }
  // Bob to move at p: one color is left with an odd number of stacks (he makes the last move of the
  // game only when it is even); or p is at a gather node (a named x-stack its T, x's others
  // singletons); or at an Alice node of a lone stack, with x or y the lone color.
  std::string back(Smt& q, const Gather& p) const {
    std::string any = "(or (and " + oneColor(p) + " " + odd("(+ " + stacksOf(p, X) + " " + stacksOf(p, Y) + ")") + ")";
    std::string s = stacksOf(p, Y), e = "(- " + chipsOf(p, Y) + " " + s + ")";
    for (std::size_t i = 0; i < p.named.size(); ++i) {
      if (p.named[i].color != X) continue;
      std::vector<std::string> singles = {"(= " + p.named[i].present + " true)"}, k = {p.xs};
      for (std::size_t j = 0; j < p.named.size(); ++j)
        if (j != i && p.named[j].color == X) {
          singles.push_back("(=> " + p.named[j].present + " (= " + p.named[j].height + " 1))");
          k.push_back(one(p.named[j].present));
        }
      any += " (and " + conj(singles) + " " + atGather(q, p.named[i].height, sum(k), s, e) + ")";
    }
    Reading r = read(q, p);
    for (const LemmaNode& a : c_.nodes)
      if (a.alice && !a.gather)
        for (int l : {X, Y}) any += " (and " + r.alone[l] + " " + call(q, "ga_", a.formula, c_.alice, r.lone[l]) + ")";
    return any + ")";
  }
  // Some gather node's formula holds at these values (n is the node's).
  std::string atGather(Smt& q, const std::string& h, const std::string& k, const std::string& s,
                       const std::string& e) const {
    std::string n = "(+ " + h + " " + k + " " + s + " " + e + ")", any = "(or false";
    for (const LemmaNode& g : c_.nodes)
      if (g.gather) any += " " + call(q, "gn_", g.formula, c_.gather, {n, h, k, s, e});
    return any + ")";
  }
  // A start with p >= 3 x-chips and q >= p y-chips, p+q odd; opening k the first whose guard holds
  // (none: k past the last). The disjunction of all guards.
  std::string start(Smt& q, std::size_t k) const {
    q.declare("o_p");
    q.declare("o_q");
    q.assume("(and (>= o_p 3) (>= o_q o_p) " + odd("(+ o_p o_q)") + ")");
    std::string any = "(or false";
    for (std::size_t i = 0; i < c_.openings.size(); ++i) {
      std::string guard = call(q, "gs_", c_.openings[i].guard, c_.start, {"(+ o_p o_q)", "o_p"});
      if (i < k) q.assume("(not " + guard + ")");
      if (i == k) q.assume(guard);
      any += " " + guard;
    }
    return any + ")";
  }
};

}  // namespace

void gatherGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
                 const std::function<void(std::size_t, const std::string&)>& fail) {
  auto g = std::make_shared<Graph>(c, later, fail);
  for (const LemmaNode& n : c.nodes)
    if (n.gather) g->node(n);
  g->openings();
}

}  // namespace bproof
