// The lemmas' graph over a counter abstraction (LoneGraph.hpp; the abstraction and why it is sound:
// PROOF-FORMAT.md, "The lemmas' nodes").
//
// A lone-stack position has one stack X of color x and t >= 1 stacks of the other color y. At a
// node, X has height u. Each y-stack is in one class by its height: u (AtU), u/2 (Half), 2u
// (Double; at Alice's nodes only, as her reading counts them) or another (Other). The abstraction keeps, of the y-stacks not yet named (the rest),
// only how many are in each class, and of all y-stacks their total height S. A move names the
// stacks it takes from the rest: a stack of AtU has height u, of Half u/2, of Double 2u, of Other
// a fresh height. X's height after moves is a term over those. Every term is SMT-LIB text over
// l_u, l_S, the class counts l_cu, l_ch, l_cd, l_co, the fresh heights, and at Bob's nodes l_m
// (2m = u + S).
#include "LoneGraph.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "ProofQuery.hpp"

namespace bproof {

namespace {

enum Class { AtU, Half, Double, Other };
constexpr std::array<const char*, 4> kClassWord = {"AtU", "Half", "Double", "Other"};

struct YStack {  // a named y-stack
  std::string name, height, present;
  int origin = -1;  // its index in Lone::origins when taken from the rest, else -1
};
struct Origin {  // a stack taken from the rest: a stack of the position the abstraction began at
  std::string height, present;
};

struct Lone {
  bool twice = true;            // Double is a class (at Alice's nodes; at Bob's, Other holds 2u)
  bool xAlive = true;           // x still has its stack X (no y-stack was put on it)
  std::string xHeight = "l_u";  // X's height
  std::vector<YStack> named;
  std::array<std::string, 4> rest{"l_cu", "l_ch", "l_cd", "l_co"};
  std::vector<Origin> origins;
  std::vector<std::string> facts;  // what naming assumed of the stacks named
  std::vector<std::string> fresh;  // the heights naming introduced
};

// The position at node n, nothing named: at Bob's nodes Double is no class (its count 0).
Lone atNode(const LemmaNode& n) {
  Lone p;
  p.twice = n.alice;
  if (!p.twice) p.rest[Double] = "0";
  return p;
}
std::vector<int> classes(const Lone& p) {
  if (p.twice) return {AtU, Half, Double, Other};
  return {AtU, Half, Other};
}

std::string one(const std::string& condition) { return "(ite " + condition + " 1 0)"; }
std::string even(const std::string& term) { return "(= " + term + " (* 2 (div " + term + " 2)))"; }

// A class's height (u even where it is Half's); Other has none.
std::string classHeight(int c) { return c == AtU ? "l_u" : c == Half ? "(div l_u 2)" : "(* 2 l_u)"; }

// Names one stack of the class `c` (there when the class's count is at least 1).
int take(Lone& p, int c, const std::string& name) {
  std::string& count = p.rest[static_cast<std::size_t>(c)];
  std::string present = "(>= " + count + " 1)";
  std::string height = c == Other ? "h_" + name : classHeight(c);
  if (c == Half) p.facts.push_back("(=> " + present + " " + even("l_u") + ")");
  if (c == Other) {
    p.fresh.push_back(height);
    p.facts.push_back("(=> " + present + " (and (>= " + height + " 1) (not (= " + height + " l_u)) (not (= (* 2 " +
                      height + ") l_u))" + (p.twice ? " (not (= " + height + " (* 2 l_u)))" : "") + "))");
  }
  count = "(- " + count + " " + one(present) + ")";
  p.origins.push_back({height, present});
  p.named.push_back({name, height, present, static_cast<int>(p.origins.size()) - 1});
  return static_cast<int>(p.named.size()) - 1;
}

// What every lone-stack position the abstraction stands for satisfies: u >= 1, the counts >= 0,
// what naming assumed; and of the rest's total height R (S less the named origins'): R is at least
// its number of stacks, 0 when it has none, and holds a class's height more when a stack of that
// class is in it; R has the parity of the rest's odd stacks, of which Other has between 0 and all.
std::string facts(Smt& q, const Lone& p) {
  std::vector<std::string> f = {"(>= l_u 1)", "(>= l_cu 0)", "(>= l_ch 0)", "(>= l_cd 0)", "(>= l_co 0)"};
  f.insert(f.end(), p.facts.begin(), p.facts.end());
  std::vector<std::string> taken;
  for (const Origin& o : p.origins) taken.push_back("(ite " + o.present + " " + o.height + " 0)");
  std::string rest = "(- l_S " + sum(taken) + ")", count = sum({p.rest.begin(), p.rest.end()});
  f.push_back("(>= " + rest + " " + count + ")");
  f.push_back("(=> (= " + count + " 0) (= " + rest + " 0))");
  for (int c : classes(p))
    if (c != Other)
      f.push_back("(=> (>= " + p.rest[static_cast<std::size_t>(c)] + " 1) (and" + (c == Half ? " " + even("l_u") : "") +
                  " (>= " + rest + " (- (+ " + classHeight(c) + " " + count + ") 1))))");
  std::string odd = q.fresh("l_o");
  f.push_back("(<= 0 " + odd + " " + p.rest[Other] + ")");
  std::vector<std::string> odds = {odd};
  for (int c : {AtU, Half})
    odds.push_back("(ite " + even(classHeight(c)) + " 0 " + p.rest[static_cast<std::size_t>(c)] + ")");
  f.push_back(even("(- " + rest + " " + sum(odds) + ")"));
  return conj(f);
}

// How many y-stacks have height X's (Same), half of it (Halved) or twice it (Doubled). While X has
// its node's height u, these are the classes AtU, Half and Double with the named stacks of that
// height: Other's heights are none of them. Once X has grown, Other's stacks of that height are a
// number of its own between 0 and Other's count (0 where that height is a class's), and the
// claim must hold for each.
enum Relation { Same, Halved, Doubled };
std::string countOf(Smt& q, const Lone& p, Relation r) {
  auto meets = [&](const std::string& g) {
    return r == Same     ? "(= " + g + " " + p.xHeight + ")"
           : r == Halved ? "(= (* 2 " + g + ") " + p.xHeight + ")"
                         : "(= " + g + " (* 2 " + p.xHeight + "))";
  };
  std::vector<std::string> terms;
  for (const YStack& s : p.named) terms.push_back(one("(and " + s.present + " " + meets(s.height) + ")"));
  if (p.xHeight == "l_u") {
    terms.push_back(p.rest[static_cast<std::size_t>(r == Same ? AtU : r == Halved ? Half : Double)]);
    return sum(terms);
  }
  for (int c : {AtU, Half, Double})
    terms.push_back("(ite (and " + (c == Half ? even("l_u") : "true") + " " + meets(classHeight(c)) + ") " +
                    p.rest[static_cast<std::size_t>(c)] + " 0)");
  // Other's stacks have none of the classes' heights; where the height counted is one of them,
  // or there is none (half an odd height), none of them count.
  std::string some = q.fresh("l_k"), none = "(or " + meets("l_u") + " (and " + even("l_u") + " " +
                                            meets("(div l_u 2)") + ") " + meets("(* 2 l_u)") +
                                            (r == Halved ? " (not " + even(p.xHeight) + ")" : "") + ")";
  q.assume("(<= 0 " + some + " " + p.rest[Other] + ")");
  q.assume("(=> " + none + " (= " + some + " 0))");
  terms.push_back(some);
  return sum(terms);
}

std::string stacksOfY(const Lone& p) {
  std::vector<std::string> t = {p.rest.begin(), p.rest.end()};
  for (const YStack& s : p.named) t.push_back(one(s.present));
  return sum(t);
}

// The node's reading of p: at Bob's nodes m, u, t, t_u, t_half; at Alice's n, h, t, c, d.
std::vector<std::string> reading(Smt& q, const Lone& p, bool alice) {
  if (alice) return {"(+ l_u l_S)", p.xHeight, stacksOfY(p), countOf(q, p, Same), countOf(q, p, Doubled)};
  return {"l_m", p.xHeight, stacksOfY(p), countOf(q, p, Same), countOf(q, p, Halved)};
}

struct LoneMove {
  std::string name, legal;
  Play::Kind kind = Play::Kind::YPair;  // two y-stacks; X on a y-stack; a y-stack on X
  std::string top, below;               // their heights
  Lone after;
};

// The move rule on the abstraction: every ordered pair of its stacks (X, each named stack, each
// class, a class with itself meaning two of its stacks), a pair of y-stacks once (either way round
// leaves the same position). Legal when both are there and they are y-stacks or of one height.
// Stacks a move takes from the rest are named `tag`1 (top) and `tag`2; a new y-stack `tag`.
std::vector<LoneMove> moves(const Lone& p, const std::string& tag) {
  struct Source {
    int kind, index;  // 0: X; 1: named stack `index`; 2: class `index`
  };
  std::vector<Source> sources;
  if (p.xAlive) sources.push_back({0, 0});
  for (std::size_t i = 0; i < p.named.size(); ++i) sources.push_back({1, static_cast<int>(i)});
  for (int c : classes(p)) sources.push_back({2, c});
  auto word = [&](const Source& s) -> std::string {
    return s.kind == 0 ? "X" : s.kind == 1 ? p.named[static_cast<std::size_t>(s.index)].name : kClassWord[s.index];
  };
  std::vector<LoneMove> out;
  for (std::size_t i = 0; i < sources.size(); ++i)
    for (std::size_t j = 0; j < sources.size(); ++j) {
      const Source &s = sources[i], &d = sources[j];
      bool yPair = s.kind != 0 && d.kind != 0;
      if ((i == j && s.kind != 2) || (yPair && i > j)) continue;
      LoneMove m;
      m.name = word(s) + ">" + word(d);
      m.kind = yPair ? Play::Kind::YPair : s.kind == 0 ? Play::Kind::XOnY : Play::Kind::YOnX;
      m.after = p;
      auto name = [&](const Source& x, const std::string& n) {
        return x.kind == 1 ? x.index : x.kind == 2 ? take(m.after, x.index, n) : -1;
      };
      int a = name(s, tag + "1"), b = name(d, tag + "2");
      auto at = [&](int k) -> const YStack* { return k < 0 ? nullptr : &m.after.named[static_cast<std::size_t>(k)]; };
      m.top = at(a) ? at(a)->height : p.xHeight;
      m.below = at(b) ? at(b)->height : p.xHeight;
      m.legal = "(and " + (at(a) ? at(a)->present : "true") + " " + (at(b) ? at(b)->present : "true") +
                (yPair ? "" : " (= " + m.top + " " + m.below + ")") + ")";
      for (int k : {std::max(a, b), std::min(a, b)})
        if (k >= 0) m.after.named.erase(m.after.named.begin() + k);
      if (yPair)
        m.after.named.push_back({tag, "(+ " + m.top + " " + m.below + ")", "true", -1});
      else if (m.kind == Play::Kind::XOnY)
        m.after.xHeight = "(+ " + p.xHeight + " " + m.below + ")";
      else
        m.after.xAlive = false;
      out.push_back(std::move(m));
    }
  return out;
}

// The queries outlive the calls that queue them: each holds the graph by a shared pointer.
class Graph : public NodeGraph, public std::enable_shared_from_this<Graph> {
 public:
  using NodeGraph::NodeGraph;

