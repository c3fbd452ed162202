// The rule mutants: built from the rules' data, each judged by the obligations that read the rule
// (proofs/RuleMutants.hpp).
#include "RuleMutants.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>

#include "core/util/ParallelUnits.hpp"
#include "lemmas/AliceConditions.hpp"
#include "lemmas/AliceMoves.hpp"
#include "lemmas/Claims.hpp"
#include "lemmas/Families.hpp"
#include "lemmas/LoneStackRules.hpp"
#include "proofs/AliceLemmas.hpp"
#include "proofs/ExplorerCases.hpp"
#include "proofs/LoneAbstraction.hpp"
#include "proofs/LoneStackLemmas.hpp"
#include "proofs/Prover.hpp"
#include "proofs/SymbolicRules.hpp"
#include "proofs/SymbolicVerifier.hpp"
#include "proofs/TheoremRun.hpp"
#include "proofs/Z3Session.hpp"
#include "strategies/AliceStrategy.hpp"
#include "strategies/PaperStrategy.hpp"
#include "verify/StrategyVerifier.hpp"

namespace babylon {

const char* ruleMutantClassName(RuleMutantClass c) {
  switch (c) {
    case RuleMutantClass::AliceMove: return "alice-move";
    case RuleMutantClass::AliceGuard: return "alice-guard";
    case RuleMutantClass::AliceCount: return "alice-count";
    case RuleMutantClass::LemmaHypothesis: return "lemma-hypothesis";
    case RuleMutantClass::LoneRule: return "lone-rule";
    case RuleMutantClass::FamilyGraphMove: return "family-graph-move";
    case RuleMutantClass::LemmaGraphMove: return "lemma-graph-move";
    case RuleMutantClass::AliceHalfMove: return "alice-half-move";
    case RuleMutantClass::KeepAliveCondition: return "keep-alive-condition";
    case RuleMutantClass::NamedMove: return "named-move";
  }
  return "?";
}

const char* ruleVerdictName(RuleVerdict v) {
  switch (v) {
    case RuleVerdict::KilledByProof: return "killed by the proof";
    case RuleVerdict::KilledByPlay: return "killed by the play";
    case RuleVerdict::WinsUpTo: return "wins every start played";
    case RuleVerdict::NeverLegal: return "never legal";
    case RuleVerdict::Survived: return "survived";
  }
  return "?";
}

namespace {

// The texts of Alice's moves the lemmas' graph generates: at the even node and after each of Bob's
// candidate moves at the odd node (the skip drops every move of a text).
std::vector<std::string> lemmaGraphMoveTexts() {
  std::vector<std::string> out;
  auto add = [&](const std::vector<lone::AbstractMove>& moves) {
    for (const lone::AbstractMove& m : moves)
      if (std::find(out.begin(), out.end(), m.text) == out.end()) out.push_back(m.text);
  };
  lone::AbstractLone p = lone::abstractPosition();
  add(lone::abstractMoves(p, "a"));
  for (const lone::AbstractMove& bob : lone::abstractMoves(p, "w"))
    if (bob.yPair) add(lone::abstractMoves(bob.after, "a"));
  return out;
}

// Whether Z3 shows `legal` impossible under `assumption` (a time-out shows nothing).
bool impossible(const Expr& assumption, const Expr& legal, unsigned timeoutMs) {
  Z3Session z3(timeoutMs);
  return z3.check(assumption && legal) == Z3Answer::Unsat;
}

// Whether the move left out is never legal: at the family's shape under its assumption; in the
// lemmas' graph wherever a move of that text is generated, under the abstraction's facts.
bool neverLegal(const RuleMutant& m, unsigned timeoutMs) {
  if (m.cls == RuleMutantClass::FamilyGraphMove) {
    for (const symbolic::SymbolicMove& move : symbolic::allMoves(familyShape(m.family)))
      if (move.text() == m.other && !impossible(familyAssumption(m.family), move.legal, timeoutMs)) return false;
    return true;
  }
  auto none = [&](const lone::AbstractLone& p) {
    for (const lone::AbstractMove& move : lone::abstractMoves(p, "a"))
      if (move.text == m.other &&
          !impossible(lone::abstractionFacts(p), move.legal && lone::abstractionFacts(move.after), timeoutMs))
        return false;
    return true;
  };
  lone::AbstractLone p = lone::abstractPosition();
  if (!none(p)) return false;
  for (const lone::AbstractMove& bob : lone::abstractMoves(p, "w"))
    if (bob.yPair && !none(bob.after)) return false;
  return true;
}

const LoneRule& loneRule(const std::string& id) { return id == lemma43Rule().id ? lemma43Rule() : lemma42Rule(); }

// The first obligation of `all` (those `keep` selects) Z3 refutes; empty when none is.
std::string firstRefuted(const std::vector<Obligation>& all, unsigned timeoutMs, RunGuard& guard,
                         const std::function<bool(const Obligation&)>& keep = {}) {
  ProverOptions z3Only{timeoutMs, "", false};
  for (const Obligation& o : all) {
    if (keep && !keep(o)) continue;
    guard.checkStop();
    if (prove(o, z3Only).status == ProofStatus::Refuted) return o.id;
  }
  return "";
}

// Alice's half's steps with one of her rules, guards or counts changed.
std::vector<Obligation> aliceStepsOf(const RuleMutant& m) {
  std::vector<std::pair<std::string, Expr>> conditions = alice::aliceConditions();
  std::vector<alice::AliceMove> moves = alice::aliceMoves();
  std::vector<alice::StackCount> counts = alice::aliceCounts();
  if (m.cls == RuleMutantClass::AliceMove)
    for (alice::AliceMove& a : moves)
      if (a.id == m.rule) a.move = a.alternative;
  if (m.cls == RuleMutantClass::AliceGuard)
    for (auto& [id, guard] : conditions)
      if (id == m.rule) guard = !guard;
  if (m.cls == RuleMutantClass::AliceCount)
    for (alice::StackCount& c : counts)
      if (c.letter == m.rule) c.counted = !c.counted;
  return aliceHalfObligations(conditions, nullptr, &moves, &counts);
}

// A keep-alive condition in words, for a mutant's description: "all(lone-color, not(no-move), ...)".
std::string conditionWords(const KeepAliveCondition& c) {
  using Kind = KeepAliveCondition::Kind;
  auto list = [&](const char* name) {
    std::string out = std::string(name) + "(";
    for (std::size_t i = 0; i < c.parts.size(); ++i) out += (i ? ", " : "") + conditionWords(c.parts[i]);
    return out + ")";
  };
  switch (c.kind) {
    case Kind::NoMove: return "no-move";
    case Kind::LoneColor: return "lone-color";
    case Kind::Meets: return "meets(" + c.claim + (c.rule ? ", " + c.rule->id : "") + ")";
    case Kind::Not: return list("not");
    case Kind::All: return list("all");
    case Kind::Any: return list("any");
    case Kind::EveryReply: return list("every-reply");
  }
  return "?";
}

bool isAtom(const KeepAliveCondition& c) {
  using Kind = KeepAliveCondition::Kind;
  return c.kind == Kind::NoMove || c.kind == Kind::LoneColor || c.kind == Kind::Meets;
}

// The mutants of one rule's condition: at each node (reached by `path`), an atom negated, and
// each part of a conjunction or disjunction of two or more parts dropped.
void conditionMutants(const KeepAliveRule& rule, const KeepAliveCondition& c, std::vector<std::size_t> path,
                      const std::function<void(RuleMutant)>& add) {
  using Kind = KeepAliveCondition::Kind;
  if (isAtom(c))
    add({.cls = RuleMutantClass::KeepAliveCondition,
         .target = rule.id,
         .description = conditionWords(c) + " negated",
         .rule = rule.id,
         .path = path});
  if ((c.kind == Kind::All || c.kind == Kind::Any) && c.parts.size() >= 2)
    for (std::size_t i = 0; i < c.parts.size(); ++i)
      add({.cls = RuleMutantClass::KeepAliveCondition,
           .target = rule.id,
           .description = conditionWords(c.parts[i]) + " dropped from " + (c.kind == Kind::All ? "all" : "any"),
           .rule = rule.id,
           .index = i,
           .dropped = true,
           .path = path});
  for (std::size_t i = 0; i < c.parts.size(); ++i) {
    std::vector<std::size_t> down = path;
    down.push_back(i);
    conditionMutants(rule, c.parts[i], down, add);
  }
}

// Bob's starts of more than `above` and at most `upTo` chips, played by his strategy with the
// changed rules: empty when it wins every one of them (no solver fallback), else what it lost.
std::string bobLoses(const Strategy& bob, int above, int upTo, RunGuard& guard, std::size_t& played) {
  std::vector<Start> starts;
  for (Start& s : startsFor(StartSet::Initial, upTo))
    if (s.position.chips() > above) starts.push_back(std::move(s));
  played = starts.size();
  if (starts.empty()) return "";
  VerifyOptions options;
  options.threads = 1;
  options.counterexamples = false;
  Verification v = verifyStrategy(bob, starts, options, guard);
  guard.checkStop();
  SmallSizes play{upTo, std::move(v)};
  if (play.won()) return "";
  int lost = static_cast<int>(play.play.starts.size()) - play.play.verified();
  int smallest = 0;
  for (const StartVerdict& s : play.play.starts)
    if (!s.verified && (smallest == 0 || s.start.position.chips() < smallest))
      smallest = static_cast<int>(s.start.position.chips());
  return "lost " + std::to_string(lost) + " of " + std::to_string(starts.size()) + " starts of " +
         std::to_string(above + 1) + "-" + std::to_string(upTo) + " chips" +
         (smallest ? " (the smallest of " + std::to_string(smallest) + " chips)" : "") +
         (play.play.fallbacks ? ", " + std::to_string(play.play.fallbacks) + " solver fallbacks" : "");
}

// A K0-K5 mutant: the family graph explored with the changed rules, as prove explores it (no
// assumed size; the graph derives the sizes it leaves to the finite verifier), then Bob's play.
void judgeKeepAlive(const RuleMutant& m, const RuleMutantOptions& options, RunGuard& guard, RuleJudgement& j) {
  KeepAliveRuleSet rules = keepAliveRulesOf(m);
  symbolic::ExploreOptions explore;
  explore.keepAlive = rules;
  explore.guard = &guard;
  symbolic::FamilyGraph graph = symbolic::exploreFamilies(explore);
  for (const symbolic::Edge& e : graph.edges)
    if (e.status == symbolic::EdgeStatus::Open) {
      j.verdict = RuleVerdict::KilledByProof;
      j.by = "open edge " + std::string(familyName(e.from)) + (e.alice.empty() ? "" : " Alice's " + e.alice) + " " +
             e.caseId + ": " + e.why + (e.detail.empty() ? "" : " (" + e.detail + ")") +
             (e.position.empty() ? "" : " at " + e.position);
      return;
    }
  const int small = graph.smallSizesNeeded();
  const std::string closes =
      "the graph closes (" + std::to_string(graph.edges.size()) + " edges" +
      (small ? ", starts up to " + std::to_string(small) + " chips left to the finite verifier" : "") + ")";
  if (small > options.playUpTo) {
    j.verdict = RuleVerdict::KilledByProof;
    j.by = closes + ", more than the play bound " + std::to_string(options.playUpTo);
    return;
  }
  PaperStrategyOptions bobOptions;
  bobOptions.keepAlive = std::move(rules);
  bobOptions.guard = &guard;
  std::unique_ptr<Strategy> bob = makePaperStrategy(std::move(bobOptions));
  std::size_t below = 0, above = 0;
  if (std::string lost = bobLoses(*bob, 0, small, guard, below); !lost.empty()) {
    j.verdict = RuleVerdict::KilledByPlay;
    j.by = closes + "; Bob " + lost;
    return;
  }
  if (std::string lost = bobLoses(*bob, small, options.playUpTo, guard, above); !lost.empty()) {
    j.verdict = RuleVerdict::Survived;
    j.by = "A HOLE IN THE PROOF: " + closes + ", yet Bob " + lost;
    return;
  }
  j.verdict = RuleVerdict::WinsUpTo;
  j.by = closes + "; equivalent up to " + std::to_string(options.playUpTo) + " chips: Bob won all " +
         std::to_string(below + above) + " starts";
}

AliceStrategyOptions aliceOptionsOf(const RuleMutant& m) {
  AliceStrategyOptions o;
  if (m.cls == RuleMutantClass::AliceMove) o.replaced = {m.rule};
  if (m.cls == RuleMutantClass::AliceGuard) o.negated = {m.rule};
  if (m.cls == RuleMutantClass::AliceCount) o.recounted = {{m.rule, !alice::aliceCount(m.rule)}};
  return o;
}

}  // namespace

std::vector<RuleMutant> buildRuleMutants() {
  std::vector<RuleMutant> out;
  auto add = [&](RuleMutant m) {
    char id[16];
    std::snprintf(id, sizeof id, "R%03zu", out.size() + 1);
    m.id = id;
    out.push_back(std::move(m));
  };
  for (const alice::AliceMove& a : alice::aliceMoves())
    add({.cls = RuleMutantClass::AliceMove, .target = a.id, .description = "plays " + a.alternativeText, .rule = a.id});
  for (const auto& [id, guard] : alice::aliceConditions())
    add({.cls = RuleMutantClass::AliceGuard,
         .target = id,
         .description = "guard " + guard.str() + " negated",
         .rule = id});
  for (const alice::StackCount& c : alice::aliceCounts())
    add({.cls = RuleMutantClass::AliceCount,
         .target = c.letter,
         .description = "count " + c.letter + " read with " + (!c.counted).str(),
         .rule = c.letter});
  for (const char* lemma : {"L4.2", "L4.3"}) {
    const Claim& claim = paperClaim(lemma);
    for (std::size_t i = 0; i < claim.hypotheses.size(); ++i)
      add({.cls = RuleMutantClass::LemmaHypothesis,
           .target = lemma,
           .description = claim.hypotheses[i].str() + " dropped",
           .rule = lemma,
           .index = i});
  }
  for (const LoneRule* rule : {&lemma43Rule(), &lemma42Rule()})
    for (std::size_t i = 0; i < rule->cases.size(); ++i) {
      const LoneRuleCase& c = rule->cases[i];
      add({.cls = RuleMutantClass::LoneRule,
           .target = c.id,
           .description = "case dropped",
           .rule = rule->id,
           .index = i,
           .dropped = true});
      add({.cls = RuleMutantClass::LoneRule,
           .target = c.id,
           .description = "pick " + c.pick.str() + " negated",
           .rule = rule->id,
           .index = i});
    }
  for (int i = 0; i <= static_cast<int>(Family::KeepAlive); ++i) {
    Family f = static_cast<Family>(i);
    if (!answersAliceAtShape(f)) continue;
    for (const symbolic::SymbolicMove& move : symbolic::allMoves(familyShape(f)))
      add({.cls = RuleMutantClass::FamilyGraphMove,
           .target = familyName(f),
           .description = "Alice's " + move.text() + " left out",
           .other = move.text(),
           .family = f});
  }
  for (const std::string& text : lemmaGraphMoveTexts())
    add({.cls = RuleMutantClass::LemmaGraphMove,
         .target = "Lemmas 4.2/4.3",
         .description = "Alice's " + text + " left out",
         .other = text});
  for (const Obligation& o : aliceHalfObligations())
    if (o.kind == "generated-move")
      add({.cls = RuleMutantClass::AliceHalfMove,
           .target = o.place,
           .description = "Bob's " + o.id.substr(o.id.rfind(".bob.") + 5) + " left out",
           .other = o.id});
  for (const KeepAliveRule& rule : keepAliveRules()) {
    conditionMutants(rule, rule.condition, {}, add);
    add({.cls = RuleMutantClass::KeepAliveCondition,
         .target = rule.id,
         .description = "rule left out",
         .rule = rule.id,
         .ruleLeftOut = true});
  }
  for (const NamedMove& n : namedMoves())
    add({.cls = RuleMutantClass::NamedMove, .target = n.id, .description = "named move left out", .rule = n.id});
  return out;
}

KeepAliveRuleSet keepAliveRulesOf(const RuleMutant& m) {
  KeepAliveRuleSet set;
  if (m.cls == RuleMutantClass::NamedMove)
    set.named.erase(
        std::remove_if(set.named.begin(), set.named.end(), [&](const NamedMove& n) { return n.id == m.rule; }),
        set.named.end());
  if (m.cls != RuleMutantClass::KeepAliveCondition) return set;
  auto rule = std::find_if(set.rules.begin(), set.rules.end(), [&](const KeepAliveRule& r) { return r.id == m.rule; });
  if (rule == set.rules.end()) throw std::logic_error("no keep-alive rule " + m.rule);
  if (m.ruleLeftOut) {
    set.rules.erase(rule);
    return set;
  }
  KeepAliveCondition* node = &rule->condition;
  for (std::size_t i : m.path) node = &node->parts.at(i);
  if (m.dropped)
    node->parts.erase(node->parts.begin() + static_cast<std::ptrdiff_t>(m.index));
  else
    *node = !*node;
  return set;
}

std::vector<RuleJudgement> judgeRuleMutants(const std::vector<RuleMutant>& mutants, const RuleMutantOptions& options,
                                            RunGuard& guard) {
  std::vector<RuleJudgement> out(mutants.size());
  // The lemmas' conjuncts: prove's own check (loneStackConjunctNeeds), run once for all of them.
  std::map<std::pair<std::string, std::string>, std::string> conjunctRefutedBy;
  if (std::any_of(mutants.begin(), mutants.end(),
                  [](const RuleMutant& m) { return m.cls == RuleMutantClass::LemmaHypothesis; }))
    for (const ConjunctNeed& n : loneStackConjunctNeeds({options.timeoutMs, "", false}, options.threads, guard))
      conjunctRefutedBy[{n.lemma, n.conjunct}] = n.refutedBy;
  std::size_t done = 0;
  std::mutex progressMutex;
  runUnits(mutants.size(), std::max(1, options.threads), guard, [&](std::size_t i) {
    auto t0 = std::chrono::steady_clock::now();
    const RuleMutant& m = mutants[i];
    RuleJudgement& j = out[i];
    j.mutant = m;
    std::string refuted;
    bool stillComplete = false;  // AliceHalfMove: the node's moves-complete claims all proved without the move
    switch (m.cls) {
      case RuleMutantClass::AliceMove:
      case RuleMutantClass::AliceGuard:
      case RuleMutantClass::AliceCount: refuted = firstRefuted(aliceStepsOf(m), options.timeoutMs, guard); break;
      case RuleMutantClass::LemmaHypothesis: {
        const Claim& claim = paperClaim(m.rule);
        refuted = conjunctRefutedBy[{m.rule, claim.hypotheses[m.index].str()}];
        break;
      }
      case RuleMutantClass::LoneRule: {
        LoneRule changed = loneRule(m.rule);
        if (m.dropped)
          changed.cases.erase(changed.cases.begin() + static_cast<std::ptrdiff_t>(m.index));
        else
          changed.cases[m.index].pick = !changed.cases[m.index].pick;
        bool k1 = m.rule == lemma43Rule().id;
        refuted = firstRefuted(loneStackLemmaObligations(paperClaim("L4.2"), paperClaim("L4.3"),
                                                         k1 ? lemma42Rule() : changed, k1 ? changed : lemma43Rule()),
                               options.timeoutMs, guard);
        break;
      }
      case RuleMutantClass::FamilyGraphMove: {
        // The explorer's own moves-complete obligations of the family, with the move left out.
        symbolic::PlantedSlips slip{std::make_pair(m.family, m.other), false};
        std::vector<Obligation> complete;
        for (const auto& [colors, claim] :
             symbolic::movesComplete(familyShape(m.family), symbolic::ExplorerCases::movesExplored(m.family, slip)))
          complete.push_back({std::string(familyName(m.family)) + ".moves-complete." + colors, "moves-complete",
                              familyName(m.family), "", familyAssumption(m.family), claim, m.family});
        refuted = firstRefuted(complete, options.timeoutMs, guard);
        break;
      }
      case RuleMutantClass::KeepAliveCondition:
      case RuleMutantClass::NamedMove: judgeKeepAlive(m, options, guard, j); break;
      case RuleMutantClass::LemmaGraphMove:
        refuted = firstRefuted(
            loneStackLemmaObligations(paperClaim("L4.2"), paperClaim("L4.3"), lemma42Rule(), lemma43Rule(), m.other),
            options.timeoutMs, guard, [](const Obligation& o) { return o.kind == "moves-complete"; });
        break;
      case RuleMutantClass::AliceHalfMove: {
        stillComplete = true;
        for (const Obligation& o : aliceHalfObligations({}, nullptr, nullptr, nullptr, m.other)) {
          if (o.kind != "moves-complete") continue;
          guard.checkStop();
          ProofStatus s = prove(o, {options.timeoutMs, "", false}).status;
          stillComplete = stillComplete && s == ProofStatus::Proved;
          if (s == ProofStatus::Refuted && refuted.empty()) refuted = o.id;
        }
        break;
      }
    }
    if (!refuted.empty()) {
      j.verdict = RuleVerdict::KilledByProof;
      j.by = refuted;
    } else if (m.cls == RuleMutantClass::AliceHalfMove
                   ? stillComplete
                   : (m.cls == RuleMutantClass::FamilyGraphMove || m.cls == RuleMutantClass::LemmaGraphMove) &&
                         neverLegal(m, options.timeoutMs)) {
      j.verdict = RuleVerdict::NeverLegal;
      j.by = m.cls == RuleMutantClass::AliceHalfMove
                 ? "Z3: the moves left are still every move of the rule (the node's moves-complete claims hold)"
                 : "Z3: the move is illegal wherever it is generated, so the moves left are still complete";
    } else if (m.cls == RuleMutantClass::AliceMove || m.cls == RuleMutantClass::AliceGuard ||
               m.cls == RuleMutantClass::AliceCount) {
      auto changed = makeAliceStrategy(aliceOptionsOf(m));
      SmallSizes play = playSmallSizes(*changed, options.playUpTo, 1, guard);
      guard.checkStop();
      int lost = static_cast<int>(play.play.starts.size()) - play.play.verified();
      j.verdict = play.won() ? RuleVerdict::WinsUpTo : RuleVerdict::KilledByPlay;
      j.by = play.won() ? "won all " + std::to_string(play.play.starts.size()) + " starts up to " +
                              std::to_string(options.playUpTo) + " chips"
                        : "lost " + std::to_string(lost) + " of " + std::to_string(play.play.starts.size()) +
                              " starts up to " + std::to_string(options.playUpTo) + " chips";
    }
    j.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::lock_guard lock(progressMutex);
    ++done;
    if (options.progress) options.progress(done, mutants.size());
  });
  return out;
}

}  // namespace babylon
