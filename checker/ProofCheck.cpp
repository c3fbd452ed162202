// The check of a proof certificate (ProofCheck.hpp). The move rule is written here once, on
// abstract stacks whose counts and heights are SMT-LIB terms: Alice's moves from a family, Bob's
// reply, and the positions they leave all come from it.
#include "ProofCheck.hpp"

#include <openssl/evp.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <optional>

#include "NodeGraph.hpp"
#include "ProofQuery.hpp"

namespace bproof {

namespace {

// An abstract stack: the singletons of a color (hill -1; `count` of them) or one hill (the
// hill-th of its color, of `height`). Terms are SMT-LIB text; empty where only the shape matters.
struct AStack {
  bool red = true;
  int hill = -1;
  std::string count = "1", height = "1";
};
using Pos = std::vector<AStack>;  // r's singletons, b's, the red hills, the blue hills

std::string word(const AStack& s) {
  std::string w = s.hill < 0 ? (s.red ? "r" : "b") : (s.red ? "R" : "B");
  return s.hill > 0 ? w + std::to_string(s.hill + 1) : w;
}

Pos make(std::string j, std::string k, const std::array<std::vector<std::string>, 2>& hills) {
  Pos p = {{true, -1, std::move(j), "1"}, {false, -1, std::move(k), "1"}};
  for (int c = 0; c < 2; ++c)
    for (std::size_t i = 0; i < hills[c].size(); ++i) p.push_back({c == 0, static_cast<int>(i), "1", hills[c][i]});
  return p;
}

std::array<std::vector<std::string>, 2> hillsOf(const Pos& p) {
  std::array<std::vector<std::string>, 2> h;
  for (std::size_t i = 2; i < p.size(); ++i) h[p[i].red ? 0 : 1].push_back(p[i].height);
  return h;
}

Pos mirrored(const Pos& p) {
  auto h = hillsOf(p);
  return make(p[1].count, p[0].count, {h[1], h[0]});
}

struct Moved {
  std::string name, legal;
  Pos after;
};

// The move rule: `top` is put on `below`. Both must be there (two of a class moved onto each
// other), and have the same color or the same height. The new stack has top's color and the sum
// of the heights; it takes the place of the lower-numbered hill of its color that was removed, or
// comes after that color's hills.
std::optional<Moved> move(const Pos& p, std::size_t t, std::size_t b) {
  const AStack &top = p[t], &below = p[b];
  if (t == b && top.hill >= 0) return std::nullopt;
  Moved m;
  m.name = word(top) + ">" + word(below);
  m.legal = t == b ? "(>= " + top.count + " 2)" : "(and (>= " + top.count + " 1) (>= " + below.count + " 1))";
  if (top.red != below.red) m.legal = "(and " + m.legal + " (= " + top.height + " " + below.height + "))";
  std::string j = p[0].count, k = p[1].count;
  auto hills = hillsOf(p);
  std::array<const AStack*, 2> removed = {&top, &below};
  if (below.hill > top.hill) std::swap(removed[0], removed[1]);  // the higher index first
  std::optional<std::size_t> slot;
  for (const AStack* s : removed) {
    if (s->hill < 0) {
      std::string& c = s->red ? j : k;
      c = "(- " + c + " 1)";
    } else {
      auto& h = hills[s->red ? 0 : 1];
      h.erase(h.begin() + s->hill);
      if (s->red == top.red) slot = static_cast<std::size_t>(s->hill);
    }
  }
  auto& result = hills[top.red ? 0 : 1];
  std::string height = "(+ " + top.height + " " + below.height + ")";
  result.insert(slot ? result.begin() + static_cast<std::ptrdiff_t>(std::min(*slot, result.size())) : result.end(),
                height);
  m.after = make(j, k, hills);
  return m;
}

std::vector<Moved> moves(const Pos& p) {
  std::vector<Moved> out;
  for (std::size_t t = 0; t < p.size(); ++t)
    for (std::size_t b = 0; b < p.size(); ++b)
      if (auto m = move(p, t, b)) out.push_back(std::move(*m));
  return out;
}

std::optional<Moved> named(const Pos& p, const std::string& name) {
  for (Moved& m : moves(p))
    if (m.name == name) return std::move(m);
  return std::nullopt;
}

// How many chips `p` has.
std::string chips(const Pos& p) {
  std::vector<std::string> terms = {p[0].count, p[1].count};
  for (std::size_t i = 2; i < p.size(); ++i) terms.push_back(p[i].height);
  return sum(terms);
}

// The name of half the chips in a query of the end game (safe()).
constexpr const char* kHalf = "c_m";

// The lone-stack reading of `p` with x the color of X (red when xRed): the condition that x has
// one stack X and the other color y some, then m, u, t, t_u, t_half as terms (PROOF-FORMAT.md).
// m is kHalf: half the chips, the same at every position a move leads to. None where x has two
// hills.
std::optional<std::array<std::string, 6>> lone(const Pos& p, bool xRed) {
  auto hills = hillsOf(p);
  const auto& xh = hills[xRed ? 0 : 1];
  const auto& yh = hills[xRed ? 1 : 0];
  if (xh.size() > 1) return std::nullopt;
  const std::string& xs = p[xRed ? 0 : 1].count;
  const std::string& ys = p[xRed ? 1 : 0].count;
  std::string u = xh.empty() ? "1" : xh[0];
  std::string t = sum({ys, std::to_string(yh.size())});
  std::vector<std::string> atU = {"(ite (= " + u + " 1) " + ys + " 0)"},
                           atHalf = {"(ite (= " + u + " 2) " + ys + " 0)"};
  for (const std::string& h : yh) {
    atU.push_back("(ite (= " + h + " " + u + ") 1 0)");
    atHalf.push_back("(ite (= (* 2 " + h + ") " + u + ") 1 0)");
  }
  std::string alone = "(and (= " + xs + (xh.empty() ? " 1)" : " 0)") + " (>= " + t + " 1))";
  return std::array<std::string, 6>{alone, kHalf, u, t, sum(atU), sum(atHalf)};
}

// The family's stacks as terms over `env`; with no env, their shape only.
Pos position(const Family& f, Smt* q, const std::vector<std::string>& env) {
  std::array<std::vector<std::string>, 2> hills;
  std::string j, k;
  for (std::size_t i = 0; i < f.stacks.size(); ++i) {
    std::string t = q ? q->term(f.stacks[i].expr, env) : "";
    if (i == 0)
      j = t;
    else if (i == 1)
      k = t;
    else
      hills[f.stacks[i].red ? 0 : 1].push_back(t);
  }
  return make(j, k, hills);
}

std::string sha256(std::ifstream& in);

class Checker {
 public:
  Checker(const ProofCertificate& c, const Solver& solve, std::size_t batch, std::size_t chunk)
      : c_(c), solve_(solve), batch_(batch), chunk_(chunk) {}

