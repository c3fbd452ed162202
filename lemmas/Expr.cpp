// Construction, evaluation and printing of expression objects.
#include "Expr.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <tuple>
#include <utility>

#include <absl/container/flat_hash_set.h>
#include <absl/hash/hash.h>

namespace babylon {

void Env::set(const std::string& name, std::int64_t value) {
  for (auto& [n, v] : values_)
    if (n == name) {
      v = value;
      return;
    }
  values_.emplace_back(name, value);
}

bool Env::has(const std::string& name) const {
  return std::any_of(values_.begin(), values_.end(), [&](const auto& nv) { return nv.first == name; });
}

std::int64_t Env::get(const std::string& name) const {
  for (const auto& [n, v] : values_)
    if (n == name) return v;
  throw std::out_of_range("parameter '" + name + "' has no value");
}

// The table of live nodes, by structure (kind, value, name and the children's nodes). A node
// leaves it when its last reference goes (its deleter); a lookup that finds a node already on its
// way out (no reference left) replaces it with a new one. Split into shards by the hash's top
// bits, each behind its own mutex, so that the prover's threads building expressions at once
// seldom wait for each other.
struct Expr::Interned {
  struct Hash {
    std::size_t operator()(const Node* n) const {
      std::size_t h = absl::Hash<std::tuple<int, std::int64_t, std::string_view>>{}(
          std::make_tuple(static_cast<int>(n->kind), n->value, std::string_view(n->name)));
      for (const Expr& c : n->children) h = absl::Hash<std::pair<std::size_t, const void*>>{}({h, c.id()});
      return h;
    }
  };
  struct Equal {
    bool operator()(const Node* a, const Node* b) const {
      if (a->kind != b->kind || a->value != b->value || a->name != b->name || a->children.size() != b->children.size())
        return false;
      for (std::size_t i = 0; i < a->children.size(); ++i)
        if (a->children[i].id() != b->children[i].id()) return false;
      return true;
    }
  };
  struct Shard {
    std::mutex mutex;
    absl::flat_hash_set<const Node*, Hash, Equal> nodes;
  };
  static constexpr int kShardBits = 6;
  std::array<Shard, std::size_t{1} << kShardBits> shards;

  // The top bits: the set itself reads the low ones.
  Shard& shardOf(const Node* n) { return shards[Hash{}(n) >> (8 * sizeof(std::size_t) - kShardBits)]; }

