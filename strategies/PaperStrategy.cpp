// The paper's strategy: a dispatcher over the case tables, keeping its family and frame in memory.
//
// Memory layout: bytes[0] = the Family Bob is in (lemmas/CaseTable.hpp), bytes[1] = 1 when the
// paper's red is the concrete blue (a red-blue reflection). Everything else is derived from the
// position, so equal (position, memory) pairs get equal replies.
#include "PaperStrategy.hpp"

#include <algorithm>

#include "KeepAlive.hpp"
#include "PaperFrame.hpp"
#include "core/MoveNotation.hpp"
#include "core/ParseError.hpp"
#include "core/Solver.hpp"
#include "lemmas/CompiledExpr.hpp"

namespace babylon {

namespace {

StrategyMemory memoryOf(Family f, bool reflected) {
  StrategyMemory m;
  m.bytes[0] = static_cast<std::uint8_t>(f);
  m.bytes[1] = reflected ? 1 : 0;
  return m;
}

Family familyOf(const StrategyMemory& m) { return static_cast<Family>(m.bytes[0]); }
PaperFrame frameOf(const StrategyMemory& m) { return PaperFrame{m.bytes[1] != 0}; }

// The frame in which p belongs to family f (no reflection preferred), and its parameters there.
struct FrameMatch {
  PaperFrame frame;
  FamilyValues values;
};
std::optional<FrameMatch> matchInFrame(Family f, const Position& p) {
  if (auto values = matchFamilyValues(f, p)) return FrameMatch{PaperFrame{false}, *values};
  if (auto values = matchFamilyValues(f, reflect(p))) return FrameMatch{PaperFrame{true}, *values};
  return std::nullopt;
}

std::optional<PaperFrame> frameFor(Family f, const Position& p) {
  if (auto m = matchInFrame(f, p)) return m->frame;
  return std::nullopt;
}

std::vector<std::pair<std::string, int>> paramsOf(const FamilyValues& values) {
  std::vector<std::pair<std::string, int>> out;
  Env env = values.env();  // a named Env: a range over a temporary's member would dangle
  for (const auto& [name, value] : env.values()) out.emplace_back(name, static_cast<int>(value));
  return out;
}

constexpr int kSlotM = 0;  // m in familySlots()

// The plain sentence of the last resort.
constexpr const char* kFallbackPlain =
    "No rule of the strategy applies here, so Bob plays the exact solver's move (a move to a position Alice loses "
    "if there is one).";

// An entry's plain sentence at `now`, in the concrete colors (the frame says whether the paper's
// red is blue here), with m filled in.
std::string plainOf(const CaseEntry& e, PaperFrame frame, const Position& now) {
  return plainFor(e.plain, {{"m", std::to_string(now.chips() / 2)}}, frame.reflected);
}

// A case's guard compiled from its Expr over familySlots(), with the slots it reads; nullopt when
// the guard reads a parameter no family match sets (then the Expr itself is evaluated).
struct CompiledGuard {
  std::optional<CompiledExpr> expr;
  std::uint8_t reads = 0;
};

CompiledGuard compileGuard(const Expr& guard) {
  CompiledGuard g;
  const auto& slots = familySlots();
  for (const std::string& name : guard.variables()) {
    auto at = std::find(slots.begin(), slots.end(), name);
    if (at == slots.end()) return g;
    g.reads = static_cast<std::uint8_t>(g.reads | (1u << (at - slots.begin())));
  }
  g.expr.emplace(guard, slots);
  return g;
}

class PaperStrategy final : public Strategy {
 public:
  explicit PaperStrategy(PaperStrategyOptions options)
      : options_(std::move(options)),
        guards_(compileGuards(options_.table)),
        replies_(compileReplies(options_.table)),
        byFamily_(indexByFamily(options_.table)),
        keepAlive_(options_.disabledRules, options_.keepAlive),
        ownGuard_(RunGuard::defaultMaxMemory()),
        solver_(options_.guard ? *options_.guard : ownGuard_, {1, true}) {}

  std::string name() const override { return options_.repairs ? "paper" : "paper-literal"; }

  StrategyMemory begin(const Position& start, StartKind kind) const override {
    Family f = familyOfStart(kind);
    auto frame = frameFor(f, start);
    return memoryOf(f, frame && frame->reflected);
  }

  std::optional<Reply> reply(const Turn& turn) const override {
    Family f = familyOf(turn.memory);
    if (bobMovesFirst(f)) return fromBobFirstTable(f, turn.now, turn.explain);
    if (f == Family::KeepAlive) return fromKeepAlive(turn.now, "", turn.explain);
    return fromAliceTable(f, frameOf(turn.memory), turn, 0);
  }