  Verdict run(const std::string& dir) {
    finite(dir);
    nodeGraph(
        c_, [this](std::size_t line, std::function<Query()> q) { later(line, std::move(q)); },
        [this](std::size_t line, const std::string& why) { fail(line, why); });
    for (const Family& f : c_.families) family(f);
    for (const Root& r : c_.roots) root(r);
    if (c_.roots.empty())
      fail(c_.families.empty() ? c_.endLine : c_.families[0].line, "no root: the claimed starts are not covered");
    // The queries in the order of their lines, up to the first line that fails without one.
    std::stable_sort(pending_.begin(), pending_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::size_t budget = 0;
    for (std::size_t i = 0; i < pending_.size() && pending_[i].first < v_.line;) {
      std::vector<Query> batch;
      std::vector<const std::string*> shared;  // the checker's define-funs the chunk names, each counted once
      for (; i < pending_.size() && pending_[i].first < v_.line && batch.size() < batch_; ++i) {
        if (batch.size() % chunk_ == 0) shared.clear();
        batch.push_back(pending_[i].second());
        budget += batch.back().body.size() + batch.back().lean.size() + 16 * c_.formulas.reach(batch.back().used);
        for (const auto& t : batch.back().shared)
          if (std::find(shared.begin(), shared.end(), t.get()) == shared.end()) {
            shared.push_back(t.get());
            budget += t->size();
          }
        if (budget > kMaxQueryBytes)
          throw Malformed(
              "the queries up to here cost more than " + std::to_string(kMaxQueryBytes) + " (PROOF-FORMAT.md, Limits)",
              pending_[i - 1].first);
      }
      std::vector<Answer> answers = solve_(batch, c_.formulas);
      for (std::size_t a = 0; a < batch.size(); ++a) {
        ++v_.queries;
        if (answers.at(a) == Answer::NotAsked) ++v_.notAsked;
        if (answers[a] == Answer::Sat)
          fail(batch[a].line, "not shown: " + batch[a].what + " (the solver found a counter-example)");
        if (answers[a] == Answer::NoAnswer)
          fail(batch[a].line, "not shown: " + batch[a].what + " (the solver gave no answer)");
        if (answers[a] == Answer::Sat || answers[a] == Answer::NoAnswer) break;
      }
    }
    v_.proved = v_.line == std::numeric_limits<std::size_t>::max() && v_.notAsked == 0;
    return v_;
  }

 private:
  void fail(std::size_t line, const std::string& why) {
    if (line < v_.line) {
      v_.line = line;
      v_.why = why;
    }
  }
  void later(std::size_t line, std::function<Query()> q) { pending_.emplace_back(line, std::move(q)); }

  std::vector<std::string> envOf(const Family& f) const {
    std::vector<std::string> env(kMaxNames);
    for (std::uint32_t p : f.params) env[p] = "v_" + c_.formulas.nameOf(p);
    return env;
  }
  void declare(Smt& q, const Family& f) const {
    for (std::uint32_t p : f.params) q.declare("v_" + c_.formulas.nameOf(p));
  }
  const Family* find(const std::string& name) const {
    for (const Family& f : c_.families)
      if (f.name == name) return &f;
    return nullptr;
  }

  // At `p`, with Bob (odd) or Alice to move, one color is a lone stack and a node of that parity
  // holds at its reading.
  std::string atNode(Smt& q, const Pos& p, bool odd) const {
    std::vector<std::string> env(kMaxNames);
    const char* bound[5] = {"l_m", "l_u", "l_t", "l_tu", "l_th"};
    for (std::size_t i = 0; i < 5; ++i) env[c_.lone[i]] = bound[i];
    std::string any = "(or false";
    for (const LemmaNode& n : c_.nodes)
      if (!n.alice && n.odd == odd) any += " " + q.term(n.formula, env);
    any += ")";
    std::string out = "(or false";
    for (bool xRed : {true, false})
      if (auto r = lone(p, xRed)) {
        const auto& v = *r;
        out += " (and " + v[0] + " (let ((l_m " + v[1] + ") (l_u " + v[2] + ") (l_t " + v[3] + ") (l_tu " + v[4] +
               ") (l_th " + v[5] + ")) " + any + "))";
      }
    return out + ")";
  }
  // Bob, to move at `p`, is safe by one move: he is at an odd node; or he has a move after which
  // Alice cannot move, or which reaches an even node, or after which every move of hers reaches an
  // odd node. `only`, where given, names the moves of his to try; else every move. Each part is a
  // define-fun per shape (R red hills, B blue ones) over the stacks' terms, written once for each
  // solver process that reads it (cvc5's time is mostly reading): `odd_R_B` and `by_R_B_MOVE`.
  std::string safe(Smt& q, const Pos& p, const std::vector<std::string>* only) {
    auto hills = hillsOf(p);
    std::string shape = std::to_string(hills[0].size()) + "_" + std::to_string(hills[1].size());
    std::vector<std::string> args = {p[0].count, p[1].count};
    for (std::size_t i = 2; i < p.size(); ++i) args.push_back(p[i].height);
    // A part over the shape's generic position: its parameters, and half the chips named once
    // (every move keeps the number of chips).
    auto part = [&](const std::string& name, const std::function<std::string(Smt&, const Pos&)>& build) {
      return safes_.call(q, c_.formulas, name, args, [&](Smt& body) {
        std::array<std::vector<std::string>, 2> vars;
        std::string params = "(s_j Int) (s_k Int)";
        for (int c = 0; c < 2; ++c)
          for (std::size_t i = 0; i < hills[c].size(); ++i) {
            vars[c].push_back(std::string(c == 0 ? "s_r" : "s_b") + std::to_string(i + 1));
            params += " (" + vars[c].back() + " Int)";
          }
        Pos generic = make("s_j", "s_k", vars);
        return std::array<std::string, 3>{
            "Bool", params,
            "(let ((" + std::string(kHalf) + " (div " + chips(generic) + " 2))) " + build(body, generic) + ")"};
      });
    };
    std::string out = "(or " + part("odd_" + shape, [&](Smt& body, const Pos& g) { return atNode(body, g, true); });
    for (const Moved& b : moves(p))
      if (!only || std::find(only->begin(), only->end(), b.name) != only->end())
        out +=
            " " + part("by_" + shape + "_" + b.name, [&](Smt& body, const Pos& g) { return safeBy(body, g, b.name); });
    return out + ")";
  }
  // After Bob's move `name` at `p`: Alice has no legal move; it reaches an even node; every legal
  // move of hers reaches an odd node (left out where none of them can leave a lone stack: it is
  // then the first).
  std::string safeBy(Smt& q, const Pos& p, const std::string& name) const {
    Moved b = *named(p, name);
    std::string none = "(and true", every = "(and true";
    bool reaches = false;
    for (const Moved& a : moves(b.after)) {
      none += " (not " + a.legal + ")";
      bool can = lone(a.after, true) || lone(a.after, false);
      reaches = reaches || can;
      every += can ? " (=> " + a.legal + " " + atNode(q, a.after, true) + ")" : " (not " + a.legal + ")";
    }
    none += ")";
    every += ")";
    return "(and " + b.legal + " (or " + none + " " + atNode(q, b.after, false) + (reaches ? " " + every : "") + "))";
  }

  // The end game after Alice's move `index` from f, on region r. Its nodes (positions where Bob
  // moves) are: after her move (no reply), or after each move of hers after his reply; and after
  // each witness at a node, each move of hers after the witness's. At each, assuming the way
  // there, Bob is safe by one move, or a witness at the node applies (its formula holds and its
  // move is legal); at a node marked `illegal`, her move that leads there is not legal.
  void endGame(const Family& f, std::size_t index, const Region& r, const Pos& start) {
    using Path = std::vector<std::string>;
    Pos x = r.reply.empty() ? start : named(start, r.reply)->after;
    std::map<Path, std::size_t> nodes;  // each node and the line its query is at
    if (r.reply.empty())
      nodes[{}] = r.endLine;
    else
      for (const Moved& a : moves(x)) nodes[{a.name}] = r.endLine;
    countNodes(nodes.size(), r.endLine);
    auto at = std::make_shared<std::map<Path, std::vector<const Witness*>>>();  // the witnesses at each node
    std::vector<const Witness*> ws;
    for (const Witness& w : r.witnesses) ws.push_back(&w);
    std::stable_sort(ws.begin(), ws.end(), [](auto a, auto b) { return a->path.size() < b->path.size(); });
    for (const Witness* w : ws) {
      if (!nodes.count(w->path)) return fail(w->line, "the witness's path leads to no node of the end game");
      for (const Witness* o : (*at)[w->path])
        if (o->move == w->move) return fail(w->line, "a second witness " + w->move + " at the same node");
      Pos node = walk(x, w->path);
      std::optional<Moved> b = named(node, w->move);
      if (!b) {
        std::string all;
        for (const Moved& m : moves(node)) all += (all.empty() ? "" : " ") + m.name;
        return fail(w->line, "the witness " + w->move + " is not a move of Bob's at its node (those are: " + all + ")");
      }
      (*at)[w->path].push_back(w);
      for (const Moved& a : moves(b->after)) {
        Path child = w->path;
        child.insert(child.end(), {w->move, a.name});
        nodes[child] = w->line;
      }
      countNodes(moves(b->after).size(), w->line);
    }
    std::map<Path, std::size_t> illegal;  // the nodes marked illegal, and the mark's line
    for (const auto& [line, path] : r.illegal) {
      if (!nodes.count(path)) {
        if (path.size() > 1 || r.reply.empty()) return fail(line, "the path leads to no node of the end game");
        std::string all;
        for (const Moved& a : moves(x)) all += (all.empty() ? "" : " ") + a.name;
        return fail(line, path[0] + " is not a move of Alice's after the reply (those are: " + all + ")");
      }
      if (!illegal.emplace(path, line).second) return fail(line, joined(path) + " is marked illegal twice");
    }
    std::map<Path, const std::vector<std::string>*> only;  // the nodes where Bob's moves are named
    for (const SafeMoves& s : r.safe) {
      if (!nodes.count(s.path)) return fail(s.line, "the path leads to no node of the end game");
      if (!only.emplace(s.path, &s.moves).second) return fail(s.line, "a second 'safe' line at the same node");
      Pos node = walk(x, s.path);
      for (const std::string& m : s.moves)
        if (!named(node, m)) {
          std::string all;
          for (const Moved& b : moves(node)) all += (all.empty() ? "" : " ") + b.name;
          return fail(s.line, m + " is not a move of Bob's at its node (those are: " + all + ")");
        }
    }
    for (const auto& [path, line] : nodes) {
      ++v_.nodes;
      auto mark = illegal.find(path);
      std::size_t markLine = mark == illegal.end() ? 0 : mark->second;
      v_.illegal += markLine != 0;
      auto listed = only.find(path);
      const std::vector<std::string>* moves = listed == only.end() ? nullptr : listed->second;
      later(markLine ? markLine : line, [this, &f, index, &r, at, path = path, line = line, markLine, moves] {
        Smt q(c_.formulas);
        auto env = envOf(f);
        Pos p = aliceMoved(q, f, index, env).after;
        q.assume(q.term(r.formula, env));
        if (c_.above > 0) q.assume("(> " + chips(p) + " " + std::to_string(c_.above) + ")");
        if (!r.reply.empty()) {
          Moved b = *named(p, r.reply);
          q.assume(b.legal);
          p = b.after;
        }
        // The way to the node: Alice's and the witnesses' moves in turn, each legal, each witness's
        // formula true; Alice's last move not legal where the node is marked.
        Path prefix;
        bool alice = !r.reply.empty();
        for (const std::string& name : path) {
          Moved m = *named(p, name);
          if (alice && markLine && prefix.size() + 1 == path.size())
            return q.finish(
                markLine, "Alice's " + name + " is not legal after " + (prefix.empty() ? "the reply" : joined(prefix)),
                "(not " + m.legal + ")");
          if (!alice)
            for (const Witness* w : at->at(prefix))
              if (w->move == name) q.assumeRarely(q.term(w->formula, env));
          q.assume(m.legal);
          p = m.after;
          prefix.push_back(name);
          alice = !alice;
        }
        std::string claim = "(or " + safe(q, p, moves),
                    what = moves ? "Bob is safe by a move it names" : "Bob is safe by one move";
        if (auto here = at->find(path); here != at->end()) {
          what += " or by a witness";
          for (const Witness* w : here->second)
            claim += " (and " + q.term(w->formula, env) + " " + named(p, w->move)->legal + ")";
        }
        if (path.size() == 1 && !r.reply.empty()) what += " after Alice's " + path[0];
        if (path.size() > 1) what += " after " + joined(path);
        return q.finish(line, what, claim + ")");
      });
    }
  }
  // Each node is a query: a small file must not make many (PROOF-FORMAT.md, Limits).
  void countNodes(std::size_t more, std::size_t line) {
    allNodes_ += more;
    if (allNodes_ > kMaxEndGameNodes)
      throw Malformed(
          "more than " + std::to_string(kMaxEndGameNodes) + " nodes in the end game (PROOF-FORMAT.md, Limits)", line);
  }
  static Pos walk(Pos p, const std::vector<std::string>& path) {
    for (const std::string& name : path) p = named(p, name)->after;
    return p;
  }
  static std::string joined(const std::vector<std::string>& path) {
    std::string out;
    for (const std::string& m : path) out += (out.empty() ? "" : "/") + m;
    return out;
  }

  // A query's start at family f: its parameters declared, its constraints and Alice's move `index`
  // assumed; the move, as terms over `env`.
  Moved aliceMoved(Smt& q, const Family& f, std::size_t index, const std::vector<std::string>& env) const {
    declare(q, f);
    Moved a = moves(position(f, &q, env))[index];
    q.assume(q.term(f.constraints, env));
    q.assume(a.legal);
    return a;
  }

  // The map gives exactly the target's parameters.
  bool mapFits(std::size_t line, const Map& map, const Family& to) {
    for (std::uint32_t p : to.params)
      if (std::none_of(map.begin(), map.end(), [&](const auto& e) { return e.first == p; }))
        return fail(line, "the map gives no " + c_.formulas.nameOf(p) + " (a parameter of " + to.name + ")"), false;
    for (const auto& [n, e] : map)
      if (std::find(to.params.begin(), to.params.end(), n) == to.params.end())
        return fail(line, c_.formulas.nameOf(n) + " is not a parameter of " + to.name), false;
    return true;
  }
  // `at` is an instance of `to` under the map: the same stacks, and to's constraints.
  std::string instance(Smt& q, const Pos& at, const Family& to, const Map& map, const std::vector<std::string>& env) {
    std::vector<std::string> envTo(kMaxNames);
    for (const auto& [n, e] : map) envTo[n] = q.term(e, env);
    Pos want = position(to, &q, envTo);
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < at.size(); ++i) {
      const std::string& a = at[i].hill < 0 ? at[i].count : at[i].height;
      const std::string& b = want[i].hill < 0 ? want[i].count : want[i].height;
      parts.push_back("(= " + a + " " + b + ")");
    }
    parts.push_back(q.term(to.constraints, envTo));
    return conj(parts);
  }
  static bool sameShape(const Pos& a, const Pos& b) {
    auto x = hillsOf(a), y = hillsOf(b);
    return x[0].size() == y[0].size() && x[1].size() == y[1].size();
  }

