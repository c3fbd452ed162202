// The lemmas' graph over a counter abstraction (LoneGraph.hpp; the abstraction and why it is sound:
// PROOF-FORMAT.md, "The lemmas' nodes").
//
// A lone-stack position has one stack X of color x, of height u, and t >= 1 stacks of the other
// color y. Each y-stack is in one class by its height: u (AtU), u/2 (Half) or another (Other). The
// abstraction keeps, of the y-stacks not yet named (the rest), only how many are in each class,
// and of all y-stacks their total height S, with 2m = u + S. A move names the stacks it takes
// from the rest: a stack of AtU has height u, of Half u/2, of Other a fresh height. Every term is
// SMT-LIB text over l_m, l_u, l_S, the class counts l_cu, l_ch, l_co and the fresh heights.
#include "LoneGraph.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>
#include <vector>

#include "ProofQuery.hpp"

namespace bproof {

namespace {

enum Class { AtU, Half, Other };
constexpr std::array<const char*, 3> kClassWord = {"AtU", "Half", "Other"};

struct YStack {  // a named y-stack
  std::string name, height, present;
  int origin = -1;  // its index in Lone::origins when taken from the rest, else -1
};
struct Origin {  // a stack taken from the rest: a stack of the position the abstraction began at
  std::string height, present;
};

struct Lone {
  bool xIntact = true;  // X has not been moved or covered
  std::vector<YStack> named;
  std::array<std::string, 3> rest{"l_cu", "l_ch", "l_co"};
  std::vector<Origin> origins;
  std::vector<std::string> facts;  // what naming assumed of the stacks named
  std::vector<std::string> fresh;  // the heights naming introduced
};

std::string one(const std::string& condition) { return "(ite " + condition + " 1 0)"; }

// Names one stack of the class `c` (there when the class's count is at least 1).
int take(Lone& p, int c, const std::string& name) {
  std::string& count = p.rest[static_cast<std::size_t>(c)];
  std::string present = "(>= " + count + " 1)";
  std::string height = c == AtU ? "l_u" : c == Half ? "(div l_u 2)" : "h_" + name;
  if (c == Half) p.facts.push_back("(=> " + present + " (= l_u (* 2 (div l_u 2))))");
  if (c == Other) {
    p.fresh.push_back(height);
    p.facts.push_back("(=> " + present + " (and (>= " + height + " 1) (not (= " + height + " l_u)) (not (= (* 2 " +
                      height + ") l_u))))");
  }
  count = "(- " + count + " " + one(present) + ")";
  p.origins.push_back({height, present});
  p.named.push_back({name, height, present, static_cast<int>(p.origins.size()) - 1});
  return static_cast<int>(p.named.size()) - 1;
}

// What every lone-stack position the abstraction stands for satisfies: u >= 1, 2m = u + S, the
// counts >= 0, what naming assumed; and of the rest's total height R (S less the named origins'):
// R is at least its number of stacks, 0 when it has none, and holds u (u/2) more when a stack of
// AtU (Half) is in it.
std::string facts(const Lone& p) {
  std::vector<std::string> f = {"(>= l_u 1)", "(= (* 2 l_m) (+ l_u l_S))", "(>= l_cu 0)", "(>= l_ch 0)", "(>= l_co 0)"};
  f.insert(f.end(), p.facts.begin(), p.facts.end());
  std::vector<std::string> taken;
  for (const Origin& o : p.origins) taken.push_back("(ite " + o.present + " " + o.height + " 0)");
  std::string rest = "(- l_S " + sum(taken) + ")", count = sum({p.rest.begin(), p.rest.end()});
  f.push_back("(>= " + rest + " " + count + ")");
  f.push_back("(=> (= " + count + " 0) (= " + rest + " 0))");
  f.push_back("(=> (>= " + p.rest[AtU] + " 1) (>= " + rest + " (- (+ l_u " + count + ") 1)))");
  f.push_back("(=> (>= " + p.rest[Half] + " 1) (and (= l_u (* 2 (div l_u 2))) (>= " + rest + " (- (+ (div l_u 2) " +
              count + ") 1))))");
  return conj(f);
}

// The lone-stack parameters m, u, t, t_u, t_half of the position.
std::array<std::string, 5> parameters(const Lone& p) {
  std::vector<std::string> t = {p.rest[0], p.rest[1], p.rest[2]}, tU = {p.rest[AtU]}, tHalf = {p.rest[Half]};
  for (const YStack& s : p.named) {
    t.push_back(one(s.present));
    tU.push_back(one("(and " + s.present + " (= " + s.height + " l_u))"));
    tHalf.push_back(one("(and " + s.present + " (= (* 2 " + s.height + ") l_u))"));
  }
  return {"l_m", "l_u", sum(t), sum(tU), sum(tHalf)};
}

struct LoneMove {
  std::string name, legal;
  bool yPair = false;      // both stacks are y-stacks (else X is one of them)
  std::string top, below;  // their heights
  int topOrigin = -1, belowOrigin = -1;
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
  if (p.xIntact) sources.push_back({0, 0});
  for (std::size_t i = 0; i < p.named.size(); ++i) sources.push_back({1, static_cast<int>(i)});
  for (int c : {AtU, Half, Other}) sources.push_back({2, c});
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
      m.yPair = yPair;
      m.after = p;
      auto name = [&](const Source& x, const std::string& n) {
        return x.kind == 1 ? x.index : x.kind == 2 ? take(m.after, x.index, n) : -1;
      };
      int a = name(s, tag + "1"), b = name(d, tag + "2");
      auto at = [&](int k) -> const YStack* { return k < 0 ? nullptr : &m.after.named[static_cast<std::size_t>(k)]; };
      m.top = at(a) ? at(a)->height : "l_u";
      m.below = at(b) ? at(b)->height : "l_u";
      m.topOrigin = at(a) ? at(a)->origin : -1;
      m.belowOrigin = at(b) ? at(b)->origin : -1;
      m.legal = "(and " + (at(a) ? at(a)->present : "true") + " " + (at(b) ? at(b)->present : "true") +
                (yPair ? "" : " (= " + m.top + " " + m.below + ")") + ")";
      for (int k : {std::max(a, b), std::min(a, b)})
        if (k >= 0) m.after.named.erase(m.after.named.begin() + k);
      if (yPair)
        m.after.named.push_back({tag, "(+ " + m.top + " " + m.below + ")", "true", -1});
      else
        m.after.xIntact = false;
      out.push_back(std::move(m));
    }
  return out;
}

// The queries outlive the calls that queue them: each holds the graph by a shared pointer.
class Graph : public std::enable_shared_from_this<Graph> {
 public:
  Graph(const ProofCertificate& c, std::function<void(std::size_t, std::function<Query()>)> later,
        std::function<void(std::size_t, const std::string&)> fail)
      : c_(c), later_(std::move(later)), fail_(std::move(fail)) {}

