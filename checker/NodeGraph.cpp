// The nodes' graph over one counter abstraction (NodeGraph.hpp; the abstraction and why it is
// sound: PROOF-FORMAT.md, "The nodes").
//
// A position has stacks of two colors: x (X's color at a lone-stack node, the gathering color at a
// gather node) and y. The abstraction names some stacks (X at a lone-stack node, T at a gather
// node, and those moves take) and keeps of the others (the rest) only how many are in each class.
// A class has a color and a fixed height (u, u/2, 2u; 1 for x's singletons) or a fresh height for
// each stack named from it, with what is known of it. Of each color it keeps the rest's chips at
// the node; the rest's chips later are those less the named stacks taken from it. Terms are
// SMT-LIB text over the node's variables (l_u, l_S, l_c*, l_m at a lone-stack node; g_H, g_k, g_s,
// g_e at a gather node) and the fresh ones.
#include "NodeGraph.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "ProofQuery.hpp"

namespace bproof {

namespace {

enum Color { X = 0, Y = 1 };

std::string one(const std::string& condition) { return "(ite " + condition + " 1 0)"; }
std::string even(const std::string& t) { return "(= " + t + " (* 2 (div " + t + " 2)))"; }

using Test = std::function<std::string(const std::string&)>;  // a condition on a height

struct Stack {
  std::string name;
  int color = X;
  std::string height, present;
};
struct Class {
  std::string word;
  int color = Y;
  std::string count, height;  // height: fixed; empty: a fresh one for each stack, `fresh` true of it
  std::string when = "true";  // what holds where the class has a stack
  Test fresh;
};

struct Pos {
  std::vector<Stack> named;
  std::vector<Class> rest;
  std::vector<Stack> origins;        // every stack named from the rest, kept when a move takes it
  std::array<std::string, 2> chips;  // each color's chips in the rest at the node
  std::string all;                   // the position's chips
  std::vector<std::string> facts;    // what naming assumed of the stacks named
  std::vector<std::string> fresh;    // the heights naming introduced
};

// The position at node n, nothing named but X or T.
Pos atNode(const LemmaNode& n) {
  Pos p;
  if (n.gather) {
    p.named = {{"T", X, "g_H", "true"}};
    p.rest = {{"XS", X, "g_k", "1", "true", {}},
              {"YS", Y, "g_s", "", "true", [](const std::string& g) { return "(>= " + g + " 1)"; }}};
    p.chips = {"g_k", "(+ g_s g_e)"};
    p.all = "(+ g_H g_k g_s g_e)";
    return p;
  }
  bool twice = n.alice;  // at Alice's nodes 2u is a class; at Bob's, Other holds it
  p.named = {{"X", X, "l_u", "true"}};
  p.rest = {{"AtU", Y, "l_cu", "l_u", "true", {}}, {"Half", Y, "l_ch", "(div l_u 2)", even("l_u"), {}}};
  if (twice) p.rest.push_back({"Double", Y, "l_cd", "(* 2 l_u)", "true", {}});
  p.rest.push_back({"Other", Y, "l_co", "", "true", [twice](const std::string& g) {
                      return "(and (>= " + g + " 1) (not (= " + g + " l_u)) (not (= (* 2 " + g + ") l_u))" +
                             (twice ? " (not (= " + g + " (* 2 l_u)))" : "") + ")";
                    }});
  p.chips = {"0", "l_S"};
  p.all = "(+ l_u l_S)";
  return p;
}
std::vector<const char*> variables(const LemmaNode& n) {
  if (n.gather) return {"g_H", "g_k", "g_s", "g_e"};
  if (n.alice) return {"l_u", "l_S", "l_cu", "l_ch", "l_cd", "l_co"};
  return {"l_u", "l_S", "l_cu", "l_ch", "l_co", "l_m"};
}

// Names one stack of class c (there when the class has one left).
int take(Pos& p, std::size_t c, const std::string& name) {
  Class& k = p.rest[c];
  std::string present = "(>= " + k.count + " 1)", height = k.height;
  if (height.empty()) {
    height = "h_" + name;
    p.fresh.push_back(height);
    p.facts.push_back("(=> " + present + " " + k.fresh(height) + ")");
  }
  if (k.when != "true") p.facts.push_back("(=> " + present + " " + k.when + ")");
  k.count = "(- " + k.count + " " + one(present) + ")";
  p.origins.push_back({name, k.color, height, present});
  p.named.push_back({name, k.color, height, present});
  return static_cast<int>(p.named.size()) - 1;
}

std::string restChips(const Pos& p, int c) {
  std::vector<std::string> taken;
  for (const Stack& s : p.origins)
    if (s.color == c) taken.push_back("(ite " + s.present + " " + s.height + " 0)");
  return "(- " + p.chips[c] + " " + sum(taken) + ")";
}
std::string restCount(const Pos& p, int c) {
  std::vector<std::string> t;
  for (const Class& k : p.rest)
    if (k.color == c) t.push_back(k.count);
  return sum(t);
}

bool hasRest(const Pos& p, int c) {
  return std::any_of(p.rest.begin(), p.rest.end(), [c](const Class& k) { return k.color == c; });
}

// What every position the abstraction stands for satisfies, of each color's rest: its chips R are
// at least its number of stacks, 0 when it has none, and a class's height more where a stack of
// that class is in it; R has the parity of its odd stacks (of a fresh class, some number between 0
// and its count).
std::string facts(Smt& q, const Pos& p) {
  std::vector<std::string> f = p.facts;
  for (int c : {X, Y}) {
    if (!hasRest(p, c)) continue;
    std::string rest = restChips(p, c), count = restCount(p, c), odd = q.fresh("n_o");
    std::vector<std::string> odds = {odd}, freshCounts;
    f.push_back("(>= " + rest + " " + count + ")");
    f.push_back("(=> (= " + count + " 0) (= " + rest + " 0))");
    for (const Class& k : p.rest) {
      if (k.color != c) continue;
      if (k.height.empty()) {
        freshCounts.push_back(k.count);
        continue;
      }
      f.push_back("(=> (>= " + k.count + " 1) (and " + k.when + " (>= " + rest + " (- (+ " + k.height + " " + count +
                  ") 1))))");
      odds.push_back("(ite " + even(k.height) + " 0 " + k.count + ")");
    }
    f.push_back("(<= 0 " + odd + " " + sum(freshCounts) + ")");
    f.push_back(even("(- " + rest + " " + sum(odds) + ")"));
  }
  return conj(f);
}

std::string stacksOf(const Pos& p, int c) {
  std::vector<std::string> t;
  if (hasRest(p, c)) t.push_back(restCount(p, c));
  for (const Stack& s : p.named)
    if (s.color == c) t.push_back(one(s.present));
  return sum(t);
}
std::string chipsOf(const Pos& p, int c) {
  std::vector<std::string> t;
  if (hasRest(p, c)) t.push_back(restChips(p, c));
  for (const Stack& s : p.named)
    if (s.color == c) t.push_back("(ite " + s.present + " " + s.height + " 0)");
  return sum(t);
}

// How many of color c's stacks have a height that `meets` (one count each), the two conditions
// disjoint: the named ones by their heights, a class of fixed height by its count. Of a fresh
// class, a fresh number between 0 and its count, the two at most all; where one is not 0, the class
// has a stack of a height g that meets it, and the rest's chips hold g and 1 for each other stack.
std::array<std::string, 2> counted(Smt& q, const Pos& p, int c, const std::array<Test, 2>& meets) {
  std::array<std::string, 2> out;
  for (std::size_t i = 0; i < 2; ++i) {
    std::vector<std::string> terms;
    for (const Stack& s : p.named)
      if (s.color == c) terms.push_back(one("(and " + s.present + " " + meets[i](s.height) + ")"));
    out[i] = sum(terms);
  }
  for (const Class& k : p.rest) {
    if (k.color != c) continue;
    if (!k.height.empty()) {
      for (std::size_t i = 0; i < 2; ++i)
        out[i] = "(+ " + out[i] + " (ite (and " + k.when + " " + meets[i](k.height) + ") " + k.count + " 0))";
      continue;
    }
    std::array<std::string, 2> some;
    for (std::size_t i = 0; i < 2; ++i) {
      some[i] = q.fresh("n_k");
      std::string g = q.fresh("n_g");
      q.assume("(<= 0 " + some[i] + ")");
      q.assume("(=> (>= " + some[i] + " 1) (and " + k.fresh(g) + " " + meets[i](g) + " (>= " + restChips(p, c) +
               " (- (+ " + g + " " + restCount(p, c) + ") 1))))");
      out[i] = "(+ " + out[i] + " " + some[i] + ")";
    }
    q.assume("(<= (+ " + some[0] + " " + some[1] + ") " + k.count + ")");
  }
  return out;
}

Test equal(const std::string& h) {
  return [h](const std::string& g) { return "(= " + g + " " + h + ")"; };
}

// A position read for the plays and the nodes. At Bob's nodes m, u, t, t_u, t_half (x lone). At
// Alice's, where color L is lone (one stack, the other color at least one): n, h, t, c, d; at a
// gather node also x's tallest height and n, r, s, H, m, o.
struct Reading {
  std::vector<std::string> bob;
  std::array<std::string, 2> alone;
  std::array<std::vector<std::string>, 2> lone;
  std::string tallest;
  std::vector<std::string> gather;
};
Reading read(Smt& q, const LemmaNode& n, const Pos& p) {
  Reading r;
  std::string cx = stacksOf(p, X), cy = stacksOf(p, Y);
  if (!n.alice) {
    std::string u = chipsOf(p, X);
    auto [tu, th] = counted(q, p, Y, {equal(u), [&](const std::string& g) { return "(= (* 2 " + g + ") " + u + ")"; }});
    r.bob = {"l_m", u, cy, tu, th};
    return r;
  }
  for (int l : {X, Y}) {
    r.alone[l] = "(and (= " + (l == X ? cx : cy) + " 1) (>= " + (l == X ? cy : cx) + " 1))";
    std::string h = chipsOf(p, l);
    auto [c, d] = counted(q, p, 1 - l, {equal(h), equal("(* 2 " + h + ")")});
    r.lone[l] = {p.all, h, l == X ? cy : cx, c, d};
  }
  if (!n.gather) return r;
  // x's tallest stack: at least each of x's stacks, and one of them, where x has one.
  r.tallest = q.fresh("n_t");
  std::vector<std::string> atLeast, isOne = {"false"};
  for (const Stack& s : p.named)
    if (s.color == X) {
      atLeast.push_back("(=> " + s.present + " (<= " + s.height + " " + r.tallest + "))");
      isOne.push_back("(and " + s.present + " (= " + r.tallest + " " + s.height + "))");
    }
  for (const Class& k : p.rest)
    if (k.color == X) {
      atLeast.push_back("(=> (>= " + k.count + " 1) (<= " + k.height + " " + r.tallest + "))");
      isOne.push_back("(and (>= " + k.count + " 1) (= " + r.tallest + " " + k.height + "))");
    }
  std::string some = "(or";
  for (const std::string& s : isOne) some += " " + s;
  q.assume("(=> (>= " + cx + " 1) (and " + conj(atLeast) + " " + some + ")))");
  auto [m, o] =
      counted(q, p, Y, {equal(r.tallest), [&](const std::string& g) { return "(> " + g + " " + r.tallest + ")"; }});
  r.gather = {p.all, cx, cy, r.tallest, m, o};
  return r;
}

struct Move {
  std::string name, legal;
  int topColor = X, belowColor = X;
  std::string top, below;  // their heights
  Pos after;
};

// The move rule on the abstraction: every ordered pair of its stacks (each named stack, each
// class; a class with itself meaning two of its stacks), a pair of one color once (either way
// round leaves the same stack). Legal when both are there and they are of one color or one height.
// The new stack has the top's color and both heights. Stacks taken from the rest are named `tag`1
// (top) and `tag`2; the new one `tag`.
std::vector<Move> moves(const Pos& p, const std::string& tag) {
  struct Source {
    int named;           // a named stack's index, or -1 for a class
    std::size_t class_;  // the class's index
    int color;
    std::string word;
  };
  std::vector<Source> sources;
  for (std::size_t i = 0; i < p.named.size(); ++i)
    sources.push_back({static_cast<int>(i), 0, p.named[i].color, p.named[i].name});
  for (std::size_t c = 0; c < p.rest.size(); ++c) sources.push_back({-1, c, p.rest[c].color, p.rest[c].word});
  std::vector<Move> out;
  for (std::size_t i = 0; i < sources.size(); ++i)
    for (std::size_t j = 0; j < sources.size(); ++j) {
      const Source &s = sources[i], &d = sources[j];
      if ((i == j && s.named >= 0) || (s.color == d.color && i > j)) continue;
      Move m{s.word + ">" + d.word, "", s.color, d.color, "", "", p};
      int a = s.named >= 0 ? s.named : take(m.after, s.class_, tag + "1");
      int b = d.named >= 0 ? d.named : take(m.after, d.class_, tag + "2");
      const Stack top = m.after.named[static_cast<std::size_t>(a)], below = m.after.named[static_cast<std::size_t>(b)];
      m.top = top.height;
      m.below = below.height;
      m.legal = "(and " + top.present + " " + below.present +
                (m.topColor == m.belowColor ? "" : " (= " + top.height + " " + below.height + ")") + ")";
      for (int k : {std::max(a, b), std::min(a, b)}) m.after.named.erase(m.after.named.begin() + k);
      m.after.named.push_back({tag, top.color, "(+ " + top.height + " " + below.height + ")", "true"});
      out.push_back(std::move(m));
    }
  return out;
}

// Whether a move of a stack of color `top` on one of color `below` is of play p's kind, with color
// `l` lone (a lone play) or x gathering (a gather play).
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

// A stack a pair's value is compared with: its height, and where it is there.
struct Candidate {
  std::string height, present;
};

// The player's pair (`top` on `below`) was chosen with its pick true either way round and of the
// largest value among the pairs the pick allows: assumes that no two of the candidates, there
// together, make such a pair of a larger value. `pick` and `value` read two heights, a on top.
void noPairBeats(Smt& q, const std::function<std::string(const std::string&, const std::string&)>& pick,
                 const std::function<std::string(const std::string&, const std::string&)>& value,
                 const std::string& top, const std::string& below, const std::vector<Candidate>& there) {
  std::string forward = pick(top, below), backward = pick(below, top), vf = value(top, below), vb = value(below, top);
  q.assume("(or " + forward + " " + backward + ")");
  std::string best = "(ite (and " + forward + " " + backward + ") (ite (>= " + vf + " " + vb + ") " + vf + " " + vb +
                     ") (ite " + forward + " " + vf + " " + vb + "))";
  for (std::size_t r = 0; r < there.size(); ++r)
    for (std::size_t s = r + 1; s < there.size(); ++s)
      for (auto [a, b] : {std::pair{there[r].height, there[s].height}, std::pair{there[s].height, there[r].height}})
        q.assume("(=> (and " + there[r].present + " " + there[s].present + " " + pick(a, b) + ") (<= " + value(a, b) +
                 " " + best + "))");
}

// The queries outlive the calls that queue them: each holds the graph by a shared pointer.
class Graph : public std::enable_shared_from_this<Graph> {
 public:
  using Later = std::function<void(std::size_t, std::function<Query()>)>;
  using Fail = std::function<void(std::size_t, const std::string&)>;
  Graph(const ProofCertificate& c, Later later, Fail fail) : c_(c), later_(std::move(later)), fail_(std::move(fail)) {}

