// The formulas of a proof certificate (PROOF-FORMAT.md): linear integer arithmetic written as
// s-expressions, parsed under hard limits into one arena, and printed as SMT-LIB terms.
#pragma once

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "FileText.hpp"

namespace bproof {

using bcheck::Malformed;  // FileText.hpp

inline constexpr std::size_t kMaxDepth = 64;             // nesting of parentheses on one line
inline constexpr std::size_t kMaxNames = 64;             // distinct variable names in a file
inline constexpr std::size_t kMaxNodes = 1u << 26;       // formula nodes in a file (12 bytes each at most)
inline constexpr std::int64_t kMaxLiteral = 1000000000;  // |integer literal|

using Id = std::uint32_t;  // a formula: the index of its root node

class Formulas {
 public:
  // One formula from `text` at `pos`; `pos` is moved past it and the spaces after it.
  Id parse(std::string_view text, std::size_t& pos);
  // The formula becomes def number `n` (`$n`); n must be the next number.
  void define(std::size_t n, Id root);
  bool boolean(Id id) const { return nodes_[id].boolean; }
  // The variables the formula mentions, its defs' included: name numbers, sorted, no repeats.
  std::vector<std::uint32_t> vars(Id id) const;
  std::uint32_t name(std::string_view text);  // a variable name's number (added if new)
  const std::string& nameOf(std::uint32_t n) const { return names_[n]; }
  std::size_t defs() const { return defs_.size(); }

  // SMT-LIB printing. `env` gives each variable's term by name number (empty: not bound); the
  // defs reached are recorded in `used` and printed by definitions().
  std::string term(Id id, const std::vector<std::string>& env, std::vector<std::uint32_t>& used) const;
  // `(define-fun d_N ((p_x Int) ...) Sort body)` for the defs in `used` and every def they use, in
  // order; `cost` counts the nodes printed (the caller bounds it).
  std::string definitions(std::vector<std::uint32_t> used, std::size_t& cost) const;
  // The number of formula nodes in the defs `used` reaches: the size of their definitions.
  std::size_t reach(const std::vector<std::uint32_t>& used) const;

 private:
  enum class Op : std::uint8_t {
    Lit,
    Var,
    Def,
    True,
    False,
    Add,
    Sub,
    Neg,
    Mul,
    Div,
    Eq,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Not,
    Implies,
    Ite
  };
  struct Node {  // 8 bytes: a file's formulas are held whole
    Op op;
    bool boolean;
    std::uint16_t count;  // operands
    std::uint32_t first;  // an operation's first operand in kids_; Lit: its index in literals_;
                          // Var: the name's number; Def: the def's number
  };
  Id add(Node n);
  Id parseAt(std::string_view text, std::size_t& pos, std::size_t depth);
  Id operation(std::string_view op, const std::vector<Id>& args);
  void print(Id id, const std::vector<std::string>& env, std::vector<std::uint32_t>& used, std::string& out) const;

  std::vector<Node> nodes_;
  std::vector<Id> kids_;
  std::vector<std::int64_t> literals_;
  std::vector<std::string> names_;
  std::unordered_map<std::string, std::uint32_t> nameIds_;
  std::vector<Id> defs_;                             // def n's root is defs_[n - 1]
  std::vector<std::vector<std::uint32_t>> defVars_;  // its variables
};

}  // namespace bproof