  void node(const LemmaNode& n) {
    if (!n.odd) return even(n);
    if (n.plays.empty()) return fail_(n.line, "no play says how Bob moves at the odd node " + n.name);
    // Some play's guard holds at every position of the node.
    later_(n.line, [self = shared_from_this(), &n] {
      Smt q(self->c_.formulas);
      Lone o;
      self->start(q, n, o);
      std::vector<std::string> guards;
      for (const Play& p : n.plays) guards.push_back(self->at(q, p.guard, o));
      std::string any = "(or false";
      for (const std::string& g : guards) any += " " + g;
      return q.finish(n.line, "some play's guard holds at the odd node " + n.name, any + ")");
    });
    for (std::size_t k = 0; k < n.plays.size(); ++k) play(n, k);
  }

 private:
  // A query's start at node n: the variables, the abstraction's facts at `p` (no stack named
  // yet), its parity (t even when Bob is to move), t >= 1 and the node's formula.
  void start(Smt& q, const LemmaNode& n, const Lone& p) const {
    for (const char* v : {"l_m", "l_u", "l_S", "l_cu", "l_ch", "l_co"}) q.declare(v);
    q.assume(facts(p));
    std::string t = parameters(p)[2];
    std::string twice = "(* 2 (div " + t + " 2))";
    q.assume("(= " + t + " " + (n.odd ? twice : "(+ 1 " + twice + ")") + ")");
    q.assume("(>= " + t + " 1)");
    q.assume(at(q, n.formula, p));
  }
  // The formula over the lone-stack parameters of p.
  std::string at(Smt& q, Id formula, const Lone& p) const {
    auto v = parameters(p);
    return call(q, "lf_", formula, {c_.lone.begin(), c_.lone.end()}, {v.begin(), v.end()});
  }
  // A play's pick or value for a pair of heights, a on top.
  std::string ofPair(Smt& q, Id formula, const std::string& a, const std::string& b) const {
    return call(q, "lp_", formula, {c_.pair.begin(), c_.pair.end()}, {"l_u", a, b});
  }
  // The certificate's formula as a define-fun of the checker's over the names `names` (written once
  // per batch of queries, so that a long formula costs its length once), applied to `args`.
  std::string call(Smt& q, const std::string& role, Id formula, const std::vector<std::uint32_t>& names,
                   const std::vector<std::string>& args) const {
    return funs_.call(q, c_.formulas, role + std::to_string(formula), args, [&](Smt& body) {
      std::vector<std::string> env(kMaxNames);
      std::string params;
      for (std::size_t i = 0; i < names.size(); ++i) {
        env[names[i]] = "x_" + std::to_string(i);
        params += " (" + env[names[i]] + " Int)";
      }
      return std::array<std::string, 3>{c_.formulas.boolean(formula) ? "Bool" : "Int", params.substr(1),
                                        body.term(formula, env)};
    });
  }
  // After the moves: X is untouched, y has a stack, and the odd node `n`'s formula holds.
  std::string back(Smt& q, const LemmaNode& n, const Lone& p) const {
    if (!p.xIntact) return "false";
    return "(and (>= " + parameters(p)[2] + " 1) " + at(q, n.formula, p) + ")";
  }
  static void declareFresh(Smt& q, const Lone& p) {
    for (const std::string& h : p.fresh) q.declare(h);
  }

