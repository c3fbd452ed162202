// The keep-alive rules: Lemma 4.3's proof as Bob's rule, Lemma 4.2, and the completion moves
// that create a single stack of one color which those lemmas protect.
#include "KeepAlive.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <mutex>
#include <stdexcept>

#include <absl/container/flat_hash_map.h>
#include <absl/container/inlined_vector.h>

#include "core/MoveNotation.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/CompiledExpr.hpp"
#include "lemmas/KeepAliveRules.hpp"
#include "lemmas/LoneStackRules.hpp"
#include "lemmas/NamedMoves.hpp"

namespace babylon {

namespace {

struct Lone {
  Color x;  // the color with a single stack
  int h;    // its height
};

// Colors (of a two-color position) that have exactly one stack, while the other color is present.
absl::InlinedVector<Lone, 2> loneStacks(const Position& p) {
  absl::InlinedVector<Lone, 2> out;
  if (p.colorSpan() > 2) return out;
  int reds = p.stacksOfColor(kRed), blues = static_cast<int>(p.stackCount()) - reds;
  // Canonical order: the red stacks first, then the blue ones.
  if (reds == 1 && blues > 0) out.push_back({kRed, p.stacks().front().height});
  if (blues == 1 && reds > 0) out.push_back({kBlue, p.stacks().back().height});
  return out;
}

absl::InlinedVector<int, 64> heightsOf(const Position& p, Color c) {
  absl::InlinedVector<int, 64> hs;
  for (const Stack& s : p.stacks())
    if (s.color == c) hs.push_back(s.height);
  return hs;  // tallest first
}

// The lone-stack parameters of lemmas/Claims.hpp: m, u = |X|, t y-stacks, t_u of height u,
// t_half of height u/2. The hypotheses themselves are the claims' (one source of truth), compiled
// once (CompiledExpr) over these slots.
std::array<std::int64_t, 5> loneParams(const Position& p, const Lone& l) {
  Color y = l.x == kRed ? kBlue : kRed;
  std::int64_t t = 0, atU = 0, atHalf = 0;
  for (const Stack& s : p.stacks()) {
    if (s.color != y) continue;
    ++t;
    atU += s.height == l.h;
    atHalf += 2 * s.height == l.h;
  }
  return {p.chips() / 2, l.h, t, atU, atHalf};
}

// The hypothesis of a lone-stack claim of lemmas/Claims (Lemma 4.2, 4.3), compiled once over the
// lone-stack slots.
const CompiledExpr& loneHypothesis(const std::string& claim) {
  static const std::map<std::string, CompiledExpr> hypotheses = [] {
    std::map<std::string, CompiledExpr> out;
    for (const Claim& c : paperClaims())
      if (c.shape != ClaimShape::Family) out.emplace(c.id, CompiledExpr(c.hypothesis(), loneGuardSlots()));
    return out;
  }();
  return hypotheses.at(claim);
}

std::optional<Lone> loneMeeting(const CompiledExpr& hypothesis, const Position& p) {
  for (const Lone& l : loneStacks(p))
    if (hypothesis.evalBool(loneParams(p, l))) return l;
  return std::nullopt;
}

std::optional<Lone> lemma43Lone(const Position& p) { return loneMeeting(loneHypothesis("L4.3"), p); }
std::optional<Lone> lemma42Lone(const Position& p) { return loneMeeting(loneHypothesis("L4.2"), p); }

// The search K5.lookahead: its id, its rule as coverage lists it, the short reason a move shows,
// and the plain sentence for a player. K0-K4 are data (lemmas/KeepAliveRules) with the same fields.
struct SearchRule {
  const char* id;
  const char* rule;
  const char* reason;
  const char* plain;
  Origin origin;
};
constexpr SearchRule kK5Search{
    "K5.lookahead",
    "Completion, a search kept as a cross-check: any move after which every reply of Alice allows one of the "
    "moves K0-K4 (or, one level deeper, such a move)",
    "every reply of Alice allows one of K0-K4",
    "Bob plays a move found by a short search: whatever Alice replies, he can then make one color a single stack "
    "that survives.",
    Origin::Completion};

Justification because(std::string id, std::string rule, const std::string& plain, Origin origin, const Position& p,
                      std::optional<Lone> lone) {
  Justification j{std::move(id), std::move(rule), {{"m", p.chips() / 2}}, origin};
  std::vector<std::pair<std::string, std::string>> words{{"m", std::to_string(p.chips() / 2)}};
  if (lone) {
    j.params.push_back({"u", lone->h});  // Lemma 4.3 calls the lone stack's height u
    j.rule += std::string(" (lone ") + colorLetter(lone->x) + " stack of height " + std::to_string(lone->h) + ")";
    Color y = lone->x == kRed ? kBlue : kRed;
    words.push_back({"u", std::to_string(lone->h)});
    words.push_back({"x", std::string(kColorNames[lone->x])});
    words.push_back({"y", std::string(kColorNames[y])});
  }
  j.plain = plainFor(plain, words);
  // A sentence that begins with the lone color's name.
  if (!j.plain.empty()) j.plain[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(j.plain[0])));
  return j;
}

// What follows every named move's plain sentence (lemmas/NamedMoves): why it is safe. Any move
// with K5's property is safe by the lemmas, named or not; where no named move has it, the search
// (K5.lookahead) still decides, and is counted.
constexpr const char* kNamedMoveSafe =
    ": whatever Alice replies, he can then make one color a single stack that survives.";

// The move `n` names in `p` (a two-color position), if its stacks are there and it is legal.
std::optional<Move> namedMove(const Position& p, const NamedMove& n) {
  if (p.colorSpan() > 2) return std::nullopt;
  static const CompiledExpr fewer(fewerIsRed(), fewerSlots());
  std::int64_t reds = p.stacksOfColor(kRed), blues = static_cast<std::int64_t>(p.stackCount()) - reds;
  std::int64_t redChips = 0;
  for (const Stack& s : p.stacks())
    if (s.color == kRed) redChips += s.height;
  std::array<std::int64_t, 4> counts{reds, blues, redChips, p.chips() - redChips};
  Color fewerColor = fewer.evalBool(counts) ? kRed : kBlue;
  auto stackOf = [&](const NamedStack& ns) -> std::optional<Stack> {
    Color c = ns.side == NamedSide::Fewer ? fewerColor : (fewerColor == kRed ? kBlue : kRed);
    auto hs = heightsOf(p, c);  // tallest first
    hs.erase(std::unique(hs.begin(), hs.end()), hs.end());
    auto k = static_cast<std::size_t>(rankDepth(ns.rank));
    if (hs.size() <= k) return std::nullopt;
    return Stack{c, static_cast<std::uint8_t>(rankFromTop(ns.rank) ? hs[k] : hs[hs.size() - 1 - k])};
  };
  auto a = stackOf(n.top), b = stackOf(n.below);
  if (!a || !b) return std::nullopt;
  Move m{*a, *b};
  if (!isLegal(p, m)) return std::nullopt;
  return m;
}

}  // namespace

