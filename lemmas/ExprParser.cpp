// A recursive-descent reader of the paper's notation: one function per level of Expr::str()'s
// precedence (implies, or, and, not, comparison, sum, product, factor).
#include "ExprParser.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdint>

#include "core/ParseError.hpp"

namespace babylon {

namespace {

struct Token {
  enum Type { End, Number, Name, Symbol } type = End;
  std::string text;
  std::int64_t value = 0;
  std::size_t column = 0;    // 1-based
  bool nameFollows = false;  // a number written against a name, as in 2u
};

const std::vector<std::string> kKeywords = {"implies", "or", "and", "not", "is", "even", "odd", "if", "else", "always"};

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The text cut into tokens once, left to right (linear in its length).
std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == ' ' || c == '\t') {
      ++i;
      continue;
    }
    Token t;
    t.column = i + 1;
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t end = i;
      while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
      t.type = Token::Number;
      t.text = std::string(text.substr(i, end - i));
      auto [ptr, ec] = std::from_chars(text.data() + i, text.data() + end, t.value);
      if (ec != std::errc())
        throw ParseError("column " + std::to_string(t.column) + ": the number " + t.text + " is too large");
      t.nameFollows = end < text.size() && isNameStart(text[end]);
      i = end;
    } else if (isNameStart(c)) {
      std::size_t end = i;
      while (end < text.size() && isNameChar(text[end])) ++end;
      t.type = Token::Name;
      t.text = std::string(text.substr(i, end - i));
      i = end;
    } else {
      static const std::vector<std::string> symbols = {"!=", "<=", ">=", "=", "<", ">", "+",
                                                       "-",  "*",  "/",  "(", ")", "[", "]"};
      auto it = std::find_if(symbols.begin(), symbols.end(),
                             [&](const std::string& s) { return text.substr(i).rfind(s, 0) == 0; });
      if (it == symbols.end())
        throw ParseError("column " + std::to_string(t.column) + ": unexpected character '" + std::string(1, c) + "'");
      t.type = Token::Symbol;
      t.text = *it;
      i += it->size();
    }
    out.push_back(std::move(t));
  }
  Token end;
  end.column = text.size() + 1;
  out.push_back(end);
  return out;
}

class Parser {
 public:
  Parser(std::string_view text, const ExprNames& names) : tokens_(tokenize(text)), names_(names) {}

  Expr parse(ExprSort sort) {
    Expr e = implication();
    if (peek().type != Token::End) fail(peek(), "unexpected " + describe(peek()) + " after a complete expression");
    if (sort == ExprSort::Condition && !e.isBoolean())
      fail(tokens_.front(), "'" + e.str() + "' is a number, but a condition is needed here");
    if (sort == ExprSort::Number && e.isBoolean())
      fail(tokens_.front(), "'" + e.str() + "' is a condition, but a number is needed here");
    return e;
  }

 private:
  std::vector<Token> tokens_;
  std::size_t at_ = 0;
  const ExprNames& names_;

  int depth_ = 0;

  // Parentheses, brackets and `not`s nested without end would exhaust the stack: a limit far
  // beyond any guard makes such text an error instead.
  static constexpr int kMaxNesting = 200;
  struct Nesting {
    Parser& parser;
    explicit Nesting(Parser& p) : parser(p) {
      if (++parser.depth_ > kMaxNesting)
        fail(parser.peek(), "expressions nested more than " + std::to_string(kMaxNesting) + " deep");
    }
    ~Nesting() { --parser.depth_; }
  };

  const Token& peek() const { return tokens_[at_]; }
  bool isWord(const char* w) const { return peek().type == Token::Name && peek().text == w; }
  bool isSymbol(const char* s) const { return peek().type == Token::Symbol && peek().text == s; }
  const Token& take() { return tokens_[at_ < tokens_.size() - 1 ? at_++ : at_]; }

  [[noreturn]] static void fail(const Token& t, const std::string& what) {
    throw ParseError("column " + std::to_string(t.column) + ": " + what);
  }
  static std::string describe(const Token& t) { return t.type == Token::End ? "end of text" : "'" + t.text + "'"; }
  void expect(const char* symbol, const char* what) {
    if (peek().text != symbol || peek().type == Token::Number)
      fail(peek(), std::string("expected ") + what + ", found " + describe(peek()));
    take();
  }
  static Expr condition(const Token& where, Expr e, const char* role) {
    if (!e.isBoolean()) fail(where, "'" + e.str() + "' is a number, but " + role + " needs a condition");
    return e;
  }
  static Expr number(const Token& where, Expr e, const char* role) {
    if (e.isBoolean()) fail(where, "'" + e.str() + "' is a condition, but " + role + " needs a number");
    return e;
  }

