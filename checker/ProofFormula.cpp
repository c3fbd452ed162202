// Parsing and printing of a proof certificate's formulas (ProofFormula.hpp).
#include "ProofFormula.hpp"

#include <algorithm>
#include <cctype>
#include <queue>
#include <unordered_set>

namespace bproof {

namespace {

bool atomChar(char c) { return c > ' ' && c <= '~' && c != '(' && c != ')'; }

void skipSpaces(std::string_view text, std::size_t& pos) {
  while (pos < text.size() && text[pos] == ' ') ++pos;
}

bool identifier(std::string_view s) {
  if (s.empty() || s.size() > 32 || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// A decimal number of at most 10 digits, optionally negative; false if `s` is not one.
bool number(std::string_view s, std::int64_t& value) {
  bool negative = !s.empty() && s[0] == '-';
  if (negative) s.remove_prefix(1);
  if (s.empty() || s.size() > 10 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return false;
  value = 0;
  for (char c : s) value = value * 10 + (c - '0');
  if (value > kMaxLiteral) throw Malformed("the number " + std::string(s) + " is too large");
  if (negative) value = -value;
  return true;
}

}  // namespace

Id Formulas::add(Node n) {
  if (nodes_.size() >= kMaxNodes) throw Malformed("more than " + std::to_string(kMaxNodes) + " formula nodes");
  nodes_.push_back(n);
  return static_cast<Id>(nodes_.size() - 1);
}

std::uint32_t Formulas::name(std::string_view text) {
  auto it = nameIds_.find(std::string(text));
  if (it != nameIds_.end()) return it->second;
  if (names_.size() >= kMaxNames) throw Malformed("more than " + std::to_string(kMaxNames) + " variable names");
  names_.emplace_back(text);
  nameIds_.emplace(std::string(text), static_cast<std::uint32_t>(names_.size() - 1));
  return static_cast<std::uint32_t>(names_.size() - 1);
}

Id Formulas::parse(std::string_view text, std::size_t& pos) {
  Id id = parseAt(text, pos, 0);
  skipSpaces(text, pos);
  return id;
}

Id Formulas::parseAt(std::string_view text, std::size_t& pos, std::size_t depth) {
  skipSpaces(text, pos);
  if (pos >= text.size()) throw Malformed("a formula is missing");
  if (text[pos] == ')') throw Malformed("an unexpected ')'");
  if (text[pos] != '(') {
    std::size_t start = pos;
    while (pos < text.size() && atomChar(text[pos])) ++pos;
    std::string_view atom = text.substr(start, pos - start);
    std::int64_t value = 0;
    if (number(atom, value)) {
      literals_.push_back(value);
      return add({Op::Lit, false, 0, static_cast<std::uint32_t>(literals_.size() - 1)});
    }
    if (atom == "true" || atom == "false") return add({atom == "true" ? Op::True : Op::False, true, 0, 0});
    if (atom.size() > 1 && atom[0] == '$' && number(atom.substr(1), value) && value >= 1) {
      if (static_cast<std::size_t>(value) > defs_.size()) throw Malformed(std::string(atom) + " is not defined above");
      return add(
          {Op::Def, nodes_[defs_[static_cast<std::size_t>(value) - 1]].boolean, 0, static_cast<std::uint32_t>(value)});
    }
    if (!identifier(atom)) throw Malformed("'" + std::string(atom.substr(0, 40)) + "' is not a term");
    return add({Op::Var, false, 0, name(atom)});
  }
  if (depth >= kMaxDepth) throw Malformed("nested deeper than " + std::to_string(kMaxDepth));
  ++pos;
  skipSpaces(text, pos);
  std::size_t start = pos;
  while (pos < text.size() && atomChar(text[pos])) ++pos;
  std::string_view op = text.substr(start, pos - start);
  std::vector<Id> args;
  for (;;) {
    skipSpaces(text, pos);
    if (pos >= text.size()) throw Malformed("a ')' is missing");
    if (text[pos] == ')') break;
    args.push_back(parseAt(text, pos, depth + 1));
  }
  ++pos;
  return operation(op, args);
}

Id Formulas::operation(std::string_view op, const std::vector<Id>& args) {
  struct Sig {
    const char* name;
    Op op;
    int minArgs, maxArgs;  // maxArgs 0: any number
    bool boolArgs, boolResult;
  };
  static const Sig sigs[] = {
      {"+", Op::Add, 2, 0, false, false},    {"-", Op::Sub, 1, 2, false, false},   {"*", Op::Mul, 2, 2, false, false},
      {"div", Op::Div, 2, 2, false, false},  {"=", Op::Eq, 2, 2, false, true},     {"<", Op::Lt, 2, 2, false, true},
      {"<=", Op::Le, 2, 2, false, true},     {">", Op::Gt, 2, 2, false, true},     {">=", Op::Ge, 2, 2, false, true},
      {"and", Op::And, 1, 0, true, true},    {"or", Op::Or, 1, 0, true, true},     {"not", Op::Not, 1, 1, true, true},
      {"=>", Op::Implies, 2, 2, true, true}, {"ite", Op::Ite, 3, 3, false, false},
  };
  const Sig* sig = nullptr;
  for (const Sig& s : sigs)
    if (op == s.name) sig = &s;
  if (!sig) throw Malformed("'" + std::string(op.substr(0, 40)) + "' is not an operator");
  std::string what = std::string("(") + sig->name + " ...)";
  int n = static_cast<int>(args.size());
  if (n < sig->minArgs || (sig->maxArgs && n > sig->maxArgs)) throw Malformed(what + ": wrong number of arguments");
  Op kind = sig->op == Op::Sub && n == 1 ? Op::Neg : sig->op;
  bool result = sig->boolResult;
  if (kind == Op::Ite) {
    if (!boolean(args[0]) || boolean(args[1]) != boolean(args[2])) throw Malformed(what + ": argument of a wrong sort");
    result = boolean(args[1]);
  } else {
    for (Id a : args)
      if (boolean(a) != sig->boolArgs) throw Malformed(what + ": argument of a wrong sort");
  }
  // Linear: a product's first factor and a divisor are literals, the divisor positive.
  if (kind == Op::Mul && nodes_[args[0]].op != Op::Lit) throw Malformed("(* ...): the first factor is not a number");
  if (kind == Op::Div && (nodes_[args[1]].op != Op::Lit || literals_[nodes_[args[1]].first] <= 0))
    throw Malformed("(div ...): the divisor is not a positive number");
  if (args.size() > 0xffff) throw Malformed(what + ": more than 65535 arguments");
  Id id = add({kind, result, static_cast<std::uint16_t>(n), static_cast<std::uint32_t>(kids_.size())});
  kids_.insert(kids_.end(), args.begin(), args.end());
  return id;
}

void Formulas::define(std::size_t n, Id root) {
  if (n != defs_.size() + 1) throw Malformed("def $" + std::to_string(n) + " is not numbered next");
  std::vector<std::uint32_t> vs = vars(root);
  defs_.push_back(root);
  defVars_.push_back(std::move(vs));
}

std::vector<std::uint32_t> Formulas::vars(Id id) const {
  // A formula's own nodes form a tree (one line); its defs' variables are known already.
  std::vector<bool> seen(names_.size(), false);
  std::vector<Id> todo{id};
  while (!todo.empty()) {
    const Node& n = nodes_[todo.back()];
    todo.pop_back();
    if (n.op == Op::Var) seen[n.first] = true;
    if (n.op == Op::Def)
      for (std::uint32_t v : defVars_[n.first - 1]) seen[v] = true;
    for (std::uint32_t i = 0; i < n.count; ++i) todo.push_back(kids_[n.first + i]);
  }
  std::vector<std::uint32_t> out;
  for (std::uint32_t v = 0; v < seen.size(); ++v)
    if (seen[v]) out.push_back(v);
  return out;
}

std::string Formulas::term(Id id, const std::vector<std::string>& env, std::vector<std::uint32_t>& used) const {
  std::string out;
  print(id, env, used, out);
  return out;
}

void Formulas::print(Id id, const std::vector<std::string>& env, std::vector<std::uint32_t>& used,
                     std::string& out) const {
  const Node& n = nodes_[id];
  switch (n.op) {
    case Op::Lit: {
      std::int64_t v = literals_[n.first];
      out += v < 0 ? "(- " + std::to_string(-v) + ")" : std::to_string(v);
      return;
    }
    case Op::True: out += "true"; return;
    case Op::False: out += "false"; return;
    case Op::Var: {
      std::uint32_t v = n.first;
      if (v >= env.size() || env[v].empty()) throw Malformed("the variable " + names_[v] + " has no value here");
      out += env[v];
      return;
    }
    case Op::Def: {
      std::uint32_t d = n.first;
      used.push_back(d);
      const auto& vs = defVars_[d - 1];
      if (!vs.empty()) out += "(";
      out += "d_" + std::to_string(d);
      for (std::uint32_t v : vs) {
        if (v >= env.size() || env[v].empty()) throw Malformed("the variable " + names_[v] + " has no value here");
        out += " " + env[v];
      }
      if (!vs.empty()) out += ")";
      return;
    }
    default: break;
  }
  static const char* const ops[] = {"",  "",  "",   "",  "",   "+",   "-",  "-",   "*",  "div",
                                    "=", "<", "<=", ">", ">=", "and", "or", "not", "=>", "ite"};
  out += "(";
  out += ops[static_cast<int>(n.op)];
  for (std::uint32_t i = 0; i < n.count; ++i) {
    out += " ";
    print(kids_[n.first + i], env, used, out);
  }
  out += ")";
}

std::string Formulas::definitions(std::vector<std::uint32_t> used, std::size_t& cost) const {
  // Defs use only defs numbered below them: taken from the highest down, each body adds the ones
  // it uses, and each is printed once.
  std::unordered_set<std::uint32_t> seen(used.begin(), used.end());
  std::priority_queue<std::uint32_t> todo(seen.begin(), seen.end());
  std::vector<std::string> bodies;
  while (!todo.empty()) {
    std::uint32_t d = todo.top();
    todo.pop();
    std::vector<std::string> env(names_.size());
    std::string params;
    for (std::uint32_t v : defVars_[d - 1]) {
      env[v] = "p_" + names_[v];
      params += (params.empty() ? "(" : " (") + env[v] + " Int)";
    }
    std::vector<std::uint32_t> more;
    std::string body = term(defs_[d - 1], env, more);
    cost += body.size();
    bodies.push_back("(define-fun d_" + std::to_string(d) + " (" + params + ") " +
                     (nodes_[defs_[d - 1]].boolean ? "Bool " : "Int ") + body + ")\n");
    for (std::uint32_t m : more)
      if (seen.insert(m).second) todo.push(m);
  }
  std::string out;
  for (auto it = bodies.rbegin(); it != bodies.rend(); ++it) out += *it;
  return out;
}

std::size_t Formulas::reach(const std::vector<std::uint32_t>& used) const {
  std::unordered_set<std::uint32_t> seen(used.begin(), used.end());
  std::vector<std::uint32_t> defs(seen.begin(), seen.end());
  std::size_t nodes = 0;
  while (!defs.empty()) {
    std::uint32_t d = defs.back();
    defs.pop_back();
    std::vector<Id> todo{defs_[d - 1]};
    while (!todo.empty()) {
      const Node& n = nodes_[todo.back()];
      todo.pop_back();
      ++nodes;
      if (n.op == Op::Def && seen.insert(n.first).second) defs.push_back(n.first);
      if (n.op != Op::Lit && n.op != Op::Var && n.op != Op::Def)
        for (std::uint32_t i = 0; i < n.count; ++i) todo.push_back(kids_[n.first + i]);
    }
  }
  return nodes;
}

}  // namespace bproof