  std::vector<CaseInfo> cases() const override {
    std::vector<CaseInfo> out;
    auto used = [&](const CaseEntry& e) { return options_.repairs || e.origin != Origin::Repair; };
    for (const CaseEntry& e : options_.table) {
      if (!used(e)) continue;
      if (!handsOverToBobFirst(e)) {
        if (e.replyKind != ReplyKind::SwitchColors) out.push_back({e.id, e.text, e.origin});
        continue;
      }
      // A hand-over fires together with the case of the position it hands over to.
      for (const CaseEntry& p : options_.table)
        if (p.family == e.next && used(p)) out.push_back({e.id + "/" + p.id, e.text + " " + p.text, p.origin});
    }
    // A colour switch fires together with the case of the reflected move.
    for (const CaseEntry& e : options_.table) {
      if (e.replyKind != ReplyKind::SwitchColors || !used(e)) continue;
      std::string reflectedClass = swapColorLetters(e.alice);
      for (const CaseEntry& p : options_.table)
        if (p.family == e.family && p.answers(reflectedClass) && used(p))
          out.push_back({e.id + "/" + p.id, e.text + " " + p.text, p.origin});
    }
    for (CaseInfo& c : keepAliveCases()) out.push_back(std::move(c));
    out.push_back(
        {"fallback.solver", "Last resort: the exact solver's move (no rule applied)", Origin::SolverFallback});
    return out;
  }

 private:
  // A table entry's reply carried out: match the paper-frame move (its stack string read once,
  // replies_), then map it to the concrete one; nullopt when it is not a legal move here.
  std::optional<Reply> play(const CaseEntry& e, PaperFrame frame, const Position& now, const FamilyValues& env,
                            bool explain) const {
    std::optional<Move> paperMove;
    if (const auto& pattern = replies_[static_cast<std::size_t>(&e - options_.table.data())])
      paperMove = frame.reflected ? pattern->match(reflect(now)) : pattern->match(now);
    else
      try {
        paperMove = parseMove(frame.toPaper(now), e.reply);
      } catch (const ParseError&) {
        return std::nullopt;
      }
    if (!paperMove) return std::nullopt;
    Move move = frame.toConcrete(*paperMove);
    Position after = now.combined(move.a, move.b);
    Family next = e.next;
    auto nextFrame = frameFor(next, after);
    bool reflected = nextFrame ? nextFrame->reflected : frame.reflected;
    Justification why{e.id, {}, {}, e.origin};
    if (explain) {
      why.rule = e.text;
      why.params = paramsOf(env);
      why.plain = plainOf(e, frame, now);
    }
    return Reply{move, std::move(why), memoryOf(next, reflected)};
  }

  const CaseEntry* select(Family f, const std::string& alice, const FamilyValues& env) const {
    for (DispatchPass pass : kDispatchPasses)
      for (std::size_t i : byFamily_[static_cast<std::size_t>(f)]) {
        const CaseEntry& e = options_.table[i];
        if (consulted(e, pass, alice) && (options_.repairs || e.origin != Origin::Repair) && holds(i, env)) return &e;
      }
    return nullptr;
  }

  // The guard of table entry i: compiled where it reads only parameters the match set; else the
  // Expr, which names the missing parameter as it always did.
  bool holds(std::size_t i, const FamilyValues& env) const {
    const CompiledGuard& g = guards_[i];
    if (g.expr && (g.reads & ~env.present) == 0) return g.expr->evalBool(env.values);
    return options_.table[i].guard.evalBool(env.env());
  }

  static std::vector<CompiledGuard> compileGuards(const std::vector<CaseEntry>& table) {
    std::vector<CompiledGuard> out;
    for (const CaseEntry& e : table) out.push_back(compileGuard(e.guard));
    return out;
  }

  // The entries of each family, in table order (select reads no other family's entries).
  static std::vector<std::vector<std::size_t>> indexByFamily(const std::vector<CaseEntry>& table) {
    std::vector<std::vector<std::size_t>> out(static_cast<std::size_t>(Family::KeepAlive) + 1);
    for (std::size_t i = 0; i < table.size(); ++i) out[static_cast<std::size_t>(table[i].family)].push_back(i);
    return out;
  }

  // Each entry's reply read once (nullopt: no move, or a string parseMove must read each time).
  static std::vector<std::optional<PaperMovePattern>> compileReplies(const std::vector<CaseEntry>& table) {
    std::vector<std::optional<PaperMovePattern>> out;
    for (const CaseEntry& e : table)
      out.push_back(e.replyKind == ReplyKind::Move ? PaperMovePattern::compile(e.reply) : std::nullopt);
    return out;
  }