  void node(const LemmaNode& n) {
    if (n.gather) return;  // GatherGraph's
    if (!n.odd && !n.alice) return evenNode(n);
    if (n.plays.empty())
      return fail_(n.line, n.alice ? "no play says how Alice answers at her node " + n.name
                                   : "no play says how Bob moves at the odd node " + n.name);
    if (n.alice) return aliceNode(n);
    // Some play's guard holds at every position of the node.
    later_(n.line, [self = shared_from_this(), &n] {
      Smt q(self->c_.formulas);
      self->start(q, n);
      return q.finish(n.line, "some play's guard holds at the odd node " + n.name, self->anyGuard(q, n, atNode(n)));
    });
    for (std::size_t k = 0; k < n.plays.size(); ++k) {
      later_(n.plays[k].line, [self = shared_from_this(), &n, k] {
        Smt q(self->c_.formulas);
        self->start(q, n);
        self->region(q, n, k, atNode(n));
        return self->fits(q, n, k, atNode(n));
      });
      for (const LoneMove& bob : moves(atNode(n), "w")) {
        if (bob.kind != Play::Kind::YPair) continue;  // a play of Bob's merges two y-stacks
        for (const LoneMove& alice : moves(bob.after, "a"))
          later_(n.plays[k].line, [self = shared_from_this(), &n, k, bob, alice] {
            Smt q(self->c_.formulas);
            self->start(q, n);
            self->region(q, n, k, atNode(n));
            // Bob's pair may be compared with the stacks Alice names and one more of each class.
            Lone after = self->played(q, n, k, "l_u", bob, alice.after, {}, 0);
            q.assume(alice.legal);
            q.assume(facts(q, after));
            return q.finish(n.plays[k].line,
                            "after Bob's " + bob.name + " by the play at " + n.name + " and Alice's " + alice.name +
                                ": her move is not legal, or the game is at " + n.name + " again",
                            self->back(q, n, after));
          });
      }
    }
  }