  void node(const LemmaNode& n) {
    if (!n.odd && !n.alice) return evenNode(n);
    if (n.plays.empty())
      return fail_(n.line, n.alice ? "no play says how Alice answers at her " + std::string(n.gather ? "gather " : "") +
                                         "node " + n.name
                                   : "no play says how Bob moves at the odd node " + n.name);
    if (n.alice) return aliceNode(n);
    later_(n.line, [self = shared_from_this(), &n] {
      Smt q(self->c_.formulas);
      Reading r = self->start(q, n);
      return q.finish(n.line, "some play's guard holds at the odd node " + n.name, self->anyApplies(q, n, r));
    });
    for (std::size_t k = 0; k < n.plays.size(); ++k) {
      later_(n.plays[k].line, [self = shared_from_this(), &n, k] {
        Smt q(self->c_.formulas);
        Reading r = self->start(q, n);
        self->region(q, n, k, r, X);
        return self->fits(q, n, k, r, X, atNode(n));
      });
      for (const Move& bob : moves(atNode(n), "w")) {
        if (!ofKind(bob.topColor, bob.belowColor, n.plays[k], X)) continue;
        for (const Move& alice : moves(bob.after, "a"))
          later_(n.plays[k].line, [self = shared_from_this(), &n, k, bob, alice] {
            Smt q(self->c_.formulas);
            Reading r = self->start(q, n);
            self->region(q, n, k, r, X);
            // Bob's pair may be compared with the stacks Alice names and one more of each class.
            Pos after = self->played(q, n, k, r, X, atNode(n), bob, alice.after);
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

  // Alice's openings: at a start with p <= 2 (when she claims her starts) and with p >= 3 and
  // p+q odd (when she claims all), some opening's guard holds; where opening k is the first, its
  // move leads to one of her nodes with Bob to move, or she has won.
  void openings() {
    if (!c_.aliceClaimLine) return;
    if (c_.openings.empty()) return fail_(c_.aliceClaimLine, "no opening says how Alice begins");
    for (int p : {1, 2, 3}) {
      if (p == 3 && !c_.aliceAll) break;
      std::string starts = p < 3 ? "at a start with p = " + std::to_string(p) : "at a start with p >= 3 and p+q odd";
      later_(c_.aliceClaimLine, [self = shared_from_this(), p, starts] {
        Smt q(self->c_.formulas);
        std::string any = self->openingStart(q, p, self->c_.openings.size());
        return q.finish(self->c_.aliceClaimLine, starts + ", some opening's guard holds", any);
      });
      for (std::size_t k = 0; k < c_.openings.size(); ++k)
        later_(c_.openings[k].line, [self = shared_from_this(), p, k, starts] {
          Smt q(self->c_.formulas);
          self->openingStart(q, p, k);
          const std::string& move = self->c_.openings[k].move;
          return q.finish(
              self->c_.openings[k].line,
              starts + ", where the opening applies, " + move +
                  (p < 3 ? " is legal and leads to one of Alice's nodes or wins" : " leads to a gather node"),
              self->opened(q, p, move));
        });
    }
  }

 private:
  // The certificate's formula over the names `names` (DefineFuns::formula), applied to `args`.
  template <std::size_t N>
  std::string call(Smt& q, const std::string& role, Id formula, const std::array<std::uint32_t, N>& names,
                   const std::vector<std::string>& args) const {
    return funs_.formula(q, c_.formulas, role, formula, {names.begin(), names.end()}, args);
  }

  // A query's start at node n: the variables, the abstraction's facts, the node's formula; at
  // lone-stack nodes t >= 1, and at Bob's 2m = u + S and the parity of t (a game from a claimed
  // start has an even number of chips, and of stacks when Alice is to move). Returns the reading
  // at the node (none at a gather node, where no query reads it).
  Reading start(Smt& q, const LemmaNode& n) const {
    for (const char* v : variables(n)) q.declare(v);
    Pos p = atNode(n);
    std::vector<std::string> base = {n.gather ? "(>= g_H 1)" : "(>= l_u 1)"};
    for (const Class& k : p.rest) base.push_back("(>= " + k.count + " 0)");
    if (n.gather) base.push_back("(>= g_e 0)");
    q.assume(conj(base));
    q.assume(facts(q, p));
    if (n.gather) {
      q.assume(call(q, "gn_", n.formula, c_.gather, {p.all, "g_H", "g_k", "g_s", "g_e"}));
      return {};
    }
    std::string t = stacksOf(p, Y);
    if (!n.alice) {
      q.assume("(= (* 2 l_m) (+ l_u l_S))");
      std::string twice = "(* 2 (div " + t + " 2))";
      q.assume("(= " + t + " " + (n.odd ? twice : "(+ 1 " + twice + ")") + ")");
    }
    q.assume("(>= " + t + " 1)");
    Reading r = read(q, n, p);
    q.assume(at(q, n, r));
    return r;
  }
  // Node n's formula (a lone-stack node's) over the reading r, x lone.
  std::string at(Smt& q, const LemmaNode& n, const Reading& r) const {
    return n.alice ? call(q, "af_", n.formula, c_.alice, r.lone[X]) : call(q, "lf_", n.formula, c_.lone, r.bob);
  }
  // Play p applies at r: at Bob's nodes its guard holds; at Alice's, a gather play where x has a
  // stack and its guard holds, a lone play where a color is lone (x's read first; at a lone-stack
  // node x's only) and its guard holds.
  std::string applies(Smt& q, const LemmaNode& n, const Play& p, const Reading& r) const {
    if (!n.alice) return call(q, "lg_", p.guard, c_.lone, r.bob);
    if (p.gathers()) return "(and (>= " + r.gather[1] + " 1) " + call(q, "gg_", p.guard, c_.gatherPlay, r.gather) + ")";
    std::string out = "(or (and " + r.alone[X] + " " + call(q, "ag_", p.guard, c_.alice, r.lone[X]) + ")";
    if (n.gather) out += " (and " + loneY(r) + " " + call(q, "ag_", p.guard, c_.alice, r.lone[Y]) + ")";
    return out + ")";
  }
  std::string anyApplies(Smt& q, const LemmaNode& n, const Reading& r) const {
    std::string any = "(or false";
    for (const Play& p : n.plays) any += " " + applies(q, n, p, r);
    return any + ")";
  }
  static std::string loneY(const Reading& r) { return "(and " + r.alone[Y] + " (not " + r.alone[X] + "))"; }
  // Play k is the first that applies at r; a lone play at Alice's nodes read with color l lone.
  void region(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l) const {
    for (std::size_t i = 0; i < k; ++i) q.assume("(not " + applies(q, n, n.plays[i], r) + ")");
    q.assume(applies(q, n, n.plays[k], r));
    if (n.alice && !n.plays[k].gathers()) q.assume(l == X ? r.alone[X] : loneY(r));
  }
  // A play's pick or value for a pair of heights, a on top.
  std::string ofPair(Smt& q, const LemmaNode& n, const Play& p, Id formula, const Reading& r, int l,
                     const std::string& a, const std::string& b) const {
    if (!n.alice) return call(q, "lp_", formula, c_.pair, {r.bob[1], a, b});
    if (p.gathers()) return call(q, "gp_", formula, c_.gatherPair, {r.tallest, a, b});
    return call(q, "ap_", formula, c_.alicePair, {r.lone[l][1], a, b});
  }

  // Where play k applies at p, the winner can play it: two stacks of its kind fit its pick, among
  // the named ones and two of each class of fixed height and three of each other named besides.
  Query fits(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l, Pos w) const {
    const Play& play = n.plays[k];
    for (std::size_t c = 0; c < w.rest.size(); ++c)
      for (int i = 0; i < (w.rest[c].height.empty() ? 3 : 2); ++i) take(w, c, "e" + w.rest[c].word + std::to_string(i));
    for (const std::string& h : w.fresh) q.declare(h);
    q.assume(facts(q, w));
    bool pair = play.pair();
    std::string some = "(or false";
    for (std::size_t i = 0; i < w.named.size(); ++i)
      for (std::size_t j = 0; j < w.named.size(); ++j) {
        const Stack &a = w.named[i], &b = w.named[j];
        if (i == j || !ofKind(a.color, b.color, play, l) || (pair && i > j)) continue;
        std::string pick = ofPair(q, n, play, play.pick, r, l, a.height, b.height);
        if (pair) pick = "(or " + pick + " " + ofPair(q, n, play, play.pick, r, l, b.height, a.height) + ")";
        some += " (and " + a.present + " " + b.present +
                (a.color == b.color ? "" : " (= " + a.height + " " + b.height + ")") + " " + pick + ")";
      }
    return q.finish(play.line, "where the play applies at " + n.name + ", two stacks of its kind fit its pick",
                    some + ")");
  }

  // The winner's move m by play k at `before`: its pick holds (either way round for a pair); with a
  // value, no two stacks of the pair's color there at the move beat it (those named at `before`,
  // those named in `after` since, one more of each class). `after` is the position some moves
  // later; returned with those named.
  Pos played(Smt& q, const LemmaNode& n, std::size_t k, const Reading& r, int l, const Pos& before, const Move& m,
             Pos after) const {
    const Play& p = n.plays[k];
    if (p.value)
      for (std::size_t c = 0; c < after.rest.size(); ++c) take(after, c, "v" + after.rest[c].word);
    for (const std::string& h : after.fresh) q.declare(h);
    q.assume(m.legal);
    auto pick = [&](const std::string& a, const std::string& b) { return ofPair(q, n, p, p.pick, r, l, a, b); };
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
        q, pick, [&](const std::string& a, const std::string& b) { return ofPair(q, n, p, *p.value, r, l, a, b); },
        m.top, m.below, there);
    return after;
  }

  static std::string oneColor(const Pos& p) { return "(or (= " + stacksOf(p, X) + " 0) (= " + stacksOf(p, Y) + " 0))"; }
  static std::string oddStacks(const Pos& p) {
    return "(not " + even("(+ " + stacksOf(p, X) + " " + stacksOf(p, Y) + ")") + ")";
  }
  // After the moves, with the turn of node n's loser: at Bob's node n, x still has X, t >= 1 and
  // n's formula holds. At Alice's, one color is left with an odd number of stacks (she makes the
  // last move); or the game is at one of her nodes: at a lone-stack node, that node with x lone; at
  // a gather node, a lone-stack node of hers with x or y lone, or a gather node (some named x-stack
  // its T, x's others singletons).
  std::string back(Smt& q, const LemmaNode& n, const Pos& p) const {
    Reading r = read(q, n, p);
    if (!n.alice) return "(and (>= " + stacksOf(p, X) + " 1) (>= " + r.bob[2] + " 1) " + at(q, n, r) + ")";
    std::string any = "(or (and " + oneColor(p) + " " + oddStacks(p) + ")";
    for (const LemmaNode& a : c_.nodes)
      if (a.alice && !a.gather && (n.gather || &a == &n))
        for (int l : n.gather ? std::vector<int>{X, Y} : std::vector<int>{X})
          any += " (and " + r.alone[l] + " " + call(q, "af_", a.formula, c_.alice, r.lone[l]) + ")";
    if (!n.gather) return any + ")";
    std::string s = stacksOf(p, Y), e = "(- " + chipsOf(p, Y) + " " + s + ")";
    for (std::size_t i = 0; i < p.named.size(); ++i) {
      if (p.named[i].color != X) continue;
      std::vector<std::string> singles = {p.named[i].present}, k = {restCount(p, X)};
      for (std::size_t j = 0; j < p.named.size(); ++j)
        if (j != i && p.named[j].color == X) {
          singles.push_back("(=> " + p.named[j].present + " (= " + p.named[j].height + " 1))");
          k.push_back(one(p.named[j].present));
        }
      any += " (and " + conj(singles) + " " + atGather(q, p.named[i].height, sum(k), s, e) + ")";
    }
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

  // Every move of Alice at the even node leads to the odd node of its name.
  void evenNode(const LemmaNode& n) {
    const LemmaNode* odd = nullptr;
    for (const LemmaNode& o : c_.nodes)
      if (o.odd && o.name == n.name) odd = &o;
    if (!odd) return fail_(n.line, "the even node " + n.name + " has no odd node of its name to lead to");
    for (const Move& a : moves(atNode(n), "a"))
      later_(n.line, [self = shared_from_this(), &n, odd, a] {
        Smt q(self->c_.formulas);
        self->start(q, n);
        for (const std::string& h : a.after.fresh) q.declare(h);
        q.assume(a.legal);
        q.assume(facts(q, a.after));
        return q.finish(n.line,
                        "at the even node " + n.name + ", Alice's " + a.name + " is not legal or leads to its odd node",
                        self->back(q, *odd, a.after));
      });
  }

  // Alice's node: after every move of Bob, some play applies or she has won; where play k is the
  // first (for a lone play, with each color lone), she can play it, and after any such move of hers
  // the game is at one of her nodes, or she has won.
  void aliceNode(const LemmaNode& n) {
    for (const Move& bob : moves(atNode(n), "w")) {
      auto afterBob = [bob](Smt& q, const Graph& g, const LemmaNode& n) {
        g.start(q, n);
        for (const std::string& h : bob.after.fresh) q.declare(h);
        q.assume(bob.legal);
        q.assume(facts(q, bob.after));
        return read(q, n, bob.after);
      };
      later_(n.line, [self = shared_from_this(), &n, bob, afterBob] {
        Smt q(self->c_.formulas);
        Reading r = afterBob(q, *self, n);
        return q.finish(n.line,
                        "after Bob's " + bob.name + " at " + n.name +
                            ", some play applies, or one color is left with an even number of stacks",
                        "(or " + self->anyApplies(q, n, r) + " (and " + oneColor(bob.after) + " (not " +
                            oddStacks(bob.after) + ")))");
      });
      for (std::size_t k = 0; k < n.plays.size(); ++k)
        for (int l : n.plays[k].gathers() || !n.gather ? std::vector<int>{X} : std::vector<int>{X, Y}) {
          later_(n.plays[k].line, [self = shared_from_this(), &n, bob, k, l, afterBob] {
            Smt q(self->c_.formulas);
            Reading r = afterBob(q, *self, n);
            self->region(q, n, k, r, l);
            return self->fits(q, n, k, r, l, bob.after);
          });
          for (const Move& alice : moves(bob.after, "a")) {
            if (!ofKind(alice.topColor, alice.belowColor, n.plays[k], l)) continue;
            later_(n.plays[k].line, [self = shared_from_this(), &n, bob, k, l, alice, afterBob] {
              Smt q(self->c_.formulas);
              Reading r = afterBob(q, *self, n);
              self->region(q, n, k, r, l);
              Pos after = self->played(q, n, k, r, l, bob.after, alice, alice.after);
              q.assume(facts(q, after));
              return q.finish(n.plays[k].line,
                              "after Bob's " + bob.name + " at " + n.name + " and Alice's " + alice.name +
                                  " by the play: the game is at one of her nodes, or she has won",
                              self->back(q, n, after));
            });
          }
        }
    }
  }

  // A start with p x-chips (p >= 3 for 3: o_p, with p+q odd) and q >= p y-chips; opening k the
  // first whose guard holds (none: k past the last). The disjunction of all guards.
  std::string openingStart(Smt& q, int p, std::size_t k) const {
    q.declare("o_q");
    std::string x = std::to_string(p);
    if (p == 3) {
      q.declare("o_p");
      x = "o_p";
      q.assume("(and (>= o_p 3) (not " + even("(+ o_p o_q)") + "))");
    }
    q.assume("(>= o_q " + x + ")");
    std::string any = "(or false";
    for (std::size_t i = 0; i < c_.openings.size(); ++i) {
      std::string guard = call(q, "og_", c_.openings[i].guard, c_.start, {"(+ " + x + " o_q)", x});
      if (i < k) q.assume("(not " + guard + ")");
      if (i == k) q.assume(guard);
      any += " " + guard;
    }
    return any + ")";
  }
  // After `move` from a start with p x-chips and q y-chips (n = p + q), Bob to move. For p <= 2
  // the positions are exact: q is the only unknown.
  std::string opened(Smt& q, int p, const std::string& move) const {
    if (p == 3) {
      // rr: x's 2-stack and p - 2 x-chips; rb: the same with p - 1, q - 1 y-chips; br: y's 2-stack
      // gathers, q - 1 y-chips, p - 1 x-chips.
      return move == "rr"   ? atGather(q, "2", "(- o_p 2)", "o_q", "0")
             : move == "rb" ? atGather(q, "2", "(- o_p 1)", "(- o_q 1)", "0")
                            : atGather(q, "2", "(- o_q 1)", "(- o_p 1)", "0");
    }
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

  const ProofCertificate& c_;
  mutable DefineFuns funs_;
  Later later_;
  Fail fail_;
};

}  // namespace

void nodeGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
               const std::function<void(std::size_t, const std::string&)>& fail) {
  auto g = std::make_shared<Graph>(c, later, fail);
  for (const LemmaNode& n : c.nodes) g->node(n);
  g->openings();
}

}  // namespace bproof
