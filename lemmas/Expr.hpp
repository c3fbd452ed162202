// Expression objects: the one source of truth for every arithmetic condition of the paper.
//
// A guard such as `2u+4 = m and k > 3` is written once as an Expr over named integer
// parameters. The strategy evaluates it on a concrete position, the Z3 translation
// (proofs/ExprZ3) proves things about it for all integers, and reports print it.
// Parameters use the paper's letters: m (half the number of chips), j and k (red and blue
// singletons), s (k = 2s in Lemma 4.5), u and v (hills of heights 2u and 2v), H (a new hill).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <optional>
#include <utility>
#include <vector>

namespace babylon {

// Values of the parameters, by name.
class Env {
 public:
  Env() = default;
  Env(std::initializer_list<std::pair<std::string, std::int64_t>> values) : values_(values) {}
  void set(const std::string& name, std::int64_t value);
  // Throws std::out_of_range naming the parameter when it has no value.
  std::int64_t get(const std::string& name) const;
  bool has(const std::string& name) const;
  const std::vector<std::pair<std::string, std::int64_t>>& values() const { return values_; }

 private:
  std::vector<std::pair<std::string, std::int64_t>> values_;
};

class Expr {
 public:
  enum class Kind { Const, Var, Add, Sub, Mul, Div, Eq, Ne, Lt, Le, Gt, Ge, And, Or, Not, Implies, Ite };

  static Expr constant(std::int64_t value);
  static Expr variable(std::string name);
  static Expr always();  // the guard that always holds (a case with no condition)

  Kind kind() const { return node_->kind; }
  bool isBoolean() const;
  // The truth value of a condition that compares two constants (always(), `0 = 1`, and what the
  // operators fold to them), else none.
  std::optional<bool> constantTruth() const;
  std::int64_t value() const { return node_->value; }      // Const
  const std::string& name() const { return node_->name; }  // Var
  const std::vector<Expr>& children() const { return node_->children; }
  // The identity of the shared node: expressions built from common parts share them (a DAG), so
  // a traversal that visits each node once keys its memo on this.
  const void* id() const { return node_.get(); }

  std::int64_t evalInt(const Env& env) const;
  bool evalBool(const Env& env) const;
  // The paper's way of writing it: `2u+4 = m and k > 3`.
  std::string str() const;
  // The same for a reader: a conjunction without repeated conjuncts and without bounds that an
  // equation `x = c` among them implies (`j >= 1 and j = 5` reads `j = 5`). Equivalent to str().
  std::string readable() const;
  // Every parameter the expression mentions, sorted, without repeats.
  std::vector<std::string> variables() const;
  // The expression with each named parameter replaced (e.g. j by k for a red-blue reflection).
  Expr substitute(const std::vector<std::pair<std::string, Expr>>& replacements) const;

  static Expr make(Kind kind, std::vector<Expr> children);
  // The same, folded where the value is plain: operations on constants, `x + 0`, `true and x`,
  // `not not x`, a comparison of a term with itself, ... The operators below and substitute()
  // build with it; the parser uses make(), so a guard reads back as written.
  static Expr build(Kind kind, std::vector<Expr> children);
  // How many nodes are alive (each once, however many expressions share it).
  static std::size_t liveNodes();

 private:
  // Nodes are interned (hash-consed): building an expression equal in structure to one that is
  // still alive returns that one's node, so that equal parts built apart (the same condition read
  // off the same symbolic position twice) are one node in memory, in Z3 and in SMT-LIB.
  struct Node : std::enable_shared_from_this<const Node> {
    Kind kind;
    std::int64_t value = 0;
    std::string name;
    std::vector<Expr> children;
    Node(Kind k, std::int64_t v, std::string n, std::vector<Expr> c)
        : kind(k), value(v), name(std::move(n)), children(std::move(c)) {}
  };
  struct Interned;
  static std::shared_ptr<const Node> intern(Kind kind, std::int64_t value, std::string name,
                                            std::vector<Expr> children);
  explicit Expr(std::shared_ptr<const Node> node) : node_(std::move(node)) {}
  std::string strAt(int parentPrecedence) const;
  std::shared_ptr<const Node> node_;
};

// The number `then` where `condition` holds, else `otherwise` (counts such as "how many
// y-stacks have height u" over symbolic stacks).
Expr ite(const Expr& condition, const Expr& then, const Expr& otherwise);
// The same choice between two conditions (ite is for numbers): (condition and then) or (not
// condition and otherwise).
Expr either(const Expr& condition, const Expr& then, const Expr& otherwise);

inline Expr var(std::string name) { return Expr::variable(std::move(name)); }
inline Expr lit(std::int64_t v) { return Expr::constant(v); }

Expr operator+(const Expr& a, const Expr& b);
Expr operator-(const Expr& a, const Expr& b);
Expr operator*(std::int64_t c, const Expr& a);
// Floor division by a positive constant (Z3's integer div agrees for positive divisors).
Expr operator/(const Expr& a, std::int64_t c);
Expr operator+(const Expr& a, std::int64_t c);
Expr operator+(std::int64_t c, const Expr& a);
Expr operator-(const Expr& a, std::int64_t c);
Expr operator==(const Expr& a, const Expr& b);
Expr operator!=(const Expr& a, const Expr& b);
Expr operator<(const Expr& a, const Expr& b);
Expr operator<=(const Expr& a, const Expr& b);
Expr operator>(const Expr& a, const Expr& b);
Expr operator>=(const Expr& a, const Expr& b);
Expr operator==(const Expr& a, std::int64_t c);
Expr operator!=(const Expr& a, std::int64_t c);
Expr operator<(const Expr& a, std::int64_t c);
Expr operator<=(const Expr& a, std::int64_t c);
Expr operator>(const Expr& a, std::int64_t c);
Expr operator>=(const Expr& a, std::int64_t c);
Expr operator&&(const Expr& a, const Expr& b);
Expr operator||(const Expr& a, const Expr& b);
Expr operator!(const Expr& a);
Expr implies(const Expr& a, const Expr& b);

}  // namespace babylon
