// Printing Expr as SMT-LIB 2: one case per expression kind, integer division as SMT-LIB's div
// (Euclidean; the same as floor division for the positive constant divisors Expr allows).
#include "SmtLib.hpp"

#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>
#include <stdexcept>

namespace babylon {

namespace {

std::string symbol(const std::string& name) { return "|" + name + "|"; }

// Prints expressions whose shared parts (nodes reached by more than one path, see Expr::id)
// have names: each is printed once, as a define-fun, and referred to by its name after that, so
// the text grows with the number of distinct parts, not with the number of paths to them.
class Printer {
 public:
  explicit Printer(std::unordered_set<const void*> shared) : shared_(std::move(shared)) {}

  std::string term(const Expr& e) {
    if (auto it = names_.find(e.id()); it != names_.end()) return it->second;
    std::string text = plain(e);
    if (!shared_.count(e.id()) || e.children().empty()) return text;
    std::string name = "|_s" + std::to_string(names_.size() + 1) + "|";
    definitions_ += "(define-fun " + name + " () " + (e.isBoolean() ? "Bool " : "Int ") + text + ")\n";
    names_.emplace(e.id(), name);
    return name;
  }
  const std::string& definitions() const { return definitions_; }

 private:
  std::string op(const char* name, const Expr& e) {
    std::string out = std::string("(") + name;
    for (const Expr& c : e.children()) out += " " + term(c);
    return out + ")";
  }
  std::string plain(const Expr& e) {
    switch (e.kind()) {
      case Expr::Kind::Const:
        return e.value() < 0 ? "(- " + std::to_string(-e.value()) + ")" : std::to_string(e.value());
      case Expr::Kind::Var: return symbol(e.name());
      case Expr::Kind::Add: return op("+", e);
      case Expr::Kind::Sub: return op("-", e);
      case Expr::Kind::Mul: return op("*", e);
      case Expr::Kind::Div: return op("div", e);
      case Expr::Kind::Eq: return op("=", e);
      case Expr::Kind::Ne: return "(not " + op("=", e) + ")";
      case Expr::Kind::Lt: return op("<", e);
      case Expr::Kind::Le: return op("<=", e);
      case Expr::Kind::Gt: return op(">", e);
      case Expr::Kind::Ge: return op(">=", e);
      case Expr::Kind::And: return op("and", e);
      case Expr::Kind::Or: return op("or", e);
      case Expr::Kind::Not: return op("not", e);
      case Expr::Kind::Implies: return op("=>", e);
      case Expr::Kind::Ite: return op("ite", e);
    }
    throw std::logic_error("toSmtLib: unknown expression kind");
  }

  std::unordered_set<const void*> shared_;  // owned: the printer outlives the expression it was made from
  std::unordered_map<const void*, std::string> names_;
  std::string definitions_;
};

// The nodes reached by more than one path from the roots.
std::unordered_set<const void*> sharedNodes(const std::vector<const Expr*>& roots) {
  std::unordered_set<const void*> seen, shared;
  std::vector<const Expr*> todo(roots.begin(), roots.end());
  while (!todo.empty()) {
    const Expr* e = todo.back();
    todo.pop_back();
    if (!seen.insert(e->id()).second) {
      shared.insert(e->id());
      continue;
    }
    for (const Expr& c : e->children()) todo.push_back(&c);
  }
  return shared;
}

}  // namespace

std::string toSmtLib(const Expr& e) {
  // A single term: shared parts are printed in place (no definitions to put before it).
  return Printer({}).term(e);
}

std::string smtLibQuery(const Expr& assumption, const Expr& claim, const std::string& comment) {
  std::string out;
  if (!comment.empty()) out += "; " + comment + "\n";
  out += "(set-logic ALL)\n";
  std::set<std::string> names;
  for (const Expr* e : {&assumption, &claim})
    for (const std::string& n : e->variables()) names.insert(n);
  for (const std::string& n : names) out += "(declare-const " + symbol(n) + " Int)\n";
  Printer printer(sharedNodes({&assumption, &claim}));
  std::string a = printer.term(assumption), c = printer.term(claim);
  out += printer.definitions();
  out += "(assert " + a + ")\n";
  out += "(assert (not " + c + "))\n";
  out += "(check-sat)\n";
  return out;
}

}  // namespace babylon