  // Alice's openings, when she claims her starts with p <= 2: p x-chips and q >= p y-chips, she to
  // move. For p = 1 and p = 2, some opening's guard holds; where opening k is the first, its move
  // is legal and leaves, with Bob to move, a position of one of her nodes, or X alone, or one color
  // with an odd number of stacks. The positions are exact: q is the only unknown.
  void openings() {
    if (!c_.aliceClaimLine) return;
    if (c_.openings.empty()) return fail_(c_.aliceClaimLine, "no opening says how Alice begins");
    for (int p : {1, 2}) {
      later_(c_.aliceClaimLine, [self = shared_from_this(), p] {
        Smt q(self->c_.formulas);
        std::string any = self->openingStart(q, p, self->c_.openings.size());
        return q.finish(self->c_.aliceClaimLine,
                        "at a start with p = " + std::to_string(p) + ", some opening's guard holds", any);
      });
      for (std::size_t k = 0; k < c_.openings.size(); ++k)
        later_(c_.openings[k].line, [self = shared_from_this(), p, k] {
          Smt q(self->c_.formulas);
          self->openingStart(q, p, k);
          return q.finish(self->c_.openings[k].line,
                          "at a start with p = " + std::to_string(p) + ", where the opening applies, " +
                              self->c_.openings[k].move + " is legal and leads to one of Alice's nodes or wins",
                          self->opened(q, p, self->c_.openings[k].move));
        });
    }
  }

