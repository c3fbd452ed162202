// Lemmas 4.2 and 4.3 as the closure of a graph over abstract positions (LoneStackLemmas.hpp).
//
// Nodes: Lemma 4.2 at an even state (Alice to move), and Lemma 4.2 and Lemma 4.3 at an odd state
// (Bob to move). Edges come from the generic rule: at an odd node every case of Bob's rule,
// every pair of abstract y-stacks the case's pick allows, then every move of Alice; at the even
// node every move of Alice. Each edge's obligation says the move is not legal, or X is untouched
// and the node's hypothesis holds again (at the odd node with fewer y-stacks). The assumption is
// the node's statement and the case's region; the moves' conditions (Bob's pick, Alice's move
// legal, the stacks they name) are the claim's premise, so a move that cannot happen is shown
// impossible rather than assumed away. Where Alice has no legal move, Bob made the last move and
// won. Bob's rule is the data of lemmas/LoneStackRules; its objective (K1's "largest") enters as
// the fact that no pair of the stacks the step names beats Bob's pair.
#include "LoneStackLemmas.hpp"

#include <algorithm>
#include <stdexcept>

#include "lemmas/KeepAliveRules.hpp"
#include "proofs/LoneAbstraction.hpp"

namespace babylon {

namespace {

using lone::AbstractLone;
using lone::AbstractMove;

Expr never() { return lit(0) == lit(1); }

Obligation step(const std::string& id, const std::string& place, const std::string& words, Expr assumption, Expr claim,
                const char* kind = "lemma") {
  return {"lemma." + id, kind, place, words, std::move(assumption), std::move(claim), std::nullopt};
}

// A step after moves the generic rule proposes: `moved` (their conditions) implies `then`.
Obligation moveStep(const std::string& id, const std::string& place, const std::string& words, Expr assumption,
                    const Expr& moved, const Expr& then) {
  return step(id, place, words, std::move(assumption), implies(moved, then), "generated-move");
}

Expr paramOf(const std::vector<std::pair<std::string, Expr>>& params, const std::string& name) {
  for (const auto& [n, e] : params)
    if (n == name) return e;
  return var(name);
}

// The claim's domain and hypothesis read off an abstract position.
Expr meets(const Claim& claim, const AbstractLone& p) {
  return (claim.domain && claim.hypothesis()).substitute(lone::loneParameters(p));
}

Expr yCount(const AbstractLone& p) { return paramOf(lone::loneParameters(p), "t"); }

Expr pickOf(const LoneRuleCase& c, const AbstractLone& p, const Expr& a, const Expr& b) {
  return c.pick.substitute({{"u", p.u}, {"a", a}, {"b", b}});
}
Expr valueOf(const LoneRuleCase& c, const AbstractLone& p, const Expr& a, const Expr& b) {
  return c.maximize->substitute({{"u", p.u}, {"a", a}, {"b", b}});
}

// After a move of Alice: X untouched and `claim` again. That the y-stacks are fewer needs no
// obligation: every move removes a stack, so the game is finite and the graph's closure is the
// induction.
Expr backIn(const Claim& claim, const AbstractLone& after) {
  if (!after.xIntact) return never();
  return meets(claim, after);
}

// The moves generated at p with tag `tag`, less a planted slip's.
std::vector<AbstractMove> generated(const AbstractLone& p, const std::string& tag, const std::string& skipped) {
  std::vector<AbstractMove> moves = lone::abstractMoves(p, tag);
  if (!skipped.empty()) std::erase_if(moves, [&](const AbstractMove& m) { return m.text == skipped; });
  return moves;
}

// That `moves` are every move of the generic rule at p, where `given` holds.
void complete(const std::string& id, const std::string& place, const Expr& assumption, const Expr& given,
              const AbstractLone& p, const std::vector<AbstractMove>& moves, const std::string& tag,
              std::vector<Obligation>& out) {
  for (const auto& [colors, claim] : lone::movesComplete(p, moves, tag))
    out.push_back(step(id + ".moves-complete." + colors, place,
                       "the moves generated are every move of the generic rule (" + colors + ")", assumption,
                       implies(given, claim), "moves-complete"));
}

// The even node of Lemma 4.2: every move of Alice leaves X and the hypothesis at an odd state.
void evenNode(const Claim& claim, const std::string& place, const std::string& skipped, std::vector<Obligation>& out) {
  AbstractLone e = lone::abstractPosition();
  Expr t = yCount(e);
  Expr base = lone::abstractionFacts(e) && t == 2 * (t / 2) + 1 && meets(claim, e);
  const std::vector<AbstractMove> moves = generated(e, "a", skipped);
  complete(claim.id + ".even.alice", place, base, Expr::always(), e, moves, "a", out);
  for (const AbstractMove& a : moves) {
    out.push_back(moveStep(claim.id + ".even.alice." + a.text, place,
                           "at an even state, Alice's " + a.text + " is not legal, or leaves X and the hypothesis",
                           base, a.legal && lone::abstractionFacts(a.after), backIn(claim, a.after)));
  }
}

// An odd node: Bob's rule applies and allows a move; after it and every move of Alice, the
// hypothesis holds again with fewer y-stacks.
// `before`: the claims of the lone-stack rules Bob tries before `rule` (lemmas/KeepAliveRules'
// order); at this node none of them applies, so `rule` is the one he plays.
void oddNode(const Claim& claim, const LoneRule& rule, const std::vector<const Claim*>& before,
             const std::string& place, const std::string& skipped, std::vector<Obligation>& out) {
  AbstractLone o = lone::abstractPosition();
  auto params = lone::loneParameters(o);
  Expr t = yCount(o);
  Expr base = lone::abstractionFacts(o) && t == 2 * (t / 2) && meets(claim, o);
  // X is the only lone stack here (the y-stacks are even in number), so a rule tried first
  // applies only if X meets that rule's hypothesis.
  for (const Claim* earlier : before)
    out.push_back(step(claim.id + ".odd." + rule.id + ".before." + earlier->id, place,
                       "at an odd state, the rule of " + earlier->id + ", tried before " + rule.id +
                           ", does not apply: X does not meet its hypothesis",
                       base, !meets(*earlier, o)));
  // Bob's candidates, and Alice's moves after each of them, are every move of the generic rule.
  const std::vector<AbstractMove> bobs = lone::abstractMoves(o, "w");
  std::vector<std::vector<AbstractMove>> alices;
  const std::string id0 = claim.id + ".odd." + rule.id;
  complete(id0 + ".bob", place, base, Expr::always(), o, bobs, "w", out);
  for (const AbstractMove& bob : bobs) {
    alices.push_back(generated(bob.after, "a", skipped));
    if (bob.yPair)
      complete(id0 + ".bob." + bob.text + ".alice", place, base && lone::abstractionFacts(bob.after), bob.legal,
               bob.after, alices.back(), "a", out);
  }
  std::vector<Expr> guards;
  for (const LoneRuleCase& c : rule.cases) guards.push_back(c.guard.substitute(params));
  Expr some = never();
  for (const Expr& g : guards) some = some || g;
  const std::string id = claim.id + ".odd." + rule.id;
  out.push_back(step(id + ".cover", place, "some case of " + rule.id + " applies", base, some, "coverage"));
  Expr earlier = Expr::always();
  for (std::size_t k = 0; k < rule.cases.size(); ++k) {
    const LoneRuleCase& c = rule.cases[k];
    Expr region = base && earlier && guards[k];
    earlier = earlier && !guards[k];
    // The case allows a move: name stacks of each class (two of a class of one height, three of
    // the others); some two of them that are there fit the pick.
    AbstractLone w = o;
    std::vector<int> witnesses;
    for (lone::YClass cls : lone::kClasses)
      for (int i = 0; i < (cls == lone::YClass::Other ? 3 : 2); ++i)
        witnesses.push_back(lone::takeFromRest(w, cls, std::string("e") + lone::className(cls) + std::to_string(i)));
    Expr exists = never();
    for (std::size_t i = 0; i < witnesses.size(); ++i)
      for (std::size_t j = i + 1; j < witnesses.size(); ++j) {
        const lone::NamedStack& a = w.named[static_cast<std::size_t>(witnesses[i])];
        const lone::NamedStack& b = w.named[static_cast<std::size_t>(witnesses[j])];
        exists = exists ||
                 (a.present && b.present && (pickOf(c, w, a.height, b.height) || pickOf(c, w, b.height, a.height)));
      }
    out.push_back(step(id + "." + c.id + ".exists", place, c.id + " allows a move: two y-stacks fit its pick",
                       region && lone::abstractionFacts(w), exists));
    for (std::size_t b = 0; b < bobs.size(); ++b) {
      const AbstractMove& bob = bobs[b];
      if (!bob.yPair) continue;  // the rule merges two y-stacks
      Expr forward = pickOf(c, o, bob.topHeight, bob.belowHeight);
      Expr backward = pickOf(c, o, bob.belowHeight, bob.topHeight);
      Expr bobMove = bob.legal && (forward || backward);
      // The case's pick rules this move out by the move's own heights (it folds to false): it is
      // never Bob's move here, so there is no step after it.
      if (bobMove.constantTruth() == false) continue;
      for (const AbstractMove& alice : alices[b]) {
        AbstractLone after = alice.after;
        // One more named stack of each class, to compare Bob's pair with.
        for (lone::YClass cls : lone::kClasses) lone::takeFromRest(after, cls, std::string("d") + lone::className(cls));
        Expr best = Expr::always();
        if (c.maximize) {
          Expr value = ite(forward, valueOf(c, o, bob.topHeight, bob.belowHeight),
                           valueOf(c, o, bob.belowHeight, bob.topHeight));
          const auto& os = after.origins;
          for (std::size_t r = 0; r < os.size(); ++r)
            for (std::size_t s = r + 1; s < os.size(); ++s) {
              bool bobsPair = (static_cast<int>(r) == bob.topOrigin || static_cast<int>(r) == bob.belowOrigin) &&
                              (static_cast<int>(s) == bob.topOrigin || static_cast<int>(s) == bob.belowOrigin);
              if (bobsPair) continue;
              Expr both = os[r].present && os[s].present;
              for (auto [x, y] : {std::pair{os[r].height, os[s].height}, std::pair{os[s].height, os[r].height}})
                best = best && implies(both && pickOf(c, o, x, y), valueOf(c, o, x, y) <= value);
            }
        }
        out.push_back(moveStep(id + "." + c.id + ".bob." + bob.text + ".alice." + alice.text, place,
                               "after " + c.id + " (" + bob.text + ") and Alice's " + alice.text +
                                   ": Alice's move is not legal, or X is untouched and the hypothesis holds",
                               region, bobMove && alice.legal && lone::abstractionFacts(after) && best,
                               backIn(claim, after)));
      }
    }
  }
}

}  // namespace

std::vector<LemmaNode> loneStackNodes() {
  const std::vector<LemmaNode> reached = lemmaNodesReached();
  std::vector<LemmaNode> nodes = reached;
  for (const LemmaNode& n : reached)
    if (!n.odd) nodes.push_back({n.claim, true});
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  return nodes;
}

const LoneRule& loneRuleAt(const std::string& claim) {
  for (const KeepAliveRule& r : keepAliveRules())
    if (r.loneRule && r.loneRule->claim == claim) return *r.loneRule;
  throw std::logic_error("no keep-alive rule plays " + claim + "'s lone-stack rule");
}

std::vector<Obligation> loneStackLemmaObligations(const Claim& l42, const Claim& l43, const LoneRule& k2,
                                                  const LoneRule& k1, const std::string& skippedAliceMove) {
  // At an odd node Bob plays the lone-stack rule of its claim.
  const std::vector<LemmaNode> nodes = loneStackNodes();
  auto claimOf = [&](const std::string& id) -> const Claim& {
    if (id == l42.id) return l42;
    if (id == l43.id) return l43;
    throw std::logic_error("the keep-alive rules hand over to " + id + ", which has no lone-stack proof");
  };
  auto ruleOf = [&](const std::string& id) -> const LoneRule& {
    for (const LoneRule* r : {&k2, &k1})
      if (r->claim == id) return *r;
    throw std::logic_error("no lone-stack rule plays at " + id + "'s odd states");
  };
  // The lone-stack rules Bob tries before the one that plays at `id`'s odd states. K0 may come
  // first: after its move Alice cannot move, and Bob has won. Any other rule first would need
  // its own step, which the graph does not have.
  auto triedBefore = [&](const std::string& id) {
    std::vector<const Claim*> before;
    for (const KeepAliveRule& r : keepAliveRules()) {
      if (r.loneRule && r.loneRule->claim == id) return before;
      if (r.loneRule)
        before.push_back(&claimOf(r.loneRule->claim));
      else if (r.condition.kind != KeepAliveCondition::Kind::NoMove)
        throw std::logic_error(std::string("the keep-alive rule ") + r.id + " comes before " + id +
                               "'s lone-stack rule, and the lemmas' graph has no step for it");
    }
    throw std::logic_error("no keep-alive rule plays " + id + "'s lone-stack rule");
  };
  std::vector<Obligation> out;
  for (const LemmaNode& n : nodes) {
    const Claim& claim = claimOf(n.claim);
    if (n.odd)
      oddNode(claim, ruleOf(n.claim), triedBefore(n.claim), claim.title, skippedAliceMove, out);
    else
      evenNode(claim, claim.title, skippedAliceMove, out);
  }
  return out;
}

std::vector<ConjunctNeed> loneStackConjunctNeeds(const ProverOptions& options, int threads, RunGuard& guard) {
  std::vector<DroppedConjunct> units;
  for (const char* id : {"L4.2", "L4.3"}) {
    const Claim& lemma = paperClaim(id);
    for (std::size_t i = 0; i < lemma.hypotheses.size(); ++i)
      units.push_back({lemma.id, lemma.hypotheses[i].str(), lemma.title, [&lemma, i] {
                         Claim weaker = lemma;
                         weaker.hypotheses.erase(weaker.hypotheses.begin() + static_cast<std::ptrdiff_t>(i));
                         return lemma.id == "L4.2" ? loneStackLemmaObligations(weaker, paperClaim("L4.3"))
                                                   : loneStackLemmaObligations(paperClaim("L4.2"), weaker);
                       }});
  }
  return conjunctNeeds(units, options, threads, guard);
}

}  // namespace babylon
