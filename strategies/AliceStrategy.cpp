// Alice's rules, tried in order (their guards lemmas/AliceConditions', their moves lemmas/AliceMoves'
// templates, resolved here on the position): one color, the openings of Section 2, obliterating two red chips,
// keeping a lone stack alive, and gathering the minority color into a lone stack (n odd, p >= 3)
// around one tall stack T that no stack of the other color reaches.
#include "AliceStrategy.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>

#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/CompiledExpr.hpp"

namespace babylon {

namespace {

Stack stack(Color c, int h) { return Stack{c, static_cast<std::uint8_t>(h)}; }
Color other(Color c) { return c == kRed ? kBlue : kRed; }

// How the stacks are counted into c, d, m and o: lemmas/AliceConditions' aliceCounts, compiled, with
// a mutant's replacements (AliceStrategyOptions::recounted).
class Reading {
 public:
  explicit Reading(const std::map<std::string, Expr>& recounted = {}) {
    static const std::vector<std::string> slots{"g", "h", "H"};
    for (std::size_t i = 0; i < kLetters.size(); ++i) {
      auto it = recounted.find(kLetters[i]);
      counts_[i] = CompiledExpr(it != recounted.end() ? it->second : alice::aliceCount(kLetters[i]), slots);
    }
    for (const auto& [letter, counted] : recounted)
      if (std::find(kLetters.begin(), kLetters.end(), letter) == kLetters.end())
        throw std::invalid_argument("Alice's reading of a position has no count '" + letter + "'");
  }
  enum Letter { C, D, M, O };
  // Whether a y-stack of height g counts towards `letter`, with reference heights h and H.
  bool counts(Letter letter, int g, int h, int H) const {
    std::array<std::int64_t, 3> values{g, h, H};
    return counts_[letter].evalBool(values);
  }

 private:
  static constexpr std::array<const char*, 4> kLetters{"c", "d", "m", "o"};
  std::array<CompiledExpr, 4> counts_;
};

const Reading& defaultReading() {
  static const Reading reading;
  return reading;
}

// What the rules read off a two-color position.
struct View {
  const Position& p;
  const Reading& reading;
  int n = 0;
  std::array<int, 2> count{};               // stacks per color
  std::array<std::vector<int>, 2> heights;  // heights per color, tallest first
  bool initial = false;                     // every chip its own stack
  std::optional<Color> lone;                // x: a color with one stack while the other has some
  int h = 0;                                // the lone stack's height
  int t = 0;                                // y-stacks
  int c = 0;                                // y-stacks of height h
  int d = 0;                                // y-stacks of height 2h
  std::optional<Color> gathering;           // x of the gather phase (lemmas/AliceConditions' gatheringColor)
  // The values of lemmas/AliceConditions' parameters n, p, h, t, c, d, H, r, s, m, o (0 where they do
  // not apply; H, r, s, m, o those of the gathering color when there is one).
  std::array<std::int64_t, 11> values{};

