// The reader of Alice's rules (AliceRulesFile.hpp): the shared line format (FieldFile), a guard in
// the paper's notation, and a move template in a few words.
#include "AliceRulesFile.hpp"

#include <array>

#include "AliceConditions.hpp"
#include "FieldFile.hpp"

namespace babylon {

namespace {

using alice::Phase;
using alice::Role;

const std::vector<std::string> kFields = {"phase", "guard", "move", "mutant", "mutant text", "origin", "text", "plain"};
const std::vector<std::string> kRequired = {"phase", "move", "mutant", "mutant text", "origin", "text", "plain"};
constexpr std::array kPhases = {Phase::OneColor, Phase::Start, Phase::Lone, Phase::Gather};

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::OneColor: return "one color";
    case Phase::Start: return "start";
    case Phase::Lone: return "lone";
    case Phase::Gather: return "gather";
  }
  return "";
}

class RulesReader : public FieldFile {
 public:
  RulesReader(const std::string& where, std::unordered_map<std::string, std::string>& seen)
      : FieldFile(where, kFields, kRequired, seen, "case ID, or FIELD: value") {
    guards_.parameters = alice::aliceSlots();
    heights_.parameters = {"h", "H"};
  }

  std::vector<alice::AliceMove> read(std::string_view text) {
    readAll(text);
    return std::move(rules_);
  }

 private:
  ExprNames guards_, heights_;
  std::vector<alice::AliceMove> rules_;

  bool other(const std::string&, int) override { return false; }

  // ROLE WHICH: x or y, then singleton, tallest, next tallest, of height N, tallest not of height N.
  alice::StackRef stack(const std::string& text, const Field& f, const std::string& key) const {
    std::string rest = text.size() > 2 ? trimmed(text.substr(2)) : "";
    if ((text.rfind("x ", 0) == 0 || text.rfind("y ", 0) == 0) && !rest.empty()) {
      Role r = text[0] == 'x' ? Role::X : Role::Y;
      if (rest == "singleton") return alice::singleton(r);
      if (rest == "tallest") return alice::tallest(r);
      if (rest == "next tallest") return alice::nextTallest(r);
      for (const std::string& words : {std::string("of height "), std::string("tallest not of height ")})
        if (rest.rfind(words, 0) == 0) {
          Expr height = expression(rest.substr(words.size()), heights_, ExprSort::Number, key + " height", f.line);
          return words[0] == 'o' ? alice::ofHeight(r, height) : alice::tallestNotOfHeight(r, height);
        }
    }
    fail(f.line, key + ": '" + text +
                     "' names no stack (x or y, then: singleton, tallest, next tallest, of height N, tallest not of "
                     "height N)");
  }

  // STACK on STACK; or pair of ROLE, most chips | fewest chips [, total not N].
  alice::MoveTemplate move(const std::string& key) const {
    const Field& f = *field(key);
    const std::string& v = f.value;
    if (v.rfind("pair of ", 0) != 0) {
      std::size_t on = v.find(" on ");
      if (on == std::string::npos)
        fail(f.line, key + ": '" + v + "' is no move (write 'STACK on STACK' or 'pair of x, most chips')");
      return alice::put(stack(v.substr(0, on), f, key), stack(v.substr(on + 4), f, key));
    }
    std::vector<std::string> parts;
    for (std::size_t at = 8;;) {
      std::size_t comma = v.find(',', at);
      parts.push_back(trimmed(v.substr(at, comma == std::string::npos ? std::string::npos : comma - at)));
      if (comma == std::string::npos) break;
      at = comma + 1;
    }
    bool most = parts.size() >= 2 && parts[1] == "most chips";
    if (parts.size() < 2 || parts.size() > 3 || (parts[0] != "x" && parts[0] != "y") ||
        (!most && parts[1] != "fewest chips") || (parts.size() == 3 && parts[2].rfind("total not ", 0) != 0))
      fail(f.line, key + ": '" + v + "' is no pair (write 'pair of x, most chips', or fewest, then ', total not N')");
    Role r = parts[0] == "x" ? Role::X : Role::Y;
    Expr avoid = parts.size() == 3 ? expression(parts[2].substr(10), heights_, ExprSort::Number, key + " total", f.line)
                                   : lit(-1);
    return most ? alice::pairMost(r, avoid) : alice::pairFewest(r, avoid);
  }

  void finish(const std::string& id, int line) override {
    Phase phase = named(*field("phase"), kPhases, phaseName, "phase");
    const Field* guard = field("guard");
    if (phase == Phase::OneColor && guard) fail(guard->line, "guard: the one-color rule has no guard beyond its shape");
    if (phase != Phase::OneColor && !guard) fail(line, "case " + id + " has no 'guard' field");
    alice::AliceMove rule{
        id,
        phase,
        move("move"),
        move("mutant"),
        sentence("mutant text"),
        guard ? std::optional<Expr>(expression(guard->value, guards_, ExprSort::Condition, "guard", guard->line))
              : std::nullopt,
        origin(*field("origin")),
        sentence("text"),
        sentence("plain")};
    rules_.push_back(std::move(rule));
  }
};

}  // namespace

std::vector<alice::AliceMove> readAliceRules(std::string_view text, const std::string& where,
                                             std::unordered_map<std::string, std::string>& seen) {
  return RulesReader(where, seen).read(text);
}

}  // namespace babylon