 private:
  // A query's start at node n: the variables, the abstraction's facts with no stack named yet,
  // t >= 1 and the node's formula. At Bob's nodes, 2m = u + S and the parity of t: a game from a
  // claimed start has an even number of chips, and of stacks when Alice is to move.
  void start(Smt& q, const LemmaNode& n) const {
    for (const char* v : {"l_u", "l_S", "l_cu", "l_ch", "l_cd", "l_co"}) q.declare(v);
    q.assume(facts(q, atNode(n)));
    std::string t = stacksOfY(atNode(n));
    if (!n.alice) {
      q.declare("l_m");
      q.assume("(= (* 2 l_m) (+ l_u l_S))");
      std::string twice = "(* 2 (div " + t + " 2))";
      q.assume("(= " + t + " " + (n.odd ? twice : "(+ 1 " + twice + ")") + ")");
    }
    q.assume("(>= " + t + " 1)");
    q.assume(at(q, n, n.formula, atNode(n)));
  }
  // A formula of node n's over its reading of p.
  std::string at(Smt& q, const LemmaNode& n, Id formula, const Lone& p) const {
    std::vector<std::string> v = reading(q, p, n.alice);
    return n.alice ? call(q, "af_", formula, c_.alice, v) : call(q, "lf_", formula, c_.lone, v);
  }
  std::string anyGuard(Smt& q, const LemmaNode& n, const Lone& p) const {
    std::string any = "(or false";
    for (const Play& play : n.plays) any += " " + at(q, n, play.guard, p);
    return any + ")";
  }
  // Play k is the first whose guard holds at p.
  void region(Smt& q, const LemmaNode& n, std::size_t k, const Lone& p) const {
    for (std::size_t i = 0; i < k; ++i) q.assume("(not " + at(q, n, n.plays[i].guard, p) + ")");
    q.assume(at(q, n, n.plays[k].guard, p));
  }
  // A play's pick or value for a pair of heights, a on top, where X has height x.
  std::string ofPair(Smt& q, const LemmaNode& n, Id formula, const std::string& x, const std::string& a,
                     const std::string& b) const {
    return n.alice ? call(q, "ap_", formula, c_.alicePair, {x, a, b}) : call(q, "lp_", formula, c_.pair, {x, a, b});
  }

  // After the moves, the game is at n again: x still has X and y a stack, and n's formula holds.
  // At Alice's node, also where y has no stack left: Bob cannot move, and Alice made the last move.
  // At Alice's node, where she covered X: one color is left, with Bob to move. Any two stacks of
  // one color may merge, so s stacks last s - 1 moves; with s odd she makes the last.
  std::string back(Smt& q, const LemmaNode& n, const Lone& p) const {
    std::string t = stacksOfY(p);
    if (!p.xAlive) return n.alice ? "(not " + even("(+ 1 " + t + ")") + ")" : "false";
    std::string again = "(and (>= " + t + " 1) " + at(q, n, n.formula, p) + ")";
    return n.alice ? "(or (= " + t + " 0) " + again + ")" : again;
  }
  static void declareFresh(Smt& q, const Lone& p) {
    for (const std::string& h : p.fresh) q.declare(h);
  }