namespace {

// A rule of lemmas/LoneStackRules compiled once: its guards over the lone-stack slots, its picks
// and objectives over (u, a, b).
struct CompiledLoneRule {
  struct Case {
    CompiledExpr guard, pick;
    std::optional<CompiledExpr> maximize;
  };
  std::vector<Case> cases;
  explicit CompiledLoneRule(const LoneRule& rule) {
    for (const LoneRuleCase& c : rule.cases) {
      Case k{CompiledExpr(c.guard, loneGuardSlots()), CompiledExpr(c.pick, lonePickSlots()), std::nullopt};
      if (c.maximize) k.maximize = CompiledExpr(*c.maximize, lonePickSlots());
      cases.push_back(std::move(k));
    }
  }
};

const CompiledLoneRule& compiled(const LoneRule& rule) {
  static const CompiledLoneRule k1(lemma43Rule()), k2(lemma42Rule());
  if (&rule == &lemma43Rule()) return k1;
  if (&rule == &lemma42Rule()) return k2;
  throw std::logic_error("lone-stack rule " + rule.id + " is not compiled");
}

// The keep-alive rules' language (lemmas/KeepAliveRules) on a position: the lone stack that a
// Meets condition names (its claim's hypothesis holds there, and with a rule some case's guard).
std::optional<Lone> loneMeeting(const KeepAliveCondition& c, const Position& p) {
  const CompiledExpr& hypothesis = loneHypothesis(c.claim);
  for (const Lone& l : loneStacks(p)) {
    auto params = loneParams(p, l);
    if (!hypothesis.evalBool(params)) continue;
    if (!c.rule) return l;
    for (const CompiledLoneRule::Case& k : compiled(*c.rule).cases)
      if (k.guard.evalBool(params)) return l;
  }
  return std::nullopt;
}

// The lone stack a condition is about, for the reason Bob's move shows: the one a Meets names, or
// the first lone stack; in a conjunction, the first part's that names one.
std::optional<Lone> loneNamed(const KeepAliveCondition& c, const Position& p) {
  using Kind = KeepAliveCondition::Kind;
  if (c.kind == Kind::Meets) return loneMeeting(c, p);
  if (c.kind == Kind::LoneColor) {
    auto lone = loneStacks(p);
    return lone.empty() ? std::nullopt : std::optional<Lone>(lone.front());
  }
  if (c.kind == Kind::All)
    for (const KeepAliveCondition& part : c.parts)
      if (auto l = loneNamed(part, p)) return l;
  return std::nullopt;
}

}  // namespace