  // `a implies b implies c` is a implies (b implies c).
  Expr implication() {
    Nesting nesting(*this);
    const Token& start = peek();
    Expr left = disjunction();
    if (!isWord("implies")) return left;
    take();
    const Token& second = peek();
    Expr right = implication();
    return Expr::make(Expr::Kind::Implies,
                      {condition(start, left, "'implies'"), condition(second, right, "'implies'")});
  }
  Expr disjunction() {
    const Token& start = peek();
    Expr left = conjunction();
    while (isWord("or")) {
      take();
      const Token& second = peek();
      Expr right = conjunction();
      left = Expr::make(Expr::Kind::Or, {condition(start, left, "'or'"), condition(second, right, "'or'")});
    }
    return left;
  }
  Expr conjunction() {
    const Token& start = peek();
    Expr left = negation();
    while (isWord("and")) {
      take();
      const Token& second = peek();
      Expr right = negation();
      left = Expr::make(Expr::Kind::And, {condition(start, left, "'and'"), condition(second, right, "'and'")});
    }
    return left;
  }
  Expr negation() {
    if (!isWord("not")) return comparison();
    Nesting nesting(*this);
    take();
    const Token& operand = peek();
    return Expr::make(Expr::Kind::Not, {condition(operand, negation(), "'not'")});
  }
  Expr comparison() {
    static const std::vector<std::pair<std::string, Expr::Kind>> relations = {
        {"=", Expr::Kind::Eq},  {"!=", Expr::Kind::Ne}, {"<", Expr::Kind::Lt},
        {"<=", Expr::Kind::Le}, {">", Expr::Kind::Gt},  {">=", Expr::Kind::Ge}};
    const Token& start = peek();
    Expr left = sum();
    if (isWord("is")) {
      take();
      number(start, left, "'is even' or 'is odd'");
      bool even = isWord("even");
      if (!even && !isWord("odd")) fail(peek(), "expected 'even' or 'odd' after 'is', found " + describe(peek()));
      take();
      // The guards' form of parity: x-2*(x/2) = 0 (even) or 1 (odd), which str() prints in words.
      return left - 2 * (left / 2) == (even ? 0 : 1);
    }
    if (peek().type != Token::Symbol) return left;
    auto it = std::find_if(relations.begin(), relations.end(), [&](const auto& r) { return r.first == peek().text; });
    if (it == relations.end()) return left;
    take();
    const Token& second = peek();
    Expr right = sum();
    const std::string role = "'" + it->first + "'";
    return Expr::make(it->second, {number(start, left, role), number(second, right, role)});
  }
  Expr number(const Token& where, Expr e, const std::string& role) { return number(where, std::move(e), role.c_str()); }

  Expr sum() {
    const Token& start = peek();
    Expr left = product();
    while (isSymbol("+") || isSymbol("-")) {
      const std::string role = "'" + take().text + "'";
      Expr::Kind kind = role == "'+'" ? Expr::Kind::Add : Expr::Kind::Sub;
      const Token& second = peek();
      Expr right = product();
      left = Expr::make(kind, {number(start, left, role), number(second, right, role)});
    }
    return left;
  }
  Expr product() {
    const Token& start = peek();
    Expr left = factor();
    while (isSymbol("*") || isSymbol("/")) {
      const Token& op = take();
      const Token& second = peek();
      Expr right = factor();
      number(start, left, op.text == "*" ? "'*'" : "'/'");
      number(second, right, op.text == "*" ? "'*'" : "'/'");
      if (op.text == "*") {
        // Products stay linear, as Z3's integer arithmetic needs: a whole number times something.
        if (left.kind() != Expr::Kind::Const) fail(start, "write a product with the whole number first (2u, 2*(k/2))");
        left = Expr::make(Expr::Kind::Mul, {left, right});
      } else {
        if (right.kind() != Expr::Kind::Const || right.value() <= 0)
          fail(second, "'/' is floor division by a positive whole number");
        left = Expr::make(Expr::Kind::Div, {left, right});
      }
    }
    return left;
  }
  Expr factor() {
    const Token& t = peek();
    if (t.type == Token::Number || (isSymbol("-") && tokens_[at_ + 1].type == Token::Number)) {
      bool negative = t.type == Token::Symbol;
      if (negative) take();
      const Token& n = take();
      Expr c = lit(negative ? -n.value : n.value);
      if (!n.nameFollows) return c;
      const Token& name = peek();  // 2u: the number times the name written against it
      return Expr::make(Expr::Kind::Mul, {c, number(name, nameAt(), "a product")});
    }
    if (t.type == Token::Name) return nameAt();
    if (isSymbol("[")) {
      take();
      const Token& inner = peek();
      Expr c = condition(inner, implication(), "'[...]'");
      expect("]", "']'");
      return ite(c, lit(1), lit(0));
    }
    if (isSymbol("(")) {
      take();
      const Token& inner = peek();
      Expr e = implication();
      if (isWord("if")) {
        const Token& op = take();
        Expr c = condition(op, implication(), "'if'");
        if (!isWord("else")) fail(peek(), "expected 'else', found " + describe(peek()));
        const Token& otherwise = take();
        Expr o = implication();
        expect(")", "')'");
        return ite(c, number(inner, e, "'if'"), number(otherwise, o, "'else'"));
      }
      expect(")", "')'");
      return e;
    }
    fail(t, "expected a number, a name, '(' or '[', found " + describe(t));
  }
  Expr nameAt() {
    const Token& t = take();
    if (t.text == "always") return Expr::always();
    if (std::find(kKeywords.begin(), kKeywords.end(), t.text) != kKeywords.end())
      fail(t, "'" + t.text + "' is a word of the notation, not a name");
    for (const auto& [name, e] : names_.defined)
      if (name == t.text) return e;
    if (std::find(names_.parameters.begin(), names_.parameters.end(), t.text) != names_.parameters.end())
      return var(t.text);
    std::string known;
    for (const std::string& p : names_.parameters) known += (known.empty() ? "" : ", ") + p;
    for (const auto& [name, e] : names_.defined) known += (known.empty() ? "" : ", ") + name;
    fail(t, "unknown name '" + t.text + "' (known: " + known + ")");
  }
};

}  // namespace

Expr parseExpr(std::string_view text, const ExprNames& names, ExprSort sort) { return Parser(text, names).parse(sort); }

}  // namespace babylon
