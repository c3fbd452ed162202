// The readers of Bob's end-game rules (EndGameRulesFile.hpp), on the tables' shared line format
// (FieldFile).
#include "EndGameRulesFile.hpp"

#include <algorithm>
#include <array>
#include <sstream>

#include "Claims.hpp"
#include "FieldFile.hpp"
#include "core/ParseError.hpp"

namespace babylon {

namespace {

// The lone-stack claims a rule may name: the lemmas whose hypotheses the end game reads.
bool isLemma(const std::string& id) {
  const auto& claims = paperClaims();
  return std::any_of(claims.begin(), claims.end(), [&](const Claim& c) {
    return c.id == id && (c.shape == ClaimShape::LoneStackEven || c.shape == ClaimShape::LoneStackOdd);
  });
}

class LoneReader : public FieldFile {
 public:
  LoneReader(const std::string& where, std::unordered_map<std::string, std::string>& seen)
      : FieldFile(where, {"rule", "lemma", "guard", "pick", "most", "text"}, {"rule", "lemma", "guard", "pick", "text"},
                  seen, "case ID, or FIELD: value") {
    guards_.parameters = loneGuardSlots();
    picks_.parameters = lonePickSlots();
  }
  std::vector<LoneRule> read(std::string_view text) {
    readAll(text);
    for (const char* lemma : {"L4.2", "L4.3"})
      if (std::none_of(rules_.begin(), rules_.end(), [&](const LoneRule& r) { return r.claim == lemma; }))
        throw ParseError(where_ + ": no rule for " + lemma + " (the end game plays one for L4.2 and one for L4.3)");
    return std::move(rules_);
  }

 private:
  ExprNames guards_, picks_;
  std::vector<LoneRule> rules_;

  bool other(const std::string&, int) override { return false; }
  void finish(const std::string& id, int) override {
    const Field &rule = *field("rule"), &lemma = *field("lemma");
    if (!isLemma(lemma.value)) fail(lemma.line, "lemma: '" + lemma.value + "' is not a lone-stack lemma (L4.2, L4.3)");
    auto it = std::find_if(rules_.begin(), rules_.end(), [&](const LoneRule& r) { return r.id == rule.value; });
    if (it == rules_.end()) {
      if (std::any_of(rules_.begin(), rules_.end(), [&](const LoneRule& r) { return r.claim == lemma.value; }))
        fail(lemma.line, "lemma: " + lemma.value + " has a rule already");
      it = rules_.insert(rules_.end(), LoneRule{rule.value, lemma.value, {}});
    } else if (it->claim != lemma.value) {
      fail(lemma.line, "lemma: the rule " + rule.value + " is for " + it->claim + ", not " + lemma.value);
    }
    const Field* most = field("most");
    it->cases.push_back(
        {id, field("text")->value,
         expression(field("guard")->value, guards_, ExprSort::Condition, "guard", field("guard")->line),
         expression(field("pick")->value, picks_, ExprSort::Condition, "pick", field("pick")->line),
         most ? std::optional<Expr>(expression(most->value, picks_, ExprSort::Number, "most", most->line))
              : std::nullopt});
  }
};

// A keep-alive condition's words: `no move`, `lone color`, `CLAIM holds`, `RULE applies`, `after
// every reply (...)`, `not`, `and`, `or`, parentheses.
class ConditionParser {
 public:
  ConditionParser(const std::string& text, const std::vector<LoneRule>& lone) : lone_(lone) {
    std::string spaced;
    for (char c : text) spaced += c == '(' || c == ')' ? std::string(" ") + c + " " : std::string(1, c);
    std::istringstream in(spaced);
    for (std::string w; in >> w;) words_.push_back(w);
  }
  // The condition; on an error, throws the message (without file and line).
  KeepAliveCondition parse() {
    KeepAliveCondition c = disjunction();
    if (at_ < words_.size()) error("'" + words_[at_] + "' where the condition should end");
    return c;
  }

 private:
  static constexpr std::size_t kMaxDepth = 200;  // nested parts: a hostile file cannot exhaust the stack
  const std::vector<LoneRule>& lone_;
  std::vector<std::string> words_;
  std::size_t at_ = 0, depth_ = 0;