  static Interned& table() {
    static Interned* t = new Interned;  // never destroyed: nodes may outlive static destruction
    return *t;
  }
};

std::shared_ptr<const Expr::Node> Expr::intern(Kind kind, std::int64_t value, std::string name,
                                               std::vector<Expr> children) {
  auto* node = new Node(kind, value, std::move(name), std::move(children));
  Interned::Shard& shard = Interned::table().shardOf(node);
  std::shared_ptr<const Node> out;
  {
    std::lock_guard<std::mutex> lock(shard.mutex);
    auto it = shard.nodes.find(node);
    if (it != shard.nodes.end()) {
      // weak_ptr<const Node> as stored: no converting copy, whose own lock and release could drop
      // the last reference here, under the lock the deleter takes.
      out = (*it)->weak_from_this().lock();
      if (!out) shard.nodes.erase(it);  // dying: its deleter finds the new node and leaves it
    }
    if (!out) {
      shard.nodes.insert(node);
      return std::shared_ptr<const Node>(node, [](const Node* dead) {
        // The children are still alive here (they go with `delete`), so the hash is the same.
        Interned::Shard& home = Interned::table().shardOf(dead);
        {
          std::lock_guard<std::mutex> lock(home.mutex);
          auto found = home.nodes.find(dead);
          if (found != home.nodes.end() && *found == dead) home.nodes.erase(found);
        }
        delete dead;  // outside the lock: the children's deleters take it in turn
      });
    }
  }
  delete node;
  return out;
}

std::size_t Expr::liveNodes() {
  std::size_t n = 0;
  for (Interned::Shard& shard : Interned::table().shards) {
    std::lock_guard<std::mutex> lock(shard.mutex);
    n += shard.nodes.size();
  }
  return n;
}

Expr Expr::constant(std::int64_t value) { return Expr(intern(Kind::Const, value, {}, {})); }
Expr Expr::variable(std::string name) { return Expr(intern(Kind::Var, 0, std::move(name), {})); }
Expr Expr::always() { return lit(0) == lit(0); }

std::optional<bool> Expr::constantTruth() const {
  if (kind() != Kind::Eq) return std::nullopt;
  const auto& c = children();
  if (c[0].kind() != Kind::Const || c[1].kind() != Kind::Const) return std::nullopt;
  return c[0].value() == c[1].value();
}

Expr Expr::make(Kind kind, std::vector<Expr> children) { return Expr(intern(kind, 0, {}, std::move(children))); }

namespace {

bool same(const Expr& a, const Expr& b) { return a.id() == b.id(); }
bool isConstant(const Expr& e, std::int64_t v) { return e.kind() == Expr::Kind::Const && e.value() == v; }

Expr truth(bool holds) { return Expr::make(Expr::Kind::Eq, {lit(0), lit(holds ? 0 : 1)}); }

// The value of an operation on two constants, when it is an int64 (else none: left unfolded).
std::optional<std::int64_t> constantValue(Expr::Kind kind, std::int64_t a, std::int64_t b) {
  std::int64_t out = 0;
  switch (kind) {
    case Expr::Kind::Add: return __builtin_add_overflow(a, b, &out) ? std::nullopt : std::optional(out);
    case Expr::Kind::Sub: return __builtin_sub_overflow(a, b, &out) ? std::nullopt : std::optional(out);
    case Expr::Kind::Mul: return __builtin_mul_overflow(a, b, &out) ? std::nullopt : std::optional(out);
    case Expr::Kind::Div:  // floor division, by a positive divisor only
      if (b <= 0) return std::nullopt;
      return a / b - (a % b != 0 && a < 0 ? 1 : 0);
    default: return std::nullopt;
  }
}

std::optional<bool> comparison(Expr::Kind kind, std::int64_t a, std::int64_t b) {
  switch (kind) {
    case Expr::Kind::Eq: return a == b;
    case Expr::Kind::Ne: return a != b;
    case Expr::Kind::Lt: return a < b;
    case Expr::Kind::Le: return a <= b;
    case Expr::Kind::Gt: return a > b;
    case Expr::Kind::Ge: return a >= b;
    default: return std::nullopt;
  }
}

}  // namespace

// Folding keeps the queries the proofs print small (a symbolic position's guards are full of
// parts such as `1 + 1` or `(x >= 1) and true`), and changes no value: each rule below is an
// identity of integer arithmetic and logic. Nodes are interned, so equal parts are the same node.
Expr Expr::build(Kind kind, std::vector<Expr> c) {
  if (c.size() == 2 && c[0].kind() == Kind::Const && c[1].kind() == Kind::Const) {
    if (auto v = constantValue(kind, c[0].value(), c[1].value())) return lit(*v);
    if (auto t = comparison(kind, c[0].value(), c[1].value())) return truth(*t);
  }
  switch (kind) {
    case Kind::Add:
      if (isConstant(c[1], 0)) return c[0];
      if (isConstant(c[0], 0)) return c[1];
      break;
    case Kind::Sub:
      if (isConstant(c[1], 0)) return c[0];
      break;
    case Kind::Mul:
      if (isConstant(c[0], 1)) return c[1];
      break;
    case Kind::Div:
      if (isConstant(c[1], 1)) return c[0];
      break;
    case Kind::Eq:
    case Kind::Ne:
    case Kind::Lt:
    case Kind::Le:
    case Kind::Gt:
    case Kind::Ge:
      if (same(c[0], c[1])) return truth(*comparison(kind, 0, 0));  // a term compared with itself
      break;
    case Kind::And:
      if (c[0].constantTruth() == true || c[1].constantTruth() == false || same(c[0], c[1])) return c[1];
      if (c[1].constantTruth() == true || c[0].constantTruth() == false) return c[0];
      break;
    case Kind::Or:
      if (c[0].constantTruth() == false || c[1].constantTruth() == true || same(c[0], c[1])) return c[1];
      if (c[1].constantTruth() == false || c[0].constantTruth() == true) return c[0];
      break;
    case Kind::Not:
      if (auto t = c[0].constantTruth()) return truth(!*t);
      if (c[0].kind() == Kind::Not) return c[0].children()[0];
      break;
    case Kind::Implies:
      if (c[0].constantTruth() == false || c[1].constantTruth() == true || same(c[0], c[1])) return truth(true);
      if (c[0].constantTruth() == true) return c[1];
      break;
    case Kind::Ite:
      if (auto t = c[0].constantTruth()) return *t ? c[1] : c[2];
      if (same(c[1], c[2])) return c[1];
      break;
    default: break;
  }
  return make(kind, std::move(c));
}

bool Expr::isBoolean() const {
  switch (kind()) {
    case Kind::Const:
    case Kind::Var:
    case Kind::Add:
    case Kind::Sub:
    case Kind::Mul:
    case Kind::Div:
    case Kind::Ite: return false;
    default: return true;
  }
}

std::int64_t Expr::evalInt(const Env& env) const {
  const auto& c = children();
  switch (kind()) {
    case Kind::Const: return value();
    case Kind::Var: return env.get(name());
    case Kind::Add: return c[0].evalInt(env) + c[1].evalInt(env);
    case Kind::Sub: return c[0].evalInt(env) - c[1].evalInt(env);
    case Kind::Mul: return c[0].evalInt(env) * c[1].evalInt(env);
    case Kind::Div: {
      std::int64_t a = c[0].evalInt(env), b = c[1].evalInt(env);
      return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
    }
    case Kind::Ite: return c[0].evalBool(env) ? c[1].evalInt(env) : c[2].evalInt(env);
    default: throw std::logic_error("evalInt on a condition: " + str());
  }
}

bool Expr::evalBool(const Env& env) const {
  const auto& c = children();
  switch (kind()) {
    case Kind::Eq: return c[0].evalInt(env) == c[1].evalInt(env);
    case Kind::Ne: return c[0].evalInt(env) != c[1].evalInt(env);
    case Kind::Lt: return c[0].evalInt(env) < c[1].evalInt(env);
    case Kind::Le: return c[0].evalInt(env) <= c[1].evalInt(env);
    case Kind::Gt: return c[0].evalInt(env) > c[1].evalInt(env);
    case Kind::Ge: return c[0].evalInt(env) >= c[1].evalInt(env);
    case Kind::And: return c[0].evalBool(env) && c[1].evalBool(env);
    case Kind::Or: return c[0].evalBool(env) || c[1].evalBool(env);
    case Kind::Not: return !c[0].evalBool(env);
    case Kind::Implies: return !c[0].evalBool(env) || c[1].evalBool(env);
    default: throw std::logic_error("evalBool on a number: " + str());
  }
}

namespace {
// Binding strength for printing without needless parentheses.
int precedence(Expr::Kind k) {
  switch (k) {
    case Expr::Kind::Implies: return 1;
    case Expr::Kind::Or: return 2;
    case Expr::Kind::And: return 3;
    case Expr::Kind::Not: return 4;
    case Expr::Kind::Eq:
    case Expr::Kind::Ne:
    case Expr::Kind::Lt:
    case Expr::Kind::Le:
    case Expr::Kind::Gt:
    case Expr::Kind::Ge: return 5;
    case Expr::Kind::Add:
    case Expr::Kind::Sub: return 6;
    case Expr::Kind::Mul:
    case Expr::Kind::Div: return 7;
    default: return 8;
  }
}

const char* symbol(Expr::Kind k) {
  switch (k) {
    case Expr::Kind::Add: return "+";
    case Expr::Kind::Sub: return "-";
    case Expr::Kind::Div: return "/";
    case Expr::Kind::Eq: return " = ";
    case Expr::Kind::Ne: return " != ";
    case Expr::Kind::Lt: return " < ";
    case Expr::Kind::Le: return " <= ";
    case Expr::Kind::Gt: return " > ";
    case Expr::Kind::Ge: return " >= ";
    case Expr::Kind::And: return " and ";
    case Expr::Kind::Or: return " or ";
    case Expr::Kind::Implies: return " implies ";
    default: return "";
  }
}

// x when e is x-2*(x/2), the remainder of x by 2 as the guards write it; else nullptr.
const Expr* parityOf(const Expr& e) {
  if (e.kind() != Expr::Kind::Sub) return nullptr;
  const Expr& x = e.children()[0];
  const Expr& twice = e.children()[1];
  if (twice.kind() != Expr::Kind::Mul) return nullptr;
  const Expr& two = twice.children()[0];
  const Expr& half = twice.children()[1];
  if (two.kind() != Expr::Kind::Const || two.value() != 2 || half.kind() != Expr::Kind::Div) return nullptr;
  const Expr& divisor = half.children()[1];
  if (divisor.kind() != Expr::Kind::Const || divisor.value() != 2 || half.children()[0].str() != x.str())
    return nullptr;
  return &x;
}
}  // namespace

std::string Expr::strAt(int parentPrecedence) const {
  int mine = precedence(kind());
  std::string s;
  const auto& c = children();
  switch (kind()) {
    case Kind::Const: return std::to_string(value());
    case Kind::Var: return name();
    case Kind::Not: s = "not " + c[0].strAt(mine); break;
    case Kind::Ite:  // an indicator [h = u] as the Iverson bracket, otherwise spelled out
      if (c[1].kind() == Kind::Const && c[1].value() == 1 && c[2].kind() == Kind::Const && c[2].value() == 0)
        return "[" + c[0].strAt(0) + "]";
      return "(" + c[1].strAt(0) + " if " + c[0].strAt(0) + " else " + c[2].strAt(0) + ")";
    case Kind::Eq:
    case Kind::Ne:  // x-2*(x/2) = 0 is how a guard says "x is even"; the paper says it in words
      if (const Expr* x = parityOf(c[0]); x && c[1].kind() == Kind::Const && (c[1].value() == 0 || c[1].value() == 1)) {
        bool odd = (c[1].value() == 1) == (kind() == Kind::Eq);
        s = x->strAt(mine + 1) + (odd ? " is odd" : " is even");
        break;
      }
      s = c[0].strAt(mine) + symbol(kind()) + c[1].strAt(mine);
      break;
    case Kind::Mul:  // the paper writes 2u for 2*u
      // 2*(k/2) keeps its parentheses: floor division does not associate with the product.
      s = c[0].strAt(mine) + (c[0].kind() == Kind::Const && c[1].kind() == Kind::Var ? "" : "*") + c[1].strAt(mine + 1);
      break;
    case Kind::Implies:  // right-associative: a left operand that is an implication keeps its parentheses
      s = c[0].strAt(mine + 1) + symbol(kind()) + c[1].strAt(mine);
      break;
    default:
      s = c[0].strAt(mine) + symbol(kind()) + c[1].strAt(mine + (kind() == Kind::Sub || kind() == Kind::Div ? 1 : 0));
  }
  return mine < parentPrecedence ? "(" + s + ")" : s;
}

std::string Expr::str() const { return strAt(0); }

namespace {
void conjuncts(const Expr& e, std::vector<Expr>& out) {
  if (e.kind() == Expr::Kind::And) {
    for (const Expr& c : e.children()) conjuncts(c, out);
  } else {
    out.push_back(e);
  }
}

// The constant c when e is `x = c` for the parameter x.
std::optional<std::int64_t> pinnedValue(const Expr& e, const std::string& x) {
  const auto& c = e.children();
  if (e.kind() != Expr::Kind::Eq) return std::nullopt;
  if (c[0].kind() == Expr::Kind::Var && c[0].name() == x && c[1].kind() == Expr::Kind::Const) return c[1].value();
  if (c[1].kind() == Expr::Kind::Var && c[1].name() == x && c[0].kind() == Expr::Kind::Const) return c[0].value();
  return std::nullopt;
}

// True when e is a comparison of a parameter with a constant that `x = value` already implies.
bool impliedByPin(const Expr& e, const std::string& x, std::int64_t value) {
  const auto& c = e.children();
  if (c.size() != 2 || !e.isBoolean() || e.kind() == Expr::Kind::And || e.kind() == Expr::Kind::Or ||
      e.kind() == Expr::Kind::Implies || c[0].kind() != Expr::Kind::Var || c[0].name() != x ||
      c[1].kind() != Expr::Kind::Const)
    return false;
  Env env{{x, value}};
  return e.evalBool(env);
}
}  // namespace

std::string Expr::readable() const {
  std::vector<Expr> all, kept;
  conjuncts(*this, all);
  std::vector<std::string> seen;
  for (const Expr& e : all) {
    std::string text = e.str();
    if (std::find(seen.begin(), seen.end(), text) != seen.end()) continue;
    bool implied = false;
    for (const Expr& other : all) {
      if (&other == &e || other.str() == text) continue;
      for (const std::string& x : e.variables())
        if (auto v = pinnedValue(other, x); v && impliedByPin(e, x, *v)) implied = true;
    }
    if (implied) continue;
    seen.push_back(text);
    kept.push_back(e);
  }
  if (kept.size() <= 1) return kept.empty() ? str() : kept[0].str();
  std::string out;
  for (const Expr& e : kept) out += (out.empty() ? "" : " and ") + e.strAt(precedence(Kind::And) + 1);
  return out;
}

std::vector<std::string> Expr::variables() const {
  // Each shared node once: the symbolic verifier's conditions share their parts, and a plain
  // recursion would visit a part once per path to it.
  std::vector<std::string> out;
  std::unordered_set<const void*> seen;
  std::vector<const Expr*> todo = {this};
  while (!todo.empty()) {
    const Expr* e = todo.back();
    todo.pop_back();
    if (!seen.insert(e->id()).second) continue;
    if (e->kind() == Kind::Var) out.push_back(e->name());
    for (const Expr& c : e->children()) todo.push_back(&c);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

Expr Expr::substitute(const std::vector<std::pair<std::string, Expr>>& replacements) const {
  if (kind() == Kind::Var) {
    for (const auto& [n, e] : replacements)
      if (n == name()) return e;
    return *this;
  }
  if (children().empty()) return *this;
  std::vector<Expr> next;
  for (const Expr& c : children()) next.push_back(c.substitute(replacements));
  return build(kind(), std::move(next));
}

Expr operator+(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Add, {a, b}); }
Expr operator-(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Sub, {a, b}); }
Expr operator*(std::int64_t c, const Expr& a) { return Expr::build(Expr::Kind::Mul, {lit(c), a}); }
Expr operator/(const Expr& a, std::int64_t c) { return Expr::build(Expr::Kind::Div, {a, lit(c)}); }
Expr operator+(const Expr& a, std::int64_t c) { return a + lit(c); }
Expr operator+(std::int64_t c, const Expr& a) { return lit(c) + a; }
Expr operator-(const Expr& a, std::int64_t c) { return a - lit(c); }
Expr operator==(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Eq, {a, b}); }
Expr operator!=(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Ne, {a, b}); }
Expr operator<(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Lt, {a, b}); }
Expr operator<=(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Le, {a, b}); }
Expr operator>(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Gt, {a, b}); }
Expr operator>=(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Ge, {a, b}); }
Expr operator==(const Expr& a, std::int64_t c) { return a == lit(c); }
Expr operator!=(const Expr& a, std::int64_t c) { return a != lit(c); }
Expr operator<(const Expr& a, std::int64_t c) { return a < lit(c); }
Expr operator<=(const Expr& a, std::int64_t c) { return a <= lit(c); }
Expr operator>(const Expr& a, std::int64_t c) { return a > lit(c); }
Expr operator>=(const Expr& a, std::int64_t c) { return a >= lit(c); }
Expr operator&&(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::And, {a, b}); }
Expr operator||(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Or, {a, b}); }
Expr operator!(const Expr& a) { return Expr::build(Expr::Kind::Not, {a}); }
Expr implies(const Expr& a, const Expr& b) { return Expr::build(Expr::Kind::Implies, {a, b}); }
Expr ite(const Expr& condition, const Expr& then, const Expr& otherwise) {
  return Expr::build(Expr::Kind::Ite, {condition, then, otherwise});
}

Expr either(const Expr& condition, const Expr& then, const Expr& otherwise) {
  return (condition && then) || (!condition && otherwise);
}

}  // namespace babylon