bool keepAliveHolds(const KeepAliveCondition& c, const Position& p) {
  using Kind = KeepAliveCondition::Kind;
  auto every = [&](const std::vector<KeepAliveCondition>& parts) {
    return std::all_of(parts.begin(), parts.end(), [&](const KeepAliveCondition& q) { return keepAliveHolds(q, p); });
  };
  switch (c.kind) {
    case Kind::NoMove: return !hasLegalMove(p);
    case Kind::LoneColor: return !loneStacks(p).empty();
    case Kind::Meets: return loneMeeting(c, p).has_value();
    case Kind::Not: return !keepAliveHolds(c.parts.at(0), p);
    case Kind::All: return every(c.parts);
    case Kind::Any:
      return std::any_of(c.parts.begin(), c.parts.end(),
                         [&](const KeepAliveCondition& q) { return keepAliveHolds(q, p); });
    case Kind::EveryReply:
      for (const Successor& s : successors(p))
        if (!keepAliveHolds(c.parts.at(0), s.position)) return false;
      return true;
  }
  return false;
}

std::vector<Move> loneRuleMoves(const LoneRule& rule, const Position& p, Color x, int u) {
  Color yc = x == kRed ? kBlue : kRed;
  auto y = [&](std::int64_t h) { return Stack{yc, static_cast<std::uint8_t>(h)}; };
  auto params = loneParams(p, Lone{x, u});
  const CompiledLoneRule& r = compiled(rule);
  const CompiledLoneRule::Case* chosen = nullptr;
  for (const CompiledLoneRule::Case& c : r.cases)
    if (c.guard.evalBool(params)) {
      chosen = &c;
      break;
    }
  if (!chosen) return {};
  // Over the distinct heights (tallest first, with their counts) rather than every pair of
  // stacks: pair (i, j), i <= j, stands for all its equal moves, and i then j ascending is the
  // order in which the pairs of stacks first meet each move. A pair is read as (a, b) = (i, j),
  // else as (j, i).
  struct Height {
    int h;
    int count;
  };
  absl::InlinedVector<Height, 32> hs;
  for (int h : heightsOf(p, yc))
    if (!hs.empty() && hs.back().h == h)
      ++hs.back().count;
    else
      hs.push_back({h, 1});
  struct Candidate {
    std::int64_t a, b, value;
  };
  absl::InlinedVector<Candidate, 32> found;
  for (std::size_t i = 0; i < hs.size(); ++i)
    for (std::size_t j = hs[i].count >= 2 ? i : i + 1; j < hs.size(); ++j)
      for (auto [a, b] : {std::pair{hs[i].h, hs[j].h}, std::pair{hs[j].h, hs[i].h}}) {
        std::array<std::int64_t, 3> v{u, a, b};
        if (!chosen->pick.evalBool(v)) continue;
        found.push_back({a, b, chosen->maximize ? chosen->maximize->evalInt(v) : 0});
        break;
      }
  std::vector<Move> out;
  if (found.empty()) return out;
  std::int64_t best = found.front().value;
  for (const Candidate& c : found) best = std::max(best, c.value);
  for (const Candidate& c : found)
    if (c.value == best) out.push_back({y(c.a), y(c.b)});
  return out;
}

