// Symbolic move classes and reply legality, by cases over which stacks a move string can name.
#include "SymbolicMoves.hpp"

#include <cctype>
#include <stdexcept>
#include <vector>

namespace babylon {

namespace {

Expr any(const std::vector<Expr>& options) {
  if (options.empty()) return lit(0) == lit(1);
  Expr out = options[0];
  for (std::size_t i = 1; i < options.size(); ++i) out = out || options[i];
  return out;
}

// One stack of a symbolic position: a singleton of a color, or hill i of a color.
struct StackRef {
  bool red;
  int hill;  // -1 for a singleton
  Expr height;
  Expr exists;  // the condition for it to exist
};

// The stacks a word of a move string can name (`r`, `R`, `rb`, `rrb`, ...).
std::vector<StackRef> named(const SymbolicPosition& p, const std::string& word) {
  std::vector<StackRef> out;
  bool red = std::tolower(static_cast<unsigned char>(word[0])) == 'r';
  const auto& hills = red ? p.redHills : p.blueHills;
  if (word.size() == 1 && std::islower(static_cast<unsigned char>(word[0]))) {
    out.push_back({red, -1, lit(1), (red ? p.j : p.k) >= 1});
    return out;
  }
  for (std::size_t i = 0; i < hills.size(); ++i) {
    Expr exists = word.size() == 1 ? hills[i] >= 2 : hills[i] == static_cast<std::int64_t>(word.size());
    out.push_back({red, static_cast<int>(i), hills[i], exists});
  }
  return out;
}

Expr pairLegal(const SymbolicPosition& p, const StackRef& a, const StackRef& b) {
  if (a.red == b.red && a.hill == b.hill && a.hill >= 0) return lit(0) == lit(1);  // one hill twice
  Expr both = a.exists && b.exists;
  if (a.red == b.red && a.hill < 0 && b.hill < 0) both = both && (a.red ? p.j : p.k) >= 2;
  Expr compatible = a.red == b.red ? Expr::always() : a.height == b.height;
  return both && compatible;
}

}  // namespace

SymbolicStep applyMoveClass(const SymbolicPosition& p, const std::string& c) {
  SymbolicPosition q = p;
  auto needHill = [](const std::vector<Expr>& hills, const std::string& c) {
    if (hills.empty()) throw std::invalid_argument("move class " + c + " needs a hill");
  };
  if (c == "rr") {
    q.j = p.j - 2;
    q.redHills.push_back(lit(2));
    return {p.j >= 2, q};
  }
  if (c == "bb") {
    q.k = p.k - 2;
    q.blueHills.push_back(lit(2));
    return {p.k >= 2, q};
  }
  if (c == "rb") {
    q.j = p.j - 1;
    q.k = p.k - 1;
    q.redHills.push_back(lit(2));
    return {p.j >= 1 && p.k >= 1, q};
  }
  if (c == "br") {
    q.j = p.j - 1;
    q.k = p.k - 1;
    q.blueHills.push_back(lit(2));
    return {p.j >= 1 && p.k >= 1, q};
  }
  if (c == "rR") {
    needHill(p.redHills, c);
    q.j = p.j - 1;
    q.redHills[0] = p.redHills[0] + 1;
    return {p.j >= 1, q};
  }
  if (c == "bB") {
    needHill(p.blueHills, c);
    q.k = p.k - 1;
    q.blueHills[0] = p.blueHills[0] + 1;
    return {p.k >= 1, q};
  }
  if (c == "RB" || c == "BR") {
    needHill(p.redHills, c);
    needHill(p.blueHills, c);
    Expr sum = p.redHills[0] + p.blueHills[0];
    Expr legal = p.redHills[0] == p.blueHills[0];
    q.redHills.erase(q.redHills.begin());
    q.blueHills.erase(q.blueHills.begin());
    (c == "RB" ? q.redHills : q.blueHills).insert((c == "RB" ? q.redHills : q.blueHills).begin(), sum);
    return {legal, q};
  }
  throw std::invalid_argument("unknown move class '" + c + "'");
}

Expr replyLegal(const SymbolicPosition& p, const std::string& reply) {
  std::vector<Expr> readings;
  for (std::size_t cut = 1; cut < reply.size(); ++cut)
    for (const StackRef& a : named(p, reply.substr(0, cut)))
      for (const StackRef& b : named(p, reply.substr(cut))) readings.push_back(pairLegal(p, a, b));
  return any(readings);
}

}  // namespace babylon