  // Every move of Alice at the even node leads to the odd node of its name.
  void even(const LemmaNode& n) {
    const LemmaNode* odd = nullptr;
    for (const LemmaNode& o : c_.nodes)
      if (o.odd && o.name == n.name) odd = &o;
    if (!odd) return fail_(n.line, "the even node " + n.name + " has no odd node of its name to lead to");
    for (const LoneMove& a : moves(Lone{}, "a"))
      later_(n.line, [self = shared_from_this(), &n, odd, a] {
        Smt q(self->c_.formulas);
        self->start(q, n, Lone{});
        declareFresh(q, a.after);
        q.assume(a.legal);
        q.assume(facts(a.after));
        return q.finish(n.line,
                        "at the even node " + n.name + ", Alice's " + a.name + " is not legal or leads to its odd node",
                        self->back(q, *odd, a.after));
      });
  }

  // Play k at the odd node n: where it is the first play whose guard holds, a pair fits its pick;
  // and after any such pair of Bob's (of the largest value, with one) and any move of Alice, the
  // game is at n again.
  void play(const LemmaNode& n, std::size_t k) {
    const Play& p = n.plays[k];
    auto region = [self = shared_from_this(), &n, k](Smt& q, const Lone& at0) {
      for (std::size_t i = 0; i < k; ++i) q.assume("(not " + self->at(q, n.plays[i].guard, at0) + ")");
      q.assume(self->at(q, n.plays[k].guard, at0));
    };
    later_(p.line, [self = shared_from_this(), &n, &p, region] {
      // Two stacks of each class of one height named, and three of Other: two of them fit the pick.
      Smt q(self->c_.formulas);
      Lone o, w;
      self->start(q, n, o);
      region(q, o);
      std::vector<int> named;
      for (int c : {AtU, Half, Other})
        for (int i = 0; i < (c == Other ? 3 : 2); ++i)
          named.push_back(take(w, c, "e" + std::string(kClassWord[static_cast<std::size_t>(c)]) + std::to_string(i)));
      declareFresh(q, w);
      q.assume(facts(w));
      std::string some = "(or false";
      for (std::size_t i = 0; i < named.size(); ++i)
        for (std::size_t j = i + 1; j < named.size(); ++j) {
          const YStack &a = w.named[static_cast<std::size_t>(named[i])],
                       &b = w.named[static_cast<std::size_t>(named[j])];
          some += " (and " + a.present + " " + b.present + " (or " + self->ofPair(q, p.pick, a.height, b.height) + " " +
                  self->ofPair(q, p.pick, b.height, a.height) + "))";
        }
      return q.finish(p.line, "where the play applies at " + n.name + ", two y-stacks fit its pick", some + ")");
    });
    for (const LoneMove& bob : moves(Lone{}, "w")) {
      if (!bob.yPair) continue;  // a play merges two y-stacks
      for (const LoneMove& alice : moves(bob.after, "a"))
        later_(p.line, [self = shared_from_this(), &n, &p, region, bob, alice] {
          Smt q(self->c_.formulas);
          Lone o, after = alice.after;
          self->start(q, n, o);
          region(q, o);
          // One more stack of each class named, to compare Bob's pair with.
          for (int c : {AtU, Half, Other}) take(after, c, std::string("d") + kClassWord[static_cast<std::size_t>(c)]);
          declareFresh(q, after);
          std::string forward = self->ofPair(q, p.pick, bob.top, bob.below),
                      backward = self->ofPair(q, p.pick, bob.below, bob.top);
          q.assume(bob.legal);
          q.assume("(or " + forward + " " + backward + ")");
          q.assume(alice.legal);
          q.assume(facts(after));
          if (p.value) {
            // No pair of the stacks named beats Bob's, whose value is the larger of his pair's
            // ways round that the pick allows.
            std::string vf = self->ofPair(q, *p.value, bob.top, bob.below),
                        vb = self->ofPair(q, *p.value, bob.below, bob.top);
            std::string value = "(ite (and " + forward + " " + backward + ") (ite (>= " + vf + " " + vb + ") " + vf +
                                " " + vb + ") (ite " + forward + " " + vf + " " + vb + "))";
            const auto& os = after.origins;
            for (std::size_t r = 0; r < os.size(); ++r)
              for (std::size_t s = r + 1; s < os.size(); ++s) {
                int ri = static_cast<int>(r), si = static_cast<int>(s);
                if ((ri == bob.topOrigin || ri == bob.belowOrigin) && (si == bob.topOrigin || si == bob.belowOrigin))
                  continue;
                for (auto [x, y] : {std::pair{os[r].height, os[s].height}, std::pair{os[s].height, os[r].height}})
                  q.assume("(=> (and " + os[r].present + " " + os[s].present + " " + self->ofPair(q, p.pick, x, y) +
                           ") (<= " + self->ofPair(q, *p.value, x, y) + " " + value + "))");
              }
          }
          return q.finish(p.line,
                          "after Bob's " + bob.name + " by the play at " + n.name + " and Alice's " + alice.name +
                              ": her move is not legal, or the game is at " + n.name + " again",
                          self->back(q, n, after));
        });
    }
  }

  const ProofCertificate& c_;
  mutable DefineFuns funs_;  // the certificate's formulas call() names
  std::function<void(std::size_t, std::function<Query()>)> later_;
  std::function<void(std::size_t, const std::string&)> fail_;
};

}  // namespace

void lemmaGraph(const ProofCertificate& c, const std::function<void(std::size_t, std::function<Query()>)>& later,
                const std::function<void(std::size_t, const std::string&)>& fail) {
  auto g = std::make_shared<Graph>(c, later, fail);
  for (const LemmaNode& n : c.nodes) g->node(n);
}

}  // namespace bproof