std::vector<Move> lemma43Moves(const Position& p, Color x, int u) { return loneRuleMoves(lemma43Rule(), p, x, u); }

bool lemma43Holds(const Position& p) { return lemma43Lone(p).has_value(); }
bool lemma42Holds(const Position& p) { return lemma42Lone(p).has_value(); }

std::vector<CaseInfo> keepAliveCases() {
  std::vector<CaseInfo> out;
  for (const KeepAliveRule& r : keepAliveRules()) out.push_back({r.id, r.rule, r.origin});
  out.push_back({kK5Search.id, kK5Search.rule, kK5Search.origin});
  for (const NamedMove& n : namedMoves())
    out.push_back({n.id,
                   std::string("Completion: ") + n.rule +
                       ", when every reply of Alice then allows one of K0-K4 (or, one level deeper, one of "
                       "these moves)",
                   Origin::Completion});
  return out;
}

std::set<std::string> namedK5Moves() {
  std::set<std::string> out;
  for (const NamedMove& n : namedMoves()) out.insert(n.id);
  return out;
}

namespace {
using Disabled = std::set<std::string>;

// A K0-K4 move and what its reason is made of; the Justification itself (strings) is built only
// for the move Bob plays (explain), not for the many positions the K4 and K5 look-aheads probe.
struct ProtectedMove {
  Move move;
  const KeepAliveRule* rule;
  std::optional<Lone> lone;
};

KeepAliveMove explain(const ProtectedMove& m, const Position& now, bool withReasons) {
  const KeepAliveRule& r = *m.rule;
  if (!withReasons) return KeepAliveMove{m.move, Justification{r.id, {}, {}, r.origin}};
  return KeepAliveMove{m.move, because(r.id, r.reason, r.plain, r.origin, now, m.lone)};
}

// The rules K0-K4 that are on, looked up once (not per position probed).
struct Enabled {
  std::vector<const KeepAliveRule*> rules;
  Enabled(const std::vector<KeepAliveRule>& all, const Disabled& off) {
    for (const KeepAliveRule& r : all)
      if (!off.count(r.id)) rules.push_back(&r);
  }
};

// The first rule that applies, and its move: with a lone-stack rule, that rule's first move at
// the lone stack its condition names; else the first move after which its condition holds.
std::optional<ProtectedMove> protectedMove(const Position& now, const std::vector<Successor>& next, const Enabled& on) {
  for (const KeepAliveRule* r : on.rules) {
    if (r->loneRule) {
      auto l = loneNamed(r->condition, now);
      if (!l || !keepAliveHolds(r->condition, now)) continue;
      if (auto ms = loneRuleMoves(*r->loneRule, now, l->x, l->h); !ms.empty()) return ProtectedMove{ms.front(), r, l};
      continue;
    }
    for (const Successor& s : next)
      if (keepAliveHolds(r->condition, s.position))
        return ProtectedMove{s.move, r, loneNamed(r->condition, s.position)};
  }
  return std::nullopt;
}
}  // namespace

// K5. By name (lemmas/NamedMoves): the first named move after which every reply of Alice allows one
// of K0-K4 (level 1) or, at level 2, one of K0-K4 or a level-1 named move. By search (kept as a
// cross-check, counted): does some move from `now` reach a position where, after every reply of
// Alice, a K0-K4 move exists -- looking `depth` moves of Bob ahead? Results are cached per
// position and level.
class KeepAlive::Lookahead {
 public:
  Lookahead(KeepAliveRuleSet rules, const Disabled& off) : rules_(std::move(rules)), on_(rules_.rules, off) {
    for (const NamedMove& n : rules_.named)
      if (!off.count(n.id)) named_.push_back(&n);
  }
  const Enabled& enabled() const { return on_; }