  // Where play k applies at p, the winner can play it: two y-stacks fit its pick (two stacks of
  // each class of one height named, and three of Other, besides those named), or X and a y-stack.
  Query fits(Smt& q, const LemmaNode& n, std::size_t k, const Lone& p) const {
    const Play& play = n.plays[k];
    Lone w = p;
    for (int c : classes(w))
      for (int i = 0; i < (c == Other ? 3 : 2); ++i)
        take(w, c, "e" + std::string(kClassWord[static_cast<std::size_t>(c)]) + std::to_string(i));
    declareFresh(q, w);
    q.assume(facts(q, w));
    std::string some = "(or false", x = w.xHeight;
    for (std::size_t i = 0; i < w.named.size(); ++i) {
      const YStack& a = w.named[i];
      if (play.kind == Play::Kind::XOnY)
        some +=
            " (and " + a.present + " (= " + x + " " + a.height + ") " + ofPair(q, n, play.pick, x, x, a.height) + ")";
      if (play.kind == Play::Kind::YOnX)
        some +=
            " (and " + a.present + " (= " + x + " " + a.height + ") " + ofPair(q, n, play.pick, x, a.height, x) + ")";
      if (play.kind != Play::Kind::YPair) continue;
      for (std::size_t j = i + 1; j < w.named.size(); ++j) {
        const YStack& b = w.named[j];
        some += " (and " + a.present + " " + b.present + " (or " + ofPair(q, n, play.pick, x, a.height, b.height) +
                " " + ofPair(q, n, play.pick, x, b.height, a.height) + "))";
      }
    }
    std::string what = play.kind == Play::Kind::YPair ? "two y-stacks fit its pick" : "X and a y-stack fit its pick";
    return q.finish(play.line, "where the play applies at " + n.name + ", " + what, p.xAlive ? some + ")" : "false");
  }

  // The winner's move m by play k of n, made where X had height x: m fits the play's pick; with a
  // value, no pair of the stacks there beats his (`there`, and the origins of `after` from `from` on,
  // with one more stack of each class named in `after`, the position some moves later). Returns it.
  Lone played(Smt& q, const LemmaNode& n, std::size_t k, const std::string& x, const LoneMove& m, Lone after,
              std::vector<Candidate> there, std::size_t from) const {
    const Play& p = n.plays[k];
    for (int c : classes(after)) take(after, c, std::string("d") + kClassWord[static_cast<std::size_t>(c)]);
    declareFresh(q, after);
    q.assume(m.legal);
    auto pick = [&](const std::string& a, const std::string& b) { return ofPair(q, n, p.pick, x, a, b); };
    if (m.kind != Play::Kind::YPair) {
      q.assume(pick(m.top, m.below));
      return after;
    }
    if (!p.value) {
      q.assume("(or " + pick(m.top, m.below) + " " + pick(m.below, m.top) + ")");
      return after;
    }
    for (std::size_t i = from; i < after.origins.size(); ++i)
      there.push_back({after.origins[i].height, after.origins[i].present});
    noPairBeats(
        q, pick, [&](const std::string& a, const std::string& b) { return ofPair(q, n, *p.value, x, a, b); }, m.top,
        m.below, there);
    return after;
  }

  // Every move of Alice at the even node leads to the odd node of its name.
  void evenNode(const LemmaNode& n) {
    const LemmaNode* odd = nullptr;
    for (const LemmaNode& o : c_.nodes)
      if (o.odd && o.name == n.name) odd = &o;
    if (!odd) return fail_(n.line, "the even node " + n.name + " has no odd node of its name to lead to");
    for (const LoneMove& a : moves(atNode(n), "a"))
      later_(n.line, [self = shared_from_this(), &n, odd, a] {
        Smt q(self->c_.formulas);
        self->start(q, n);
        declareFresh(q, a.after);
        q.assume(a.legal);
        q.assume(facts(q, a.after));
        return q.finish(n.line,
                        "at the even node " + n.name + ", Alice's " + a.name + " is not legal or leads to its odd node",
                        self->back(q, *odd, a.after));
      });
  }