  void family(const Family& f) {
    ++v_.families;
    std::vector<Moved> alice = moves(position(f, nullptr, {}));
    for (std::size_t i = 0; i < std::max(alice.size(), f.moves.size()); ++i) {
      if (i < alice.size() && i < f.moves.size() && alice[i].name == f.moves[i].name) continue;
      if (i < alice.size())
        fail(i < f.moves.size() ? f.moves[i].line : f.endLine,
             "Alice's move " + alice[i].name + " from " + f.name + " is not listed" +
                 (i < f.moves.size() ? " (here: " + f.moves[i].name + ")" : ""));
      else
        fail(f.moves[i].line, f.moves[i].name + " is not a move of the rule from " + f.name);
      break;
    }
    for (std::size_t i = 0; i < std::min(alice.size(), f.moves.size()); ++i) aliceMove(f, i);
  }

  void aliceMove(const Family& f, std::size_t index) {
    const Move& m = f.moves[index];
    ++v_.moves;
    // Every instance of the family where the move is legal lies in one of the regions.
    later(m.line, [this, &f, index, &m] {
      Smt q(c_.formulas);
      auto env = envOf(f);
      aliceMoved(q, f, index, env);
      std::vector<std::string> rs;
      for (const Region& r : m.regions) rs.push_back(q.term(r.formula, env));
      std::string any = rs.empty() ? "false" : rs.size() == 1 ? rs[0] : "(or";
      if (rs.size() > 1) {
        for (const std::string& r : rs) any += " " + r;
        any += ")";
      }
      return q.finish(m.line, "Alice's " + m.name + " from " + f.name + " lies in a region", any);
    });
    Pos after = moves(position(f, nullptr, {}))[index].after;
    for (const Region& r : m.regions) region(f, index, m, r, after);
  }