  std::optional<Reply> fromAliceTable(Family f, PaperFrame frame, const Turn& turn, int switches) const {
    if (!turn.before || !turn.opponent) return fallback(turn.now, "no Alice move to answer");
    FamilyValues env;
    if (auto matched =
            frame.reflected ? matchFamilyValues(f, reflect(*turn.before)) : matchFamilyValues(f, *turn.before))
      env = *matched;
    else if (!isPlan(f))  // a plan has no shape: its guards read m alone
      return fallback(turn.now, "state not in its family");
    env.set(kSlotM, turn.now.chips() / 2);
    std::string alice = moveClass(frame.toPaper(*turn.opponent));
    const CaseEntry* e = select(f, alice, env);
    if (!e) return fallback(turn.now, std::string("no case of ") + familyName(f) + " for " + alice);
    if (e->replyKind == ReplyKind::SwitchColors && switches == 0) {
      auto r = fromAliceTable(f, PaperFrame{!frame.reflected}, turn, 1);
      if (r) r->why.caseId = e->id + "/" + r->why.caseId;  // the switch fires with the case it leads to
      return r;
    }
    if (handsOverToBobFirst(*e))
      return fromBobFirstTable(e->next, turn.now, turn.explain, e->id,
                               turn.explain ? plainOf(*e, frame, turn.now) : std::string());
    if (e->replyKind == ReplyKind::HandOver) {
      // The entry leaves the move to the keep-alive rules: it is the case that fired.
      auto r = fromKeepAlive(turn.now, e->id, turn.explain);
      if (r && r->why.origin != Origin::SolverFallback) {
        if (turn.explain) {
          r->why.rule = e->text + " -> " + r->why.caseId + ": " + r->why.rule;
          r->why.plain = plainOf(*e, frame, turn.now) + " " + r->why.plain;
        }
        r->why.caseId = e->id;
        r->why.origin = e->origin;
      }
      return r;
    }
    if (auto r = play(*e, frame, turn.now, env, turn.explain)) return r;
    // A plan's threat that Alice has already parried: the keep-alive rules take over.
    if (threatMayBeParried(f)) return fromKeepAlive(turn.now, e->id, turn.explain);
    return fallback(turn.now, e->id + ": reply " + e->reply + " is not legal");
  }

  // via, viaPlain: the hand-over entry that led here, and its plain sentence.
  std::optional<Reply> fromBobFirstTable(Family f, const Position& now, bool explain, const std::string& via = "",
                                         const std::string& viaPlain = "") const {
    auto matched = matchInFrame(f, now);
    if (!matched) return fallback(now, std::string(familyName(f)) + " expected" + (via.empty() ? "" : " after " + via));
    const FamilyValues& env = matched->values;
    const CaseEntry* e = select(f, "", env);
    if (!e) return fallback(now, std::string("no case of ") + familyName(f));
    if (auto r = play(*e, matched->frame, now, env, explain)) {
      if (!via.empty()) r->why.caseId = via + "/" + r->why.caseId;
      if (!viaPlain.empty()) r->why.plain = viaPlain + " " + r->why.plain;
      return r;
    }
    return fallback(now, e->id + ": reply " + e->reply + " is not legal");
  }

  std::optional<Reply> fromKeepAlive(const Position& now, const std::string& via, bool explain) const {
    if (auto k = keepAlive_.choose(now, explain)) {
      if (!via.empty() && explain) k->why.rule = via + " then " + k->why.rule;
      return Reply{k->move, k->why, memoryOf(Family::KeepAlive, false)};
    }
    return fallback(now, "no keep-alive rule applies" + (via.empty() ? "" : " after " + via));
  }

  // Last resort, counted and reported: the exact solver's move to a position Alice loses.
  std::optional<Reply> fallback(const Position& now, const std::string& reason) const {
    auto next = successors(now);
    if (next.empty()) return std::nullopt;
    const Successor* chosen = &next.front();
    for (const Successor& s : next)
      if (solver_.outcome(s.position) == Outcome::P) {
        chosen = &s;
        break;
      }
    Justification why{
        "fallback.solver", "solver fallback: " + reason, {{"m", now.chips() / 2}}, Origin::SolverFallback, false,
        kFallbackPlain};
    return Reply{chosen->move, why, memoryOf(Family::KeepAlive, false)};
  }

  PaperStrategyOptions options_;
  std::vector<CompiledGuard> guards_;                     // one per entry of options_.table
  std::vector<std::optional<PaperMovePattern>> replies_;  // likewise
  std::vector<std::vector<std::size_t>> byFamily_;        // entry indices by Family value
  KeepAlive keepAlive_;
  RunGuard ownGuard_;  // used only when the options name no guard
  mutable Solver solver_;
};

}  // namespace

std::unique_ptr<Strategy> makePaperStrategy(PaperStrategyOptions options) {
  return std::make_unique<PaperStrategy>(std::move(options));
}

}  // namespace babylon