  [[noreturn]] static void error(const std::string& what) { throw std::invalid_argument(what); }
  bool is(const std::string& w) const { return at_ < words_.size() && words_[at_] == w; }
  void expect(const std::string& w) {
    if (!is(w)) error("expected '" + w + "'" + (at_ < words_.size() ? ", found '" + words_[at_] + "'" : " at the end"));
    ++at_;
  }
  KeepAliveCondition joined(KeepAliveCondition (ConditionParser::*part)(), const std::string& word, bool all) {
    if (++depth_ > kMaxDepth) error("conditions nested more than " + std::to_string(kMaxDepth) + " deep");
    struct Leave {
      std::size_t& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    std::vector<KeepAliveCondition> parts{(this->*part)()};
    while (is(word)) {
      ++at_;
      parts.push_back((this->*part)());
    }
    if (parts.size() == 1) return std::move(parts[0]);
    return all ? babylon::all(std::move(parts)) : babylon::any(std::move(parts));
  }
  KeepAliveCondition disjunction() { return joined(&ConditionParser::conjunction, "or", false); }
  KeepAliveCondition conjunction() { return joined(&ConditionParser::negation, "and", true); }
  KeepAliveCondition negation() {
    std::size_t nots = 0;
    for (; is("not"); ++at_)
      if (++nots > kMaxDepth) error("conditions nested more than " + std::to_string(kMaxDepth) + " deep");
    KeepAliveCondition c = atom();
    for (; nots > 0; --nots) c = !std::move(c);
    return c;
  }
  KeepAliveCondition atom() {
    if (at_ >= words_.size()) error("a condition is missing at the end");
    std::string w = words_[at_++];
    if (w == "(") {
      KeepAliveCondition c = disjunction();
      expect(")");
      return c;
    }
    if (w == "no") return expect("move"), noMove();
    if (w == "lone") return expect("color"), loneColor();
    if (w == "after") {
      expect("every");
      expect("reply");
      expect("(");
      KeepAliveCondition c = disjunction();
      expect(")");
      return everyReply(std::move(c));
    }
    if (is("holds")) {
      ++at_;
      if (!isLemma(w)) error("'" + w + "' is not a lone-stack lemma (L4.2, L4.3)");
      return meets(w);
    }
    if (is("applies")) {
      ++at_;
      for (const LoneRule& r : lone_)
        if (r.id == w) return meets(r);
      error("'" + w + "' is no rule of lone-stack.rules");
    }
    error("'" + w +
          "' begins no condition (no move, lone color, L4.2 holds, K1.lemma-4.3 applies, after every reply (...), "
          "not, parentheses)");
  }
};

class KeepAliveReader : public FieldFile {
 public:
  KeepAliveReader(const std::string& where, std::unordered_map<std::string, std::string>& seen,
                  const std::vector<LoneRule>& lone)
      : FieldFile(where, {"plays", "condition", "rule", "reason", "plain", "origin"},
                  {"condition", "rule", "reason", "plain", "origin"}, seen, "case ID, or FIELD: value"),
        lone_(lone) {}
  std::vector<KeepAliveRule> read(std::string_view text) {
    readAll(text);
    return std::move(rules_);
  }

 private:
  const std::vector<LoneRule>& lone_;
  std::vector<KeepAliveRule> rules_;

  bool other(const std::string&, int) override { return false; }
  void finish(const std::string& id, int) override {
    const LoneRule* plays = nullptr;
    if (const Field* p = field("plays")) {
      for (const LoneRule& r : lone_)
        if (r.id == p->value) plays = &r;
      if (!plays) fail(p->line, "plays: '" + p->value + "' is no rule of lone-stack.rules");
    }
    const Field& c = *field("condition");
    KeepAliveCondition condition;
    try {
      condition = ConditionParser(c.value, lone_).parse();
    } catch (const std::invalid_argument& e) {
      fail(c.line, std::string("condition: ") + e.what());
    }
    rules_.push_back({id, sentence("rule"), sentence("reason"), sentence("plain"), origin(*field("origin")), plays,
                      std::move(condition)});
  }
};

constexpr std::array kSides = {NamedSide::Fewer, NamedSide::More};
constexpr std::array kRanks = {NamedRank::Tallest, NamedRank::SecondTallest, NamedRank::Shortest,
                               NamedRank::SecondShortest};
const char* sideName(NamedSide s) { return s == NamedSide::Fewer ? "fewer" : "more"; }
const char* rankName(NamedRank r) {
  switch (r) {
    case NamedRank::Tallest: return "tallest";
    case NamedRank::SecondTallest: return "second tallest";
    case NamedRank::Shortest: return "shortest";
    case NamedRank::SecondShortest: return "second shortest";
  }
  return "";
}

class NamedReader : public FieldFile {
 public:
  NamedReader(const std::string& where, std::unordered_map<std::string, std::string>& seen)
      : FieldFile(where, {"move", "rule", "plain"}, {"move", "rule", "plain"}, seen, "case ID, or FIELD: value") {}
  std::vector<NamedMove> read(std::string_view text) {
    readAll(text);
    return std::move(moves_);
  }

 private:
  std::vector<NamedMove> moves_;

  bool other(const std::string&, int) override { return false; }
  // SIDE RANK: fewer or more, then tallest, second tallest, shortest or second shortest.
  NamedStack stack(const std::string& text, const Field& f) const {
    for (NamedSide s : kSides)
      for (NamedRank r : kRanks)
        if (text == std::string(sideName(s)) + " " + rankName(r)) return {s, r};
    fail(f.line, "move: '" + text +
                     "' names no stack (fewer or more, then: tallest, second tallest, shortest, second shortest)");
  }
  void finish(const std::string& id, int) override {
    const Field& m = *field("move");
    std::size_t on = m.value.find(" on ");
    if (on == std::string::npos) fail(m.line, "move: '" + m.value + "' is no move (write 'STACK on STACK')");
    moves_.push_back(
        {id, sentence("rule"), stack(m.value.substr(0, on), m), stack(m.value.substr(on + 4), m), sentence("plain")});
  }
};

}  // namespace

std::vector<LoneRule> readLoneStackRules(std::string_view text, const std::string& where,
                                         std::unordered_map<std::string, std::string>& seen) {
  return LoneReader(where, seen).read(text);
}

std::vector<KeepAliveRule> readKeepAliveRules(std::string_view text, const std::string& where,
                                              std::unordered_map<std::string, std::string>& seen,
                                              const std::vector<LoneRule>& lone) {
  return KeepAliveReader(where, seen, lone).read(text);
}

std::vector<NamedMove> readNamedMoves(std::string_view text, const std::string& where,
                                      std::unordered_map<std::string, std::string>& seen) {
  return NamedReader(where, seen).read(text);
}

}  // namespace babylon