  void region(const Family& f, std::size_t index, const Move& m, const Region& r, const Pos& after) {
    ++v_.regions;
    std::optional<Moved> bob;
    if (!r.reply.empty()) {
      bob = named(after, r.reply);
      if (!bob) return fail(r.replyLine, "the reply " + r.reply + " is not a move of the rule after Alice's " + m.name);
    }
    // The region's assumptions: the family, Alice's move legal, the region, Bob's reply legal.
    auto setUp = [this, &f, index, &r](Smt& q, bool withReply) {
      auto env = envOf(f);
      Moved a = aliceMoved(q, f, index, env);
      q.assume(q.term(r.formula, env));
      std::optional<Moved> b = r.reply.empty() ? std::nullopt : named(a.after, r.reply);
      if (b && withReply) q.assume(b->legal);
      return std::make_pair(env, b);
    };
    if (bob)
      later(r.replyLine, [this, &m, &r, setUp] {
        Smt q(c_.formulas);
        auto [env, b] = setUp(q, false);
        return q.finish(r.replyLine, "Bob's reply " + r.reply + " after Alice's " + m.name + " is legal", b->legal);
      });
    switch (r.end) {
      case Region::End::Open:
        ++v_.open;
        return fail(r.endLine, "open, after Alice's " + m.name + " from " + f.name + ": " + r.open);
      case Region::End::EndGame:
        if (std::none_of(c_.nodes.begin(), c_.nodes.end(), [](const LemmaNode& n) { return !n.alice; }))
          return fail(r.endLine, "an end game, but the certificate states no node of Bob's lemmas");
        ++v_.endGames;
        v_.witnesses += r.witnesses.size();
        return endGame(f, index, r, after);
      case Region::End::Lemmas:
        if (r.stated.empty()) return fail(r.endLine, "an end game with no claim stated");
        for (const auto& [line, claim] : r.stated) {
          ++v_.stated;
          later(line, [this, line = line, claim = claim] {
            Smt q(c_.formulas);
            std::vector<std::string> env(kMaxNames);
            for (std::uint32_t v : c_.formulas.vars(claim)) {
              env[v] = "v_" + c_.formulas.nameOf(v);
              q.declare(env[v]);
            }
            return q.finish(line, "the end game's claim, as stated", q.term(claim, env));
          });
        }
        return;
      case Region::End::To: {
        const Family* to = find(r.to);
        if (!to) return fail(r.endLine, "no family " + r.to);
        if (!bob) return fail(r.endLine, "a region that leads to a family needs Bob's reply");
        Pos at = r.mirror ? mirrored(bob->after) : bob->after;
        if (!sameShape(at, position(*to, nullptr, {})))
          return fail(r.endLine, "the successor has not the hills of " + to->name);
        if (!mapFits(r.endLine, r.map, *to)) return;
        later(r.endLine, [this, &r, to, setUp] {
          Smt q(c_.formulas);
          auto [env, b] = setUp(q, true);
          Pos s = r.mirror ? mirrored(b->after) : b->after;
          return q.finish(r.endLine,
                          std::string("the successor is an instance of ") + to->name + (r.mirror ? ", mirrored," : "") +
                              " under the map",
                          instance(q, s, *to, r.map, env));
        });
        return;
      }
    }
  }

