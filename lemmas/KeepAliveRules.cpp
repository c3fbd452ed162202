// K0-K4 as data (see KeepAliveRules.hpp).
#include "KeepAliveRules.hpp"

#include <algorithm>

namespace babylon {

using Kind = KeepAliveCondition::Kind;

KeepAliveCondition noMove() { return {Kind::NoMove, {}, nullptr, {}}; }
KeepAliveCondition loneColor() { return {Kind::LoneColor, {}, nullptr, {}}; }
KeepAliveCondition meets(const std::string& claim) { return {Kind::Meets, claim, nullptr, {}}; }
KeepAliveCondition meets(const LoneRule& rule) { return {Kind::Meets, rule.claim, &rule, {}}; }
KeepAliveCondition operator!(KeepAliveCondition c) { return {Kind::Not, {}, nullptr, {std::move(c)}}; }
KeepAliveCondition all(std::vector<KeepAliveCondition> parts) { return {Kind::All, {}, nullptr, std::move(parts)}; }
KeepAliveCondition any(std::vector<KeepAliveCondition> parts) { return {Kind::Any, {}, nullptr, std::move(parts)}; }
KeepAliveCondition everyReply(KeepAliveCondition c) { return {Kind::EveryReply, {}, nullptr, {std::move(c)}}; }

bool readsReplies(const KeepAliveCondition& c) {
  if (c.kind == Kind::EveryReply) return true;
  for (const KeepAliveCondition& p : c.parts)
    if (readsReplies(p)) return true;
  return false;
}

const std::vector<KeepAliveRule>& keepAliveRules() {
  static const std::vector<KeepAliveRule> rules{
      {"K0.alice-cannot-move", "§3: an even state where Alice cannot move is safe: Bob moves there",
       "Alice cannot move after this", "Bob makes a move after which Alice cannot move: he wins.", Origin::Paper,
       nullptr, noMove()},
      {"K1.lemma-4.3", "Lemma 4.3: kill the y-stacks of height u, else make the tallest y-stack of height != u",
       "Lemma 4.3's rule",
       "{x} is a single stack of height {u}: Bob makes sure no {y} stack is {u} high, so none can ever cover it "
       "(Lemma 4.3's rule).",
       Origin::Paper, &lemma43Rule(), meets(lemma43Rule())},
      {"K2.lemma-4.2", "Lemma 4.2: nothing can be combined with X; Bob merges two other stacks",
       "Lemma 4.2: X can never be covered",
       "{x} is a single stack taller than any {y} stack can grow, so it survives; Bob merges two {y} stacks "
       "(Lemma 4.2).",
       Origin::Paper, &lemma42Rule(), meets(lemma42Rule())},
      {"K3.make-lemma-4.2", "Completion: make one color a single stack taller than m (Lemma 4.2)",
       "make a single stack taller than m",
       "Bob makes {x} a single stack taller than m = {m}, which no {y} stack can ever reach (Lemma 4.2).",
       Origin::Completion, nullptr, meets("L4.2")},
      {"K4.make-lemma-4.3",
       "Completion: make one color a single stack lower than m that every reply of Alice leaves under Lemma 4.2 or "
       "4.3",
       "make a single stack that Lemma 4.3 protects",
       "Bob makes {x} a single stack of height {u}; whatever Alice does next, Lemma 4.2 or 4.3 keeps it alive.",
       Origin::Completion, nullptr, all({loneColor(), !noMove(), everyReply(any({meets("L4.3"), meets("L4.2")}))})},
  };
  return rules;
}

namespace {
void collectNodes(const KeepAliveCondition& c, bool odd, std::vector<LemmaNode>& out) {
  if (c.kind == Kind::Meets) out.push_back({c.claim, odd});
  for (const KeepAliveCondition& p : c.parts) collectNodes(p, c.kind == Kind::EveryReply ? !odd : odd, out);
}
}  // namespace

std::vector<LemmaNode> lemmaNodesReached(const std::vector<KeepAliveRule>& rules) {
  std::vector<LemmaNode> out;
  for (const KeepAliveRule& r : rules) collectNodes(r.condition, r.loneRule != nullptr, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::string> keepAliveIds(bool withReplies, const std::vector<KeepAliveRule>& rules) {
  std::vector<std::string> ids;
  for (const KeepAliveRule& r : rules)
    if (withReplies || !readsReplies(r.condition)) ids.push_back(r.id);
  return ids;
}

std::string keepAliveRange(bool withReplies, const std::vector<KeepAliveRule>& rules) {
  std::vector<std::string> ids = keepAliveIds(withReplies, rules);
  if (ids.empty()) return "";
  auto shortName = [](const std::string& id) { return id.substr(0, id.find('.')); };
  return ids.size() == 1 ? shortName(ids.front()) : shortName(ids.front()) + "-" + shortName(ids.back());
}

}  // namespace babylon