  View(const Position& pos, const Reading& r) : p(pos), reading(r), n(pos.chips()) {
    for (const Stack& s : pos.stacks())
      if (s.color <= kBlue) {
        ++count[s.color];
        heights[s.color].push_back(s.height);  // stacks are sorted tallest first within a color
      }
    initial = static_cast<int>(pos.stackCount()) == n;
    for (Color x : {kRed, kBlue})
      if (count[x] == 1 && count[other(x)] >= 1) {
        lone = x;
        h = heights[x][0];
        t = count[other(x)];
        for (int y : heights[other(x)]) {
          c += reading.counts(Reading::C, y, h, 0);
          d += reading.counts(Reading::D, y, h, 0);
        }
        break;
      }
    values = {n, p_(), h, t, c, d, 0, 0, 0, 0, 0};
    for (Color x : {kRed, kBlue})
      if (count[x] >= 1 && count[other(x)] >= 1 && gathersAt(x)) {
        gathering = x;
        break;
      }
    if (!gathering) std::fill(values.begin() + 6, values.end(), 0);
  }
  // Fills values' gather slots as if x gathered, and says whether x is the gathering color.
  bool gathersAt(Color x) {
    static const CompiledExpr condition(alice::gatheringColor(), alice::aliceSlots());
    int H = heights[x][0], m = 0, o = 0;
    for (int y : heights[other(x)]) {
      m += reading.counts(Reading::M, y, 0, H);
      o += reading.counts(Reading::O, y, 0, H);
    }
    values[6] = H;
    values[7] = count[x];
    values[8] = count[other(x)];
    values[9] = m;
    values[10] = o;
    return condition.evalBool(values);
  }
  bool twoColors() const { return static_cast<int>(p.stackCount()) == count[0] + count[1]; }
  // At a start: the minority color (the paper's red; red on a tie) and its chips.
  Color minority() const { return count[kRed] <= count[kBlue] ? kRed : kBlue; }
  int p_() const { return count[minority()]; }
  Color x() const { return *lone; }
  Color y() const { return other(*lone); }
};

// The two stacks of color `c` whose heights add up to the most, leaving out pairs that add up to
// `avoid`; tallest or (smallest = true) least. Nullopt when no pair qualifies.
std::optional<Move> mergePair(const View& v, Color c, int avoid, bool smallest = false) {
  const std::vector<int>& hs = v.heights[c];
  std::optional<std::pair<int, int>> best;
  for (std::size_t a = 0; a < hs.size(); ++a)
    for (std::size_t b = a + 1; b < hs.size(); ++b) {
      int sum = hs[a] + hs[b];
      if (sum == avoid) continue;
      if (!best || (smallest ? sum < best->first + best->second : sum > best->first + best->second))
        best = {hs[a], hs[b]};
    }
  if (!best) return std::nullopt;
  return Move{stack(c, best->first), stack(c, best->second)};
}

// Lemma A's hypothesis (lemmas/AliceConditions): one color a single stack X, no stack of the
// other color of X's height, n odd, Bob to move.
bool lemmaAAt(const View& w) {
  static const CompiledExpr hypothesis(alice::lemmaAHypothesis(), alice::aliceSlots());
  return w.lone.has_value() && w.twoColors() && hypothesis.evalBool(w.values);
}

// The same, read off a position; most positions of the gather phase have two stacks of each color
// or more, and are turned away before the View is built.
bool lemmaAAtPosition(const Position& p) {
  int reds = p.stacksOfColor(kRed), blues = static_cast<int>(p.stackCount()) - reds;
  if (p.colorSpan() > 2 || (reds != 1 && blues != 1)) return false;
  return lemmaAAt(View(p, defaultReading()));
}

using Guard = std::function<bool(const View&)>;

// A template's heights (lemmas/AliceMoves: over h and H), compiled once.
struct CompiledRef {
  alice::Role role;
  alice::Pick pick;
  CompiledExpr height;
};
struct CompiledMove {
  alice::MoveTemplate::Kind kind;
  CompiledRef top, bottom;
  alice::Role pairRole;
  CompiledExpr avoid;
};
CompiledMove compile(const alice::MoveTemplate& m) {
  static const std::vector<std::string> slots{"h", "H"};
  auto ref = [](const alice::StackRef& r) { return CompiledRef{r.role, r.pick, CompiledExpr(r.height, slots)}; };
  return {m.kind, ref(m.top), ref(m.bottom), m.pairRole, CompiledExpr(m.avoid, slots)};
}

struct AliceRule {
  CaseInfo info;
  // For a player: Alice's move in words and why, in one short sentence ({x} the color she keeps
  // alive or gathers, {y} the other, {h} the lone stack's height).
  std::string plain;
};

bool lone(const View& v) { return v.lone.has_value() && v.twoColors(); }

// The guard of a rule whose arithmetic is one of lemmas/AliceConditions' conditions (the one source
// of truth, which proofs/AliceLemmas reasons about), on top of its shape: a start, or a lone stack.
Guard atStart(const std::string& caseId) {
  CompiledExpr condition(alice::aliceCondition(caseId), alice::aliceSlots());
  return [condition](const View& v) { return v.initial && condition.evalBool(v.values); };
}
Guard atLone(const std::string& caseId) {
  CompiledExpr condition(alice::aliceCondition(caseId), alice::aliceSlots());
  return [condition](const View& v) { return lone(v) && condition.evalBool(v.values); };
}
Guard atGather(const std::string& caseId) {
  CompiledExpr condition(alice::aliceCondition(caseId), alice::aliceSlots());
  return [condition](const View& v) { return v.gathering && v.twoColors() && condition.evalBool(v.values); };
}
// A rule's guard: its shape by its phase (lemmas/AliceMoves) and its arithmetic (lemmas/AliceConditions).
Guard guardOf(const std::string& caseId) {
  switch (alice::aliceMove(caseId).phase) {
    case alice::Phase::OneColor: return [](const View& v) { return v.count[kRed] == 0 || v.count[kBlue] == 0; };
    case alice::Phase::Start: return atStart(caseId);
    case alice::Phase::Lone: return atLone(caseId);
    case alice::Phase::Gather: return atGather(caseId);
  }
  throw std::logic_error("Alice's rule '" + caseId + "' has no phase");
}

// The colors a template's roles stand for, by the rule's phase (lemmas/AliceMoves): x the color
// Alice keeps alive or gathers, y the other. None where the phase has no such color (a mutant's
// negated guard fires off its shape).
std::optional<Color> roleColor(const View& v, alice::Phase phase, alice::Role role) {
  std::optional<Color> x = phase == alice::Phase::OneColor ? (v.count[kRed] ? kRed : kBlue)
                           : phase == alice::Phase::Start  ? std::optional<Color>(v.minority())
                           : phase == alice::Phase::Lone   ? v.lone
                                                           : v.gathering;
  if (!x) return std::nullopt;
  return role == alice::Role::X ? *x : other(*x);
}

// The height of the stack `r` names on v, skipping `taken` stacks of that height (a move's top,
// when its bottom is named the same way); nullopt when there is none.
std::optional<int> resolve(const View& v, Color c, const CompiledRef& r, int takenHeight, int taken) {
  const std::vector<int>& hs = v.heights[c];
  std::array<std::int64_t, 2> at{v.h, v.values[6]};
  auto present = [&](int height) {
    return std::count(hs.begin(), hs.end(), height) > (height == takenHeight ? taken : 0);
  };
  using alice::Pick;
  switch (r.pick) {
    case Pick::Singleton: return present(1) ? std::optional<int>(1) : std::nullopt;
    case Pick::Tallest: return hs.size() > static_cast<std::size_t>(taken) ? std::optional<int>(hs[0]) : std::nullopt;
    case Pick::NextTallest: return hs.size() >= 2 ? std::optional<int>(hs[1]) : std::nullopt;
    case Pick::OfHeight: {
      int height = static_cast<int>(r.height.evalInt(at));
      return present(height) ? std::optional<int>(height) : std::nullopt;
    }
    case Pick::TallestNotOfHeight: {
      int height = static_cast<int>(r.height.evalInt(at));
      for (int y : hs)
        if (y != height) return y;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

// The move a template names on v, for a rule of `phase`.
std::optional<Move> play(const View& v, alice::Phase phase, const CompiledMove& m) {
  if (m.kind != alice::MoveTemplate::Kind::Named) {
    std::array<std::int64_t, 2> at{v.h, v.values[6]};
    std::optional<Color> c = roleColor(v, phase, m.pairRole);
    if (!c) return std::nullopt;
    return mergePair(v, *c, static_cast<int>(m.avoid.evalInt(at)), m.kind == alice::MoveTemplate::Kind::PairFewest);
  }
  std::optional<Color> top = roleColor(v, phase, m.top.role), bottom = roleColor(v, phase, m.bottom.role);
  if (!top || !bottom) return std::nullopt;
  std::optional<int> b = resolve(v, *bottom, m.bottom, -1, 0);
  if (!b) return std::nullopt;
  // The top is another stack than the bottom: one fewer of the bottom's height to choose from.
  std::optional<int> t = resolve(v, *top, m.top, top == bottom ? *b : -1, top == bottom ? 1 : 0);
  if (!t) return std::nullopt;
  return Move{stack(*top, *t), stack(*bottom, *b)};
}

// Her rules as lemmas/tables/alice.rules writes them, in their order.
const std::vector<AliceRule>& rules() {
  static const std::vector<AliceRule> table = [] {
    std::vector<AliceRule> out;
    for (const alice::AliceMove& m : alice::aliceMoves()) out.push_back({{m.id, m.text, m.origin}, m.plain});
    return out;
  }();
  return table;
}

std::vector<std::pair<std::string, int>> paramsOf(const View& v) {
  std::vector<std::pair<std::string, int>> out{{"n", v.n}};
  if (v.initial) {
    out.push_back({"p", v.p_()});
    out.push_back({"q", v.n - v.p_()});
  } else if (v.lone) {
    out.push_back({"h", v.h});
    out.push_back({"c", v.c});
  } else if (v.gathering) {
    out.push_back({"H", static_cast<int>(v.values[6])});
    out.push_back({"m", static_cast<int>(v.values[9])});
  }
  return out;
}

// A rule's plain sentence at v: {x} the color she keeps alive or gathers (at a start, the
// minority color), {y} the other, {h} the lone stack's height.
std::string plainOf(const AliceRule& r, const View& v) {
  Color x = v.lone ? *v.lone : v.gathering ? *v.gathering : v.minority();
  return plainFor(
      r.plain,
      {{"x", std::string(kColorNames[x])}, {"y", std::string(kColorNames[other(x)])}, {"h", std::to_string(v.h)}});
}

class AliceStrategy : public Strategy {
 public:
  explicit AliceStrategy(AliceStrategyOptions options) : options_(std::move(options)), reading_(options_.recounted) {
    for (const AliceRule& r : rules()) {
      const alice::AliceMove& m = alice::aliceMove(r.info.id);
      bool replaced = options_.replaced.count(r.info.id) > 0;
      variant_.push_back({options_.dropped.count(r.info.id) > 0, options_.negated.count(r.info.id) > 0, m.phase,
                          guardOf(r.info.id), compile(replaced ? m.alternative : m.move)});
    }
  }
  std::string name() const override { return "alice"; }
  Side side() const override { return Side::Alice; }
  StrategyMemory begin(const Position&, StartKind) const override { return {}; }

  std::optional<Reply> reply(const Turn& turn) const override {
    View v(turn.now, reading_);
    if (!v.twoColors()) return std::nullopt;  // two-color Babylon only
    const std::vector<AliceRule>& table = rules();
    for (std::size_t i = 0; i < table.size(); ++i) {
      const AliceRule& r = table[i];
      const Variant& variant = variant_[i];
      if (variant.dropped) continue;
      bool fires = variant.guard(v) != variant.negated;
      if (!fires) continue;
      std::optional<Move> m = play(v, variant.phase, variant.move);
      if (!m) {
        if (variant.negated) continue;  // a negated guard fires only where the rule can move
        return std::nullopt;
      }
      // The verifier's fast pass reads only the case id and origin (Turn::explain).
      if (!turn.explain) return Reply{*m, Justification{r.info.id, "", {}, r.info.origin}, turn.memory};
      return Reply{*m, Justification{r.info.id, r.info.rule, paramsOf(v), r.info.origin, false, plainOf(r, v)},
                   turn.memory};
    }
    return std::nullopt;
  }

  std::vector<CaseInfo> cases() const override { return aliceCases(); }

 private:
  // The mutation options of each rule, by its place in rules().
  struct Variant {
    bool dropped, negated;
    alice::Phase phase;
    Guard guard;
    CompiledMove move;  // the rule's template, or its alternative when replaced
  };
  AliceStrategyOptions options_;
  Reading reading_;
  std::vector<Variant> variant_;
};

}  // namespace

std::vector<CaseInfo> aliceCases() {
  std::vector<CaseInfo> out;
  for (const AliceRule& r : rules()) out.push_back(r.info);
  return out;
}

std::string aliceAlternative(const std::string& caseId) { return alice::aliceMove(caseId).alternativeText; }

bool lemmaAHolds(const Position& p) { return lemmaAAtPosition(p); }

std::unique_ptr<Strategy> makeAliceStrategy(AliceStrategyOptions options) {
  return std::make_unique<AliceStrategy>(std::move(options));
}

}  // namespace babylon