  void root(const Root& r) {
    const Family* to = find(r.family);
    if (!to) return fail(r.line, "no family " + r.family);
    if (to->stacks.size() != 2) return fail(r.line, "the root " + to->name + " has hills; a start <p,q;;> has none");
    if (!mapFits(r.line, r.map, *to)) return;
    later(r.line, [this, &r, to] {
      // The claimed starts: p red and q blue singletons, 3 <= p <= q, p+q = 2m > above.
      Smt q(c_.formulas);
      std::vector<std::string> env(kMaxNames);
      env[r.p] = "v_p";
      env[r.q] = "v_q";
      env[r.m] = "v_m";
      for (const char* n : {"v_p", "v_q", "v_m"}) q.declare(n);
      q.assume("(and (>= v_p 3) (<= v_p v_q) (= (+ v_p v_q) (* 2 v_m)) (> (* 2 v_m) " + std::to_string(c_.above) +
               "))");
      Pos start = make("v_p", "v_q", {});
      return q.finish(r.line, "every claimed start is an instance of " + to->name, instance(q, start, *to, r.map, env));
    });
  }

  void finite(const std::string& dir) {
    if (c_.above == 0) return;
    if (!c_.finite)
      return fail(c_.claimLine, "the starts up to " + std::to_string(c_.above) + " chips: no finite certificate named");
    const Finite& f = *c_.finite;
    std::ifstream in(dir + "/" + f.name, std::ios::binary | std::ios::ate);
    if (!in) return fail(f.line, "the finite certificate " + f.name + " is not beside this one");
    if (static_cast<std::uint64_t>(in.tellg()) != f.size)
      return fail(f.line, "the finite certificate " + f.name + " has another size");
    in.seekg(0);
    if (sha256(in) != f.sha256) return fail(f.line, "the finite certificate " + f.name + " has another SHA-256");
    // Its head: Bob's side, and a claim of the starts <p,q;;> up to the bound (checker/README.md).
    std::vector<std::string> head;
    try {
      forEachLine(dir + "/" + f.name, [&](std::string_view line) {
        head.emplace_back(line);
        return head.size() < 3;
      });
    } catch (const std::exception&) {}
    std::string claim = "claim initial max-n " + std::to_string(c_.above);
    if (head.size() < 3 || head[0] != "babylon-certificate 1" || head[1] != "side bob" || head[2] != claim)
      fail(f.line,
           "the finite certificate " + f.name + " does not begin 'babylon-certificate 1', 'side bob', '" + claim + "'");
  }