  struct Named {
    Move move;
    const NamedMove* rule;
  };
  std::optional<Named> named(const Position& now, int level) {
    for (const NamedMove* n : named_) {
      auto m = namedMove(now, *n);
      if (!m) continue;
      auto replies = successors(now.combined(m->a, m->b));
      bool all = !replies.empty();
      for (const Successor& r : replies)
        if (!(all = answeredByName(r.position, level))) break;
      if (all) return Named{*m, n};
    }
    return std::nullopt;
  }

  std::optional<Move> find(const Position& now, int depth) {
    for (const Successor& s : successors(now)) {
      auto replies = successors(s.position);
      bool all = !replies.empty();
      for (const Successor& r : replies)
        if (!(all = answerable(r.position, depth))) break;
      if (all) return s.move;
    }
    return std::nullopt;
  }

 private:
  using Cache = absl::flat_hash_map<std::pair<PackedKey<8>, int>, bool>;
  // Looks `key` up in `cache`, else computes it (outside the lock) and keeps it.
  template <class F>
  bool cached(Cache& cache, const Position& p, int level, F&& compute) {
    auto key = std::make_pair(p.key<8>(), level);
    {
      std::lock_guard lock(mutex_);
      if (auto it = cache.find(key); it != cache.end()) return it->second;
    }
    bool result = compute();
    std::lock_guard lock(mutex_);
    cache.emplace(key, result);
    return result;
  }
  bool answeredByName(const Position& p, int level) {
    if (protectedMove(p, successors(p), on_)) return true;
    if (level <= 1) return false;
    return cached(namedCache_, p, level, [&] { return named(p, level - 1).has_value(); });
  }
  bool answerable(const Position& p, int depth) {
    if (protectedMove(p, successors(p), on_)) return true;
    if (depth <= 1) return false;
    return cached(cache_, p, depth, [&] { return find(p, depth - 1).has_value(); });
  }
  KeepAliveRuleSet rules_;  // the rules played; on_ and named_ point into it
  Enabled on_;
  std::vector<const NamedMove*> named_;  // the named moves not disabled, in order
  std::mutex mutex_;
  // By packed key: 8 words hold any position (PackedKey.hpp: at most 255 + 9 x 16 bits), so the
  // key is as exact as the position and smaller than it.
  Cache cache_, namedCache_;
};

KeepAlive::KeepAlive(std::set<std::string> disabled, KeepAliveRuleSet rules)
    : disabled_(std::move(disabled)), lookahead_(std::make_unique<Lookahead>(std::move(rules), disabled_)) {}
KeepAlive::~KeepAlive() = default;

std::optional<KeepAliveMove> KeepAlive::choose(const Position& now, bool withReasons) const {
  auto next = successors(now);
  if (auto k = protectedMove(now, next, lookahead_->enabled())) return explain(*k, now, withReasons);
  // K5: every K0-K4 move leads to a position the lemmas make safe, so a move after which each
  // reply of Alice allows a K0-K4 move (or, one level deeper, such a move) is safe too. The
  // named moves first; the search only where none of them has the property.
  for (int level = 1; level <= kKeepAliveDepth; ++level)
    if (auto n = lookahead_->named(now, level)) {
      if (!withReasons) return KeepAliveMove{n->move, Justification{n->rule->id, {}, {}, Origin::Completion}};
      return KeepAliveMove{n->move, because(n->rule->id,
                                            std::string(n->rule->rule) + ": every reply of Alice allows one of K0-K4" +
                                                (level > 1 ? " or a named K5 move" : ""),
                                            std::string(n->rule->plain) + kNamedMoveSafe, Origin::Completion, now, {})};
    }
  if (disabled_.count(kK5Search.id)) return std::nullopt;
  for (int depth = 1; depth <= kKeepAliveDepth; ++depth)
    if (auto m = lookahead_->find(now, depth)) {
      if (!withReasons) return KeepAliveMove{*m, Justification{kK5Search.id, {}, {}, kK5Search.origin, true}};
      KeepAliveMove k{
          *m,
          because(kK5Search.id, std::string(kK5Search.reason) + " within " + std::to_string(depth) + " move(s) of Bob",
                  kK5Search.plain, kK5Search.origin, now, {})};
      k.why.search = true;
      return k;
    }
  return std::nullopt;
}

}  // namespace babylon
