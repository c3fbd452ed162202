// The case split of the exploration (proofs/ExplorerCases.hpp). The steps mirror
// strategies/PaperStrategy (select, switch, hand-over, play) on symbolic positions.
#include "ExplorerCases.hpp"

#include <algorithm>
#include <utility>

namespace babylon::symbolic {

// Runs one step into the end game, and gives each edge it adds the witnesses recorded meanwhile
// (the moves of Bob it relies on beyond one move of his) and the moves named at its nodes: the
// proof certificate writes them with that edge.
template <typename Step>
void ExplorerCases::endGameStep(Step step) {
  FamilyGraph& g = unit_.graph;
  std::size_t edges = g.edges.size(), witnesses = unit_.witnesses.size(), safe = unit_.safeMoves.size();
  step();
  for (std::size_t i = edges; i < g.edges.size(); ++i) {
    g.edges[i].witnesses.assign(unit_.witnesses.begin() + static_cast<std::ptrdiff_t>(witnesses),
                                unit_.witnesses.end());
    g.edges[i].safeMoves.assign(unit_.safeMoves.begin() + static_cast<std::ptrdiff_t>(safe), unit_.safeMoves.end());
  }
}

// PaperStrategy::select: the first entry for `cls` (then "*") whose guard holds, with the guards
// read through `params` (a change of frame), each case's region split by Z3.
template <typename Apply>
void ExplorerCases::select(Family f, const std::string& cls, const Expr& region, const Params& params, const Edge& edge,
                           Apply apply) {
  Expr covered = never();
  std::vector<std::string> consultedIds;
  for (DispatchPass pass : kDispatchPasses)
    for (const CaseEntry& e : unit_.run.table) {
      if (e.family != f || !consulted(e, pass, cls)) continue;
      Expr guard = params.empty() ? e.guard : e.guard.substitute(params);
      Expr r = region && guard && !covered;
      covered = covered || guard;
      consultedIds.push_back(e.id);
      if (unit_.nonEmpty(e.id, edge.from, r, true, {e.id})) apply(e, r);
    }
  if (auto failed = unit_.discharge(std::string(familyName(f)) + "." + (cls.empty() ? "bob" : cls) + ".covered",
                                    edge.from, "some case applies", region, covered, "coverage", consultedIds))
    unit_.openAt(edge, *failed,
                 std::string("no case of ") + familyName(f) + " for " + (cls.empty() ? "Bob's move" : cls));
}

// The successor `after` (in the frame where the case was read) against the case's next family.
void ExplorerCases::successor(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& after) {
  edge.caseId = edge.caseId.empty() ? e.id : edge.caseId;
  edge.reply = e.reply;
  edge.region = region;
  edge.successor = after;
  if (e.next == Family::KeepAlive) {
    endGameStep([&] { endGame_.keepAliveAfterReplies(std::move(edge), region, after); });
    return;
  }
  if (isPlan(e.next)) {
    endGameStep([&] { planEdge(std::move(edge), e.next, region, after); });
    return;
  }
  if (endGame(e.next)) {
    unit_.add(
        std::move(edge), EdgeStatus::Open,
        std::string("end game: ") + familyName(e.next) + " (the keep-alive rules decide; not yet proved for all n)");
    return;
  }
  auto direct = membership(e.next, after);
  auto mirror = membership(e.next, reflected(after));
  bool slip = unit_.run.slips.matchWithoutHypothesis;
  Expr inDirect = direct ? (slip ? direct->shape : direct->holds) : never();
  Expr inMirror = mirror ? (slip ? mirror->shape : mirror->holds) : never();
  std::string words = std::string("the successor is an instance of ") + familyName(e.next);
  if (auto failed =
          unit_.discharge(e.id + ".successor", edge.from, words, region, inDirect || inMirror, "symbolic", {e.id}))
    unit_.openAt(edge, *failed, std::string("successor outside ") + familyName(e.next));
  Expr inside = region && (inDirect || inMirror);
  if (!unit_.nonEmpty(e.id + ".inside", edge.from, inside, true, {e.id})) return;
  edge.region = inside;
  edge.to = familyName(e.next);
  edge.next = e.next;
  unit_.add(std::move(edge), EdgeStatus::Closed, "");
  unit_.reach(e.next);
}

// The multi-move plans of Lemmas 4.4 (ii) and 4.5 (ii) (lemmas/tables/endgame.cases): Bob has just moved
// to `after` (Alice to move) remembering the plan; every move of Alice from the generic rule is
// answered by the plan's own table entries (their guards read m, the same in every frame), as
// strategies/PaperStrategy does: a reply is played where it is legal; where it is not, Lemma 4.4
// (ii)'s threat has been parried and the keep-alive rules take over; a hand-over leaves the move
// to them.
void ExplorerCases::planAfterReplies(const Edge& edge, Family plan, const Expr& region, const SymbolicPosition& after) {
  const std::vector<SymbolicMove> moves = allMoves(after);
  movesComplete(edge.caseId + ".plan", edge, region, after, moves);
  for (const SymbolicMove& alice : moves) {
    Expr legal = region && alice.legal;
    std::string id = edge.caseId + ".plan." + alice.text();
    if (!unit_.nonEmpty(id, edge.from, legal)) {
      illegalReplies_.push_back(alice.text());
      continue;
    }
    Edge here = edge;
    here.caseId = edge.caseId + "/" + alice.text();
    unit_.nodePath.push_back(alice.text());
    select(plan, alice.paperClass, legal, {}, here, [&](const CaseEntry& e, const Expr& r) {
      Edge next = here;
      next.caseId = here.caseId + "/" + e.id;
      next.region = r;
      if (e.replyKind != ReplyKind::Move) {
        next.reply = "(keep-alive rules)";
        endGame_.keepAliveHere(next, next.caseId, r, alice.after, " after Alice's " + alice.text(), alice.text());
        return;
      }
      Expr legalReply = never();
      for (const SymbolicMove& m : readings(alice.after, e.reply)) legalReply = legalReply || m.legal;
      // Where the reply is not a move (Lemma 4.4 (ii)'s threat parried) and where it is: each
      // part left out only where Z3 proves it empty (an obligation).
      if (threatMayBeParried(plan) && unit_.nonEmpty(next.caseId + ".parried", edge.from, r && !legalReply, false)) {
        Edge parried = next;
        parried.reply = "(keep-alive rules)";
        endGame_.keepAliveHere(parried, next.caseId + ".parried", r && !legalReply, alice.after,
                               " after Alice's " + alice.text() + " (" + e.reply + " not a move)", alice.text());
        if (!unit_.nonEmpty(next.caseId + ".reply-legal", edge.from, r && legalReply, false)) return;
        play(next, e, r && legalReply, alice.after);
        return;
      }
      play(next, e, r, alice.after);
    });
    unit_.nodePath.pop_back();
  }
}

// One edge for Bob's move into a plan, as keepAliveAfterReplies makes one for a move into the end
// game: it rests on the lemmas when every step of the plan does (planAfterReplies explores them as
// edges of their own, folded in here), else it is open with the steps that are not.
void ExplorerCases::planEdge(Edge edge, Family plan, const Expr& region, const SymbolicPosition& after) {
  std::vector<Edge>& edges = unit_.graph.edges;
  std::size_t mark = edges.size();
  std::vector<std::string> outer = std::exchange(illegalReplies_, {});
  planAfterReplies(edge, plan, region, after);
  edge.illegalReplies = std::exchange(illegalReplies_, std::move(outer));
  std::vector<Edge> steps(edges.begin() + static_cast<std::ptrdiff_t>(mark), edges.end());
  edges.erase(edges.begin() + static_cast<std::ptrdiff_t>(mark), edges.end());
  edge.plan = plan;
  std::string notShown, why;
  for (const Edge& step : steps) {
    if (step.status != EdgeStatus::Open) continue;  // a closed step needs nothing more
    if (notShown.empty()) {
      why = step.why;
      edge.instance = step.instance;
      edge.position = step.position;
    }
    notShown += (notShown.empty() ? "" : "; ") + step.caseId + (step.detail.empty() ? "" : " (" + step.detail + ")");
  }
  if (notShown.empty()) {
    unit_.restOnLemmas(std::move(edge), std::string(", after every step of ") + familyName(plan));
    return;
  }
  edge.detail = "not shown at: " + notShown;
  unit_.add(std::move(edge), EdgeStatus::Open, why);
}

// Bob's reply string read on `now` (Bob to move) and applied.
void ExplorerCases::play(Edge edge, const CaseEntry& e, const Expr& region, const SymbolicPosition& now) {
  auto rs = readings(now, e.reply);
  Expr covered = never();
  for (std::size_t i = 0; i < rs.size(); ++i) {
    Expr r = region && rs[i].legal && !covered;
    covered = covered || rs[i].legal;
    if (!unit_.nonEmpty(e.id + ".reading" + std::to_string(i + 1), edge.from, r, true, {e.id})) continue;
    // The concrete parser refuses a string whose readings lead to different positions. A reply
    // with one reading names one move: there is nothing to compare.
    Expr same = Expr::always();
    for (std::size_t j = 0; j < rs.size(); ++j)
      if (j != i) same = same && implies(rs[j].legal, samePosition(rs[i].after, rs[j].after));
    if (auto failed = rs.size() == 1 ? std::nullopt
                                     : unit_.discharge(e.id + ".unambiguous", edge.from,
                                                       "the reply " + e.reply + " names one move", r, same,
                                                       "unambiguous", {e.id})) {
      Edge bad = edge;
      bad.caseId = edge.caseId.empty() ? e.id : edge.caseId;
      unit_.openAt(std::move(bad), *failed, "the reply " + e.reply + " is ambiguous");
    }
    // In a plan (at a node of the end game: Bob to move after Alice's move) the reply is a move
    // the end game relies on there, and the nodes after it are named through it.
    bool inPlan = !unit_.nodePath.empty();
    if (inPlan) {
      unit_.witness(rs[i].text(), r && same);
      unit_.nodePath.push_back(rs[i].text());
    }
    successor(edge, e, r && same, rs[i].after);
    if (inPlan) unit_.nodePath.pop_back();
  }
  if (auto failed = unit_.discharge(e.id + ".legal", edge.from, "the reply " + e.reply + " is a legal move", region,
                                    covered, "legal", {e.id})) {
    Edge bad = edge;
    bad.caseId = edge.caseId.empty() ? e.id : edge.caseId;
    bad.reply = e.reply;
    unit_.openAt(std::move(bad), *failed,
                 "the reply " + e.reply + " is not a legal move (the strategy falls back on the solver)");
  }
}

// Positions 1-3: Bob's own table, on `now` read in f's frame (either, unreflected first).
void ExplorerCases::bobFirst(Family f, Edge edge, const Expr& region, const SymbolicPosition& now,
                             const std::string& via) {
  // Entered by a hand-over: explored inline, within the edge that hands over, and listed.
  std::vector<Family>& families = unit_.graph.families;
  if (std::find(families.begin(), families.end(), f) == families.end()) families.push_back(f);
  auto direct = membership(f, now);
  auto mirror = membership(f, reflected(now));
  Expr inDirect = direct ? direct->holds : never();
  Expr inMirror = mirror ? mirror->holds : never();
  if (auto failed =
          unit_.discharge(std::string(familyName(f)) + ".entered", edge.from,
                          std::string("the position is an instance of ") + familyName(f), region, inDirect || inMirror))
    unit_.openAt(edge, *failed, std::string(familyName(f)) + " expected");
  for (int frame = 0; frame < 2; ++frame) {
    const auto& m = frame == 0 ? direct : mirror;
    if (!m) continue;
    Expr r = region && m->holds && (frame == 0 ? Expr::always() : !inDirect);
    if (!unit_.nonEmpty(std::string(familyName(f)) + (frame ? ".mirror" : ".direct"), edge.from, r)) continue;
    SymbolicPosition p = frame == 0 ? now : reflected(now);
    select(f, "", r, m->params, edge, [&](const CaseEntry& e, const Expr& re) {
      Edge next = edge;
      next.region = re;
      next.caseId = via.empty() ? e.id : via + "/" + e.id;
      play(next, e, re, p);
    });
  }
}

// Alice's move answered by the case table of f, in the frame where `before` is f's shape.
void ExplorerCases::answer(Family f, const SymbolicMove& alice, const Expr& region, const SymbolicPosition& before,
                           const Params& params, bool switched, const std::string& via) {
  Edge edge = unit_.base(f, &alice, region, {});
  select(f, alice.paperClass, region, params, edge, [&](const CaseEntry& e, const Expr& r) {
    Edge here = edge;
    here.region = r;
    here.caseId = via.empty() ? e.id : via + "/" + e.id;
    if (Z3Session::Solved s = unit_.z3.solve(r); s.answer != Z3Answer::Unsat) ExplorerUnit::setInstance(here, s.model);
    if (e.replyKind == ReplyKind::SwitchColors) {
      if (switched) {
        unit_.add(here, EdgeStatus::Open, "a second colour switch (no move)");
        return;
      }
      // Switch colors: the state read in the other frame, where Alice's move has the other class.
      auto m = membership(f, reflected(before));
      Expr in = m ? m->holds : never();
      if (auto failed = unit_.discharge(e.id + ".switch", f,
                                        std::string("the reflected state is an instance of ") + familyName(f), r, in,
                                        "symbolic", {e.id}))
        unit_.openAt(here, *failed, "the reflected state is not an instance of its family");
      if (!m) return;
      SymbolicMove mirrored = alice;
      mirrored.after = reflected(alice.after);
      mirrored.paperClass = swapColorLetters(mirrored.paperClass);
      answer(f, mirrored, r && in, reflected(before), m->params, true, here.caseId);
      return;
    }
    if (handsOverToBobFirst(e)) {
      bobFirst(e.next, here, r, alice.after, here.caseId);
      return;
    }
    if (e.replyKind == ReplyKind::HandOver) {
      here.reply = "(keep-alive rules)";
      if (e.next == Family::KeepAlive)
        endGameStep([&] { endGame_.keepAliveHere(here, here.caseId, r, alice.after, "", ""); });
      else
        unit_.add(here, EdgeStatus::Open, "end game: the keep-alive rules choose (not yet proved for all n)");
      return;
    }
    play(here, e, r, alice.after);
  });
}

void ExplorerCases::movesComplete(const std::string& id, const Edge& edge, const Expr& region,
                                  const SymbolicPosition& p, const std::vector<SymbolicMove>& moves) {
  for (const auto& [colors, claim] : symbolic::movesComplete(p, moves))
    if (auto failed = unit_.discharge(id + ".moves-complete." + colors, edge.from,
                                      "the moves explored are every move of the generic rule (" + colors + ")", region,
                                      claim, "moves-complete"))
      unit_.openAt(edge, *failed, "a move of Alice's of the generic rule (" + colors + ") is not explored");
}

std::vector<SymbolicMove> ExplorerCases::movesExplored(Family f, const PlantedSlips& slips) {
  std::vector<SymbolicMove> moves = allMoves(familyShape(f));
  if (slips.skippedMove && slips.skippedMove->first == f)
    std::erase_if(moves, [&](const SymbolicMove& m) { return m.text() == slips.skippedMove->second; });
  return moves;
}

void ExplorerCases::explore(Family f, std::size_t move) {
  SymbolicPosition shape = familyShape(f);
  Expr own = unit_.assumption(f);
  if (bobMovesFirst(f)) {
    Edge edge = unit_.base(f, nullptr, own, {});
    bobFirst(f, edge, own, shape, "");
    return;
  }
  const std::vector<SymbolicMove> moves = movesExplored(f, unit_.run.slips);
  if (move == 0) movesComplete(familyName(f), unit_.base(f, nullptr, own, {}), own, shape, moves);
  const SymbolicMove alice = moves.at(move);
  Expr legal = own && alice.legal;
  if (!unit_.nonEmpty(std::string(familyName(f)) + "." + alice.text() + ".illegal", f, legal)) return;
  answer(f, alice, legal, shape, {}, false, "");
}

}  // namespace babylon::symbolic
