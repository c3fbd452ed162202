// K0-K4 as data (see KeepAliveRules.hpp): the builders of the conditions' language, and what a
// condition guarantees.
#include "KeepAliveRules.hpp"

#include <algorithm>
#include <optional>

#include "CaseTableFile.hpp"

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

const std::vector<KeepAliveRule>& keepAliveRules() { return loadedCaseTables().keepAlive; }

namespace {
// The lemma nodes through which `c`, read at a state of parity `odd`, guarantees Bob is safe; none
// when it does not. After his move (even), that Alice cannot move is a win. A lemma's hypothesis
// met is safe at that lemma's node. A conjunction guarantees what any part does; a disjunction
// what every part does; "after every reply" what its part does one move later (and where Alice
// has no reply, Bob has won). A lone color or a negation guarantees nothing.
std::optional<std::vector<LemmaNode>> guaranteed(const KeepAliveCondition& c, bool odd) {
  switch (c.kind) {
    case Kind::NoMove:
      if (odd) return std::nullopt;  // Bob to move and unable to: he has lost
      return std::vector<LemmaNode>{};
    case Kind::Meets: return std::vector<LemmaNode>{{c.claim, odd}};
    case Kind::LoneColor:
    case Kind::Not: return std::nullopt;
    case Kind::All: {
      std::optional<std::vector<LemmaNode>> out;
      for (const KeepAliveCondition& p : c.parts)
        if (auto g = guaranteed(p, odd)) {
          if (!out) out.emplace();
          out->insert(out->end(), g->begin(), g->end());
        }
      return out;
    }
    case Kind::Any: {
      std::vector<LemmaNode> out;
      for (const KeepAliveCondition& p : c.parts) {
        auto g = guaranteed(p, odd);
        if (!g) return std::nullopt;
        out.insert(out.end(), g->begin(), g->end());
      }
      return out;
    }
    case Kind::EveryReply: return guaranteed(c.parts[0], !odd);
  }
  return std::nullopt;
}
}  // namespace

std::string whyNotSafe(const KeepAliveRule& rule) {
  const bool odd = rule.loneRule != nullptr;
  const std::string id = rule.id;
  auto g = guaranteed(rule.condition, odd);
  if (!g)
    return id + "'s condition guarantees neither a win nor a lemma's hypothesis" +
           (odd ? " at Bob's turn" : " after his move");
  // A lone-stack rule plays its lemma's move: that lemma's hypothesis must hold, and no other.
  if (odd && (g->empty() ||
              std::any_of(g->begin(), g->end(), [&](const LemmaNode& n) { return n.claim != rule.loneRule->claim; })))
    return id + "'s condition does not guarantee " + rule.loneRule->claim + "'s hypothesis, whose rule it plays";
  return "";
}

std::string firstUnsafe(const std::vector<KeepAliveRule>& rules) {
  for (const KeepAliveRule& r : rules)
    if (std::string why = whyNotSafe(r); !why.empty()) return why;
  return "";
}

std::vector<LemmaNode> lemmaNodesReached(const std::vector<KeepAliveRule>& rules) {
  std::vector<LemmaNode> out;
  for (const KeepAliveRule& r : rules)
    if (auto g = guaranteed(r.condition, r.loneRule != nullptr)) out.insert(out.end(), g->begin(), g->end());
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