  // Alice's node: after every move of Bob, some play's guard holds; where play k is the first,
  // she can play it, and after any such move of hers the game is at n again or Bob cannot move.
  void aliceNode(const LemmaNode& n) {
    for (const LoneMove& bob : moves(atNode(n), "w")) {
      auto afterBob = [bob](Smt& q, const Graph& g, const LemmaNode& n) {
        g.start(q, n);
        declareFresh(q, bob.after);
        q.assume(bob.legal);
      };
      later_(n.line, [self = shared_from_this(), &n, bob, afterBob] {
        Smt q(self->c_.formulas);
        afterBob(q, *self, n);
        q.assume(facts(q, bob.after));
        std::string claim = bob.after.xAlive
                                ? "(and (>= " + stacksOfY(bob.after) + " 1) " + self->anyGuard(q, n, bob.after) + ")"
                                : "false";
        return q.finish(
            n.line, "after Bob's " + bob.name + " at " + n.name + ", X is there and some play's guard holds", claim);
      });
      for (std::size_t k = 0; k < n.plays.size(); ++k) {
        later_(n.plays[k].line, [self = shared_from_this(), &n, k, bob, afterBob] {
          Smt q(self->c_.formulas);
          afterBob(q, *self, n);
          self->region(q, n, k, bob.after);
          return self->fits(q, n, k, bob.after);
        });
        for (const LoneMove& alice : moves(bob.after, "a")) {
          if (alice.kind != n.plays[k].kind) continue;
          later_(n.plays[k].line, [self = shared_from_this(), &n, k, bob, alice, afterBob] {
            Smt q(self->c_.formulas);
            afterBob(q, *self, n);
            self->region(q, n, k, bob.after);
            // Her pair may be compared with the stacks there at her turn: those named after Bob's
            // move, the stacks she names and one more of each class.
            std::vector<Candidate> there;
            for (const YStack& s : bob.after.named) there.push_back({s.height, s.present});
            Lone after = self->played(q, n, k, bob.after.xHeight, alice, alice.after, there, bob.after.origins.size());
            q.assume(facts(q, after));
            return q.finish(n.plays[k].line,
                            "after Bob's " + bob.name + " at " + n.name + " and Alice's " + alice.name +
                                " by the play: the game is at " + n.name + " again, or Bob cannot move",
                            self->back(q, n, after));
          });
        }
      }
    }
  }

  // A start's variable q >= p; opening k the first whose guard holds (none: k past the last). The
  // disjunction of all guards.
  std::string openingStart(Smt& q, int p, std::size_t k) const {
    q.declare("o_q");
    q.assume("(>= o_q " + std::to_string(p) + ")");
    std::string any = "(or false";
    for (std::size_t i = 0; i < c_.openings.size(); ++i) {
      std::string guard =
          call(q, "og_", c_.openings[i].guard, c_.start, {"(+ " + std::to_string(p) + " o_q)", std::to_string(p)});
      if (i < k) q.assume("(not " + guard + ")");
      if (i == k) q.assume(guard);
      any += " " + guard;
    }
    return any + ")";
  }
  // After `move` from a start with p x-chips and q y-chips (n = p + q), Bob to move.
  std::string opened(Smt& q, int p, const std::string& move) const {
    std::string n = "(+ " + std::to_string(p) + " o_q)";
    auto node = [&](const std::string& h, const std::string& t, const std::string& c, const std::string& d) {
      std::string any = "(or false";
      for (const LemmaNode& a : c_.nodes)
        if (a.alice && !a.gather) any += " " + call(q, "af_", a.formula, c_.alice, {n, h, t, c, d});
      return "(and (>= " + t + " 1) " + any + "))";
    };
    if (move == "rr") return p == 2 ? node("2", "o_q", "0", "0") : "false";  // X of 2 chips, q y-chips
    if (move == "rb") return p == 1 ? "(or (= o_q 1) " + node("2", "(- o_q 1)", "0", "0") + ")" : "false";
    // br: with p = 1 one color is left, q stacks; with p = 2 the other x-chip is X, of height 1,
    // among q - 1 y-chips and a y-stack of 2.
    return p == 1 ? "(not " + even("o_q") + ")" : node("1", "o_q", "(- o_q 1)", "1");
  }
};

}  // namespace

void lemmaGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
                const std::function<void(std::size_t, const std::string&)>& fail) {
  auto g = std::make_shared<Graph>(c, later, fail);
  for (const LemmaNode& n : c.nodes) g->node(n);
  g->openings();
}

}  // namespace bproof