  const ProofCertificate& c_;
  const Solver& solve_;
  std::size_t batch_;  // queries per call of solve_
  std::size_t chunk_;  // queries per process of the solver's
  Verdict v_{false, std::numeric_limits<std::size_t>::max(), "", 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  std::vector<std::pair<std::size_t, std::function<Query()>>> pending_;
  std::size_t allNodes_ = 0;  // the end game's nodes, in all regions
  DefineFuns safes_;          // the one-move safety of each shape
};

// SHA-256 of a stream, in lower-case hex, by OpenSSL's libcrypto; empty if it fails.
std::string sha256(std::ifstream& in) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
  if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1) return "";
  char buf[1 << 16];
  while (in.read(buf, sizeof buf) || in.gcount() > 0)
    if (EVP_DigestUpdate(ctx.get(), buf, static_cast<std::size_t>(in.gcount())) != 1) return "";
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  if (EVP_DigestFinal_ex(ctx.get(), digest, &length) != 1) return "";
  std::string out;
  for (unsigned int i = 0; i < length; ++i)
    out += {"0123456789abcdef"[digest[i] >> 4], "0123456789abcdef"[digest[i] & 15]};
  return out;
}

}  // namespace

std::string Query::standalone(const Formulas& f) const {
  std::size_t cost = 0;
  std::string out = "; babylon-check-proof: line " + std::to_string(line) + ": " + what + "\n(set-logic ALL)\n" +
                    f.definitions(used, cost);
  for (const auto& s : shared) out += *s;
  return out + body;
}

Verdict checkProof(const ProofCertificate& c, const std::string& dir, const Solver& solve, std::size_t batch,
                   std::size_t chunk) {
  return Checker(c, solve, std::max<std::size_t>(batch, 1), std::max<std::size_t>(chunk, 1)).run(dir);
}

}  // namespace bproof
